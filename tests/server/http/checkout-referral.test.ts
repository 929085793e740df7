import { and, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { storefrontMetafields } from '../../../server/infrastructure/db/schema';
import { signAppProxyQuery } from '../../../server/infrastructure/shopify/app-proxy-signature';
import { CHECKOUT_REFERRAL_LINK_PATH, CHECKOUT_REFERRAL_METAFIELD } from '../../../src/domain/storefront/checkout-referral-prompt';
import { PLAN_ID_GROWTH_MONTHLY } from '../../../src/domain/plans/plan-catalog';
import { type SignedInShop, signInShop, updateShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { TEST_PUBLIC_ORIGIN } from '../support/test-server';
import { TEST_SHOPIFY_API_KEY, TEST_SHOPIFY_API_SECRET, testShopifyApp } from '../support/test-shopify-app';
import { useTestServer } from '../support/use-test-server';

const ADMIN = '/api/v1/admin';

/**
 * The referral card of the checkout extension (docs/product/referral-invites.md#checkout-prompt):
 * the offer travels in the `referral_prompt` shop metafield the sync writes, and the buyer's share
 * link comes from the app's server for the customer the checkout's session token names.
 */
describe.each(TEST_DATABASES)('the checkout referral card’s metafield on $name', (target) => {
  const ctx = useTestServer(target);
  const admin = (shop: SignedInShop, path: string, body: unknown) => ctx.server.call('POST', `${ADMIN}/${path}`, { token: shop.token, body });
  const cardMetafield = async (shop: SignedInShop) => {
    await ctx.server.storefrontSync.drain();
    const [row] = await ctx.database.handle.db
      .select()
      .from(storefrontMetafields)
      .where(and(eq(storefrontMetafields.shopId, shop.id), eq(storefrontMetafields.ownerId, 'shop'), eq(storefrontMetafields.namespace, CHECKOUT_REFERRAL_METAFIELD.namespace), eq(storefrontMetafields.key, CHECKOUT_REFERRAL_METAFIELD.key)));
    return JSON.parse(row!.value) as unknown;
  };

  it('is re-written when the offer or the placements are saved, hidden while either is off', async () => {
    const shop = await signInShop(ctx.server, 'checkout-card-sync.myshopify.com');
    await updateShop(ctx.database.handle, shop, { pricingPlanId: PLAN_ID_GROWTH_MONTHLY });
    expect((await admin(shop, 'set_referral_setting', { is_active: '1', friend_discount_value: 15, advocate_discount_type: 2, advocate_discount_value: 7.5 })).status).toBe(200);
    // Development store mode has no public app address: the card shows the offer, and no link is asked for.
    expect(await cardMetafield(shop)).toEqual({ shows: true, friend_reward: '15%', advocate_reward: '$7.50', link_endpoint: null });
    expect((await admin(shop, 'set_referral_widgets_setting', { checkout_prompt: '2' })).status).toBe(200);
    expect(await cardMetafield(shop)).toEqual({ shows: false });
    await admin(shop, 'set_referral_widgets_setting', { checkout_prompt: '1' });
    expect(await cardMetafield(shop)).toMatchObject({ shows: true, friend_reward: '15%' });
    await admin(shop, 'set_referral_setting', { is_active: '2' });
    expect(await cardMetafield(shop)).toEqual({ shows: false });
  });

  it('has no link endpoint to call in development store mode', async () => {
    expect((await ctx.server.call('GET', CHECKOUT_REFERRAL_LINK_PATH)).status).toBe(404);
  });
});

describe.each(TEST_DATABASES)('GET /api/v1/checkout/referral_link on $name', (target) => {
  const ctx = useTestServer(target, { shopify: testShopifyApp() });
  const CUSTOMER = 'gid://shopify/Customer/7001';

  const installShop = async (domain: string, documents: Record<string, Record<string, unknown>> = {}) => {
    const record = await ctx.server.shops.install({ domain, name: domain, pricingPlanId: PLAN_ID_GROWTH_MONTHLY });
    const shop = { id: record.id, domain: record.domain };
    await ctx.server.settings.writeDocument(shop, 'referral_settings', { is_active: '1', ...documents['referral_settings'] });
    if (documents['referral_placements']) await ctx.server.settings.writeDocument(shop, 'referral_placements', documents['referral_placements']);
    return shop;
  };
  /** A token as Shopify's checkout signs it (the claims of its documentation), with what a test changes. */
  const checkoutToken = (shop: string, claims: Record<string, unknown> = {}, options: { secret?: string; issuedAt?: number } = {}) => {
    const issuedAt = options.issuedAt ?? Math.floor(Date.now() / 1000);
    return new SignJWT({ dest: shop, aud: TEST_SHOPIFY_API_KEY, sub: CUSTOMER, ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(issuedAt)
      .setNotBefore(issuedAt)
      .setExpirationTime(issuedAt + 300)
      .setJti(`jti-${Math.random()}`)
      .sign(new TextEncoder().encode(options.secret ?? TEST_SHOPIFY_API_SECRET));
  };
  const ask = (token: string | null, path = CHECKOUT_REFERRAL_LINK_PATH) =>
    ctx.server.call('GET', path, { headers: { Origin: 'null', ...(token === null ? {} : { Authorization: `Bearer ${token}` }) } });
  /** The storefront referral block's code for the customer, through Shopify's app proxy. */
  const storefrontCode = async (shop: string, customer: string) => {
    const query = signAppProxyQuery(new URLSearchParams(), shop, TEST_SHOPIFY_API_SECRET, new Date(), customer);
    return (await ctx.server.call('GET', `/proxy/referral_link?${query.toString()}`)).json?.data.code as string;
  };

  it("answers the signed-in buyer's share link with the storefront's code for them, to any origin", async () => {
    const shop = await installShop('checkout-link.myshopify.com');
    const answer = await ask(await checkoutToken(shop.domain));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const code = await storefrontCode(shop.domain, '7001');
    expect(code).toMatch(/^7001-/);
    expect(answer.json?.data).toEqual({ code, share_url: `${TEST_PUBLIC_ORIGIN}/referral_share_link?shop=${shop.domain}&ref=${encodeURIComponent(code)}` });
    // The admin's form of `dest` names the same shop.
    expect((await ask(await checkoutToken(`https://${shop.domain}`))).json?.data.code).toBe(code);
  });

  it('answers the preflight a fetch with a bearer token needs', async () => {
    const preflight = await ctx.server.call('OPTIONS', CHECKOUT_REFERRAL_LINK_PATH, {
      headers: { Origin: 'null', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(preflight.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('authorization');
    expect(preflight.headers.get('Access-Control-Allow-Methods')).toContain('GET');
  });

  it('gives a buyer who is not signed in no code', async () => {
    const shop = await installShop('checkout-guest.myshopify.com');
    const answer = await ask(await checkoutToken(shop.domain, { sub: undefined }));
    expect(answer.status).toBe(200);
    expect(answer.json?.data).toEqual({ code: null, share_url: null });
  });

  it('refuses a token that does not verify, saying why, and gives no code', async () => {
    const shop = await installShop('checkout-refuse.myshopify.com');
    const longAgo = Math.floor(Date.now() / 1000) - 3600;
    for (const [token, message] of [
      [null, 'session token: send the checkout session token as Authorization: Bearer <token>'],
      ['not-a-token', 'session token: invalid'],
      [await checkoutToken(shop.domain, {}, { secret: 'someone-elses-secret' }), 'session token: invalid'],
      [await checkoutToken(shop.domain, {}, { issuedAt: longAgo }), 'session token: expired'],
      [await checkoutToken(shop.domain, { aud: 'another-app' }), 'session token: wrong audience'],
      [await checkoutToken('evil.example.com'), 'session token: wrong shop'],
      [await checkoutToken(shop.domain, { sub: 'gid://shopify/StaffMember/1' }), 'session token: wrong customer'],
    ] as const) {
      const answer = await ask(token);
      expect(answer.status, message).toBe(401);
      expect(answer.json?.code).not.toBe(0);
      expect(answer.json?.message).toBe(message);
      expect(answer.json?.data).toBeNull();
    }
  });

  it("takes the shop from the verified token only: another shop's code for the same customer differs", async () => {
    const shop = await installShop('checkout-tenant-a.myshopify.com');
    const other = await installShop('checkout-tenant-b.myshopify.com');
    const own = (await ask(await checkoutToken(shop.domain))).json?.data.code as string;
    const named = await ask(await checkoutToken(shop.domain), `${CHECKOUT_REFERRAL_LINK_PATH}?shop=${other.domain}`);
    expect(named.json?.data.code).toBe(own);
    expect((await ask(await checkoutToken(other.domain))).json?.data.code).toBe(await storefrontCode(other.domain, '7001'));
    expect(await storefrontCode(other.domain, '7001')).not.toBe(own);
    expect((await ask(await checkoutToken('checkout-not-installed.myshopify.com'))).status).toBe(404);
  });

  it('has no card data while the offer or the checkout card is off', async () => {
    const offerOff = await installShop('checkout-offer-off.myshopify.com', { referral_settings: { is_active: '2' } });
    const placementOff = await installShop('checkout-placement-off.myshopify.com', { referral_placements: { checkout_prompt: '2' } });
    for (const shop of [offerOff, placementOff]) {
      const answer = await ask(await checkoutToken(shop.domain));
      expect(answer.status, shop.domain).toBe(404);
      expect(answer.json?.message).toBe('referral prompt was not found');
      expect(answer.json?.data).toBeNull();
    }
  });
});
