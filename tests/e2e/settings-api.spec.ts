import { expect, test, type Page } from './support/e2e-test';
import { expectNoSeriousViolations, signIn } from './support/e2e-session';

/*
 * /settings/api (docs/product/settings.md#api-access): the shop's reviews API key shown masked,
 * copied whole to the clipboard with a toast, rotated after a confirmation (the public API refuses
 * the old key at once and takes the new one, which survives a reload), and the public API's
 * reference linked and served. English at 1440 px, German at 390 px; axe-clean in both, the
 * confirmation too.
 */

/** The shop's key as the server holds it. */
async function reviewsApiKey(page: Page, token: string): Promise<string> {
  const answer = await page.request.get('/api/v1/admin/get_user_info', { headers: { Authorization: `Bearer ${token}` } });
  const key = ((await answer.json()) as { data: { reviews_api_key: string } }).data.reviews_api_key;
  expect(key).toMatch(/^[0-9a-f]{32}$/);
  return key;
}

const masked = (key: string) => `${'•'.repeat(key.length - 4)}${key.slice(-4)}`;

async function signInToNewStore(page: Page, name: string): Promise<string> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  return signIn(page, `${name}-${Date.now().toString(36)}.myshopify.com`);
}

test('English at 1440 px: the key is masked, copied whole with a toast, rotated after a confirmation (the new key survives a reload), and the public API reference is linked', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const token = await signInToNewStore(page, 'settings-api');
  const key = await reviewsApiKey(page, token);
  await page.goto('/settings/api');
  await expect(page.getByRole('heading', { level: 1, name: 'API access' })).toBeVisible();
  const field = page.getByRole('textbox', { name: 'API key' });
  await expect(field).toHaveValue(masked(key));
  await expect(page.locator('body')).not.toContainText(key);
  await expect(page.getByRole('link', { name: 'Public API reference (OpenAPI)' })).toHaveAttribute('href', '/api/public/v1/openapi.json');
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Copy key' }).click();
  await expect(page.getByText('API key copied').first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

  // Rotating asks first; Cancel changes nothing.
  await page.getByRole('button', { name: 'Rotate key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rotate the API key?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await reviewsApiKey(page, token)).toBe(key);

  await page.getByRole('button', { name: 'Rotate key' }).click();
  await dialog.getByRole('button', { name: 'Rotate key' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('New API key created. Copy it into your apps and scripts.').first()).toBeVisible();
  const rotated = await reviewsApiKey(page, token);
  expect(rotated).not.toBe(key);
  await expect(field).toHaveValue(masked(rotated));
  await page.getByRole('button', { name: 'Copy key' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(rotated);

  await page.reload();
  await expect(field).toHaveValue(masked(rotated));
  expect(await reviewsApiKey(page, token)).toBe(rotated);

  // The public API: the old key stops at once, the new one works, and the linked reference is served.
  const publicReviews = (apiKey: string) => page.request.get('/api/public/v1/reviews', { headers: { 'X-Api-Key': apiKey } });
  expect((await publicReviews(key)).status()).toBe(401);
  expect((await publicReviews(rotated)).status()).toBe(200);
  const reference = await page.request.get('/api/public/v1/openapi.json');
  expect(((await reference.json()) as { openapi: string }).openapi).toBe('3.1.0');
});

test('German at 390 px: the page and its confirmation in the admin’s language, on the screen’s width', async ({ page }) => {
  const token = await signInToNewStore(page, 'settings-api-de');
  const saved = await page.request.post('/api/v1/admin/save_shop_settings', { headers: { Authorization: `Bearer ${token}` }, data: { backend_lang: 'de' } });
  expect(saved.ok()).toBe(true);
  const key = await reviewsApiKey(page, token);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings/api');
  await expect(page.getByRole('heading', { level: 1, name: 'API-Zugriff' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'API-Schlüssel' })).toHaveValue(masked(key));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Schlüssel kopieren' }).click();
  await expect(page.getByText('API-Schlüssel kopiert').first()).toBeVisible();

  await page.getByRole('button', { name: 'Schlüssel erneuern' }).click();
  const dialog = page.getByRole('dialog', { name: 'API-Schlüssel erneuern?' });
  // On a phone the dialog is a sheet at the bottom: its box has no height of its own, its heading does.
  await expect(dialog.getByRole('heading', { name: 'API-Schlüssel erneuern?' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Schlüssel erneuern' }).click();
  await expect(dialog).toHaveCount(0);
  const rotated = await reviewsApiKey(page, token);
  expect(rotated).not.toBe(key);
  await expect(page.getByRole('textbox', { name: 'API-Schlüssel' })).toHaveValue(masked(rotated));
});
