import { expect, test, type Page } from './support/e2e-test';
import { DEMO_PRODUCTS } from '../../server/infrastructure/db/seed/demo-store-words';
import { handleOf } from '../../server/infrastructure/db/seed/demo-store-data';
import { encodePng } from '../../server/infrastructure/db/seed/png-encoder';
import { DEMO_SHOP_DOMAIN } from '../../src/domain/shop/shop-domain';
import { XSS_PAYLOADS } from './support/e2e-fixtures';
import { expectNoSeriousViolations, signIn } from './support/e2e-session';

/*
 * The merchant's own storefront words reach the demo storefront, and a customer adds a photo to
 * their review from the e-mail link (docs/product/storefront.md#storefront-words, #email-review).
 */

const PRODUCT = DEMO_PRODUCTS[4]!;
const productPath = `/demo-store/products/${handleOf(PRODUCT.title)}`;
const PAYLOAD = XSS_PAYLOADS[1];

const api = async (page: Page, token: string, path: string): Promise<unknown> => {
  const response = await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: unknown }).data;
};

test('a merchant overrides a storefront word in French and shoppers see it, as text', async ({ page }) => {
  await signIn(page, DEMO_SHOP_DOMAIN, { landOn: '/display/texts' });
  const language = page.getByRole('combobox', { name: 'Storefront language' });
  await expect(language).toBeEnabled();
  await language.selectOption('fr');
  const heading = page.getByRole('textbox', { name: 'Avis clients', exact: true, description: 'Key: reviews.heading' });
  await heading.fill(`Vos avis ${PAYLOAD}`);
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Changed: 1')).toBeVisible();
  await expect(async () => {
    await page.goto(`${productPath}?locale=fr`);
    await expect(page.locator('#starling-reviews .starling-reviews__heading')).toHaveText(`Vos avis ${PAYLOAD}`, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await page.goto(productPath);
  await expect(page.locator('#starling-reviews .starling-reviews__heading')).toHaveText('Customer reviews');
});

test('a customer adds a photo to their review from the e-mail link at 390 px; a tampered link shows a clear page', async ({ page }) => {
  const token = await signIn(page, DEMO_SHOP_DOMAIN);
  const reviews = ((await api(page, token, '/api/v1/admin/get_reviews?page_size=100')) as { list: { id: number; product_title: string }[] }).list;
  const review = reviews.find((item) => item.product_title === PRODUCT.title) ?? reviews[0]!;
  const link = (await api(page, token, `/api/v1/admin/get_review_photo_link?id=${review.id}`)) as { url: string };
  const url = new URL(link.url);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('heading', { name: 'Add photos to your review' })).toBeVisible();
  await expectNoSeriousViolations(page);
  const png = encodePng(240, 240, new Uint8Array(240 * 240 * 3).fill(180));
  await page.getByLabel('Choose photos or a video').setInputFiles({ name: 'my-apron.png', mimeType: 'image/png', buffer: Buffer.from(png) });
  await page.getByRole('button', { name: 'Add to my review' }).click();
  await expect(page.getByText(/Thank you! Your photos are now part of your review/)).toBeVisible();
  await expectNoSeriousViolations(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);

  const stored = JSON.stringify(await api(page, token, `/api/v1/admin/get_review?id=${review.id}`));
  expect(stored).toMatch(/\/upload\/\d+\/[A-Za-z0-9]+\.png/);

  const [head, , signature] = url.searchParams.get('token')!.split('.');
  await page.goto(`/email_review?token=${head}.${Buffer.from('{"sub":"1"}').toString('base64url')}.${signature}`);
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  await expectNoSeriousViolations(page);
});
