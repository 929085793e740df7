import { expect, test } from './support/e2e-test';
import { expectNoSeriousViolations, signIn } from './support/e2e-session';

/*
 * /integrated/compliance (docs/product/compliance-auditor.md): a new store in development store
 * mode shows reviews without a "how we verify reviews" notice; the merchant runs the audit, sees
 * the finding with its EU source, fixes it in one click (the dialog stays open while it runs, the
 * notice text editable), and the finding is gone; the dashboard card leads there. English at
 * 1440 px, German at 390 px; axe-clean, the dialog too.
 */

test('English at 1440 px: run the audit, see the missing notice, fix it in one click, the finding is gone', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, `compliance-${Date.now().toString(36)}.myshopify.com`);
  await page.goto('/');
  await page.getByRole('link', { name: 'Open the compliance audit' }).click();
  await expect(page).toHaveURL(/\/integrated\/compliance$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Compliance audit' })).toBeVisible();
  await expect(page.getByText('No audit yet. Run one to see your findings.')).toBeVisible();

  await page.getByRole('button', { name: 'Run audit now' }).click();
  const finding = page.getByRole('heading', { level: 3, name: 'No "how we verify reviews" notice' });
  await expect(finding).toBeVisible();
  await expect(page.getByText(/Source: Directive 2005\/29\/EC Art\. 7\(6\)/)).toBeVisible();
  await expect(page.getByText(/^Last audit: /)).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Fix: No "how we verify reviews" notice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply this fix?' });
  await expect(dialog).toBeVisible();
  const text = dialog.getByRole('textbox', { name: 'Notice' });
  await expect(text).toHaveValue(/Verified buyer/);
  await text.fill('Reviews marked "Verified buyer" come from customers whose order we matched; we publish every rating.');
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Fix it' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Fixed. The audit ran again.').first()).toBeVisible();
  await expect(finding).toBeHidden();

  // The notice is saved: the card below shows it switched on, with the text given.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Show the notice on the storefront' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Notice' })).toHaveValue(/we publish every rating/);
  await expect(page.getByRole('heading', { level: 3, name: 'No "how we verify reviews" notice' })).toBeHidden();
});

test('German at 390 px: the findings and the fix dialog in the admin’s language, on the screen’s width', async ({ page }) => {
  const token = await signIn(page, `compliance-de-${Date.now().toString(36)}.myshopify.com`);
  const saved = await page.request.post('/api/v1/admin/save_shop_settings', { headers: { Authorization: `Bearer ${token}` }, data: { backend_lang: 'de' } });
  expect(saved.ok()).toBe(true);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/integrated/compliance');
  await expect(page.getByRole('heading', { level: 1, name: 'Compliance-Prüfung' })).toBeVisible();
  await page.getByRole('button', { name: 'Prüfung jetzt starten' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Kein Hinweis „So prüfen wir Bewertungen“' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Beheben: Kein Hinweis „So prüfen wir Bewertungen“' }).click();
  const dialog = page.getByRole('dialog', { name: 'Diese Korrektur anwenden?' });
  await expect(dialog.getByRole('heading', { name: 'Diese Korrektur anwenden?' })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Hinweistext' })).toHaveValue(/Verifizierter Käufer/);
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Beheben' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 3, name: 'Kein Hinweis „So prüfen wir Bewertungen“' })).toHaveCount(0);
});
