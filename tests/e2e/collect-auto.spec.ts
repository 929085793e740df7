import { expect, test, type Page } from './support/e2e-test';
import { DEMO_SHOP_DOMAIN } from '../../src/domain/shop/shop-domain';
import { expectNoSeriousViolations, signIn } from './support/e2e-session';

/*
 * Reviews after checkout and products to review (docs/product/collect-auto.md): the merchant sees
 * both placements of the order review prompt, switches the thank-you page's off and on again (the
 * demo store's thank-you page follows), and chooses the products review requests skip.
 */

const THANK_YOU_FRAME = 'iframe[title="Preview of the review prompt on the thank-you page"]';

async function expectFitsPhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** The storefront draws from the settings metafield, which the sync rewrites after a save. */
async function reloadUntil(page: Page, check: () => Promise<boolean>): Promise<void> {
  await expect(async () => {
    await page.reload();
    expect(await check()).toBe(true);
  }).toPass({ timeout: 60_000, intervals: [300, 500, 1000] });
}

test('the merchant sees both placements, switches the thank-you page off and on, and the demo store follows', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO_SHOP_DOMAIN, { landOn: '/collect/auto_leave_reviews' });
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews after checkout' })).toBeVisible();
  await expect(page.getByText('Every review is the customer’s own')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the theme editor on the order page (opens in a new window)' })).toHaveAttribute('href', /editor\?template=customers\/order$/);
  await expectNoSeriousViolations(page);

  await page.getByRole('link', { name: 'Edit Thank-you page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank-you page' })).toBeVisible();
  await expect(page.frameLocator(THANK_YOU_FRAME).locator('.starling-order-review__star')).toHaveCount(5);
  await expectNoSeriousViolations(page, { exclude: THANK_YOU_FRAME });
  const placementSwitch = page.getByRole('checkbox', { name: 'Show the prompt on the thank-you page' });
  await placementSwitch.uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully').first()).toBeVisible();

  const prompt = page.locator('[data-starling-order-review]');
  await page.goto('/demo-store/thank-you');
  await reloadUntil(page, async () => (await prompt.count()) === 0);

  await page.goto('/collect/auto_leave_reviews/thankyou');
  await placementSwitch.check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully').first()).toBeVisible();
  await page.goto('/demo-store/thank-you');
  await reloadUntil(page, async () => (await prompt.count()) === 1);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/collect/auto_leave_reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews after checkout' })).toBeVisible();
  await expect(page.getByText('Order status page').first()).toBeVisible();
  await expectFitsPhone(page);
  await expectNoSeriousViolations(page);
  await page.goto('/collect/auto_leave_reviews/checkout');
  await expect(page.getByRole('checkbox', { name: 'Show the prompt on the order status page' })).toBeChecked();
  await expectFitsPhone(page);
  await expectNoSeriousViolations(page, { exclude: 'iframe' });
});

test('the merchant asks about every product but a chosen one and cheap ones', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO_SHOP_DOMAIN, { landOn: '/collect/review_request_product' });
  await expect(page.getByRole('heading', { level: 1, name: 'Products to review' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByText('All products except the ones chosen below', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'All products except the ones chosen below' })).toBeChecked();
  await page.getByRole('button', { name: 'Choose products' }).click();
  const dialog = page.getByRole('dialog');
  const first = dialog.getByRole('checkbox').first();
  await expect(first).toBeVisible();
  const title = await first.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? '');
  expect(title.trim()).not.toBe('');
  await first.check();
  await dialog.getByRole('button', { name: 'Select' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Products not asked (1)' })).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Skip products under this price' }).fill('1.234');
  await expect(page.getByText('Minimum price: only two decimal places are allowed.').first()).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Skip products under this price' }).fill('5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully').first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Products not asked (1)' })).toBeVisible();
  await expect(page.getByText(title.trim(), { exact: true })).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'Skip products under this price' })).toHaveValue('5');
  await expectNoSeriousViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Products not asked (1)' })).toBeVisible();
  await expectFitsPhone(page);
  await expectNoSeriousViolations(page);
});
