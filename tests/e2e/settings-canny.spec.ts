import { expect, test, type Page } from './support/e2e-test';
import { expectNoSeriousViolations, signIn } from './support/e2e-session';

/*
 * /settings/canny (docs/product/settings.md#feature-requests) on a server without a feedback board
 * (no CANNY_BOARD_URL): the page says so, what the board is for, and leads to support; the
 * account page lists it. The signed board itself is held by tests/server/http/feedback-board.test.ts
 * and the screen test. English at 1440 px, German at 390 px; axe-clean in both.
 */

async function signInToNewStore(page: Page, name: string): Promise<string> {
  return signIn(page, `${name}-${Date.now().toString(36)}.myshopify.com`);
}

test('English at 1440 px: the account lists Feature requests, which says no board is connected and leads to support', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInToNewStore(page, 'settings-canny');
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Feature requests' }).click();
  await expect(page).toHaveURL(/\/settings\/canny$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Feature requests' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No feedback board here yet' })).toBeVisible();
  await expect(page.getByText(/Suggest what Starling Reviews should do next/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Contact support' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open feedback board' })).toHaveCount(0);
  await expectNoSeriousViolations(page);
});

test('German at 390 px: the empty state in the admin’s language, on the screen’s width', async ({ page }) => {
  const token = await signInToNewStore(page, 'settings-canny-de');
  expect((await page.request.post('/api/v1/admin/save_shop_settings', { headers: { Authorization: `Bearer ${token}` }, data: { backend_lang: 'de' } })).ok()).toBe(true);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings/canny');
  await expect(page.getByRole('heading', { level: 1, name: 'Funktionswünsche' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hier gibt es noch kein Feedback-Board' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Support kontaktieren' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page);
});
