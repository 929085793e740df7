import { describe, expect, it } from 'vitest';
import { type PlanCard, type PricingPlans, type ShopPricingPlan, type SpendingLimit } from '../../../src/contracts/plans.contract';
import { type UserInfo } from '../../../src/contracts/shop.contract';
import { PLAN_TRIAL_DAYS } from '../../../src/domain/plans/billing';
import { PLAN_ID_FREE, PLAN_ID_GROWTH_MONTHLY, PLAN_ID_GROWTH_YEARLY, PLAN_ID_STARTER_MONTHLY } from '../../../src/domain/plans/plan-catalog';
import { MS_PER_DAY } from '../../../src/domain/shared/time';
import { and, eq } from 'drizzle-orm';
import { storefrontMetafields, storefrontSyncQueue } from '../../../server/infrastructure/db/schema';
import { insertReviews } from '../support/review-fixtures';
import { type SignedInShop, signInShop, updateShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const ADMIN = '/api/v1/admin';

describe.each(TEST_DATABASES)('plans and billing on $name', (target) => {
  const ctx = useTestServer(target);

  const get = async (shop: SignedInShop, name: string): Promise<unknown> => {
    const response = await ctx.server.call('GET', `${ADMIN}/${name}`, { token: shop.token });
    expect(response.status, response.text).toBe(200);
    return response.json?.data;
  };
  const pricingPlans = async (shop: SignedInShop): Promise<PricingPlans> => (await get(shop, 'get_pricing_plans')) as PricingPlans;
  const userInfo = async (shop: SignedInShop): Promise<UserInfo> => (await get(shop, 'get_user_info')) as UserInfo;
  const cardOf = (cards: readonly PlanCard[], planId: number) => cards.find((card) => card.planId === planId);
  const post = (shop: SignedInShop, name: string, body: unknown) => ctx.server.call('POST', `${ADMIN}/${name}`, { token: shop.token, body });

  /** A shop past its new-install offer, so prices are the plain new-user prices. */
  const settledShop = async (domain: string) => {
    const shop = await signInShop(ctx.server, domain);
    await updateShop(ctx.database.handle, shop, { installedAt: new Date(Date.now() - 30 * MS_PER_DAY) });
    return shop;
  };

  /** The simulated confirmation page's answer, as the merchant's browser posts it. */
  const answerCharge = (shop: SignedInShop, chargeId: string, decision: 'approve' | 'decline') =>
    ctx.server.app.request('/dev-billing/confirm', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ shop: shop.domain, charge_id: chargeId, decision }).toString(),
    });

  const chargeIdOf = (confirmationUrl: string) => new URL(confirmationUrl, 'http://localhost').searchParams.get('charge_id')!;

  it('lists Free, Starter, Growth and Enterprise monthly and yearly, with the current plan and the recommended tier', async () => {
    const shop = await settledShop('plans-cards.myshopify.com');
    const plans = await pricingPlans(shop);
    expect(plans.monthly.map((card) => card.name)).toEqual(['Free', 'Starter', 'Growth', 'Enterprise']);
    expect(plans.yearly.map((card) => card.planId)).toEqual([2, 7, 9, 10]);
    const growth = cardOf(plans.monthly, PLAN_ID_GROWTH_MONTHLY);
    expect(growth).toMatchObject({ newUserPrice: 19.99, originPrice: 29.99, curPrice: 19.99, recommend: 1, trialDays: PLAN_TRIAL_DAYS, action: 'upgrade', requestQuota: 500 });
    expect(plans.monthly[0]).toMatchObject({ isActive: 1, action: 'current', requestQuota: 50, trialDays: 0 });
    expect(cardOf(plans.yearly, PLAN_ID_GROWTH_YEARLY)).toMatchObject({ curPrice: 14.99, billedAmount: 179.88 });
    expect(plans.offer).toBeNull();
  });

  it("applies a new shop's running offer to the paid cards", async () => {
    const shop = await signInShop(ctx.server, 'plans-offer.myshopify.com');
    const plans = await pricingPlans(shop);
    expect(plans.offer).toMatchObject({ percent_off: 20 });
    expect(cardOf(plans.monthly, PLAN_ID_GROWTH_MONTHLY)).toMatchObject({ curPrice: 15.99, discountValue: 20, paidMonthsNumber: 1 });
    expect(plans.monthly[0]).toMatchObject({ curPrice: 0, discountValue: 0 });
  });

  it('upgrades through the simulated confirmation page and answers check_pricing_plan the same way twice', async () => {
    const shop = await settledShop('plans-upgrade.myshopify.com');
    const added = await post(shop, 'add_pricing_plan', { plan_id: PLAN_ID_GROWTH_MONTHLY });
    expect(added.status, added.text).toBe(200);
    const url: string = added.json?.data.confirmation_url;
    expect(url).toMatch(/^\/dev-billing\/confirm\?/);
    const chargeId = chargeIdOf(url);

    const page = await ctx.server.app.request(url);
    const html = await page.text();
    expect(html).toContain('Growth');
    expect(html).toContain('$19.99 USD per month');
    expect(html).toContain(`${PLAN_TRIAL_DAYS} days`);

    // Not approved yet: the plan stays.
    expect((await post(shop, 'check_pricing_plan', { charge_id: chargeId })).status).toBe(409);

    const approved = await answerCharge(shop, chargeId, 'approve');
    expect(approved.status).toBe(303);
    expect(approved.headers.get('Location')).toBe(`/auth?charge_id=${chargeId}&shop=${encodeURIComponent(shop.domain)}`);

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const checked = await post(shop, 'check_pricing_plan', { charge_id: chargeId });
      expect(checked.json, checked.text).toMatchObject({ code: 0, data: { pricing_plan_id: PLAN_ID_GROWTH_MONTHLY, plan_name: 'Growth' } });
    }
    const info = await get(shop, 'get_user_info');
    expect(info).toMatchObject({ plan_name: 'Growth', pricing_plan_id: PLAN_ID_GROWTH_MONTHLY, permissionsData: { remove_branding: true } });
    expect(await get(shop, 'get_shop_pricing_plan')).toMatchObject({ plan_name: 'Growth', actual_amount: 19.99, interval: 'EVERY_30_DAYS' });
    const plans = await pricingPlans(shop);
    expect(plans.monthly.find((card) => card.isActive === 1)?.planId).toBe(PLAN_ID_GROWTH_MONTHLY);
    // A second paid plan has no trial.
    expect(cardOf(plans.monthly, PLAN_ID_STARTER_MONTHLY)).toMatchObject({ trialDays: 0, action: 'downgrade' });
    // The page answers a charge only once.
    expect((await ctx.server.app.request(url)).status).toBe(404);
  });

  it('downgrades to Free at once, by choosing Free or by cancelling', async () => {
    const shop = await settledShop('plans-downgrade.myshopify.com');
    const chargeId = chargeIdOf((await post(shop, 'add_pricing_plan', { plan_id: PLAN_ID_STARTER_MONTHLY })).json?.data.confirmation_url);
    await answerCharge(shop, chargeId, 'approve');
    await post(shop, 'check_pricing_plan', { charge_id: chargeId });

    const toFree = await post(shop, 'add_pricing_plan', { plan_id: PLAN_ID_FREE });
    expect(toFree.json).toMatchObject({ code: 0, data: { plan_id: PLAN_ID_FREE, confirmation_url: null } });
    expect(await get(shop, 'get_user_info')).toMatchObject({ plan_name: 'Free', pricing_plan_id: PLAN_ID_FREE });
    // The cancelled charge does not come back, even when its return is replayed.
    expect((await post(shop, 'check_pricing_plan', { charge_id: chargeId })).json?.message).toBe('charge_id: the charge is cancelled, not approved');
    expect((await userInfo(shop)).plan_name).toBe('Free');

    const cancelled = await post(shop, 'delete_pricing_plan', {});
    expect(cancelled.json).toMatchObject({ code: 0, data: { pricing_plan_id: PLAN_ID_FREE, plan_name: 'Free' } });
  });

  it('brings the storefront along with every plan change: the branding line comes back after a downgrade, with no save', async () => {
    const shop = await settledShop('plans-storefront.myshopify.com');
    const product = 'gid://shopify/Product/7001';
    await insertReviews(ctx.database.handle, shop, [{ productId: product }]);
    const { db } = ctx.database.handle;
    const queued = async () => (await db.select().from(storefrontSyncQueue).where(eq(storefrontSyncQueue.shopId, shop.id))).map((row) => row.productId).sort();
    const storefrontForm = async () => {
      await ctx.server.storefrontSync.drain();
      const [row] = await db
        .select()
        .from(storefrontMetafields)
        .where(and(eq(storefrontMetafields.shopId, shop.id), eq(storefrontMetafields.ownerId, ''), eq(storefrontMetafields.key, 'settings')));
      return (JSON.parse(row!.value) as { write_review: { is_del_powered: string } }).write_review;
    };
    await ctx.server.storefrontSync.drain();

    const chargeId = chargeIdOf((await post(shop, 'add_pricing_plan', { plan_id: PLAN_ID_GROWTH_MONTHLY })).json?.data.confirmation_url);
    await answerCharge(shop, chargeId, 'approve');
    await post(shop, 'check_pricing_plan', { charge_id: chargeId });
    expect(await queued()).toEqual(['', product]);
    expect((await post(shop, 'set_write_review_setting', { is_del_powered: '1' })).status).toBe(200);
    expect(await storefrontForm()).toMatchObject({ is_del_powered: '1' });

    expect((await post(shop, 'delete_pricing_plan', {})).status).toBe(200);
    expect(await queued()).toEqual(['', product]);
    expect(await storefrontForm()).toMatchObject({ is_del_powered: '2' });
  });

  it('keeps the plan when the merchant declines, and says so', async () => {
    const shop = await settledShop('plans-decline.myshopify.com');
    const chargeId = chargeIdOf((await post(shop, 'add_pricing_plan', { plan_id: PLAN_ID_GROWTH_MONTHLY })).json?.data.confirmation_url);
    const declined = await answerCharge(shop, chargeId, 'decline');
    expect(declined.headers.get('Location')).toBe('/plan?source=navigation');
    const checked = await post(shop, 'check_pricing_plan', { charge_id: chargeId });
    expect(checked.status).toBe(409);
    expect(checked.json?.message).toMatch(/^charge_id: the charge was declined/);
    expect((await userInfo(shop)).plan_name).toBe('Free');
  });

  it("refuses another shop's charge, on check_pricing_plan and on the confirmation page", async () => {
    const owner = await settledShop('plans-owner.myshopify.com');
    const other = await settledShop('plans-other.myshopify.com');
    const chargeId = chargeIdOf((await post(owner, 'add_pricing_plan', { plan_id: PLAN_ID_GROWTH_MONTHLY })).json?.data.confirmation_url);
    // The other shop names the owner's charge on its own confirmation page: nothing to answer.
    expect((await answerCharge(other, chargeId, 'approve')).status).toBe(404);
    await answerCharge(owner, chargeId, 'approve');
    const stolen = await post(other, 'check_pricing_plan', { charge_id: chargeId });
    expect(stolen.status).toBe(422);
    expect(stolen.json?.message).toBe('charge_id: no such charge for this shop');
    expect((await userInfo(other)).plan_name).toBe('Free');
    expect((await userInfo(owner)).plan_name).toBe('Free');
  });

  it('escapes the shop name on the confirmation page', async () => {
    const shop = await settledShop('plans-escape.myshopify.com');
    await updateShop(ctx.database.handle, shop, { name: '<img src=x onerror=alert(1)>' });
    const url: string = (await post(shop, 'add_pricing_plan', { plan_id: PLAN_ID_GROWTH_MONTHLY })).json?.data.confirmation_url;
    const html = await (await ctx.server.app.request(url)).text();
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it.each([
    [{ plan_id: 11 }, /^plan_id: 11 is not one of/],
    [{ plan_id: 4 }, /^plan_id: this plan cannot be bought$/],
    [{}, /^plan_id: is required$/],
  ])('refuses add_pricing_plan %j, naming the field', async (body, message) => {
    const shop = await settledShop(`plans-bad-${JSON.stringify(body).replace(/\W/g, '')}.myshopify.com`);
    const response = await post(shop, 'add_pricing_plan', body);
    expect(response.status).toBe(422);
    expect(response.json?.message).toMatch(message);
  });

  it('redeems a known code (any case) and takes it off the paid cards; refuses an unknown one', async () => {
    const shop = await settledShop('plans-code.myshopify.com');
    expect((await pricingPlans(shop)).discount_code).toBeNull();
    const unknown = await post(shop, 'redeem_pricing_plan_discount_code', { code: 'NOPE' });
    expect(unknown.status).toBe(422);
    expect(unknown.json?.message).toBe('code: this code is not valid');
    const redeemed = await post(shop, 'redeem_pricing_plan_discount_code', { code: ' starling20 ' });
    expect(redeemed.json?.data).toEqual({ discount_code: { code: 'STARLING20', percent_off: 20, months: 3 } });
    const plans = await pricingPlans(shop);
    expect(plans.discount_code).toEqual({ code: 'STARLING20', percent_off: 20, months: 3 });
    expect(cardOf(plans.monthly, PLAN_ID_GROWTH_MONTHLY)).toMatchObject({ curPrice: 15.99, discountValue: 20, paidMonthsNumber: 3 });
    const url: string = (await post(shop, 'add_pricing_plan', { plan_id: PLAN_ID_GROWTH_MONTHLY })).json?.data.confirmation_url;
    expect(await (await ctx.server.app.request(url)).text()).toContain('20% off for 3 month(s)');
  });

  it('keeps the spending limit and the usage-charge switch; refuses a bad limit naming the field', async () => {
    const shop = await settledShop('plans-limit.myshopify.com');
    expect(await get(shop, 'get_spending_limit')).toEqual({ max_spending_limit: 50, maximum: 1000, is_enabled_usage_charge: 0 });
    const saved = await post(shop, 'set_spending_limit', { max_spending_limit: 120.5, is_enabled_usage_charge: true });
    expect(saved.json?.data).toEqual({ max_spending_limit: 120.5, maximum: 1000, is_enabled_usage_charge: 1 });
    expect((await userInfo(shop)).email_quota_info.is_enabled_usage_charge).toBe(1);
    expect(((await get(shop, 'get_shop_pricing_plan')) as ShopPricingPlan).email_quota_info.is_enabled_usage_charge).toBe(1);
    for (const [value, message] of [
      [0, 'max_spending_limit: must be more than 0'],
      [10.555, 'max_spending_limit: must have at most 2 decimals'],
      [1000.01, 'max_spending_limit: must be at most 1000'],
      ['ten', 'max_spending_limit: must be an amount'],
    ] as const) {
      const refused = await post(shop, 'set_spending_limit', { max_spending_limit: value });
      expect(refused.status).toBe(422);
      expect(refused.json?.message).toBe(message);
    }
    expect(((await get(shop, 'get_spending_limit')) as SpendingLimit).max_spending_limit).toBe(120.5);
  });
  it('tells the e-mails bought past the quota this period, and none once the period renews', async () => {
    const shop = await settledShop('plans-usage.myshopify.com');
    await updateShop(ctx.database.handle, shop, { emailQuotaUsed: 150, emailQuotaExtra: 100, emailQuotaResetAt: new Date(Date.now() + MS_PER_DAY) });
    expect(((await get(shop, 'get_shop_pricing_plan')) as ShopPricingPlan).email_quota_info).toMatchObject({ email_send_quota_used_count: 150, usage_charge_add_email_quota: 100 });
    expect((await userInfo(shop)).email_quota_info.usage_charge_add_email_quota).toBe(100);
    await updateShop(ctx.database.handle, shop, { emailQuotaResetAt: new Date(Date.now() - MS_PER_DAY) });
    expect(((await get(shop, 'get_shop_pricing_plan')) as ShopPricingPlan).email_quota_info.usage_charge_add_email_quota).toBe(0);
  });
});
