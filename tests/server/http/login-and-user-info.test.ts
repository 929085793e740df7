import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shopDocuments } from '../../../server/infrastructure/db/schema';
import { PLAN_CATALOG, PLAN_ID_ENTERPRISE_MONTHLY, PLAN_ID_GROWTH_YEARLY } from '../../../src/domain/plans/plan-catalog';
import { signInShop, updateShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

/** docs/product/spec-map.md §3's shop/user entity, every field, plus the super-admin flag the spec puts on the user. */
const USER_INFO_KEYS = [
  'id', 'name', 'owner', 'email', 'myshopify_domain', 'domain', 'shopify_plan', 'currency_symbol', 'reviews_api_key',
  'plan_name', 'discount_remaining', 'upgrade_method', 'order_requests', 'days', 'install_time', 'pricing_plan_id',
  'amount', 'discount_amount', 'permissions', 'tier_level', 'email_quota_info', 'overage', 'price', 'reviewsCountInfo',
  'isDisableThemeEmbeds', 'themeEmbedsUrl', 'shopConfig', 'permissionsData', 'is_super_admin',
  // Ours, beyond spec §3: the shop's IANA zone, so the admin prints dates in the zone its filters count days in.
  'time_zone',
].sort();

const USER_INFO_NESTED_KEYS = {
  email_quota_info: [
    'email_send_quota_count', 'email_send_quota_used_count', 'next_email_quota_reset_time', 'is_enabled_usage_charge',
    'usage_charge_add_email_quota',
  ],
  overage: ['isShow', 'num'],
  price: ['originalPrice', 'actualPrice', 'discount', 'paidMonthsNumber', 'interval'],
  reviewsCountInfo: ['max', 'limit', 'hidden', 'hiddenProducts', 'hiddenProductIds'],
  permissionsData: ['remove_branding'],
} as const;

const sortedKeys = (value: unknown) => Object.keys(value as object).sort();

describe.each(TEST_DATABASES)('sign-in and the shop entity on $name', (target) => {
  const ctx = useTestServer(target);

  it('signs a development store in and creates it on the Free plan', async () => {
    const response = await ctx.server.call('POST', '/api/v1/admin/login', { body: { shop: 'Acme-Goods.myshopify.com' } });
    expect(response.status).toBe(200);
    expect(response.json?.code).toBe(0);
    expect(response.json?.data).toMatchObject({
      is_authorization_required: false,
      shop_info: { shopify_plan: 'basic' },
      shop_settings_info: { skip_install: 0, is_selected_plan: 0 },
    });
    const token = response.json?.data.shop_info.token as string;
    const info = await ctx.server.call('GET', '/api/v1/admin/get_user_info', { token });
    expect(info.json?.data).toMatchObject({
      name: 'Acme Goods',
      myshopify_domain: 'acme-goods.myshopify.com',
      plan_name: 'Free',
      pricing_plan_id: 2,
      overage: { isShow: false, num: 20 },
      reviewsCountInfo: { max: 0, limit: 20 },
      email_quota_info: { email_send_quota_count: 50, email_send_quota_used_count: 0 },
      permissionsData: { remove_branding: false },
      price: { originalPrice: 0, actualPrice: 0, interval: 'EVERY_30_DAYS' },
    });
    expect(info.json?.data.shopConfig).toMatchObject({ is_guide_banner: '1', hide_setup_guide: '2' });
  });

  it('answers get_user_info with exactly the fields of the product docs, nested objects included', async () => {
    const { token } = await signInShop(ctx.server, 'user-info-keys.myshopify.com');
    const data = (await ctx.server.call('GET', '/api/v1/admin/get_user_info', { token })).json?.data;
    expect(sortedKeys(data)).toEqual(USER_INFO_KEYS);
    for (const [field, keys] of Object.entries(USER_INFO_NESTED_KEYS)) expect(sortedKeys(data[field]), field).toEqual([...keys].sort());
  });

  it.each(PLAN_CATALOG.map((plan) => [plan.id, plan.name] as const))(
    'gives plan %i (%s) an e-mail quota that is a number, -1 when unlimited',
    async (planId) => {
      const shop = await signInShop(ctx.server, `email-quota-${planId}.myshopify.com`);
      await updateShop(ctx.database.handle, shop, { pricingPlanId: planId });
      const quota = (await ctx.server.call('GET', '/api/v1/admin/get_user_info', { token: shop.token })).json?.data.email_quota_info;
      expect(Number.isInteger(quota.email_send_quota_count)).toBe(true);
      expect(quota.email_send_quota_count).toBeGreaterThanOrEqual(-1);
      expect(quota.email_send_quota_count).not.toBe(0);
    },
  );

  it('reports the Enterprise plan as unlimited (-1) and Growth by its lowest step', async () => {
    const quotaOn = async (planId: number): Promise<unknown> => {
      const shop = await signInShop(ctx.server, `email-quota-check-${planId}.myshopify.com`);
      await updateShop(ctx.database.handle, shop, { pricingPlanId: planId });
      return (await ctx.server.call('GET', '/api/v1/admin/get_user_info', { token: shop.token })).json?.data.email_quota_info.email_send_quota_count;
    };
    expect(await quotaOn(PLAN_ID_ENTERPRISE_MONTHLY)).toBe(-1);
    expect(await quotaOn(PLAN_ID_GROWTH_YEARLY)).toBe(500);
  });

  it('signs the same shop in again without creating a second one', async () => {
    const first = await ctx.server.signIn('repeat.myshopify.com');
    const second = await ctx.server.signIn('repeat.myshopify.com');
    const a = await ctx.server.call('GET', '/api/v1/admin/get_user_info', { token: first });
    const b = await ctx.server.call('GET', '/api/v1/admin/get_user_info', { token: second });
    expect(a.json?.data.id).toBe(b.json?.data.id);
  });

  it("credits the shop to the first partner code it signs in with; a later or malformed one changes nothing, and a too long one is refused by name", async () => {
    const shop = 'partnered.myshopify.com';
    const signIn = (body: Record<string, string>) => ctx.server.call('POST', '/api/v1/admin/login', { body: { shop, ...body } });
    expect((await signIn({ referral_code: '<script>', url: 'https://app.example/login' })).json?.code).toBe(0);
    expect((await signIn({ referral_code: 'FIRST-1', url: 'https://app.example/login?referral_code=FIRST-1' })).json?.code).toBe(0);
    expect((await signIn({ referral_code: 'SECOND-2' })).json?.code).toBe(0);
    const tooLong = await signIn({ referral_code: 'x'.repeat(65) });
    expect(tooLong.status).toBe(422);
    expect(tooLong.json?.message).toBe('referral_code: must be at most 64 characters');
    const record = await ctx.server.shops.findByDomain(shop);
    const [credit] = await ctx.database.handle.db
      .select({ data: shopDocuments.data })
      .from(shopDocuments)
      .where(and(eq(shopDocuments.shopId, record!.id), eq(shopDocuments.kind, 'install_referral')));
    expect(credit?.data).toMatchObject({ code: 'FIRST-1', url: 'https://app.example/login?referral_code=FIRST-1' });
  });

  it('rejects a domain that is not *.myshopify.com with a 422 naming the field, and creates nothing', async () => {
    const response = await ctx.server.call('POST', '/api/v1/admin/login', { body: { shop: 'evil.com' } });
    expect(response.status).toBe(422);
    expect(response.json).toMatchObject({ code: 42200, message: 'shop: must be a *.myshopify.com domain', data: null });
    const missing = await ctx.server.call('POST', '/api/v1/admin/login', { body: {} });
    expect(missing.status).toBe(422);
    expect(missing.json?.message).toMatch(/^shop: /);
    expect(await ctx.server.shops.findByDomain('evil.com')).toBeNull();
  });

  it('answers malformed JSON with a 422, never a 500 or a stack trace', async () => {
    const response = await ctx.server.call('POST', '/api/v1/admin/login', { body: '{"shop": ' });
    expect(response.status).toBe(422);
    expect(response.json?.message).toBe('body: must be valid JSON');
    expect(response.text).not.toMatch(/at .*\.ts:\d+/);
  });

  it('refuses an oversized body with a 413 envelope before reading it', async () => {
    const response = await ctx.server.call('POST', '/api/v1/admin/login', { body: JSON.stringify({ shop: 'x'.repeat(1_100_000) }) });
    expect(response.status).toBe(413);
    expect(response.json).toMatchObject({ code: 41300, data: null });
    expect(response.json?.message).toMatch(/^body: /);
  });

  it('refuses an authenticated call without a valid token and flags it for the retry', async () => {
    const missing = await ctx.server.call('GET', '/api/v1/admin/get_user_info');
    expect(missing.status).toBe(401);
    expect(missing.headers.get('X-Shopify-API-Request-Failure-Unauthorized')).toBe('1');
    const forged = await ctx.server.call('GET', '/api/v1/admin/get_user_info', { token: 'eyJhbGciOiJIUzI1NiJ9.e30.x' });
    expect(forged.status).toBe(401);
    expect(forged.json?.code).toBe(40100);
  });

  it('answers an unknown API path with a 404 envelope, and tells a stranger nothing', async () => {
    const token = await ctx.server.signIn('paths.myshopify.com');
    const response = await ctx.server.call('GET', '/api/v1/admin/no_such_call', { token });
    expect(response.status).toBe(404);
    expect(response.json).toMatchObject({ code: 40400, data: null });
    expect((await ctx.server.call('GET', '/api/v2/anything')).status).toBe(404);
    expect((await ctx.server.call('GET', '/api/v1/admin/no_such_call')).status).toBe(401);
  });

  it('reports health through the database', async () => {
    const response = await ctx.server.call('GET', '/healthz');
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ status: 'ok' });
  });
});
