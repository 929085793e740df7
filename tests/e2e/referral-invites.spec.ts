import { expect, test } from './support/e2e-test';
import { expectNoSeriousViolations, signIn } from './support/e2e-session';

/*
 * The referral invite e-mail and where the programme shows (docs/product/referral-invites.md):
 * the merchant edits the invite after a review, the server's renderer draws it with the share
 * link, the save survives a reload; the placements switch and save; in English and in German,
 * axe clean at 1440 and 390 px.
 */

const SHOP = 'referral-invites-store.myshopify.com';
const PREVIEW_FRAME = 'iframe[title="Preview of the e-mail"]';

test('edit and preview the invite e-mail, toggle the placements, in English and German', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, SHOP, { landOn: '/settings/referral_email' });
  await expect(page.getByRole('heading', { level: 1, name: 'Referral invite after a review' })).toBeVisible();
  const frame = page.frameLocator(PREVIEW_FRAME);
  await expect(frame.locator('h1')).toHaveText(/^Thank you, Alex!/);
  const stamp = String(Date.now()).slice(-6);
  await page.getByRole('textbox', { name: 'Heading' }).fill(`Share and save {{friend_reward}} ${stamp}`);
  await expect(frame.locator('h1')).toHaveText(`Share and save 10% ${stamp}`);
  await expect(frame.locator('a[href*="/referral_share_link?shop="]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Heading' })).toHaveValue(`Share and save {{friend_reward}} ${stamp}`);
  await expectNoSeriousViolations(page, { exclude: PREVIEW_FRAME });

  await page.goto('/settings/referral_widgets');
  const invite = page.getByRole('checkbox', { name: 'Invite e-mail' });
  await expect(invite).toBeChecked();
  await invite.uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Invite e-mail' })).not.toBeChecked();
  await expectNoSeriousViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings/language');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sprache' })).toBeVisible();

  await page.goto('/settings/referral_widgets');
  await expect(page.getByRole('heading', { level: 1, name: 'Empfehlungs-Widgets' })).toBeVisible();
  const germanInvite = page.getByRole('checkbox', { name: 'Einladungs-E-Mail' });
  await expect(germanInvite).not.toBeChecked();
  await germanInvite.check();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('button', { name: 'Speichern' })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page);

  await page.goto('/settings/referrals_email');
  await expect(page.getByRole('heading', { level: 1, name: 'Empfehlungseinladung nach einer Bestellung' })).toBeVisible();
  // The frame's title is German now.
  await expect(page.frameLocator('iframe[title]').locator('h1')).toHaveText(/^Danke, Alex!/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page, { exclude: 'iframe[title]' });
});
