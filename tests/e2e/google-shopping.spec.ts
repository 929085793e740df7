import { expect, test, type Page } from './support/e2e-test';
import { expectNoSeriousViolations, signIn } from './support/e2e-session';

/*
 * /integrated/google_shopping (docs/product/google-shopping.md) on the demo store: the Product
 * Ratings feed is off at first (its address answers 404), switched on it serves Google's XML at its
 * secret address, the status card then shows the fetch with its reviews included and left out by
 * reason, and changing the address (after a confirmation) makes the old one answer 404. English at
 * 1440 px, German at 390 px; axe-clean, the confirmation too.
 */

const DEMO_SHOP = 'demo-store.myshopify.com';

const feedAddress = async (page: Page) => new URL(await page.getByRole('textbox', { name: /Feed address|Feed-Adresse/ }).inputValue()).pathname;

test('English at 1440 px: switch the feed on, Google’s XML at the secret address, the fetch on the status card, a new address after a confirmation', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, DEMO_SHOP);
  await page.goto('/integrated/google_shopping');
  await expect(page.getByRole('heading', { level: 1, name: 'Google Shopping integration' })).toBeVisible();
  await expect(page.getByText('Off', { exact: true })).toBeVisible();
  await expect(page.getByText('The feed has not been fetched yet.', { exact: false })).toBeVisible();
  await expectNoSeriousViolations(page);

  const address = await feedAddress(page);
  expect((await page.request.get(address)).status()).toBe(404);

  await page.getByRole('button', { name: 'Turn on feed' }).click();
  await expect(page.getByText('On', { exact: true })).toBeVisible();
  const feed = await page.request.get(address);
  expect(feed.status()).toBe(200);
  const xml = await feed.text();
  expect(xml).toContain('<version>2.4</version>');
  expect(xml).toContain('<review_url type="group">');
  const inFeed = (xml.match(/<review>/g) ?? []).length;
  expect(inFeed).toBeGreaterThan(0);

  await page.reload();
  await expect(page.getByText(/^Last fetched /)).toBeVisible();
  await expect(page.getByText(`${inFeed.toLocaleString('en')} reviews included`)).toBeVisible();
  await expect(page.getByText('A review is never left out for its rating', { exact: false })).toBeVisible();

  await page.getByRole('button', { name: 'Copy address' }).click();
  await expect(page.getByText('Feed address copied').first()).toBeVisible();
  expect(new URL(await page.evaluate(() => navigator.clipboard.readText())).pathname).toBe(address);

  await page.getByRole('button', { name: 'Change address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the feed address?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Change address' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Feed address changed').first()).toBeVisible();
  const changed = await feedAddress(page);
  expect(changed).not.toBe(address);
  expect((await page.request.get(address)).status()).toBe(404);
  expect((await page.request.get(changed)).status()).toBe(200);
});

test('German at 390 px: the screen in German, axe-clean, and the feed switched off again answers 404', async ({ page }) => {
  const token = await signIn(page, DEMO_SHOP);
  const saved = await page.request.post('/api/v1/admin/save_shop_settings', { headers: { Authorization: `Bearer ${token}` }, data: { backend_lang: 'de' } });
  expect(saved.ok()).toBe(true);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/integrated/google_shopping');
  await expect(page.getByRole('button', { name: 'Feed einschalten' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Feed einschalten' }).click();
  await expect(page.getByRole('button', { name: 'Feed ausschalten' })).toBeVisible();
  const address = await feedAddress(page);
  expect((await page.request.get(address)).status()).toBe(200);
  await page.getByRole('button', { name: 'Feed ausschalten' }).click();
  await expect(page.getByRole('button', { name: 'Feed einschalten' })).toBeVisible();
  expect((await page.request.get(address)).status()).toBe(404);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
