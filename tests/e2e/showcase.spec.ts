import { expect, test, type Page } from './support/e2e-test';
import { DEMO_PRODUCTS } from '../../server/infrastructure/db/seed/demo-store-words';
import { handleOf } from '../../server/infrastructure/db/seed/demo-store-data';
import { DEMO_SHOP_DOMAIN } from '../../src/domain/shop/shop-domain';
import { expectNoSeriousViolations, signIn } from './support/e2e-session';

/*
 * The buyers' show and the card carousel (docs/product/storefront.md#showcase): the merchant
 * edits them on /display/carousel and /display/shows beside the Liquid preview, saves, and the demo
 * storefront's home page draws them from the showcase metafield the sync keeps current.
 */

const CAROUSEL_FRAME = 'iframe[title="Preview of the card carousel"]';
const SHOWS_FRAME = "iframe[title=\"Preview of the buyers' show\"]";
const PAYLOAD = '<img src=x onerror=alert(1)>';

/** The home page draws from the shop's showcase metafield, which the storefront sync rewrites after a change. */
async function reloadUntil(page: Page, check: () => Promise<boolean>): Promise<void> {
  await expect(async () => {
    await page.reload();
    expect(await check()).toBe(true);
  }).toPass({ timeout: 60_000, intervals: [300, 500, 1000] });
}

test("the merchant retitles and recolours the carousel and the buyers' show, sees the preview, saves, and the home page follows", async ({ page }) => {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  const stamp = Date.now();
  const carouselTitle = `Loved by shoppers ${stamp}`;
  const showsTitle = `Seen at home ${stamp}`;

  // A shopper's review whose text is markup: the carousel (newest reviews) shows it as text.
  await page.goto(`/demo-store/products/${handleOf(DEMO_PRODUCTS[10]!.title)}`);
  await page.getByRole('button', { name: 'Write a review' }).click();
  const form = page.locator('form[data-starling-form]');
  await form.locator('label[for$="rating-5"]').click();
  await form.getByLabel('Your review').fill(`${PAYLOAD} marker ${stamp}`);
  await form.getByLabel('Your name').fill('Markup Shopper');
  await form.getByLabel('Your e-mail').fill('shopper@example.com');
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Thank you! Your review is now on the page.')).toBeVisible();

  await signIn(page, DEMO_SHOP_DOMAIN, { landOn: '/display' });
  await page.getByRole('link', { name: 'Customise Card carousel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Card carousel' })).toBeVisible();
  const carouselPreview = page.frameLocator(CAROUSEL_FRAME);
  await expect(carouselPreview.getByRole('heading', { name: 'What our customers say' })).toBeVisible();
  await expectNoSeriousViolations(page, { exclude: CAROUSEL_FRAME });
  await page.getByRole('textbox', { name: 'Heading', exact: true }).fill(carouselTitle);
  await page.getByRole('textbox', { name: 'Card background' }).fill('#ffe8cc');
  await expect(carouselPreview.getByRole('heading', { name: carouselTitle })).toBeVisible();
  await expect(carouselPreview.locator('[data-starling-carousel]')).toHaveAttribute('style', /--starling-showcase-surface: #ffe8cc/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully').first()).toBeVisible();

  await page.goto('/display/shows');
  await expect(page.getByRole('heading', { level: 1, name: "Buyers' show" })).toBeVisible();
  const showsPreview = page.frameLocator(SHOWS_FRAME);
  await expect(showsPreview.getByRole('heading', { name: 'Customer photos' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Heading', exact: true }).fill(showsTitle);
  await page.getByRole('textbox', { name: 'Heading colour' }).fill('#7a1f5c');
  await expect(showsPreview.getByRole('heading', { name: showsTitle })).toBeVisible();
  await expect(showsPreview.locator('[data-starling-shows]')).toHaveAttribute('style', /--starling-showcase-title: #7a1f5c/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully').first()).toBeVisible();
  await expectNoSeriousViolations(page, { exclude: SHOWS_FRAME });

  await page.goto('/demo-store/');
  await reloadUntil(page, async () => (await page.getByRole('heading', { name: carouselTitle }).count()) === 1 && (await page.getByRole('heading', { name: showsTitle }).count()) === 1);
  const carousel = page.locator('[data-starling-carousel]');
  await expect(carousel).toHaveAttribute('style', /--starling-showcase-surface: #ffe8cc/);
  await expect(carousel.locator('.starling-carousel__body', { hasText: `${PAYLOAD} marker ${stamp}` })).toBeVisible();
  await expect(carousel.locator('img[src="x"]')).toHaveCount(0);
  // Next moves the track by one view.
  const track = carousel.locator('[data-starling-track]');
  await carousel.getByRole('button', { name: 'Pause' }).click();
  await carousel.getByRole('button', { name: 'Next reviews' }).click();
  await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);

  // A photo opens its review in a dialog; Escape closes it and gives focus back.
  const tile = page.locator('[data-starling-shows] .starling-shows__open').first();
  await tile.click();
  const dialog = page.locator('dialog[open]');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  await expect(tile).toBeFocused();
  await expectNoSeriousViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/demo-store/?locale=de');
  await expect(page.getByRole('heading', { name: carouselTitle })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page);
  for (const [path, frame] of [
    ['/display/carousel', CAROUSEL_FRAME],
    ['/display/shows', SHOWS_FRAME],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('textbox', { name: 'Heading', exact: true })).toHaveValue(path.endsWith('carousel') ? carouselTitle : showsTitle);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousViolations(page, { exclude: frame });
  }
  expect(alerts).toEqual([]);
});
