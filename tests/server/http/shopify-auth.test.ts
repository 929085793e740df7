import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../server/application/shared/app-error';
import { type AuthenticatedShop } from '../../../server/application/shared/authenticated-shop';
import { shopDocuments, shops } from '../../../server/infrastructure/db/schema';
import { type FakeShop, startFakeShopifyAdminApi } from '../../fakes/fake-shopify-admin-api';
import {
  FAKE_ACCESS_TOKEN_LIFETIME_SECONDS,
  type FakeShopify,
  sessionTokenFor,
  signQuery,
  startFakeShopify,
} from '../../fakes/fake-shopify-server';
import { TEST_DATABASES } from '../support/test-databases';
import { createTestServer } from '../support/test-server';
import { TEST_SHOPIFY_API_KEY, TEST_SHOPIFY_API_SECRET, TEST_SHOPIFY_SCOPES, testShopifyApp } from '../support/test-shopify-app';
import { useTestServer } from '../support/use-test-server';

const CALLBACK = '/api/v1/auth/callback';
const MINUTE_MS = 60_000;

/** What the Admin API says about a shop that has installed the app. */
function shopifyProfile(domain: string, accessToken: string): FakeShop {
  return {
    domain,
    accessToken,
    name: 'Maple & Moss Goods',
    email: 'owner@maple-moss.example',
    ownerName: 'Robin Maple',
    currencyCode: 'EUR',
    moneyFormat: '<span class=money>&euro;{{amount_with_comma_separator}}</span>',
    ianaTimezone: 'Europe/Berlin',
    planName: 'Grow',
    primaryDomain: 'www.maple-moss.example',
    products: [],
    collections: [],
  };
}

describe.each(TEST_DATABASES)('Shopify mode sign-in on $name', (target) => {
  let fake: FakeShopify;
  let adminApi: Awaited<ReturnType<typeof startFakeShopifyAdminApi>>;
  let clockOffsetMs = 0;

  beforeAll(async () => {
    fake = await startFakeShopify({ apiKey: TEST_SHOPIFY_API_KEY, apiSecret: TEST_SHOPIFY_API_SECRET, grantedScopes: TEST_SHOPIFY_SCOPES });
    adminApi = await startFakeShopifyAdminApi([], {
      shopForToken: (token) => {
        const grant = fake.issued.find((issued) => issued.accessToken === token);
        return grant ? shopifyProfile(grant.shop, token) : undefined;
      },
    });
  });
  afterAll(async () => {
    await fake.close();
    await adminApi.close();
  });
  const ctx = useTestServer(target, () => ({
    shopify: testShopifyApp(),
    shopifyAdminOrigin: fake.adminOrigin,
    shopifyAdminApiOrigin: () => adminApi.baseUrl,
    now: () => new Date(Date.now() + clockOffsetMs),
  }));
  afterEach(() => {
    clockOffsetMs = 0;
    fake.setGrantedScopes(TEST_SHOPIFY_SCOPES);
  });

  const sessionToken = (shop: string, overrides: { apiSecret?: string } = {}) =>
    sessionTokenFor({ apiKey: TEST_SHOPIFY_API_KEY, apiSecret: overrides.apiSecret ?? TEST_SHOPIFY_API_SECRET, shop });

  async function loginWithSessionToken(shop: string) {
    return ctx.server.call('POST', '/api/v1/admin/login', { body: { shop, session_token: await sessionToken(shop) } });
  }

  async function install(shop: string): Promise<string> {
    const response = await loginWithSessionToken(shop);
    if (response.json?.code !== 0) throw new Error(`install failed: ${response.text}`);
    return response.json.data.shop_info.token as string;
  }

  function accessTokenFor(shop: AuthenticatedShop): Promise<string> {
    if (!ctx.server.shopifyAccessTokens) throw new Error('the server is not in Shopify mode');
    return ctx.server.shopifyAccessTokens.accessTokenFor(shop);
  }

  async function storedRow(shop: string) {
    const [row] = await ctx.database.handle.db.select().from(shops).where(eq(shops.domain, shop));
    return row ?? null;
  }

  /** A state the server issued for the shop, taken from the authorize URL its login answers with. */
  async function issuedState(shop: string): Promise<string> {
    const response = await ctx.server.call('POST', '/api/v1/admin/login', { body: { shop } });
    return new URL(response.json?.data.redirect_url as string).searchParams.get('state')!;
  }

  async function callbackQuery(shop: string, overrides: Record<string, string> = {}) {
    return {
      code: fake.issueAuthorizationCode(shop),
      host: Buffer.from(`admin.shopify.com/store/${shop.split('.')[0]}`).toString('base64'),
      shop,
      state: await issuedState(shop),
      timestamp: String(Math.floor(Date.now() / 1000)),
      ...overrides,
    };
  }

  const callback = (query: Record<string, string>) => ctx.server.call('GET', `${CALLBACK}?${new URLSearchParams(query).toString()}`);

  it('installs a new shop on the Free plan from a session token, through an expiring offline token exchange', async () => {
    const shop = 'new-merchant.myshopify.com';
    const response = await loginWithSessionToken(shop);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      code: 0,
      data: { is_authorization_required: false, redirect_url: '', shop_info: { shopify_plan: 'Grow' }, shop_settings_info: { skip_install: 0 } },
    });
    const exchanges = fake.requestsOf(shop, 'token-exchange');
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]?.body).toMatchObject({
      client_id: TEST_SHOPIFY_API_KEY,
      requested_token_type: 'urn:shopify:params:oauth:token-type:offline-access-token',
      expiring: '1',
    });
    const info = await ctx.server.call('GET', '/api/v1/admin/get_user_info', { token: response.json?.data.shop_info.token as string });
    expect(info.json?.data).toMatchObject({
      myshopify_domain: shop,
      name: 'Maple & Moss Goods',
      owner: 'Robin Maple',
      email: 'owner@maple-moss.example',
      domain: 'www.maple-moss.example',
      shopify_plan: 'Grow',
      currency_symbol: '€',
      plan_name: 'Free',
      pricing_plan_id: 2,
    });
    const row = await storedRow(shop);
    expect(row).toMatchObject({ currencyCode: 'EUR', timeZone: 'Europe/Berlin' });
    expect(adminApi.calls.filter((call) => call.shop === shop).map((call) => call.rootField)).toEqual(['shop']);
  });

  it('still installs the shop, named after its domain, when Shopify cannot tell the shop info', async () => {
    const shop = 'quiet-merchant.myshopify.com';
    adminApi.failNext(1, 503);
    const token = await install(shop);
    const info = await ctx.server.call('GET', '/api/v1/admin/get_user_info', { token });
    expect(info.json?.data).toMatchObject({ myshopify_domain: shop, name: 'Quiet Merchant', owner: '', currency_symbol: '$' });
    expect(await accessTokenFor({ id: info.json?.data.id as number, domain: shop })).toBe(fake.latestGrant(shop)?.accessToken);
  });

  it('stores the access and refresh tokens encrypted, never in plain text', async () => {
    const shop = 'secretive.myshopify.com';
    const before = Date.now();
    await install(shop);
    const grant = fake.latestGrant(shop)!;
    const row = await storedRow(shop);
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(grant.accessToken);
    expect(stored).not.toContain(grant.refreshToken);
    expect(stored).not.toContain(grant.accessToken.slice('shpat_'.length));
    expect(row?.accessTokenCiphertext).toMatch(/^v1\./);
    expect(row?.refreshTokenCiphertext).toMatch(/^v1\./);
    expect(row?.accessScopes).toBe(TEST_SHOPIFY_SCOPES);
    const expiresAt = row!.accessTokenExpiresAt!.getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(before + FAKE_ACCESS_TOKEN_LIFETIME_SECONDS * 1000 - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + FAKE_ACCESS_TOKEN_LIFETIME_SECONDS * 1000);
    // …and yet the server can use them.
    expect(await accessTokenFor({ id: row!.id, domain: shop })).toBe(grant.accessToken);
  });

  it('signs an installed shop in again without another exchange', async () => {
    const shop = 'returning.myshopify.com';
    await install(shop);
    const again = await loginWithSessionToken(shop);
    expect(again.json).toMatchObject({ code: 0, data: { is_authorization_required: false } });
    expect(fake.requestsOf(shop, 'token-exchange')).toHaveLength(1);
    const info = await ctx.server.call('GET', '/api/v1/admin/get_user_info', { token: again.json?.data.shop_info.token as string });
    expect(info.json?.data.myshopify_domain).toBe(shop);
    const row = await storedRow(shop);
    expect(await accessTokenFor({ id: row!.id, domain: shop })).toBe(fake.latestGrant(shop)?.accessToken);
  });

  it('refuses a forged session token or one for another shop, calls Shopify for nothing and creates nothing', async () => {
    const shop = 'target.myshopify.com';
    const forged = await ctx.server.call('POST', '/api/v1/admin/login', {
      body: { shop, session_token: await sessionToken(shop, { apiSecret: 'not-the-app-secret' }) },
    });
    expect(forged.status).toBe(401);
    expect(forged.json).toMatchObject({ code: 40100, message: 'session_token: is invalid or expired', data: null });
    expect(forged.headers.get('X-Shopify-API-Request-Failure-Unauthorized')).toBe('1');

    const foreign = await ctx.server.call('POST', '/api/v1/admin/login', {
      body: { shop, session_token: await sessionToken('attacker.myshopify.com') },
    });
    expect(foreign.status).toBe(401);
    expect(foreign.json?.message).toBe('session_token: was issued for another shop');

    expect(fake.requestsOf(shop)).toHaveLength(0);
    expect(await storedRow(shop)).toBeNull();
  });

  it('passes on a refusal by Shopify as a 401 that makes the admin retry', async () => {
    const shop = 'refused.myshopify.com';
    const token = await sessionToken(shop);
    // A Shopify that no longer knows the app's secret (say, rotated in the Partner Dashboard).
    const fakeRefusing = await startFakeShopify({ apiKey: TEST_SHOPIFY_API_KEY, apiSecret: 'rotated-secret', grantedScopes: TEST_SHOPIFY_SCOPES });
    try {
      const refusingServer = createTestServer(ctx.database.handle, { shopify: testShopifyApp(), shopifyAdminOrigin: fakeRefusing.adminOrigin });
      const response = await refusingServer.call('POST', '/api/v1/admin/login', { body: { shop, session_token: token } });
      expect(response.status).toBe(401);
      expect(response.json?.message).toBe('session_token: Shopify refused the token exchange');
      expect(response.headers.get('X-Shopify-API-Request-Failure-Unauthorized')).toBe('1');
      expect(await storedRow(shop)).toBeNull();
    } finally {
      await fakeRefusing.close();
    }
  });

  it('sends a shop without a session token to the OAuth authorize screen, creating nothing', async () => {
    const shop = 'outside-admin.myshopify.com';
    const response = await ctx.server.call('POST', '/api/v1/admin/login', { body: { shop: 'Outside-Admin.myshopify.com' } });
    expect(response.json).toMatchObject({ code: 0, data: { is_authorization_required: true, shop_info: null } });
    const url = new URL(response.json?.data.redirect_url as string);
    expect(url.origin + url.pathname).toBe(`https://${shop}/admin/oauth/authorize`);
    expect(url.searchParams.get('client_id')).toBe(TEST_SHOPIFY_API_KEY);
    expect(url.searchParams.get('scope')).toBe(TEST_SHOPIFY_SCOPES);
    expect(url.searchParams.get('redirect_uri')).toBe(`https://reviews.example.com${CALLBACK}`);
    expect(url.searchParams.get('state')).toMatch(/\S{20,}/);
    expect(await storedRow(shop)).toBeNull();
  });

  it('completes an OAuth install from a signed callback and opens the app in the admin', async () => {
    const shop = 'oauth-install.myshopify.com';
    const query = await callbackQuery(shop);
    const response = await callback(signQuery(query, TEST_SHOPIFY_API_SECRET));
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(`https://${shop}/admin/apps/${TEST_SHOPIFY_API_KEY}`);
    const codeGrants = fake.requestsOf(shop, 'authorization-code');
    expect(codeGrants).toHaveLength(1);
    expect(codeGrants[0]?.body).toMatchObject({ client_id: TEST_SHOPIFY_API_KEY, client_secret: TEST_SHOPIFY_API_SECRET, code: query.code, expiring: '1' });
    const row = await storedRow(shop);
    expect(row).toMatchObject({ pricingPlanId: 2, uninstalledAt: null, accessScopes: TEST_SHOPIFY_SCOPES });
    expect(JSON.stringify(row)).not.toContain(fake.latestGrant(shop)!.accessToken);

    // The same callback again: the code is spent, so Shopify refuses and nothing changes.
    const replayed = await callback(signQuery(query, TEST_SHOPIFY_API_SECRET));
    expect(replayed.status).toBe(401);
    expect(replayed.json?.message).toBe('code: Shopify refused the authorization code');
  });

  it('brings the merchant back to the page they signed in for, and never to another site', async () => {
    const shop = 'oauth-return.myshopify.com';
    const stateFor = async (redirectUrl: string) => {
      const response = await ctx.server.call('POST', '/api/v1/admin/login', { body: { shop, redirect_url: redirectUrl, referral_code: 'PARTNER7', url: 'https://app.example/login' } });
      return new URL(response.json?.data.redirect_url as string).searchParams.get('state')!;
    };
    const landing = async (redirectUrl: string) => {
      const query = { ...(await callbackQuery(shop)), state: await stateFor(redirectUrl) };
      return (await callback(signQuery(query, TEST_SHOPIFY_API_SECRET))).headers.get('Location');
    };
    expect(await landing('/reviewList')).toBe(`https://${shop}/admin/apps/${TEST_SHOPIFY_API_KEY}/reviewList`);
    // The partner code the merchant signed in with crosses the authorize screen and credits the install.
    const installed = (await storedRow(shop))!;
    const [credit] = await ctx.database.handle.db
      .select({ data: shopDocuments.data })
      .from(shopDocuments)
      .where(and(eq(shopDocuments.shopId, installed.id), eq(shopDocuments.kind, 'install_referral')));
    expect(credit?.data).toMatchObject({ code: 'PARTNER7', url: 'https://app.example/login' });
    for (const elsewhere of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', '/../../settings', '/plan?x=<script>']) {
      expect(await landing(elsewhere)).toBe(`https://${shop}/admin/apps/${TEST_SHOPIFY_API_KEY}`);
    }
  });

  it('refuses a callback with a bad HMAC, a stale timestamp or a foreign state, and stores nothing', async () => {
    const shop = 'callback-attack.myshopify.com';
    const cases: { query: Record<string, string>; status: number; message: RegExp }[] = [
      { query: { ...(await signedCallback(shop)), code: 'swapped-code' }, status: 401, message: /^hmac: / },
      { query: { ...(await signedCallback(shop)), hmac: '0'.repeat(64) }, status: 401, message: /^hmac: / },
      { query: await signedCallback(shop, { timestamp: String(Math.floor(Date.now() / 1000) - 150) }), status: 401, message: /^timestamp: / },
      { query: await signedCallback(shop, { timestamp: String(Math.floor(Date.now() / 1000) + 150) }), status: 401, message: /^timestamp: / },
      { query: await signedCallback(shop, { state: await issuedState('other-shop.myshopify.com') }), status: 401, message: /^state: / },
      { query: await signedCallback(shop, { state: 'made-up' }), status: 401, message: /^state: / },
      { query: await signedCallback(shop, { shop: 'evil.example.com' }), status: 422, message: /^shop: / },
    ];
    const { code: _code, ...withoutCode } = await signedCallback(shop);
    cases.push({ query: withoutCode, status: 422, message: /^code: / });
    for (const { query, status, message } of cases) {
      const response = await callback(query);
      expect({ status: response.status, code: response.json?.code }).toEqual({ status, code: status * 100 });
      expect(response.json?.message).toMatch(message);
    }
    expect(fake.requestsOf(shop)).toHaveLength(0);
    expect(await storedRow(shop)).toBeNull();

    // A state expires ten minutes after it was issued.
    const query = await callbackQuery(shop);
    clockOffsetMs = 11 * MINUTE_MS;
    const late = await callback(signQuery({ ...query, timestamp: String(Math.floor(Date.now() / 1000) + 11 * 60) }, TEST_SHOPIFY_API_SECRET));
    expect(late.status).toBe(401);
    expect(late.json?.message).toMatch(/^state: /);
    expect(await storedRow(shop)).toBeNull();

    async function signedCallback(forShop: string, overrides: Record<string, string> = {}) {
      return signQuery(await callbackQuery(forShop, overrides), TEST_SHOPIFY_API_SECRET);
    }
  });

  it('reinstalls an uninstalled shop on its next exchange', async () => {
    const shop = 'comes-back.myshopify.com';
    const oldToken = await install(shop);
    const row = await storedRow(shop);
    await ctx.server.shops.markUninstalled({ id: row!.id, domain: shop }, new Date());
    expect((await ctx.server.call('GET', '/api/v1/admin/get_user_info', { token: oldToken })).status).toBe(401);

    const newToken = await install(shop);
    expect(fake.requestsOf(shop, 'token-exchange')).toHaveLength(2);
    const info = await ctx.server.call('GET', '/api/v1/admin/get_user_info', { token: newToken });
    expect(info.json?.data).toMatchObject({ id: row!.id, myshopify_domain: shop });
    expect((await storedRow(shop))?.uninstalledAt).toBeNull();
    // The app token from before the uninstall names the same shop, yet belongs to the old install.
    expect((await ctx.server.call('GET', '/api/v1/admin/get_user_info', { token: oldToken })).status).toBe(401);
  });

  it('refreshes the access token shortly before it expires, once, with the rotated refresh token', async () => {
    const shop = 'long-session.myshopify.com';
    await install(shop);
    const row = await storedRow(shop);
    const tenant = { id: row!.id, domain: shop };
    const first = fake.latestGrant(shop)!;
    expect(await accessTokenFor(tenant)).toBe(first.accessToken);

    clockOffsetMs = 50 * MINUTE_MS;
    expect(await accessTokenFor(tenant)).toBe(first.accessToken);
    expect(fake.requestsOf(shop, 'refresh')).toHaveLength(0);

    clockOffsetMs = 56 * MINUTE_MS;
    const concurrent = await Promise.all([1, 2, 3].map(() => accessTokenFor(tenant)));
    const refreshes = fake.requestsOf(shop, 'refresh');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.body).toMatchObject({ grant_type: 'refresh_token', refresh_token: first.refreshToken, client_id: TEST_SHOPIFY_API_KEY });
    const second = fake.latestGrant(shop)!;
    expect(concurrent).toEqual([second.accessToken, second.accessToken, second.accessToken]);
    const refreshed = await storedRow(shop);
    expect(refreshed!.accessTokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 56 * MINUTE_MS + 59 * MINUTE_MS);
    expect(JSON.stringify(refreshed)).not.toContain(second.refreshToken);

    // The next refresh uses the new refresh token (the fake refuses the old one).
    clockOffsetMs = 112 * MINUTE_MS;
    expect(await accessTokenFor(tenant)).toBe(fake.latestGrant(shop)!.accessToken);
    expect(fake.requestsOf(shop, 'refresh')[1]?.body).toMatchObject({ refresh_token: second.refreshToken });
  });

  it('asks the admin to sign in again when the refresh token has expired too', async () => {
    const shop = 'dormant.myshopify.com';
    await install(shop);
    const row = await storedRow(shop);
    clockOffsetMs = 91 * 24 * 60 * MINUTE_MS;
    const failure: unknown = await accessTokenFor({ id: row!.id, domain: shop }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ kind: 'unauthorized', recovery: { kind: 'signInAgain' } });
    expect(fake.requestsOf(shop, 'refresh')).toHaveLength(0);
  });

  it('answers with the reauthorize headers while the grant lacks a required scope', async () => {
    const shop = 'narrow-grant.myshopify.com';
    fake.setGrantedScopes('read_products');
    const token = await install(shop);
    const response = await ctx.server.call('GET', '/api/v1/admin/get_user_info', { token });
    expect(response.status).toBe(401);
    expect(response.json).toMatchObject({ code: 40100, data: null });
    expect(response.json?.message).toMatch(/^scope: .*write_orders/);
    expect(response.headers.get('X-Shopify-API-Request-Failure-Reauthorize')).toBe('1');
    const url = new URL(response.headers.get('X-Shopify-API-Request-Failure-Reauthorize-Url')!);
    expect(url.origin + url.pathname).toBe(`https://${shop}/admin/oauth/authorize`);
    expect(url.searchParams.get('scope')).toBe(TEST_SHOPIFY_SCOPES);

    // The merchant approves the new scopes: the next sign-in exchanges again and the calls work.
    fake.setGrantedScopes('write_products,write_orders');
    const fresh = await install(shop);
    expect(fake.requestsOf(shop, 'token-exchange')).toHaveLength(2);
    expect((await ctx.server.call('GET', '/api/v1/admin/get_user_info', { token: fresh })).status).toBe(200);
  });
});
