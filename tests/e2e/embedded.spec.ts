import { expect, test } from './support/e2e-test';
import { installFakeAppBridge } from '../fakes/fake-app-bridge';

/* The admin inside the store admin: a fake `window.shopify` stands in for App Bridge. */

const HOST = Buffer.from('admin.shopify.com/store/demo-store').toString('base64url');

test('embedded, the admin signs in with the session token and opens the requested page without /login', async ({ page }) => {
  await page.addInitScript(installFakeAppBridge, { idToken: 'fake-id-token', shop: 'demo-store.myshopify.com' });
  const logins: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/admin/login')) logins.push(request.postDataJSON());
  });
  await page.goto(`/reviewList?shop=demo-store.myshopify.com&host=${HOST}&embedded=1&hmac=abc&timestamp=1`);
  await expect(page).toHaveURL(/\/reviewList$/);
  // With the page asked for (an authorization round trip would come back to it) and the address the sign-in began at.
  expect(logins).toEqual([
    { shop: 'demo-store.myshopify.com', session_token: 'fake-id-token', redirect_url: '/reviewList', url: expect.stringMatching(/\/auth\?shop=demo-store\.myshopify\.com&.*&path=%2FreviewList$/) },
  ]);
  const idTokens = await page.evaluate(() => (window as unknown as { shopify: { calls: { idToken: number } } }).shopify.calls.idToken);
  expect(idTokens).toBeGreaterThan(0);
});

test('embedded with a host and App Bridge, a signed-in page opens without a stored token', async ({ page }) => {
  await page.addInitScript(installFakeAppBridge, { idToken: 'fake-id-token' });
  await page.goto(`/settings?shop=demo-store.myshopify.com&host=${HOST}&embedded=1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page).toHaveURL(/\/settings\?/);
});
