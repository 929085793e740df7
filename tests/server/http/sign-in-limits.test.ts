import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignInLimitSettings } from '../../../server/infrastructure/http/sign-in-limits';
import { type FakeShopify, sessionTokenFor, signQuery, startFakeShopify } from '../../fakes/fake-shopify-server';
import { TEST_DATABASES } from '../support/test-databases';
import { createTestServer } from '../support/test-server';
import { TEST_SHOPIFY_API_KEY, TEST_SHOPIFY_API_SECRET, TEST_SHOPIFY_SCOPES, testShopifyApp } from '../support/test-shopify-app';
import { useTestServer } from '../support/use-test-server';

const LOGIN = '/api/v1/admin/login';
const SUPER_ADMIN_EXCHANGE = '/api/v1/admin/exchange_customer_token_by_sign';
/** Behind one proxy, which appends the address it received the request from. */
const LIMITS: SignInLimitSettings = { attemptsPerAddressPerMinute: 3, refusalsPerShopPerTenMinutes: 2, trustedProxyHops: 1 };
const viaProxy = (address: string, claimed?: string) => ({ 'X-Forwarded-For': claimed ? `${claimed}, ${address}` : address });

describe.each(TEST_DATABASES)('sign-in rate limits per address on $name', (target) => {
  const ctx = useTestServer(target, { signInLimits: LIMITS });
  const login = (shop: string, address: string, claimed?: string) =>
    ctx.server.call('POST', LOGIN, { body: { shop }, headers: viaProxy(address, claimed) });

  it('answers 429 with Retry-After once an address has used its attempts, while other addresses still sign in', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await login('limits-a.myshopify.com', '203.0.113.7')).status).toBe(200);
    const refused = await login('limits-a.myshopify.com', '203.0.113.7');
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ code: 42900, data: null });
    expect(refused.json?.message).toMatch(/^address: too many sign-in attempts; try again in \d+ s$/);
    const retryAfter = Number(refused.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await login('limits-a.myshopify.com', '198.51.100.20')).status).toBe(200);
  });

  it('counts refused super-admin signs per shop id, however the id is written', async () => {
    const exchange = (shopId: string, address: string) =>
      ctx.server.call('POST', SUPER_ADMIN_EXCHANGE, { body: { shopify_shop_id: shopId, sign: 'not-a-sign' }, headers: viaProxy(address) });
    expect((await exchange('7', '203.0.113.21')).status).not.toBe(429);
    expect((await exchange('07', '203.0.113.22')).status).not.toBe(429);
    const refused = await exchange('7.0', '203.0.113.23');
    expect(refused.status).toBe(429);
    expect(refused.json?.message).toMatch(/^shop: /);
    expect((await exchange('8', '203.0.113.23')).status).not.toBe(429);
  });

  it('counts every sign-in route together, whatever the outcome', async () => {
    expect((await login('limits-b.myshopify.com', '203.0.113.8')).status).toBe(200);
    const bad = { shopify_shop_id: 1, sign: 'not-a-sign' };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await ctx.server.call('POST', SUPER_ADMIN_EXCHANGE, { body: bad, headers: viaProxy('203.0.113.8') });
      expect(response.status).not.toBe(429);
    }
    expect((await login('limits-b.myshopify.com', '203.0.113.8')).status).toBe(429);
  });

  it('believes only the entry the trusted proxy appended, not what the client wrote before it', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await login('limits-c.myshopify.com', '203.0.113.9', `10.0.0.${attempt}`)).status).toBe(200);
    expect((await login('limits-c.myshopify.com', '203.0.113.9', '10.0.0.99')).status).toBe(429);
  });

  it('counts an IPv6 client by its /64 network', async () => {
    for (let host = 1; host <= 3; host += 1) expect((await login('limits-d.myshopify.com', `2001:db8:1:2::${host}`)).status).toBe(200);
    expect((await login('limits-d.myshopify.com', '2001:db8:1:2:ffff::1')).status).toBe(429);
    expect((await login('limits-d.myshopify.com', '2001:db8:1:3::1')).status).toBe(200);
  });

  it.runIf(target.name === 'postgres')('holds across server processes sharing the database', async () => {
    const second = createTestServer(ctx.database.handle, { signInLimits: LIMITS });
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await login('limits-e.myshopify.com', '203.0.113.10')).status).toBe(200);
    const elsewhere = await second.call('POST', LOGIN, { body: { shop: 'limits-e.myshopify.com' }, headers: viaProxy('203.0.113.10') });
    expect(elsewhere.status).toBe(429);
  });
});

describe.each(TEST_DATABASES)('sign-in rate limits per shop on $name', (target) => {
  let fake: FakeShopify;
  beforeAll(async () => {
    fake = await startFakeShopify({ apiKey: TEST_SHOPIFY_API_KEY, apiSecret: TEST_SHOPIFY_API_SECRET, grantedScopes: TEST_SHOPIFY_SCOPES });
  });
  afterAll(async () => {
    await fake.close();
  });
  const ctx = useTestServer(target, () => ({ shopify: testShopifyApp(), shopifyAdminOrigin: fake.adminOrigin, signInLimits: LIMITS }));

  const sessionToken = (shop: string, apiSecret = TEST_SHOPIFY_API_SECRET) => sessionTokenFor({ apiKey: TEST_SHOPIFY_API_KEY, apiSecret, shop });
  const login = async (shop: string, address: string, apiSecret?: string) =>
    ctx.server.call('POST', LOGIN, { body: { shop, session_token: await sessionToken(shop, apiSecret) }, headers: viaProxy(address) });

  it('refuses a shop that had too many refused sign-ins, from any address, even with a good token; other shops sign in', async () => {
    const shop = 'targeted.myshopify.com';
    // The same shop written another way, as the route reads it, is the same counter.
    expect((await login('https://Targeted.myshopify.com/', '192.0.2.1', 'a-guessed-secret')).status).toBe(401);
    expect((await login(`${shop}//`, '192.0.2.2', 'another-guess')).status).toBe(401);
    const refused = await login(shop, '192.0.2.3');
    expect(refused.status).toBe(429);
    expect(refused.json?.message).toMatch(/^shop: too many sign-in attempts/);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(60);
    expect((await login('bystander.myshopify.com', '192.0.2.3')).status).toBe(200);
  });

  it('never counts successful sign-ins against the shop', async () => {
    const shop = 'busy-team.myshopify.com';
    for (let member = 1; member <= 5; member += 1) expect((await login(shop, `192.0.2.${10 + member}`)).status).toBe(200);
  });

  it('counts refused OAuth callbacks against the shop they name', async () => {
    const shop = 'oauth-target.myshopify.com';
    const forged = { shop, code: 'c', state: 's', timestamp: String(Math.floor(Date.now() / 1000)) };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await ctx.server.call('GET', `/api/v1/auth/callback?${new URLSearchParams(signQuery(forged, 'wrong-secret')).toString()}`, {
        headers: viaProxy(`192.0.2.${30 + attempt}`),
      });
      expect(response.status).toBe(401);
    }
    expect((await login(shop, '192.0.2.40')).status).toBe(429);
  });
});
