import { expect, test, type Page } from './support/e2e-test';
import { DEMO_SHOP_DOMAIN } from '../../src/domain/shop/shop-domain';
import { expectNoSeriousViolations, signIn } from './support/e2e-session';

/*
 * The merchant's referrals list (docs/product/referrals-list.md) on the demo store: a friend claims a
 * code on the advocate's share link and orders with it at the demo checkout (handled as Shopify's
 * orders/create), and the list shows that conversion with its order and the advocate's reward, in
 * English and German, at 1440 and 390 px.
 */

const WORDS = {
  en: { title: 'Referrals', rewarded: 'Rewarded', conversions: 'Referred orders', revenue: 'Referred revenue', sharedBy: /^Shared by /, tab: 'Refused' },
  de: { title: 'Empfehlungen', rewarded: 'Belohnt', conversions: 'Empfohlene Bestellungen', revenue: 'Umsatz durch Empfehlungen', sharedBy: /^Geteilt von /, tab: 'Abgelehnt' },
} as const;

/** A friend of the demo shopper claims a code on the share page and orders with it; answers the order's name. */
async function referredOrder(page: Page, token: string, friendEmail: string): Promise<string> {
  const offer = await page.request.post('/api/v1/admin/set_referral_setting', { headers: { Authorization: `Bearer ${token}` }, data: { is_active: '1', advocate_monthly_cap: 100 } });
  expect(offer.ok()).toBe(true);
  const link = (await (await page.request.get('/demo-store/apps/starling/referral_link')).json()) as { data: { share_url: string } };
  const ref = new URL(link.data.share_url).searchParams.get('ref')!;
  const claim = await page.request.post('/api/v1/public/referral/claim', { data: { shop: DEMO_SHOP_DOMAIN, ref, email: friendEmail, consent: true, language: 'en' } });
  const claimed = (await claim.json()) as { data: { state: string; code: string } };
  expect(claimed.data.state).toBe('claimed');
  const checkout = await page.request.post('/demo-store/checkout', { form: { email: friendEmail, discount: claimed.data.code, address1: '9 Oak Road', zip: '10115', country_code: 'DE' } });
  expect(checkout.ok()).toBe(true);
  const name = /#D\d+/.exec(await checkout.text())?.[0];
  expect(name).toBeTruthy();
  return name!;
}

async function expectNoSideScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

for (const language of ['en', 'de'] as const) {
  test(`the referrals list shows a conversion made on the demo store, with its figures, at 1440 and 390 px (${language})`, async ({ page }) => {
    const words = WORDS[language];
    await page.setViewportSize({ width: 1440, height: 900 });
    const token = await signIn(page, DEMO_SHOP_DOMAIN, { landOn: '/settings/referrals' });
    const saved = await page.request.post('/api/v1/admin/save_shop_settings', { headers: { Authorization: `Bearer ${token}` }, data: { backend_lang: language } });
    expect(saved.ok()).toBe(true);
    const friendEmail = `list-friend-${language}-${Date.now()}@example.com`;
    const order = await referredOrder(page, token, friendEmail);

    await page.goto('/settings/referrals');
    await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: friendEmail });
    await expect(row).toBeVisible();
    await expect(row.getByText(order)).toBeVisible();
    await expect(row.getByText(words.rewarded)).toBeVisible();
    await expect(row.getByText(/^THANKS-[A-Z2-9]{10}$/)).toBeVisible();
    const conversions = page.getByRole('heading', { level: 3, name: words.conversions }).locator('..');
    expect(Number((await conversions.getByRole('paragraph').textContent())?.replace(/\D/g, ''))).toBeGreaterThanOrEqual(1);
    await expect(page.getByRole('heading', { level: 3, name: words.revenue })).toBeVisible();
    await expectNoSeriousViolations(page);

    // The Refused tab leaves the rewarded conversion out, and says so in the address.
    await page.getByRole('tab', { name: words.tab }).first().click();
    await expect(page).toHaveURL(/states=refused/);
    await expect(page.getByRole('row').filter({ hasText: friendEmail })).toHaveCount(0);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/settings/referrals');
    await expect(page.getByText(friendEmail)).toBeVisible();
    await expect(page.getByText(words.sharedBy).first()).toBeVisible();
    await expectNoSideScroll(page);
    await expectNoSeriousViolations(page);
  });
}
