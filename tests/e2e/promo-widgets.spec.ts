import { expect, test, type Page } from './support/e2e-test';
import { DEMO_SHOP_DOMAIN } from '../../src/domain/shop/shop-domain';
import { XSS_PAYLOADS } from './support/e2e-fixtures';
import { expectNoSeriousViolations, signIn } from './support/e2e-session';

/*
 * The referral card and the order review prompt (docs/product/storefront.md#referral-and-checkout):
 * the merchant sets them on /display/referral and /display/checkout beside a preview the
 * storefront's own Liquid draws; the demo storefront shows them as a theme would.
 */

const REFERRAL_FRAME = 'iframe[title="Preview of the referral card"]';
const CHECKOUT_FRAME = 'iframe[title="Preview of the order review prompt"]';

/** The storefront draws from the settings metafield, which the sync rewrites after a save. */
async function reloadUntil(page: Page, check: () => Promise<boolean>): Promise<void> {
  await expect(async () => {
    await page.reload();
    expect(await check()).toBe(true);
  }).toPass({ timeout: 60_000, intervals: [300, 500, 1000] });
}

async function expectNoSideScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test('the merchant offers friends 10%, a title is shown as text, and shoppers get their link on the store', async ({ page }) => {
  const title = `${XSS_PAYLOADS[1]} {{Discount_amount}}`;
  // The offer is the referral offer page's (tests/e2e/referrals.spec.ts refuses bad values there).
  await signIn(page, DEMO_SHOP_DOMAIN, { landOn: '/settings/referral_offer' });
  await page.getByRole('checkbox', { name: 'Run the referral programme' }).check();
  await page.getByRole('spinbutton', { name: 'Discount value' }).first().fill('10');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully').first()).toBeVisible();

  await page.goto('/display');
  await page.getByRole('link', { name: 'Customise Referral widget' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Referral widget' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit the offer' })).toHaveAttribute('href', /\/settings\/referral_offer/);
  await expectNoSeriousViolations(page, { exclude: REFERRAL_FRAME });
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  const preview = page.frameLocator(REFERRAL_FRAME);
  await expect(preview.locator('.starling-referral__title')).toHaveText(`${XSS_PAYLOADS[1]} 10%`);
  await expect(preview.locator('.starling-referral__text')).toContainText('10%');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully').first()).toBeVisible();

  await page.goto('/demo-store');
  const card = page.locator('[data-starling-referral]');
  await reloadUntil(page, async () => (await card.locator('.starling-referral__title').textContent())?.trim() === `${XSS_PAYLOADS[1]} 10%`);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expect(card.locator('img')).toHaveCount(0);
  await card.getByRole('button', { name: 'Get my link' }).click();
  await expect(card.getByRole('textbox', { name: 'Your referral link' })).toHaveValue(/\/referral_share_link\?shop=demo-store\.myshopify\.com&ref=7001-[\w-]{12}$/);
  await expectNoSeriousViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSideScroll(page);
  await expectNoSeriousViolations(page);
  await page.goto('/display/referral');
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await expectNoSideScroll(page);
  await expectNoSeriousViolations(page, { exclude: REFERRAL_FRAME });
});

test('a buyer taps a star on the thank-you page and the review form for that product opens with the rating', async ({ page }) => {
  const heading = XSS_PAYLOADS[0];
  await signIn(page, DEMO_SHOP_DOMAIN, { landOn: '/display' });
  await page.getByRole('link', { name: 'Customise Checkout reviews' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout reviews' })).toBeVisible();
  const preview = page.frameLocator(CHECKOUT_FRAME);
  await expect(preview.locator('.starling-order-review__star')).toHaveCount(5);
  await expectNoSeriousViolations(page, { exclude: CHECKOUT_FRAME });
  await page.getByRole('textbox', { name: 'Heading' }).fill(heading);
  await expect(preview.locator('.starling-order-review__heading')).toHaveText(heading);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully').first()).toBeVisible();

  await page.goto('/demo-store/thank-you');
  const prompt = page.locator('[data-starling-order-review]');
  await reloadUntil(page, async () => (await prompt.locator('.starling-order-review__heading').textContent())?.trim() === heading);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expectNoSeriousViolations(page);
  const item = prompt.locator('.starling-order-review__item').first();
  const form = item.locator('form[data-starling-form]');
  await expect(form).toBeHidden();
  await item.getByRole('button', { name: '4 stars' }).click();
  await expect(form).toBeVisible();
  await expect(form.locator('input[name="rating"][value="4"]')).toBeChecked();
  await expect(form.getByLabel('Your review')).toBeFocused();
  await form.getByLabel('Your review').fill('Arrived quickly and works well.');
  await form.getByLabel('Your name').fill('Tess Buyer');
  await form.getByLabel('Your e-mail').fill('tess@example.com');
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(item.getByText(/Thank you! Your review/)).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expectNoSideScroll(page);
  await expectNoSeriousViolations(page);
  await page.goto('/display/checkout');
  await expect(page.getByRole('textbox', { name: 'Heading' })).toHaveValue(heading);
  await expectNoSideScroll(page);
  await expectNoSeriousViolations(page, { exclude: CHECKOUT_FRAME });
});
