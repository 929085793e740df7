import { expect, test, type Page } from './support/e2e-test';
import { expectNoSeriousViolations, signIn } from './support/e2e-session';

/*
 * /settings, the account page (docs/product/settings.md#account): the top bar's Settings opens it;
 * it shows the store, its plan with the way to /plan, the admin language with the way to change it,
 * and leads to every settings page. English at 1440 px, German at 390 px; axe-clean in both.
 */

/** Signs in to a new development-mode store (created on first login, Free plan, no owner e-mail). */
async function signInToNewStore(page: Page, name: string): Promise<{ shop: string; token: string }> {
  const shop = `${name}-${Date.now().toString(36)}.myshopify.com`;
  return { shop, token: await signIn(page, shop) };
}

test('English at 1440 px: the top bar’s Settings opens the account, which leads to the plan, the language and every settings page', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { shop } = await signInToNewStore(page, 'settings-account');
  await page.goto('/reviewList');
  await page.locator('header').getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  await expect(page.getByText(shop, { exact: true })).toBeVisible();
  await expect(page.getByText('No e-mail address on record')).toBeVisible();
  await expect(page.getByText('Free', { exact: true })).toBeVisible();
  await expect(page.getByText('English', { exact: true })).toBeVisible();
  for (const [group, count] of [['General', 5], ['Reviews', 2], ['Referrals', 6]] as const) {
    await expect(page.getByRole('navigation', { name: group }).getByRole('link')).toHaveCount(count);
  }
  await expectNoSeriousViolations(page);

  await page.getByRole('link', { name: 'Change plan' }).click();
  await expect(page).toHaveURL(/\/plan$/);
  await page.goBack();
  await page.getByRole('navigation', { name: 'General' }).getByRole('link', { name: 'API access' }).click();
  await expect(page).toHaveURL(/\/settings\/api$/);
  await expect(page.getByRole('heading', { level: 1, name: 'API access' })).toBeVisible();
  await page.goBack();
  await page.getByRole('navigation', { name: 'Referrals' }).getByRole('link', { name: 'Advocate email' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Referral reward e-mail' })).toBeVisible();
});

test('German at 390 px: the account in the admin’s language, on the screen’s width, and its way to the language page', async ({ page }) => {
  const { token } = await signInToNewStore(page, 'settings-account-de');
  const saved = await page.request.post('/api/v1/admin/save_shop_settings', { headers: { Authorization: `Bearer ${token}` }, data: { backend_lang: 'de' } });
  expect(saved.ok()).toBe(true);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
  await expect(page.getByText('Deutsch', { exact: true })).toBeVisible();
  await expect(page.getByText('Keine E-Mail-Adresse hinterlegt')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Empfehlungen' }).getByRole('link')).toHaveCount(6);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page);

  await page.getByRole('link', { name: 'Sprache ändern' }).click();
  await expect(page).toHaveURL(/\/settings\/language$/);
  await expect(page.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
});
