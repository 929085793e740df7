import { expect, test, type Page } from './support/e2e-test';
import { DEMO_SHOP_DOMAIN } from '../../src/domain/shop/shop-domain';
import { expectNoSeriousViolations, signIn } from './support/e2e-session';

/*
 * The demo store's imported reviews say where they came from and what they may claim, in the
 * list at both widths and in the dialog (docs/product/import-provenance.md; the storefront's side in
 * tests/server/http/storefront-provenance.test.ts).
 */

const LOOX_FILE = /^Imported from Loox · loox-reviews\.csv · row \d+ · \w{3} \d{1,2}, \d{4}$/;

async function openLooxReviews(page: Page) {
  await signIn(page, DEMO_SHOP_DOMAIN);
  await page.goto('/reviewList?sources=CSV%20uploaded');
  await expect(page.getByText(LOOX_FILE).first()).toBeVisible();
}

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test(`imported reviews show their provenance and trust badges at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await openLooxReviews(page);
    await expect(page.getByText(/^Imported from Judge\.me · judgeme-reviews-export\.csv · row \d+ · /).first()).toBeVisible();
    await expect(page.getByText('Verified reviewer', { exact: true }).first()).toBeVisible();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoSeriousViolations(page);
  });
}

test('the dialog of an incentivized review says why', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openLooxReviews(page);
  const incentivized = page.getByText('Incentivized', { exact: true }).first();
  await expect(incentivized).toBeVisible();
  await incentivized.hover();
  await expect(page.getByRole('tooltip')).toHaveText('The reviewer received a discount or free product for this review');
  await incentivized.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(LOOX_FILE)).toBeVisible();
  await expect(dialog.getByText('The reviewer received a discount or free product for this review').first()).toBeVisible();
  await expectNoSeriousViolations(page);
});
