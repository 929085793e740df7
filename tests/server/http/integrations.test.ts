import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ShopProfile, type ShopRecord } from '../../../server/application/shops/shop-repository.port';
import { derivedSignSecret, HmacShopSigns } from '../../../server/infrastructure/auth/hmac-shop-signs';
import { type IntegrationsAnswer } from '../../../src/contracts/integrations.contract';
import { CHANNELWILL_SIGN_CLOCK_SKEW_SECONDS, CHANNELWILL_SIGN_LIFETIME_SECONDS } from '../../../src/domain/integrations/channelwill-sign';
import { type FakeShopify, sessionTokenFor, startFakeShopify } from '../../fakes/fake-shopify-server';
import { TEST_DATABASES } from '../support/test-databases';
import { createTestServer, TEST_APP_TOKEN_SECRET, type TestServer } from '../support/test-server';
import { TEST_SHOPIFY_API_KEY, TEST_SHOPIFY_API_SECRET, TEST_SHOPIFY_SCOPES, testShopifyApp } from '../support/test-shopify-app';
import { useTestServer } from '../support/use-test-server';

/*
 * /integrated (docs/product/integrations.md): get_integrations, Channelwill's signed link, and
 * development store mode's stand-in checking it as Channelwill does.
 */

const ADMIN = '/api/v1/admin';
const PARTNER_URL = 'https://partner.channelwill.test/starling/sign-in?from=reviews';
const SIGN_SECRET = 'test-channelwill-sign-secret';
const SECOND_MS = 1000;

interface SignedLink {
  readonly configured: true;
  readonly url: string;
  readonly expires_at: string;
}

async function linkFor(server: TestServer, token: string): Promise<URL> {
  const response = await server.call('GET', `${ADMIN}/get_channelwill_link`, { token });
  expect(response.json?.code).toBe(0);
  const link = response.json?.data as SignedLink;
  expect(link.configured).toBe(true);
  return new URL(link.url);
}

/** The stand-in's page for a link, as the merchant's browser opens it. */
async function openStandIn(server: TestServer, link: URL) {
  const response = await server.call('GET', `${link.pathname}${link.search}`);
  return { status: response.status, text: response.text };
}

function profileOf(record: ShopRecord): ShopProfile {
  const { name, owner, email, customDomain, shopifyPlan, currencySymbol, timeZone } = record;
  return { name, owner, email, customDomain, shopifyPlan, currencyCode: 'USD', currencySymbol, timeZone };
}

function withParam(link: URL, name: string, value: string): URL {
  const changed = new URL(link);
  changed.searchParams.set(name, value);
  return changed;
}

describe.each(TEST_DATABASES)('integrations in development store mode on $name', (target) => {
  let clockOffsetMs = 0;
  const ctx = useTestServer(target, () => ({ now: () => new Date(Date.now() + clockOffsetMs), developmentOrigin: 'http://localhost:4999' }));
  afterEach(() => {
    clockOffsetMs = 0;
  });

  it('lists the four integrations in order, Channelwill ready to open and the others not connected yet', async () => {
    const token = await ctx.server.signIn('integrations-index.myshopify.com');
    const response = await ctx.server.call('GET', `${ADMIN}/get_integrations`, { token });
    expect(response.json).toEqual({
      code: 0,
      message: expect.any(String),
      data: {
        integrations: [
          { key: 'google_shopping', state: 'not_connected', path: '/integrated/google_shopping' },
          { key: 'klaviyo', state: 'not_connected', path: '/integrated/klaviyo' },
          { key: 'instagram', state: 'not_connected', path: '/integrated/instagram' },
          { key: 'channelwill', state: 'available', path: '/integrated/channelwill' },
        ],
      },
    });
  });

  it('asks for a sign-in', async () => {
    const response = await ctx.server.call('GET', `${ADMIN}/get_integrations`);
    expect(response.status).toBe(401);
  });

  it("opens the stand-in with the shop's sign, which it verifies, for five minutes", async () => {
    const token = await ctx.server.signIn('channelwill-demo.myshopify.com');
    const before = Math.floor(Date.now() / SECOND_MS);
    const response = await ctx.server.call('GET', `${ADMIN}/get_channelwill_link`, { token });
    const answer = response.json?.data as SignedLink;
    const link = new URL(answer.url);
    expect(link.origin + link.pathname).toBe('http://localhost:4999/dev-channelwill');
    expect(link.searchParams.get('shop')).toBe('channelwill-demo.myshopify.com');
    const signTime = Number(link.searchParams.get('sign_time'));
    expect(signTime).toBeGreaterThanOrEqual(before);
    expect(Date.parse(answer.expires_at)).toBe((signTime + CHANNELWILL_SIGN_LIFETIME_SECONDS) * SECOND_MS);
    // Made with development store mode's own key, which no other app shares.
    const signs = new HmacShopSigns(derivedSignSecret(TEST_APP_TOKEN_SECRET, 'channelwill'));
    expect(signs.verify('channelwill', link.searchParams.get('sign') ?? '', Number(link.searchParams.get('shopify_shop_id')))).toBe(signTime);

    const page = await openStandIn(ctx.server, link);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1>Sign verified</h1>');
    expect(page.text).toContain('<dd>channelwill-demo.myshopify.com</dd>');

    clockOffsetMs = CHANNELWILL_SIGN_LIFETIME_SECONDS * SECOND_MS - 2 * SECOND_MS;
    expect((await openStandIn(ctx.server, link)).status).toBe(200);
    clockOffsetMs = (CHANNELWILL_SIGN_LIFETIME_SECONDS + 2) * SECOND_MS;
    const expired = await openStandIn(ctx.server, link);
    expect(expired.status).toBe(403);
    expect(expired.text).toContain('The sign has expired');
  });

  it('takes a sign made a little later than its clock, not one from further on', async () => {
    const token = await ctx.server.signIn('channelwill-skew.myshopify.com');
    clockOffsetMs = (CHANNELWILL_SIGN_CLOCK_SKEW_SECONDS - 2) * SECOND_MS;
    const slightlyAhead = await linkFor(ctx.server, token);
    clockOffsetMs = (CHANNELWILL_SIGN_CLOCK_SKEW_SECONDS + 5) * SECOND_MS;
    const farAhead = await linkFor(ctx.server, token);
    clockOffsetMs = 0;
    expect((await openStandIn(ctx.server, slightlyAhead)).status).toBe(200);
    const refused = await openStandIn(ctx.server, farAhead);
    expect(refused.status).toBe(403);
    expect(refused.text).toContain('claims to be made later than now');
  });

  it('refuses a tampered link: another sign, another time, another shop id or domain, or parts missing', async () => {
    const token = await ctx.server.signIn('channelwill-tamper.myshopify.com');
    const otherToken = await ctx.server.signIn('channelwill-other.myshopify.com');
    const link = await linkFor(ctx.server, token);
    const other = await linkFor(ctx.server, otherToken);
    const sign = link.searchParams.get('sign') ?? '';
    const flipped = `${sign.slice(0, -1)}${sign.endsWith('0') ? '1' : '0'}`;
    const cases: readonly [URL, string][] = [
      [withParam(link, 'sign', flipped), 'was not made for this shop'],
      [withParam(link, 'sign_time', String(Number(link.searchParams.get('sign_time')) + 60)), 'was not made for this shop'],
      [withParam(link, 'shopify_shop_id', other.searchParams.get('shopify_shop_id') ?? ''), 'was not made for this shop'],
      [withParam(link, 'shop', 'channelwill-other.myshopify.com'), 'do not name the same installed shop'],
      [withParam(link, 'sign', other.searchParams.get('sign') ?? ''), 'was not made for this shop'],
      [withParam(link, 'shopify_shop_id', 'abc'), 'lacks the shop'],
      [new URL('http://localhost:4999/dev-channelwill'), 'lacks the shop'],
    ];
    for (const [tampered, reason] of cases) {
      const page = await openStandIn(ctx.server, tampered);
      expect(page.status, tampered.search).toBe(403);
      expect(page.text, tampered.search).toContain(reason);
    }
  });

  it('escapes what it shows of the shop', async () => {
    const token = await ctx.server.signIn('channelwill-escape.myshopify.com');
    const record = await ctx.server.shops.findByDomain('channelwill-escape.myshopify.com');
    await ctx.server.shops.updateProfile(record!, { ...profileOf(record!), name: '<img src=x onerror=alert(1)>' });
    const page = await openStandIn(ctx.server, await linkFor(ctx.server, token));
    expect(page.text).not.toContain('<img src=x');
    expect(page.text).toContain('&lt;img src=x');
  });

  it('answers get_channelwill_sign with a sign the stand-in key verifies (development store mode)', async () => {
    const token = await ctx.server.signIn('channelwill-sign.myshopify.com');
    const response = await ctx.server.call('GET', `${ADMIN}/get_channelwill_sign`, { token });
    const { sign, sign_time } = response.json?.data as { sign: string; sign_time: number };
    const shopId = (await ctx.server.shops.findByDomain('channelwill-sign.myshopify.com'))!.id;
    expect(new HmacShopSigns(derivedSignSecret(TEST_APP_TOKEN_SECRET, 'channelwill')).verify('channelwill', sign, shopId)).toBe(sign_time);
  });
});

describe.each(TEST_DATABASES)('integrations in Shopify mode on $name', (target) => {
  let fake: FakeShopify;
  beforeAll(async () => {
    fake = await startFakeShopify({ apiKey: TEST_SHOPIFY_API_KEY, apiSecret: TEST_SHOPIFY_API_SECRET, grantedScopes: TEST_SHOPIFY_SCOPES });
  });
  afterAll(async () => {
    await fake.close();
  });
  const ctx = useTestServer(target, () => ({
    shopify: testShopifyApp({ channelwillSignSecret: SIGN_SECRET }),
    shopifyAdminOrigin: fake.adminOrigin,
    channelwillPartnerUrl: PARTNER_URL,
  }));

  async function install(server: TestServer, shop: string) {
    const session_token = await sessionTokenFor({ apiKey: TEST_SHOPIFY_API_KEY, apiSecret: TEST_SHOPIFY_API_SECRET, shop });
    const login = await server.call('POST', `${ADMIN}/login`, { body: { shop, session_token } });
    return login.json?.data.shop_info.token as string;
  }

  it("opens CHANNELWILL_PARTNER_URL with the shop and a sign Channelwill checks with the shared secret; no stand-in is served", async () => {
    const token = await install(ctx.server, 'channelwill-partner.myshopify.com');
    const link = await linkFor(ctx.server, token);
    expect(link.origin + link.pathname).toBe('https://partner.channelwill.test/starling/sign-in');
    expect(link.searchParams.get('from')).toBe('reviews');
    expect(link.searchParams.get('shop')).toBe('channelwill-partner.myshopify.com');
    const shopId = Number(link.searchParams.get('shopify_shop_id'));
    expect(new HmacShopSigns(SIGN_SECRET).verify('channelwill', link.searchParams.get('sign') ?? '', shopId)).toBe(Number(link.searchParams.get('sign_time')));
    // Only Channelwill's own signs: the same sign is worthless as a super-admin sign.
    expect(new HmacShopSigns(SIGN_SECRET).verify('super-admin', link.searchParams.get('sign') ?? '', shopId)).toBeNull();
    expect((await ctx.server.call('GET', '/dev-channelwill')).status).not.toBe(200);
  });

  it('says Channelwill is unavailable without a partner URL or without the secret', async () => {
    for (const options of [
      { shopify: testShopifyApp({ channelwillSignSecret: SIGN_SECRET }), channelwillPartnerUrl: null },
      { shopify: testShopifyApp({ channelwillSignSecret: null }), channelwillPartnerUrl: PARTNER_URL },
    ]) {
      const server = createTestServer(ctx.database.handle, { ...options, shopifyAdminOrigin: fake.adminOrigin });
      const token = await install(server, 'channelwill-unconfigured.myshopify.com');
      const index = await server.call('GET', `${ADMIN}/get_integrations`, { token });
      expect((index.json?.data as IntegrationsAnswer).integrations.at(-1)).toEqual({ key: 'channelwill', state: 'unavailable', path: '/integrated/channelwill' });
      const link = await server.call('GET', `${ADMIN}/get_channelwill_link`, { token });
      expect(link.json?.data).toEqual({ configured: false });
    }
  });
});
