import { expect, test, type Page } from './support/e2e-test';

/* The route guard of docs/product/overview.md, against the real server (development store mode). */

async function signIn(page: Page, name: string): Promise<void> {
  await page.goto(`/auth?shop=${name}-${Date.now().toString(36)}.myshopify.com&path=/plan`);
  // The path itself, not the query: /auth's own address carries `path=/plan`.
  await expect(page).toHaveURL((url) => url.pathname === '/guide' || url.pathname === '/plan');
}

test('a signed-out visit to a signed-in page goes to /login', async ({ page }) => {
  await page.goto('/reviewList');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Store domain')).toBeVisible();
});

test('an unknown path goes to /404, signed in or not', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await signIn(page, 'guard-404');
  await page.goto('/settings/nothing-here');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('Page not found')).toBeVisible();
});

test('code or hmac without sign goes to /auth with the query and the original path, which signs in', async ({ page }) => {
  const shop = `guard-hmac-${Date.now().toString(36)}.myshopify.com`;
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname + new URL(frame.url()).search);
  });
  await page.goto(`/settings?shop=${shop}&hmac=abc&timestamp=1`);
  // A new shop goes to the guide first (rule 1 of /auth).
  await expect(page).toHaveURL(/\/guide$/);
  expect(visited).toContain(`/auth?shop=${shop}&hmac=abc&timestamp=1&path=%2Fsettings`);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});

test('embedded with a host but no App Bridge goes to /404', async ({ page }) => {
  await page.goto('/?embedded=1&host=YWRtaW4uc2hvcGlmeS5jb20vc3RvcmUvZGVtbw&shop=demo-store.myshopify.com');
  await expect(page).toHaveURL(/\/404$/);
});

test('framed without a host, the admin says how to open it', async ({ page }) => {
  // The server lets only the shop's admin frame the app; this test's parent page stands in for it.
  await page.route('**/frame-parent', (route) => route.fulfill({ contentType: 'text/html', body: '<iframe title="app" src="/?shop=demo-store.myshopify.com" width="900" height="600"></iframe>' }));
  await page.route('**/?shop=demo-store.myshopify.com', async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-security-policy'];
    await route.fulfill({ response, headers });
  });
  await page.goto('/frame-parent');
  const app = page.frameLocator('iframe[title="app"]');
  await expect(app.getByRole('heading', { name: 'Missing host query argument' })).toBeVisible();
  await expect(app.getByText(/loads only if the URL has a host argument/)).toBeVisible();
});

test('every route change scrolls to the top', async ({ page }) => {
  await signIn(page, 'guard-scroll');
  await page.goto('/404');
  await expect(page.getByText('Page not found')).toBeVisible();
  await page.evaluate(() => {
    document.body.style.minHeight = '5000px';
    window.scrollTo(0, 2000);
  });
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  // A DOM click: Playwright's own click would scroll the button into view first.
  await page.evaluate(() => [...document.querySelectorAll('button')].find((b) => b.textContent === 'Go to the dashboard')?.click());
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
