import { expect, test, type Page } from './support/e2e-test';
import { JoseReviewFormTokens } from '../../server/infrastructure/auth/jose-review-form-tokens';
import { encodePng } from '../../server/infrastructure/db/seed/png-encoder';
import { withStarRating } from '../../src/domain/collect/review-form-link';
import { DEMO_SHOP_DOMAIN } from '../../src/domain/shop/shop-domain';
import { expectNoSeriousViolations, signIn } from './support/e2e-session';
import { E2E_APP_TOKEN_SECRET } from './support/e2e-snapshot';

/*
 * A customer follows a review request e-mail's link to the review form on the (demo) storefront
 * and reviews a product of their order; the merchant's review link and QR code
 * (docs/product/collect-link.md).
 */

/** The e2e servers' app token secret: the test signs links as the server does. */
const tokens = () => new JoseReviewFormTokens(E2E_APP_TOKEN_SECRET);
/** The demo store's orders (seed: demo-store-data.ts), newest first. */
const demoOrderId = (number: number) => `gid://shopify/Order/${5_600_000_000_000 + number}`;
const FORM_PATH = '/demo-store/apps/starling/review_form';

/** A demo order's form with a product still to review. */
async function openOrderForm(page: Page): Promise<{ readonly token: string }> {
  for (let number = 200; number > 150; number -= 1) {
    const token = await tokens().sign({ shopDomain: DEMO_SHOP_DOMAIN, orderId: demoOrderId(number) });
    await page.goto(withStarRating(`${FORM_PATH}?token=${token}`, 2));
    if ((await page.locator('form.starling-form').count()) > 0) return { token };
  }
  throw new Error('no demo order with a product left to review');
}

test('a customer reviews their order from the e-mail link at 390 px: 4 stars, words, a photo; the merchant sees it verified', async ({ page }) => {
  const title = `Great fit ${Date.now()}`;
  await page.setViewportSize({ width: 390, height: 844 });
  await openOrderForm(page);
  await expect(page.getByRole('heading', { name: 'Rate your purchase' })).toBeVisible();
  const form = page.locator('form.starling-form').first();
  // The link's star (the e-mail's second star) is already chosen; one tap changes it.
  await expect(form.getByRole('radio', { name: '2 stars' })).toBeChecked();
  await expectNoSeriousViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await form.locator('label.starling-form__star').nth(3).click();
  await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
  // Four stars drawn full, the fifth empty.
  const starColours = await form.locator('label.starling-form__star').evaluateAll((stars) => stars.map((star) => getComputedStyle(star).backgroundColor));
  expect(new Set(starColours.slice(0, 4)).size).toBe(1);
  expect(starColours[4]).not.toBe(starColours[3]);
  await form.getByLabel('Title (optional)').fill(title);
  await form.getByLabel('Your review').fill('Comfortable from the first day, and the colour is as in the pictures.');
  await expect(form.getByLabel('Your name')).not.toHaveValue('');
  await expect(form.getByLabel('Your e-mail')).toHaveCount(0);
  const png = encodePng(240, 240, new Uint8Array(240 * 240 * 3).fill(120));
  await form.getByLabel('Photos (optional)').setInputFiles({ name: 'on-me.png', mimeType: 'image/png', buffer: Buffer.from(png) });
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText(/^Thank you! Your review (is published|will appear once the shop has read it)\.$/)).toBeVisible();

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO_SHOP_DOMAIN, { landOn: '/reviewList' });
  await page.getByText(title).first().click();
  await expect(page.getByText(/· Email request$/)).toBeVisible();
  await expect(page.getByRole('dialog').getByText('Verified buyer', { exact: true }).first()).toBeVisible();
});

test('a tampered or expired link shows a clear page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const token = await tokens().sign({ shopDomain: DEMO_SHOP_DOMAIN, orderId: demoOrderId(200) });
  const [head, , signature] = token.split('.');
  const response = await page.goto(`${FORM_PATH}?token=${head}.${Buffer.from('{"sub":"1"}').toString('base64url')}.${signature}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  await expect(page.getByText(/This review link is not valid/)).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("the merchant's review link and QR code: copy, download, and the shop's form it opens", async ({ page }) => {
  await signIn(page, DEMO_SHOP_DOMAIN, { landOn: '/collect/review_request_link' });
  const field = page.getByRole('textbox', { name: 'Your review link' });
  await expect(field).toHaveValue(/\/demo-store\/apps\/starling\/review_form\?via=link$/);
  await expect(page.getByRole('img', { name: 'QR code that opens your review form' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download PNG' })).toHaveAttribute('href', /^data:image\/png;base64,/);
  await expect(page.getByRole('link', { name: 'Download SVG' })).toHaveAttribute('download', 'review-qr-code.svg');
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousViolations(page);

  const link = new URL(await field.inputValue());
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Write a review' }).first()).toBeVisible();
  const choice = page.getByRole('combobox', { name: 'What would you like to review?' });
  await choice.selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('form.starling-form[data-via="link"]')).toBeVisible();
  await expectNoSeriousViolations(page);
});
