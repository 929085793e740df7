import { expect, test } from './support/e2e-test';
import { expectAccessible } from './support/e2e-session';

/* /login and /auth against the real server in development store mode. */

const uniqueShop = (name: string) => `${name}-${Date.now().toString(36)}.myshopify.com`;


test('/login validates the domain, and is accessible', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to Starling Reviews' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Enter your store domain.')).toBeVisible();
  await page.getByLabel('Store domain').fill('shop.example.com');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Enter a store domain such as your-store.myshopify.com.')).toBeVisible();
  await expectAccessible(page);
  await expect(page).toHaveURL(/\/login$/);
});

test('the demo store signs in standalone, and its dashboard stays open afterwards', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Use the demo store' }).click();
  // The seeded demo store finished onboarding, so /auth opens the requested path: the dashboard.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('/auth without a shop goes to /login', async ({ page }) => {
  await page.goto('/auth?path=/plan');
  await expect(page).toHaveURL(/\/login$/);
});

test('/auth sends a new shop to the guide first (rule 1), whatever it asked for', async ({ page }) => {
  await page.goto(`/auth?shop=${uniqueShop('auth-guide')}&path=/plan&discount=X`);
  await expect(page).toHaveURL(/\/guide$/);
});

test('/auth with a shop name that is not a shop domain goes to /login', async ({ page }) => {
  await page.goto('/auth?shop=bad_shop!.example.com');
  await expect(page).toHaveURL(/\/login$/);
});
