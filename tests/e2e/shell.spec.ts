import { expect, test, type Page } from './support/e2e-test';
import { expectNoSeriousViolations } from './support/e2e-session';
import { expectPolarisStyled } from './support/polaris-styles';

/* The shell around every signed-in page: top bar, footer, upgrade offer (standalone, development store mode). */

const STORAGE_KEY_AUTH_TOKEN = 'starling-reviews:auth_token';
const DAY_MS = 86_400_000;

/** Signs `shop` in through the API and leaves its token where the admin keeps it. */
async function signInStandalone(page: Page, shop: string): Promise<void> {
  const response = await page.request.post('/api/v1/admin/login', { data: { shop } });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { shop_info: { token: string } } };
  const savedAtMs = Date.now();
  const entry = JSON.stringify({ value: { token: data.shop_info.token, shop, savedAtMs }, expiresAt: savedAtMs + DAY_MS });
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [STORAGE_KEY_AUTH_TOKEN, entry] as const);
}

test('a standalone user gets the top bar, which follows the page, and the footer', async ({ page }) => {
  // The demo store was installed long ago: no upgrade offer gets in the way.
  await signInStandalone(page, 'demo-store.myshopify.com');
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link')).toHaveText([
    'Dashboard',
    'Widgets',
    'Manage reviews',
    'Manage Q&A',
    'Collect reviews',
    'Import reviews',
    'App integrations',
    'Settings',
    'Plan',
  ]);
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Learn more about Starling Reviews' })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('button', { name: /upgrade offer/ })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  // The first Tab reaches "Skip to content", which leads past the top bar.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // The first screen carries only the styles it draws: the account panel's are among them.
  await page.locator('header button[aria-haspopup="dialog"]').click();
  await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
  await expectPolarisStyled(page);
  await page.keyboard.press('Escape');

  await menu.getByRole('link', { name: 'Manage reviews' }).click();
  await expect(page).toHaveURL(/\/reviewList$/);
  await expect(menu.getByRole('link', { name: 'Manage reviews' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('footer')).toHaveCSS('margin-top', '12px');

  await page.goto('/display/rating');
  await expect(page.locator('footer')).toHaveCount(0);
});

test('at 390 px the first screen folds the menu into a button whose panel is styled', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInStandalone(page, 'demo-store.myshopify.com');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Plan' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('a new Free shop sees the offer: the modal once, the tab outside /plan, both leading to /plan', async ({ page }) => {
  // Two axe runs over a page whose countdown changes every 10 ms.
  await signInStandalone(page, `shell-offer-${Date.now().toString(36)}.myshopify.com`);
  await page.goto('/reviewList');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('20% OFF')).toBeVisible();
  await expect(dialog.getByText('Upgrade now for $7.99 instead of $9.99 per month.')).toBeVisible();
  await expect(dialog.getByText(/^Offer ends in \d{2,}:\d{2}:\d{2}$/)).toBeVisible();
  await expectNoSeriousViolations(page);

  await dialog.getByRole('button', { name: 'View plans' }).click();
  await expect(page).toHaveURL(/\/plan\?source=navigation$/);
  await expect(page.getByRole('button', { name: /upgrade offer/ })).toHaveCount(0);

  // A reload within 10 minutes: the tab, but not the modal again.
  await page.goto('/collect');
  const tab = page.getByRole('button', { name: '20% OFF upgrade offer. View plans' });
  await expect(tab).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await tab.click();
  await expect(page).toHaveURL(/\/plan\?source=navigation$/);
});
