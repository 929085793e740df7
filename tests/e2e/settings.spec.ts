import { expect, test, type Page } from './support/e2e-test';
import { expectAccessible } from './support/e2e-session';

/*
 * The settings engine on /settings/language: save bar, Discard, Save through the server, the
 * language switch, and the leave confirmation. Each test signs in a new development-mode store
 * (created on first login, English, like the demo store).
 */

/** The shell shows a new store's upgrade offer at most once per 10 minutes; this says it just did. */
const DISCOUNT_MODAL_COOKIE = 'starling_reviews_discount_modal';

async function signInToNewStore(page: Page, name: string): Promise<void> {
  const shop = `${name}-${Date.now().toString(36)}.myshopify.com`;
  await page.goto('/login');
  await page.context().addCookies([{ name: DISCOUNT_MODAL_COOKIE, value: String(Date.now()), url: new URL('/', page.url()).href }]);
  await page.getByLabel('Store domain').fill(shop);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/(login|auth)(\?|$)/);
}

async function openLanguagePage(page: Page) {
  await page.goto('/settings/language');
  await expect(page.getByRole('heading', { level: 1, name: 'Language' })).toBeVisible();
  const select = page.getByRole('combobox', { name: 'Language' });
  await expect(select).toHaveValue('en');
  return select;
}


test('a change shows the save bar; Discard restores; Save switches the admin to the language and keeps it after a reload', async ({ page }) => {
  // Three axe runs and a reload.
  await signInToNewStore(page, 'settings-language');
  const select = await openLanguagePage(page);
  await expectAccessible(page);

  await select.selectOption('de');
  await expect(page.getByText('Unsaved Changes', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(select).toHaveValue('en');
  await expect(page.getByText('Unsaved Changes', { exact: true })).toBeHidden();

  await select.selectOption('de');
  await page.getByRole('button', { name: 'Save' }).click();
  // The toast (Polaris repeats its text for screen readers).
  await expect(page.getByText('Erfolgreich gespeichert').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Benachrichtigung schließen' })).toBeVisible();
  await expectAccessible(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Sprache' })).toBeVisible();
  await expect(page.getByText('Unsaved Changes', { exact: true })).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sprache' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');

  // The pages outside the session (not found, the file guide, the bookmarklets) follow the
  // language the merchant chose, not the browser's English.
  await page.goto('/404');
  await expect(page.getByText('Seite nicht gefunden')).toBeVisible();
  await page.goto('/file_upload_detail');
  await expect(page.getByRole('heading', { level: 1, name: 'Bewertungen aus einer Datei importieren' })).toBeVisible();
  await page.goto('/amazon_bookmark_import');
  await expect(page.getByRole('heading', { level: 1, name: 'Amazon-Bewertungen mit dem Bookmarklet importieren' })).toBeVisible();
});

test('leaving with unsaved changes asks "Leave page" / "Stay"', async ({ page }) => {
  await signInToNewStore(page, 'settings-leave');
  const select = await openLanguagePage(page);
  // The save bar covers the top bar while shown (as in the Shopify admin), so leave by history:
  // visit another page first, come back, change something, then go forward again.
  await page.getByRole('link', { name: 'Manage reviews' }).click();
  await expect(page).toHaveURL(/\/reviewList/);
  await page.evaluate(() => window.history.back());
  await expect(select).toHaveValue('en');
  await select.selectOption('fr');

  await page.evaluate(() => window.history.forward());
  const dialog = page.getByRole('dialog', { name: 'Leave page with unsaved changes?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/settings\/language$/);
  await expect(select).toHaveValue('fr');

  await page.evaluate(() => window.history.forward());
  await dialog.getByRole('button', { name: 'Leave page' }).click();
  await expect(page).toHaveURL(/\/reviewList/);
  await expect(page.getByText('Unsaved Changes', { exact: true })).toBeHidden();
});

test('closing the tab with unsaved changes asks the browser to confirm', async ({ page }) => {
  await signInToNewStore(page, 'settings-unload');
  const select = await openLanguagePage(page);
  // Chromium shows beforeunload prompts only on a page the user has interacted with.
  await page.getByRole('heading', { level: 1, name: 'Language' }).click();
  await select.selectOption('it');
  const prompt = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await prompt;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.accept();
});
