import { expect, test, type Page } from './support/e2e-test';
import { DEMO_PRODUCTS } from '../../server/infrastructure/db/seed/demo-store-words';
import { encodePng } from '../../server/infrastructure/db/seed/png-encoder';
import { handleOf } from '../../server/infrastructure/db/seed/demo-store-data';
import { DEMO_SHOP_DOMAIN } from '../../src/domain/shop/shop-domain';
import { XSS_PAYLOADS } from './support/e2e-fixtures';
import { expectNoSeriousViolations, signIn } from './support/e2e-session';
import { giveModerationReason } from './support/moderation-reason';

/*
 * The demo storefront (development store mode) renders the theme app extension's own blocks with
 * the demo shop's reviews; shoppers' calls go through the stand-in for Shopify's app proxy.
 * Each test uses its own demo product, so parallel workers stay independent.
 */

const PREVIEW_FRAME = 'iframe[title="Preview of the reviews block"]';
const productPath = (index: number) => `/demo-store/products/${handleOf(DEMO_PRODUCTS[index]!.title)}`;

async function writeReview(page: Page, review: { readonly stars: number; readonly title: string; readonly body: string; readonly name: string }) {
  await page.getByRole('button', { name: 'Write a review' }).click();
  const form = page.locator('form[data-starling-form]');
  await form.locator(`label[for$="rating-${review.stars}"]`).click();
  await form.getByLabel('Title (optional)').fill(review.title);
  await form.getByLabel('Your review').fill(review.body);
  await form.getByLabel('Your name').fill(review.name);
  await form.getByLabel('Your e-mail').fill('shopper@example.com');
  await form.getByRole('button', { name: 'Submit review' }).click();
}

/** The first page comes from the product's metafield, which the storefront sync rewrites after a change. */
async function reloadUntil(page: Page, check: () => Promise<boolean>): Promise<void> {
  await expect(async () => {
    await page.reload();
    expect(await check()).toBe(true);
  }).toPass({ timeout: 60_000, intervals: [300, 500, 1000] });
}

test('stars and the first page show without layout shift, and pass axe at 1440 and 390 px', async ({ page }) => {
  await page.goto(productPath(0));
  await expect(page.locator('.starling-rating [role="img"]')).toHaveAttribute('aria-label', /out of 5 stars/);
  await expect(page.getByRole('heading', { name: 'Customer reviews' })).toBeVisible();
  await expect(page.locator('[data-starling-list] .starling-card').first()).toBeVisible();
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(shift).toBeLessThan(0.01);
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Write a review' }).click();
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Please choose a rating.')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${productPath(0)}?locale=de`);
  await expect(page.getByRole('heading', { name: 'Kundenbewertungen' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page, { exclude: PREVIEW_FRAME });
});

test("a shopper's review travels to /reviewList, is unpublished and published there, and the store follows", async ({ page }) => {
  const title = `Round trip ${Date.now()}`;
  await page.goto(productPath(1));
  await writeReview(page, { stars: 5, title, body: 'Soft, warm and well made.', name: 'Robin Shopper' });
  await expect(page.getByText('Thank you! Your review is now on the page.')).toBeVisible();
  await expect(page.locator('[data-starling-list]').getByText(title)).toBeVisible();

  await signIn(page, DEMO_SHOP_DOMAIN, { landOn: '/reviewList' });
  await page.getByRole('row', { name: new RegExp(title) }).getByText(title).click();
  const dialog = page.getByRole('dialog', { name: 'Review by Robin Shopper' });
  await dialog.getByRole('button', { name: 'Unpublish', exact: true }).click();
  await giveModerationReason(page, { reason: 'private_information' });
  await expect(dialog.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();

  await page.goto(productPath(1));
  await reloadUntil(page, async () => (await page.locator('[data-starling-list]').getByText(title).count()) === 0);

  await page.goto('/reviewList');
  await page.getByRole('row', { name: new RegExp(title) }).getByText(title).click();
  await page.getByRole('dialog', { name: 'Review by Robin Shopper' }).getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Unpublish', exact: true })).toBeVisible();

  await page.goto(productPath(1));
  await reloadUntil(page, async () => (await page.locator('[data-starling-list]').getByText(title).count()) === 1);
});

/** A plain square PNG of `size` pixels. */
const squarePng = (size: number) => Buffer.from(encodePng(size, size, new Uint8Array(size * size * 3).fill(180)));

test('a shopper attaches a photo to their review, and it shows under the review', async ({ page }) => {
  const title = `With a photo ${Date.now()}`;
  await page.goto(productPath(4));
  await page.getByRole('button', { name: 'Write a review' }).click();
  const form = page.locator('form[data-starling-form]');
  await form.getByLabel('Photos (optional)').setInputFiles({ name: 'tiny.png', mimeType: 'image/png', buffer: squarePng(50) });
  await form.locator('label[for$="rating-5"]').click();
  await form.getByLabel('Title (optional)').fill(title);
  await form.getByLabel('Your review').fill('Looks just like the picture.');
  await form.getByLabel('Your name').fill('Pia Photo');
  await form.getByLabel('Your e-mail').fill('pia@example.com');
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(form.getByText('Photos must be at least 200 × 200 pixels.')).toBeVisible();
  await form.getByLabel('Photos (optional)').setInputFiles({ name: 'mine.png', mimeType: 'image/png', buffer: squarePng(240) });
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Thank you! Your review is now on the page.')).toBeVisible();
  const card = page.locator('[data-starling-list] .starling-card').filter({ hasText: title });
  const photo = card.getByRole('img', { name: 'Photo from the review by Pia P.' });
  await expect(photo).toBeVisible();
  // Shown is not yet loaded: the photo's own pixels arrive a moment later.
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(240);
});

test('review text written on the storefront shows as text on the storefront, never runs', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(productPath(2));
  const [titlePayload, bodyPayload, namePayload] = [XSS_PAYLOADS[0], XSS_PAYLOADS[1], XSS_PAYLOADS[3]];
  await writeReview(page, { stars: 4, title: titlePayload, body: bodyPayload, name: namePayload });
  await expect(page.getByText('Thank you! Your review is now on the page.')).toBeVisible();
  // Drawn by the script from the app proxy's page, then by Liquid from the synced metafield.
  const card = page.locator('[data-starling-list] .starling-card').filter({ hasText: bodyPayload });
  await expect(card.locator('[data-field="title"]')).toHaveText(titlePayload);
  await reloadUntil(page, async () => (await card.count()) === 1);
  await expect(card.locator('[data-field="body"]')).toHaveText(bodyPayload);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(page.locator('main img[src="x"], main iframe[srcdoc], main svg[onload]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('the merchant changes the star colour on /display/reviews, sees it in the preview, saves, and the store follows', async ({ page }) => {
  const colour = '#8a2be2';
  await signIn(page, DEMO_SHOP_DOMAIN, { landOn: '/display' });
  await expect(page.getByText(/KB compressed of 10 KB/).first()).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: 'Customise Reviews widget' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews widget' })).toBeVisible();
  const preview = page.frameLocator(PREVIEW_FRAME);
  await expect(preview.getByRole('heading', { name: 'Customer reviews' })).toBeVisible();
  // The preview is the storefront block, checked by axe on the product page above.
  await expectNoSeriousViolations(page, { exclude: PREVIEW_FRAME });
  const stars = page.getByRole('textbox', { name: 'Stars', exact: true });
  await stars.fill(colour);
  await expect(preview.locator('[data-starling-reviews]')).toHaveAttribute('style', new RegExp(`--starling-star: ${colour}`));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully').first()).toBeVisible();

  await page.goto(productPath(3));
  await reloadUntil(page, async () => ((await page.locator('[data-starling-reviews]').getAttribute('style')) ?? '').includes(colour));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/display/reviews');
  await expect(page.getByRole('textbox', { name: 'Stars', exact: true })).toHaveValue(colour);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page, { exclude: PREVIEW_FRAME });
});

test('the merchant turns review translation on; shoppers read reviews in their language, the original one tap away', async ({ page }) => {
  await signIn(page, DEMO_SHOP_DOMAIN, { landOn: '/display/reviews' });
  const automatic = page.getByRole('checkbox', { name: 'Show reviews already translated, with the original one tap away' });
  await expect(automatic).toBeDisabled();
  await page.getByRole('checkbox', { name: "Let shoppers read reviews in their language" }).check();
  await automatic.check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully').first()).toBeVisible();
  await expectNoSeriousViolations(page, { exclude: PREVIEW_FRAME });

  await page.goto(productPath(6));
  const section = page.locator('[data-starling-reviews]');
  await reloadUntil(page, async () => (await section.getAttribute('data-translate')) === 'automatic');
  // The demo's reviewers write from several countries: the first page has reviews in other languages than English.
  const foreign = page.locator('[data-starling-list] .starling-card[data-language]:not([data-language="en"]):not([data-language=""])').first();
  const body = foreign.locator('[data-field="body"]');
  await expect(body).toHaveText(/^\[EN-US\] /);
  await expect(foreign.locator('[data-field="translated-from"]')).toHaveText(/^Translated from (German|French|Spanish|Italian|Dutch|Japanese|Portuguese)/);
  const original = (await body.textContent())!.replace('[EN-US] ', '');
  await foreign.getByRole('button', { name: 'Show original' }).click();
  await expect(body).toHaveText(original);
  await expect(foreign.locator('[data-field="translated-from"]')).toHaveText('');
  await foreign.getByRole('button', { name: 'Translate' }).click();
  await expect(body).toHaveText(`[EN-US] ${original}`);
  await expect(page.locator('[data-starling-list] .starling-card[data-language="en"] [data-field="translation"]').first()).toBeHidden();
  await expectNoSeriousViolations(page);
});

test('a shopper asks a question; the merchant answers it in /qa, which publishes it; the store shows both', async ({ page }) => {
  const question = `Does it come in blue? ${Date.now()}`;
  await page.goto(productPath(5));
  await page.getByRole('button', { name: 'Ask a question' }).click();
  const form = page.locator('form[data-starling-question-form]');
  await form.getByRole('button', { name: 'Send question' }).click();
  await expect(form.getByText('Please fill in this field.').first()).toBeVisible();
  await form.getByLabel('Your question').fill(question);
  await form.getByLabel('Your name').fill('Quinn Asker');
  await form.getByLabel('Your e-mail').fill('quinn@example.com');
  await form.getByRole('button', { name: 'Send question' }).click();
  await expect(page.getByText('Thank you! Your question will appear once the shop has answered it.')).toBeVisible();
  await expectNoSeriousViolations(page);

  await signIn(page, DEMO_SHOP_DOMAIN, { landOn: '/qa' });
  const row = page.getByRole('row').filter({ hasText: question });
  await row.getByRole('button', { name: 'Answer: Quinn Asker' }).click();
  const dialog = page.getByRole('dialog', { name: 'Answer question' });
  await dialog.getByRole('textbox', { name: 'Your answer' }).fill('Yes, in three blues.');
  await dialog.getByRole('button', { name: 'Save answer' }).click();
  await expect(page.getByText('Answer saved').first()).toBeVisible();
  // The published answer published the question too, as the shopper was told.
  await expect(row.getByRole('button', { name: 'Unpublish: Quinn Asker', exact: true })).toBeVisible();

  await page.goto(productPath(5));
  const qa = page.locator('[data-starling-qa]');
  await reloadUntil(page, async () => (await qa.getByText(question).count()) === 1);
  await expect(qa.getByText('Yes, in three blues.')).toBeVisible();
  await expect(qa.getByText(/^Asked by Quinn A\. on /)).toBeVisible();
});
