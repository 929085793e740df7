import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER, DEMO_CUSTOMER_ID } from '../../../server/infrastructure/demo-storefront/demo-app-proxy';
import { type ReferralClaimAnswer } from '../../../src/contracts/referrals.contract';
import { type ReferralListPage } from '../../../src/contracts/referral-list.contract';
import { PLAN_ID_GROWTH_MONTHLY } from '../../../src/domain/plans/plan-catalog';
import { DEMO_SHOP_DOMAIN } from '../../../src/domain/shop/shop-domain';
import { addCatalog, productWithVariants } from '../support/catalog-fixtures';
import { signInShop, updateShop, type SignedInShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const ADMIN = '/api/v1/admin';
const PUBLIC = '/api/v1/public/referral';

/**
 * The merchant's referrals list (docs/product/referrals-list.md): referrals made through the demo
 * storefront's real flow (share page, claim, checkout as orders/create), then read back as the
 * list's rows and figures.
 */
describe.each(TEST_DATABASES)('the referrals list on $name', (target) => {
  const ctx = useTestServer(target, () => ({ mail: 'catcher' }));
  afterAll(async () => {
    await ctx.server.mail.stop();
  });
  const list = (shop: SignedInShop, query: Readonly<Record<string, string | readonly string[]>> = {}) => {
    const search = new URLSearchParams(Object.entries(query).flatMap(([key, values]) => (typeof values === 'string' ? [values] : values).map((value) => [key, value])));
    return ctx.server.call('GET', `${ADMIN}/get_referrals?${search.toString()}`, { token: shop.token });
  };

  let planted: Promise<SignedInShop> | null = null;
  /**
   * The demo shop's referrals: Ann's order rewarded and her second one refused, Bo's order rewarded,
   * Cy claimed and has not ordered, and the advocate refused as their own friend on the share page.
   */
  const demoShop = () =>
    (planted ??= (async () => {
      const shop = await signInShop(ctx.server, DEMO_SHOP_DOMAIN);
      await updateShop(ctx.database.handle, shop, { pricingPlanId: PLAN_ID_GROWTH_MONTHLY, currencyCode: 'EUR', currencySymbol: '€' });
      await addCatalog(ctx.database.handle, shop, { products: [productWithVariants('gid://shopify/Product/901', 'Apron', ['Default Title'], '40.50')] });
      const saved = await ctx.server.call('POST', `${ADMIN}/set_referral_setting`, { token: shop.token, body: { is_active: '1', advocate_monthly_cap: 5 } });
      expect(saved.status, saved.text).toBe(200);
      const link = await ctx.server.call('GET', '/demo-store/apps/starling/referral_link');
      const ref = new URL(link.json?.data.share_url as string).searchParams.get('ref')!;
      const claim = async (email: string) =>
        (await ctx.server.call('POST', `${PUBLIC}/claim`, { body: { shop: DEMO_SHOP_DOMAIN, ref, email, consent: true, language: 'en' } })).json?.data as ReferralClaimAnswer;
      const checkout = async (email: string, code: string) => {
        const response = await ctx.server.app.request('/demo-store/checkout', { method: 'POST', body: new URLSearchParams({ email, discount: code, address1: '', zip: '', country_code: '' }) });
        expect(response.status).toBe(200);
      };
      const codeOf = (answer: ReferralClaimAnswer) => (answer.state === 'claimed' ? answer.code : '');
      const ann = codeOf(await claim('ann@example.com'));
      const bo = codeOf(await claim('bo@example.com'));
      await claim('cy@example.com');
      expect((await claim(DEMO_CUSTOMER.email)).state).toBe('refused');
      await checkout('ann@example.com', ann);
      await checkout('ann@example.com', ann);
      await checkout('bo@example.com', bo);
      return shop;
    })());

  it('counts shares, friends, conversions, revenue, rewards and refusals of the planted referrals', async () => {
    const shop = await demoShop();
    const answer = (await list(shop)).json?.data as ReferralListPage;
    expect(answer.summary).toEqual({ shares: 4, friends: 3, conversions: 3, revenue: 121.5, rewards_issued: 2, refusals: 2, currency: 'EUR' });
    expect(answer.total).toBe(4);
    // Newest first: Bo's reward, Ann's second order refused, Ann's reward, the share page's refusal.
    expect(answer.list.map((row) => [row.friend_email, row.state, row.refusal_reason])).toEqual([
      ['bo@example.com', 'rewarded', null],
      ['ann@example.com', 'refused', 'friend_already_rewarded'],
      ['ann@example.com', 'rewarded', null],
      [DEMO_CUSTOMER.email, 'refused', 'self_referral_email'],
    ]);
    const [bo, , , selfReferral] = answer.list;
    expect(bo).toMatchObject({ order_total: 40.5, currency_code: 'EUR', advocate_customer_id: DEMO_CUSTOMER_ID, advocate_email: DEMO_CUSTOMER.email });
    expect(bo?.order_name).toMatch(/^#D\d+$/);
    expect(bo?.reward_code).toMatch(/^THANKS-/);
    expect(selfReferral).toMatchObject({ order_name: '', order_total: null, reward_code: null });
  });

  it('filters by state and reason, keeps the figures of the whole range, and pages', async () => {
    const shop = await demoShop();
    const refused = (await list(shop, { states: 'refused' })).json?.data as ReferralListPage;
    expect(refused.list.map((row) => row.refusal_reason)).toEqual(['friend_already_rewarded', 'self_referral_email']);
    expect(refused.summary.conversions).toBe(3);
    const byReason = (await list(shop, { reasons: ['self_referral_email', 'advocate_monthly_cap'] })).json?.data as ReferralListPage;
    expect(byReason.list.map((row) => row.friend_email)).toEqual([DEMO_CUSTOMER.email]);
    const second = (await list(shop, { page: '2', page_size: '3' })).json?.data as ReferralListPage;
    expect(second).toMatchObject({ total: 4 });
    expect(second.list.map((row) => row.refusal_reason)).toEqual(['self_referral_email']);
    const longAgo = (await list(shop, { start_date: '2020-01-01', end_date: '2020-01-31' })).json?.data as ReferralListPage;
    expect(longAgo).toMatchObject({ total: 0, list: [], summary: { shares: 0, friends: 0, conversions: 0, revenue: 0, rewards_issued: 0, refusals: 0 } });
  });

  it('refuses a bad filter with a 422 naming the field', async () => {
    const shop = await demoShop();
    for (const [query, field] of [
      [{ states: 'waiting' }, 'states'],
      [{ reasons: 'too_many' }, 'reasons'],
      [{ states: ['refused', 'refused'] }, 'states'],
      [{ start_date: '2025-02-30', end_date: '2025-03-01' }, 'start_date'],
      [{ page: '0' }, 'page'],
    ] as const) {
      const response = await list(shop, query);
      expect(response.status, JSON.stringify(query)).toBe(422);
      expect(response.json?.code).not.toBe(0);
      expect(response.json?.message).toContain(field);
    }
  });

  it('shows a shop none of another shop’s referrals', async () => {
    await demoShop();
    const other = await signInShop(ctx.server, 'referral-list-other.myshopify.com');
    const answer = (await list(other)).json?.data as ReferralListPage;
    expect(answer).toMatchObject({ total: 0, list: [], summary: { shares: 0, friends: 0, conversions: 0, revenue: 0, rewards_issued: 0, refusals: 0 } });
  });
});
