import { expect, test, type Page } from './support/e2e-test';
import { expectNoSeriousViolations, signIn } from './support/e2e-session';

/*
 * /integrated (docs/product/integrations.md) on a development store: the index's cards with their
 * states, Channelwill's screen opening the loopback stand-in, which verifies the sign as Channelwill
 * does, and the compliance card's link. English at 1440 px, Japanese at 390 px; axe-clean.
 */

/** Signs a new development shop in; returns its domain and app token. */
async function signInToNewStore(page: Page, name: string): Promise<{ shop: string; token: string }> {
  const shop = `${name}-${Date.now().toString(36)}.myshopify.com`;
  return { shop, token: await signIn(page, shop) };
}

test('English at 1440 px: the index → Channelwill → the stand-in verifies the sign for this shop', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { shop } = await signInToNewStore(page, 'integrations');
  await page.goto('/integrated');
  await expect(page.getByRole('heading', { level: 1, name: 'App integrations' })).toBeVisible();
  for (const name of ['Google Shopping', 'Klaviyo', 'Instagram', 'Channelwill']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(page.getByText('Not connected')).toHaveCount(3);
  await expect(page.getByText('Available', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('link', { name: 'Open Channelwill' }).click();
  await expect(page).toHaveURL(/\/integrated\/channelwill$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Channelwill integration' })).toBeVisible();
  await expectNoSeriousViolations(page);

  const [partner] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: 'Open Channelwill' }).click()]);
  await expect(partner.getByRole('heading', { level: 1, name: 'Sign verified' })).toBeVisible();
  await expect(partner.getByText(shop, { exact: true })).toBeVisible();

  // The link is signed for this shop only: the same sign with another shop is refused.
  const tampered = new URL(partner.url());
  tampered.searchParams.set('shopify_shop_id', String(Number(tampered.searchParams.get('shopify_shop_id')) + 1));
  const refused = await partner.goto(tampered.toString());
  expect(refused?.status()).toBe(403);
  await expect(partner.getByRole('heading', { level: 1, name: 'Sign refused' })).toBeVisible();
});

test('the compliance card links to the review compliance screen', async ({ page }) => {
  await signInToNewStore(page, 'integrations-compliance');
  await page.goto('/integrated');
  await page.getByRole('link', { name: 'Check compliance' }).click();
  await expect(page).toHaveURL(/\/integrated\/compliance$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Compliance audit' })).toBeVisible();
});

test('Japanese at 390 px: the index and Channelwill in the admin’s language, on the screen’s width', async ({ page }) => {
  const { token } = await signInToNewStore(page, 'integrations-ja');
  expect((await page.request.post('/api/v1/admin/save_shop_settings', { headers: { Authorization: `Bearer ${token}` }, data: { backend_lang: 'ja' } })).ok()).toBe(true);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/integrated');
  await expect(page.getByRole('heading', { level: 1, name: 'アプリ連携' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'コンプライアンスを確認' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: 'Channelwillを開く' }).click();
  await expect(page.getByRole('link', { name: 'Channelwillを開く' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page);
});
