import { DEMO_SHOP_DOMAIN } from '../../src/domain/shop/shop-domain';
import { expect, test } from './support/e2e-test';
import { expectNoSeriousViolations, signIn } from './support/e2e-session';

/*
 * /integrated/klaviyo (docs/product/klaviyo.md) on the demo store, whose Klaviyo is the loopback
 * stand-in development store mode starts (it takes any pk_demo_… key): a refused key is said under
 * the field and stored nowhere, a good one is shown as its last four characters, a review written
 * on the demo storefront reaches Klaviyo as its events, a switch turns one kind off, and
 * disconnecting asks first. English at 1440 px, French at 390 px; axe-clean, the dialog too.
 */

const GOOD_KEY = 'pk_demo_starling_e2e_K1AV';
/** The demo store's first product (server/infrastructure/db/seed/demo-store-data.ts). */
const PRODUCT_ID = '8100000000001';

test('English at 1440 px: a refused key, then a good one; a low rating review reaches Klaviyo as two events; a kind switched off; disconnect after a confirmation', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO_SHOP_DOMAIN, { landOn: '/integrated/klaviyo' });
  await expect(page.getByRole('heading', { level: 1, name: 'Klaviyo integration' })).toBeVisible();
  const key = page.getByLabel('Private API key');
  await expectNoSeriousViolations(page);

  await key.fill('pk_live_not_an_account_1234');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText(/Klaviyo refused this key/)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Private API key')).toBeVisible();

  await page.getByLabel('Private API key').fill(GOOD_KEY);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText('Connected with the private key ending in K1AV')).toBeVisible();
  await expect(page.locator('body')).not.toContainText(GOOD_KEY);
  for (const name of ['Review request sent', 'Review submitted', 'Low rating']) await expect(page.getByRole('checkbox', { name })).toBeChecked();
  await expectNoSeriousViolations(page);

  // A shopper writes a 1-star review on the demo storefront: "Review Submitted" and "Low Rating Review" go to Klaviyo.
  const written = await page.request.post('/demo-store/apps/starling/submit_review', {
    data: { product_id: PRODUCT_ID, rating: 1, title: 'Broke in a week', body: 'The seam came apart.', name: 'Kim Shopper', email: 'kim@example.com' },
  });
  expect(written.ok(), await written.text()).toBe(true);
  const sent = page.getByText('Sent', { exact: true }).locator('xpath=following-sibling::*[1]');
  await expect(async () => {
    await page.reload();
    await expect(sent).toHaveText('2', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  // Low ratings switched off: the switch stays off after a reload.
  await page.getByRole('checkbox', { name: 'Low rating' }).uncheck();
  await expect(page.getByRole('checkbox', { name: 'Low rating' })).toBeEnabled();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Low rating' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Review submitted' })).toBeChecked();

  await page.getByRole('button', { name: 'Disconnect' }).click();
  const dialog = page.getByRole('dialog', { name: 'Disconnect Klaviyo?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Connected with the private key ending in K1AV')).toBeVisible();
  await page.getByRole('button', { name: 'Disconnect' }).click();
  await dialog.getByRole('button', { name: 'Disconnect' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Private API key')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Private API key')).toBeVisible();
});

test('French at 390 px: the connect form and the connected page fit and read in French', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const token = await signIn(page, DEMO_SHOP_DOMAIN);
  const saved = await page.request.post('/api/v1/admin/save_shop_settings', { headers: { Authorization: `Bearer ${token}` }, data: { backend_lang: 'fr' } });
  expect(saved.ok()).toBe(true);
  await page.goto('/integrated/klaviyo');
  await expect(page.getByRole('heading', { level: 1, name: 'Intégration Klaviyo' })).toBeVisible();
  await page.getByLabel('Clé API privée').fill(GOOD_KEY);
  await page.getByRole('button', { name: 'Connecter' }).click();
  await expect(page.getByText('Connecté avec la clé privée se terminant par K1AV')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Demande d’avis envoyée' })).toBeChecked();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page);
});
