import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { IssueSuperAdminSignUseCase } from '../../../server/application/auth/issue-super-admin-sign.use-case';
import { HmacShopSigns } from '../../../server/infrastructure/auth/hmac-shop-signs';
import { type FakeShopify, sessionTokenFor, startFakeShopify } from '../../fakes/fake-shopify-server';
import { TEST_DATABASES } from '../support/test-databases';
import { createTestServer } from '../support/test-server';
import { TEST_SHOPIFY_API_KEY, TEST_SHOPIFY_API_SECRET, TEST_SHOPIFY_SCOPES, testShopifyApp } from '../support/test-shopify-app';
import { useTestServer } from '../support/use-test-server';

const EXCHANGE = '/api/v1/admin/exchange_customer_token_by_sign';
const GET_SIGN = '/api/v1/admin/get_channelwill_sign';
const SIGN_SECRET = 'test-channelwill-sign-secret';
const NOT_CONFIGURED = 'channelwill: sign-in with Channelwill is not configured on this server';

describe.each(TEST_DATABASES)('super-admin sign-in on $name', (target) => {
  let fake: FakeShopify;
  let clockOffsetMs = 0;

  beforeAll(async () => {
    fake = await startFakeShopify({ apiKey: TEST_SHOPIFY_API_KEY, apiSecret: TEST_SHOPIFY_API_SECRET, grantedScopes: TEST_SHOPIFY_SCOPES });
  });
  afterAll(async () => {
    await fake.close();
  });
  const ctx = useTestServer(target, () => ({
    shopify: testShopifyApp({ channelwillSignSecret: SIGN_SECRET }),
    shopifyAdminOrigin: fake.adminOrigin,
    now: () => new Date(Date.now() + clockOffsetMs),
  }));
  afterEach(() => {
    clockOffsetMs = 0;
  });

  /** Installs the shop through a session token; returns its app token and id. */
  async function install(shop: string) {
    const session_token = await sessionTokenFor({ apiKey: TEST_SHOPIFY_API_KEY, apiSecret: TEST_SHOPIFY_API_SECRET, shop });
    const login = await ctx.server.call('POST', '/api/v1/admin/login', { body: { shop, session_token } });
    const token = login.json?.data.shop_info.token as string;
    const info = await ctx.server.call('GET', '/api/v1/admin/get_user_info', { token });
    return { token, id: info.json?.data.id as number };
  }

  /** What support staff get from scripts/issue-super-admin-sign.ts, on the server's clock. */
  function supportSignFor(shopId: number) {
    return new IssueSuperAdminSignUseCase(new HmacShopSigns(SIGN_SECRET), () => new Date(Date.now() + clockOffsetMs)).execute(shopId);
  }

  async function channelwillSignFor(token: string) {
    const response = await ctx.server.call('GET', GET_SIGN, { token });
    expect(response.json?.code).toBe(0);
    return response.json?.data as { sign: string; sign_time: number };
  }

  it('gives the signed-in shop a Channelwill sign, which Channelwill can verify and which never opens super-admin mode', async () => {
    const merchant = await install('channelwill-user.myshopify.com');
    const before = Math.floor(Date.now() / 1000);
    const { sign, sign_time } = await channelwillSignFor(merchant.token);
    expect(sign_time).toBeGreaterThanOrEqual(before);
    expect(sign_time).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    expect(new HmacShopSigns(SIGN_SECRET).verify('channelwill', sign, merchant.id)).toBe(sign_time);

    const exchanged = await ctx.server.call('POST', EXCHANGE, { body: { sign, shopify_shop_id: merchant.id } });
    expect(exchanged.status).toBe(401);
    expect(exchanged.json).toEqual({ code: 40100, message: 'sign: is not valid for this shop', data: null });
  });

  it('opens the app once as the shop, with the super-admin flag, for a sign support staff made', async () => {
    const merchant = await install('supported.myshopify.com');
    const { sign } = supportSignFor(merchant.id);

    const exchanged = await ctx.server.call('POST', EXCHANGE, { body: { sign, shopify_shop_id: merchant.id } });
    expect(exchanged.json).toMatchObject({ code: 0, data: { is_authorization_required: false, shop_info: { shopify_plan: 'basic' } } });
    const asSupport = await ctx.server.call('GET', '/api/v1/admin/get_user_info', { token: exchanged.json?.data.shop_info.token as string });
    expect(asSupport.json?.data).toMatchObject({ id: merchant.id, myshopify_domain: 'supported.myshopify.com', is_super_admin: 1 });
    const asMerchant = await ctx.server.call('GET', '/api/v1/admin/get_user_info', { token: merchant.token });
    expect(asMerchant.json?.data.is_super_admin).toBe(0);

    const replayed = await ctx.server.call('POST', EXCHANGE, { body: { sign, shopify_shop_id: String(merchant.id) } });
    expect(replayed.status).toBe(401);
    expect(replayed.json).toMatchObject({ code: 40100, message: 'sign: has already been used', data: null });
  });

  it('refuses a sign older than five minutes, and accepts one just younger', async () => {
    const merchant = await install('slow-support.myshopify.com');
    const stale = supportSignFor(merchant.id);
    const fresh = supportSignFor(merchant.id);
    clockOffsetMs = 301_000;
    const expired = await ctx.server.call('POST', EXCHANGE, { body: { sign: stale.sign, shopify_shop_id: merchant.id } });
    expect(expired.status).toBe(401);
    expect(expired.json?.message).toMatch(/^sign: has expired/);
    clockOffsetMs = 298_000;
    const inTime = await ctx.server.call('POST', EXCHANGE, { body: { sign: fresh.sign, shopify_shop_id: merchant.id } });
    expect(inTime.json?.code).toBe(0);
  });

  it("refuses a sign used for another shop, a forged or altered sign, and a sign from the future", async () => {
    const victim = await install('victim.myshopify.com');
    const attacker = await install('attacker.myshopify.com');
    const { sign, sign_time } = supportSignFor(attacker.id);
    const attempts = [
      { sign, shopify_shop_id: victim.id },
      { sign: `${sign_time}.${'0'.repeat(64)}`, shopify_shop_id: attacker.id },
      { sign: `${sign_time + 1}.${sign.split('.')[1]}`, shopify_shop_id: attacker.id },
      { sign: sign.toUpperCase(), shopify_shop_id: attacker.id },
      { sign: 'not-a-sign', shopify_shop_id: attacker.id },
    ];
    for (const body of attempts) {
      const response = await ctx.server.call('POST', EXCHANGE, { body });
      expect(response.status).toBe(401);
      expect(response.json?.data).toBeNull();
    }
    // Genuine but dated ahead of the server's clock (a sign made by a server with a fast clock).
    clockOffsetMs = 60_000;
    const ahead = supportSignFor(attacker.id);
    clockOffsetMs = 0;
    const early = await ctx.server.call('POST', EXCHANGE, { body: { sign: ahead.sign, shopify_shop_id: attacker.id } });
    expect(early.status).toBe(401);
    // The attacker's own sign still works once: the failed attempts did not spend it.
    expect((await ctx.server.call('POST', EXCHANGE, { body: { sign, shopify_shop_id: attacker.id } })).json?.code).toBe(0);
  });

  it('validates the exchange body and needs an app token for a sign', async () => {
    const missing = await ctx.server.call('POST', EXCHANGE, { body: { shopify_shop_id: 1 } });
    expect(missing.status).toBe(422);
    expect(missing.json?.message).toMatch(/^sign: /);
    const badId = await ctx.server.call('POST', EXCHANGE, { body: { sign: 'x', shopify_shop_id: 'abc' } });
    expect(badId.status).toBe(422);
    expect(badId.json?.message).toMatch(/^shopify_shop_id: /);
    expect((await ctx.server.call('GET', GET_SIGN)).status).toBe(401);
  });

  it('without CHANNELWILL_SIGN_SECRET answers get_channelwill_sign 404 (a 403 would send the merchant to /400) and refuses exchanges', async () => {
    const merchant = await install('no-support.myshopify.com');
    const withoutSigns = createTestServer(ctx.database.handle, {
      shopify: testShopifyApp({ channelwillSignSecret: null }),
      shopifyAdminOrigin: fake.adminOrigin,
    });
    const issue = await withoutSigns.call('GET', GET_SIGN, { token: merchant.token });
    expect(issue.status).toBe(404);
    expect(issue.json).toEqual({ code: 40400, message: NOT_CONFIGURED, data: null });
    const exchange = await withoutSigns.call('POST', EXCHANGE, { body: { sign: supportSignFor(merchant.id).sign, shopify_shop_id: merchant.id } });
    expect(exchange.status).toBe(403);
  });

  it('in development store mode signs for the Channelwill stand-in only: its sign is not a super-admin sign, and the exchange stays off', async () => {
    const developmentStore = createTestServer(ctx.database.handle);
    const token = await developmentStore.signIn('dev-channelwill.myshopify.com');
    const issue = await developmentStore.call('GET', GET_SIGN, { token });
    expect(issue.json?.code).toBe(0);
    const { sign } = issue.json?.data as { sign: string };
    const shopId = (await developmentStore.shops.findByDomain('dev-channelwill.myshopify.com'))!.id;
    const exchange = await developmentStore.call('POST', EXCHANGE, { body: { sign, shopify_shop_id: shopId } });
    expect(exchange.status).toBe(403);
  });
});
