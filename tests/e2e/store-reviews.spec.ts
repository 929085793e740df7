import { expect, test, type Page } from './support/e2e-test';
import { DEMO_SHOP_DOMAIN } from '../../src/domain/shop/shop-domain';
import { XSS_PAYLOADS } from './support/e2e-fixtures';
import { expectNoSeriousViolations, signIn } from './support/e2e-session';
import { giveModerationReason } from './support/moderation-reason';

/*
 * Store reviews and the side tab (docs/product/storefront.md#store-reviews): the merchant switches
 * them on and creates the reviews page, a shopper writes a store review on the demo storefront,
 * the merchant finds it in /reviewList as a store review and publishes it, and it shows in the
 * store-reviews block and in the side tab's dialog, its text as text.
 */

const PREVIEW_FRAME = 'iframe[title="Preview of the widget on your storefront"]';
const REVIEWS_PAGE = '/demo-store/pages/reviews';

async function saveSettings(page: Page) {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
}

/** The first page comes from the shop's metafield, which the storefront sync rewrites after a change. */
async function reloadUntil(page: Page, check: () => Promise<boolean>): Promise<void> {
  await expect(async () => {
    await page.reload();
    expect(await check()).toBe(true);
  }).toPass({ timeout: 60_000, intervals: [300, 500, 1000] });
}

async function checkScreenAt390(page: Page, path: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path);
  await expect(page.locator(PREVIEW_FRAME)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page, { exclude: PREVIEW_FRAME });
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('a store review written on the demo storefront is published from /reviewList and shows in the block and the side tab, as text', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO_SHOP_DOMAIN);

  // The merchant switches store reviews on.
  await page.goto('/display/storeReview');
  await expect(page.locator(PREVIEW_FRAME)).toBeVisible();
  const showStoreReviews = page.getByRole('checkbox', { name: 'Show store reviews' });
  if (!(await showStoreReviews.isChecked())) {
    await showStoreReviews.check();
    await saveSettings(page);
  }
  await expectNoSeriousViolations(page, { exclude: PREVIEW_FRAME });
  await checkScreenAt390(page, '/display/storeReview');

  // ...the side tab, opening a window, and the reviews page.
  await page.goto('/display/tab');
  await expect(page.locator(PREVIEW_FRAME)).toBeVisible();
  const createPage = page.getByRole('button', { name: 'Create reviews page' });
  if (await createPage.isVisible()) await createPage.click();
  await expect(page.getByText('Your reviews page: /pages/reviews')).toBeVisible();
  const showTab = page.getByRole('checkbox', { name: 'Show the side tab' });
  if (!(await showTab.isChecked())) {
    await showTab.check();
    await saveSettings(page);
  }
  await expectNoSeriousViolations(page, { exclude: PREVIEW_FRAME });
  await checkScreenAt390(page, '/display/tab');

  // A shopper writes a store review on the reviews page; its text is an attack.
  const stamp = String(Date.now());
  const title = `${XSS_PAYLOADS[0]} ${stamp}`;
  const body = `${XSS_PAYLOADS[1]} Quick delivery ${stamp}`;
  await page.goto(REVIEWS_PAGE);
  await reloadUntil(page, async () => (await page.getByRole('button', { name: 'Write a store review' }).count()) === 1);
  await page.getByRole('button', { name: 'Write a store review' }).click();
  const form = page.locator('form[data-starling-form]');
  await form.locator('label[for$="rating-5"]').click();
  await form.getByLabel('Title (optional)').fill(title);
  await form.getByLabel('Your review').fill(body);
  await form.getByLabel('Your name').fill(`Sam ${XSS_PAYLOADS[2]}`);
  await form.getByLabel('Your e-mail').fill('sam@example.com');
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText(/Thank you!/)).toBeVisible();

  // The merchant finds it in /reviewList as a store review, unpublishes and publishes it.
  await page.goto('/reviewList');
  const row = page.getByRole('row', { name: new RegExp(stamp) });
  await expect(row.getByText('Store review')).toBeVisible();
  await row.getByText(title).click();
  const detail = page.getByRole('dialog', { name: /Review by Sam/ });
  await detail.getByRole('button', { name: 'Unpublish', exact: true }).click();
  await giveModerationReason(page, { reason: 'unrelated_to_product' });
  await detail.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(detail.getByRole('button', { name: 'Unpublish', exact: true })).toBeVisible();

  // It shows in the store-reviews block, drawn by Liquid from the shop's metafield, as text.
  await page.goto(REVIEWS_PAGE);
  const card = page.locator('.starling-store-reviews [data-starling-list] .starling-card').filter({ hasText: stamp });
  await reloadUntil(page, async () => (await card.count()) === 1);
  await expect(card.locator('[data-field="title"]')).toHaveText(title);
  await expect(card.locator('[data-field="body"]')).toHaveText(body);

  // ...and in the side tab's dialog, newest first.
  const tab = page.getByRole('button', { name: 'Reviews' }).and(page.locator('[data-starling-side-tab-open]'));
  await tab.click();
  const dialog = page.getByRole('dialog', { name: 'Customer reviews' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.starling-card').filter({ hasText: stamp }).locator('[data-field="title"]')).toHaveText(title);
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(tab).toBeFocused();

  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(page.locator('main img[src="x"], main svg[onload], dialog img[src="x"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);

  // At 390 px the page and its tab fit the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(REVIEWS_PAGE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page);
});
