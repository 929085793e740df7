import { expect, type Page, test } from './support/e2e-test';
import { DASHBOARD_BANNERS_SHOP, DASHBOARD_LANGUAGE_SHOP } from './support/e2e-fixtures';
import { expectNoSeriousViolations, signIn } from './support/e2e-session';

/** The dashboard's one banner: Polaris banners are `status` or `alert` regions; the dashboard shows at most one. */
const dismissBanner = (page: Page) => page.getByRole('button', { name: 'Dismiss notification' }).click();

/** A retried run starts where the first began: no banner dismissed, the menu tip not hidden. */
async function undismissAll(page: Page, token: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const never = { dashboard_embed_dismissed_at: '0', dashboard_overage_dismissed_at: '0', dashboard_anomalies_dismissed_at: '0', dashboard_ad_dismissed_at: '0' };
  expect((await page.request.post('/api/v1/admin/set_banner_display_setting', { headers, data: never })).ok()).toBe(true);
  expect((await page.request.post('/api/v1/admin/save_shop_config', { headers, data: { is_hide_refresh_tip: '2' } })).ok()).toBe(true);
}

async function shopConfigOf(page: Page, token: string): Promise<Record<string, string>> {
  const response = await page.request.get('/api/v1/admin/get_shop_configs', { headers: { Authorization: `Bearer ${token}` } });
  return ((await response.json()) as { data: Record<string, string> }).data;
}

test('shows one banner at a time in priority order, and remembers each dismissal on the server', async ({ page }) => {
  const token = await signIn(page, DASHBOARD_BANNERS_SHOP);
  await undismissAll(page, token);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await expect(page.getByText('The app embed is switched off')).toBeVisible();
  await expect(page.getByText('Some reviews are hidden on your storefront')).toHaveCount(0);
  await expectNoSeriousViolations(page);

  await dismissBanner(page);
  await expect(page.getByText('Some reviews are hidden on your storefront')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', /\/plan$/);

  await dismissBanner(page);
  await expect(page.getByText('Something changed in your reviews this week')).toBeVisible();
  await expect(page.getByText(/far fewer reviews in the last 7 days/)).toBeVisible();

  await dismissBanner(page);
  await expect(page.getByText('New pages in the app menu')).toBeVisible();
  await dismissBanner(page);
  await expect.poll(async () => (await shopConfigOf(page, token)).is_hide_refresh_tip).toBe('1');

  // Our partners' ads come last; their images ship with the admin.
  const ad = page.getByRole('link', { name: /^Try / });
  await expect(ad).toBeVisible();
  const image = page.locator('img[src^="/partners/"]').first();
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

  await page.reload();
  await expect(page.getByRole('link', { name: /^Try / })).toBeVisible();
  await expect(page.getByText('The app embed is switched off')).toHaveCount(0);
  await expect(page.getByText('Some reviews are hidden on your storefront')).toHaveCount(0);
  // The other cards, in their order; no recommended apps for this shop.
  await expect(page.getByRole('heading', { name: 'App embed' })).toBeVisible();
  // The reviews the plan hides over every product, with the way to them.
  await expect(page.getByText('4 reviews hidden on 1 product: your plan shows 20 per product on your storefront.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recommended apps' })).toHaveCount(0);
  await page.getByRole('link', { name: 'See the reviews of these products' }).click();
  await expect(page).toHaveURL(/\/reviewList\?product_ids=[^&]+&publishes=1$/);
  await expect(page.getByText('Scarf Buyer 1', { exact: true })).toBeVisible();
});

test('switches the dashboard to German at once and keeps it after a reload', async ({ page }) => {
  await signIn(page, DASHBOARD_LANGUAGE_SHOP, { landOn: '/' });
  await expect(page.getByRole('heading', { name: 'Recommended apps' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(page.getByRole('heading', { name: 'Empfohlene Apps' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mit uns chatten' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Empfohlene Apps' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
  await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
  await expect(page.getByRole('heading', { name: 'Recommended apps' })).toBeVisible();
});

test('fits a 390 px screen with the recommended apps, and passes axe', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DASHBOARD_LANGUAGE_SHOP, { landOn: '/' });
  const carousel = page.getByRole('region', { name: 'Recommended apps' });
  await expect(carousel.getByRole('link', { name: 'View Parcel Panel' })).toBeVisible();
  await carousel.getByRole('button', { name: 'Next apps' }).click();
  await expect(carousel.getByRole('link', { name: 'View Wiio' })).toBeVisible();
  await expect(page.getByText('Published reviews on your busiest product: 1. Your plan shows up to 20 per product on your storefront.')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page);
});
