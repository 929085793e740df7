import { expect, test, type Page } from './support/e2e-test';
import { DEMO_SHOP_DOMAIN } from '../../src/domain/shop/shop-domain';
import { expectNoSeriousViolations, signIn } from './support/e2e-session';

/*
 * Review discounts (docs/product/collect-discount.md): the merchant sees each kind of review's
 * discount on /collect/discount, sets the photo one on /settings/review_discount/photo with the
 * domain's value rule and a live sentence, and finds it on the overview after saving.
 */

async function expectNoSideScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test('the merchant gives 15% for photo reviews, refused values first, and sees it on the overview at both widths', async ({ page }) => {
  await signIn(page, DEMO_SHOP_DOMAIN, { landOn: '/collect/discount' });
  await expect(page.getByRole('heading', { level: 1, name: 'Review discount' })).toBeVisible();
  await expect(page.getByText('The same reward whatever the rating')).toBeVisible();
  await expect(page.getByText('No codes issued yet')).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('link', { name: 'Edit: Photo reviews' }).click();
  await expect(page).toHaveURL(/\/settings\/review_discount\/photo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Review discount: Photo reviews' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('checkbox', { name: 'Give this discount' }).check();
  const value = page.getByRole('spinbutton', { name: /^Discount value/ });
  await value.fill('120');
  await expect(page.getByText('Enter a discount greater than 0 and no more than 100%.').first()).toBeVisible();
  await expect(page.getByText('Enter a valid discount to see the sentence.')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: /Found 1 error/i })).toBeVisible();
  await expectNoSeriousViolations(page);

  await value.fill('15');
  await expect(page.getByText('Customers who leave a photo review get 15% off their next order.')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully').first()).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSideScroll(page);
  await expectNoSeriousViolations(page);

  await page.goto('/collect/discount');
  await expect(page.getByText('Customers who leave a photo review get 15% off their next order.')).toBeVisible();
  await expectNoSideScroll(page);
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await expectNoSeriousViolations(page);
});

test('an unknown kind of review discount is a page that does not exist', async ({ page }) => {
  await signIn(page, DEMO_SHOP_DOMAIN, { landOn: '/settings/review_discount/five_stars' });
  await expect(page.getByText('Page not found')).toBeVisible();
  await expectNoSeriousViolations(page);
});
