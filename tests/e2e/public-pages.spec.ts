import { expect, type Page, test } from './support/e2e-test';
import { expectNoSeriousViolations, signIn } from './support/e2e-session';

/*
 * The public pages (docs/product/public-pages.md) in a real browser, without signing in: the
 * privacy policy, the terms of service and the partner programme, in English and German, axe-clean
 * and readable at 1440 px and at 390 px; and a campaign kept on a public page, then reported for
 * the shop that signs in, through the real server.
 */

const PAGES = [
  { path: '/privacy_policy', heading: { en: 'Privacy policy', de: 'Datenschutzerklärung' }, text: { en: 'How long we keep it', de: 'Wie lange wir die Daten speichern' } },
  { path: '/terms_service', heading: { en: 'Terms of service', de: 'Nutzungsbedingungen' }, text: { en: 'Honest reviews', de: 'Ehrliche Rezensionen' } },
  { path: '/affiliate', heading: { en: 'Starling Reviews partner program', de: 'Partnerprogramm von Starling Reviews' }, text: { en: 'How it works', de: 'So funktioniert es' } },
] as const;

async function expectFits(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const language of ['en', 'de'] as const) {
  test(`the public pages in ${language === 'en' ? 'English' : 'German'}, at 1440 px and 390 px, without signing in`, async ({ page }) => {
    for (const { path, heading, text } of PAGES) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`${path}?lang=${language}`);
      await expect(page.getByRole('heading', { level: 1, name: heading[language] })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: text[language] })).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expectNoSeriousViolations(page);
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(page.getByRole('heading', { level: 1, name: heading[language] })).toBeVisible();
      await expectFits(page, 390);
      await expectNoSeriousViolations(page);
    }
  });
}

test("the privacy policy lists this server's services, and keeps its versions at their own addresses", async ({ page }) => {
  await page.goto('/privacy_policy');
  // The e2e server runs in development store mode on the embedded database, the mail catcher and a loopback translation service.
  const services = page.locator('dl');
  await expect(services.locator('dt')).toHaveText(['Hosting', 'Database', 'File storage', 'Review translation']);
  await expect(services.locator('dd').nth(1)).toContainText("The app's own server");
  await expect(services.locator('dd').nth(3)).toContainText('DeepL SE');
  await page.getByRole('link', { name: /^Version 1\.0, effective/ }).click();
  await expect(page).toHaveURL(/\/privacy_policy\?version=1\.0$/);
  await page.goto('/privacy_policy?version=0.1');
  await expect(page.getByText('There is no version 0.1 of this document, so the current version is shown.')).toBeVisible();
});

test('a campaign a partner page was opened with is reported, signed, for the shop that signs in', async ({ page }) => {
  await page.goto('/affiliate?utm_source=partner-blog&utm_medium=referral&utm_campaign=spring');
  await expect(page.getByRole('heading', { level: 1, name: 'Starling Reviews partner program' })).toBeVisible();
  const kept = (await page.context().cookies()).find((cookie) => cookie.name === 'starling_reviews_utm');
  expect(JSON.parse(decodeURIComponent(kept?.value ?? '{}'))).toMatchObject({ utm_source: 'partner-blog', utm_campaign: 'spring', reported_for: [] });

  const report = page.waitForResponse((response) => response.url().endsWith('/api/v1/public/affiliate/report'));
  await signIn(page, 'partner-referred.myshopify.com');
  const answer = await report;
  expect(answer.request().postDataJSON()).toMatchObject({ type: 'install', source: 'partner-blog', medium: 'referral', campaign: 'spring', shop: 'partner-referred.myshopify.com', app_id: 'starling-reviews' });
  expect(answer.request().headers().authorization).toBeUndefined();
  expect(await answer.json()).toEqual({ code: 0, message: 'ok', data: { type: 'install', duplicate: false } });
  await expect.poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'starling_reviews_utm')?.value ?? '').toContain('partner-referred.myshopify.com');
});
