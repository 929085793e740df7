import { expect, test } from './support/e2e-test';
import { expectAccessible } from './support/e2e-session';


test('/404 is accessible and leads to the dashboard (which asks a signed-out visitor to log in)', async ({ page }) => {
  await page.goto('/404');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('/400 says the load failed, is accessible, and goes back one step', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('Store domain')).toBeVisible();
  await page.goto('/400');
  await expect(page.getByText('Load failed')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a stale chunk reopens the page once, then shows the load-failed page', async ({ page }) => {
  let documentLoads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documentLoads += 1;
  });
  // Every lazy chunk of the login page is gone, as after a deploy.
  await page.route('**/static/js/async/**', (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.goto('/login');
  await expect(page.getByText('Load failed')).toBeVisible();
  expect(documentLoads).toBe(2);
});
