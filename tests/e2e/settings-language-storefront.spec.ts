import { expect, test, type Page } from './support/e2e-test';
import { expectNoSeriousViolations, signIn } from './support/e2e-session';

/*
 * /settings/language's storefront part (docs/product/settings.md#language): the storefront's
 * primary language as the (development) store publishes it, read-only, and the way to its words on
 * /display/texts. English at 1440 px, German at 390 px; axe-clean in both.
 */

async function signInToNewStore(page: Page, name: string): Promise<string> {
  return signIn(page, `${name}-${Date.now().toString(36)}.myshopify.com`);
}

test('English at 1440 px: the storefront’s primary language beside the admin’s, and the way to the storefront texts', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInToNewStore(page, 'settings-storefront-language');
  await page.goto('/settings/language');
  await expect(page.getByRole('heading', { level: 1, name: 'Language' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  await expect(page.getByRole('heading', { name: 'Storefront language' })).toBeVisible();
  // A new development store sells in English until another list is stored.
  await expect(page.locator('p').filter({ hasText: /^English$/ })).toBeVisible();
  await expect(page.getByText('Settings › Languages', { exact: false })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('link', { name: 'Edit storefront texts' }).click();
  await expect(page).toHaveURL(/\/display\/texts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Storefront texts' })).toBeVisible();
});

test('German at 390 px: the storefront language in the admin’s language, on the screen’s width', async ({ page }) => {
  const token = await signInToNewStore(page, 'settings-storefront-language-de');
  const headers = { Authorization: `Bearer ${token}` };
  expect((await page.request.post('/api/v1/admin/save_shop_settings', { headers, data: { backend_lang: 'de' } })).ok()).toBe(true);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings/language');
  await expect(page.getByRole('heading', { level: 1, name: 'Sprache' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sprache des Shops' })).toBeVisible();
  await expect(page.getByText('Hauptsprache', { exact: true })).toBeVisible();
  await expect(page.locator('p').filter({ hasText: /^English$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shop-Texte bearbeiten' })).toHaveAttribute('href', '/display/texts');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page);
});
