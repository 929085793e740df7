import { expect, test, type Page } from './support/e2e-test';
import { DEMO_PRODUCTS } from '../../server/infrastructure/db/seed/demo-store-words';
import { handleOf } from '../../server/infrastructure/db/seed/demo-store-data';
import { DEMO_SHOP_DOMAIN } from '../../src/domain/shop/shop-domain';
import { XSS_PAYLOADS } from './support/e2e-fixtures';
import { expectNoSeriousViolations, signIn } from './support/e2e-session';

/*
 * The star rating, review summary, Q&A and write-review screens of /display, each with a live
 * preview drawn by the storefront's Liquid, and the demo storefront following what is saved.
 */

const productPath = (index: number) => `/demo-store/products/${handleOf(DEMO_PRODUCTS[index]!.title)}`;
const SCREENS = [
  { path: '/display/rating', heading: 'Star rating', frame: 'iframe[title="Preview of the star rating"]' },
  { path: '/display/summary', heading: 'Review summary', frame: 'iframe[title="Preview of the review summary"]' },
  { path: '/display/qa', heading: 'Q&A widget', frame: 'iframe[title="Preview of the Q&A widget"]' },
  { path: '/display/write', heading: 'Write a review', frame: 'iframe[title="Preview of the write-review form"]' },
] as const;

async function reloadUntil(page: Page, check: () => Promise<boolean>): Promise<void> {
  await expect(async () => {
    await page.reload();
    expect(await check()).toBe(true);
  }).toPass({ timeout: 60_000, intervals: [300, 500, 1000] });
}

test('the merchant words the product rating text on /display/rating, the preview and the store follow, a payload stays text, and every screen passes axe', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const payload = XSS_PAYLOADS[1];
  await signIn(page, DEMO_SHOP_DOMAIN, { landOn: '/display' });
  await page.getByRole('link', { name: 'Customise Star rating' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Star rating' })).toBeVisible();
  const preview = page.frameLocator(SCREENS[0].frame);
  await expect(preview.locator('.starling-rating__count')).toBeVisible();

  const text = page.getByRole('textbox', { name: 'Product page text' });
  await text.fill('');
  await expect(page.getByText('Enter a text, for example with {{star}}, {{review_number}}.')).toBeVisible();
  await text.fill(`{{star}} {{review_number}} happy shoppers ${payload}`);
  await expect(preview.locator('.starling-rating__text')).toContainText(`happy shoppers ${payload}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully').first()).toBeVisible();

  await page.goto(productPath(0));
  const rating = page.locator('.starling-rating__text');
  await reloadUntil(page, async () => ((await rating.textContent()) ?? '').includes('happy shoppers'));
  await expect(rating).toContainText(`happy shoppers ${payload}`);
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();

  // The review summary block: the average, a bar per star and what shoppers mention.
  const summary = page.locator('.starling-review-summary');
  await expect(summary.getByRole('heading', { name: 'Review summary' })).toBeVisible();
  await expect(summary.locator('.starling-histogram__row')).toHaveCount(5);
  await expect(summary.getByRole('heading', { name: 'What shoppers mention' })).toBeVisible();
  await expect(summary.locator('.starling-review-summary__aspects li').first()).toContainText('% positive');
  await expectNoSeriousViolations(page);
  expect(dialogs).toEqual([]);

  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
      await expect(page.locator(screen.frame)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${screen.path} at ${width}px`).toBeLessThanOrEqual(width);
      // The preview runs no script, so axe cannot enter it; its markup is checked on the product page above.
      await expectNoSeriousViolations(page, { exclude: screen.frame });
    }
  }
});
