import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ShopifyAppConfig } from '../../../server/infrastructure/config/server-config';
import { AesGcmTokenCipher } from '../../../server/infrastructure/auth/aes-gcm-token-cipher';
import { DrizzleShopifyCredentialsRepository } from '../../../server/infrastructure/db/drizzle-shopify-credentials-repository';
import { type FakeShop, startFakeShopifyAdminApi } from '../../fakes/fake-shopify-admin-api';
import { addCatalog, productWithVariants } from '../support/catalog-fixtures';
import { type SignedInShop, signInShop, updateShop, withQuery } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { createTestServer } from '../support/test-server';
import { useTestDatabase, useTestServer } from '../support/use-test-server';

const APP_ID = 'starling-reviews';
const SISTER_APP_ID = 'starling-qa';
const EXPIRED_TOKEN_REASON = 1_100_003;
const PICKER_TOKEN_LIFETIME_MS = 300_000;

describe.each(TEST_DATABASES)('the resource picker’s store API on $name', (target) => {
  let clock = new Date('2025-06-01T12:00:00Z');
  const ctx = useTestServer(target, { now: () => clock });
  let shopA: SignedInShop;
  let shopB: SignedInShop;

  async function pickerToken(shop: SignedInShop, appId = APP_ID): Promise<string> {
    const response = await ctx.server.call('GET', withQuery('/store/v1/shop/app_info', { app_id: appId }), { token: shop.token });
    expect(response.json?.code).toBe(0);
    return response.json?.data.access_token as string;
  }

  type Response = Awaited<ReturnType<typeof ctx.server.call>>;
  const reasonOf = (response: Response) => (response.json as { reasonCode?: unknown } | null)?.reasonCode;
  const titlesOf = (response: Response, list: 'products' | 'collections' = 'products') =>
    (response.json?.data[list] as { title: string }[]).map((item) => item.title);

  function pickerCall(path: string, token: string, query: Record<string, string> = {}) {
    return ctx.server.call('GET', withQuery(path, { app_id: APP_ID, ...query }), { headers: { Authorization: token } });
  }

  beforeAll(async () => {
    shopA = await signInShop(ctx.server, 'picker-a.myshopify.com');
    shopB = await signInShop(ctx.server, 'picker-b.myshopify.com');
    await updateShop(ctx.database.handle, shopA, { currencySymbol: '£', currencyCode: 'GBP' });
    await addCatalog(ctx.database.handle, shopA, {
      products: [
        {
          ...productWithVariants('gid://shopify/Product/1', 'Wool Scarf', ['Red', 'Blue'], '24.50'),
          image: { url: 'https://cdn.example/scarf.jpg', altText: 'A red scarf' },
        },
        productWithVariants('gid://shopify/Product/2', 'Tea Tin', ['Default Title'], '8.00'),
        { ...productWithVariants('gid://shopify/Product/3', 'Winter Scarf Draft', ['Default Title']), status: 'DRAFT' },
      ],
      collections: [{ id: 'gid://shopify/Collection/1', title: 'Scarves', productIds: ['gid://shopify/Product/1'] }],
    });
    // Shop B has the same ids and a scarf of its own: none of it may reach shop A's picker.
    await addCatalog(ctx.database.handle, shopB, {
      products: [productWithVariants('gid://shopify/Product/1', 'B Scarf Secret', ['Default Title'], '1.00')],
      collections: [{ id: 'gid://shopify/Collection/1', title: 'B Scarves', productIds: ['gid://shopify/Product/1'] }],
    });
  });

  it('issues a short-lived picker token with the app’s icon to a signed-in admin', async () => {
    const response = await ctx.server.call('GET', withQuery('/store/v1/shop/app_info', { app_id: APP_ID }), { token: shopA.token });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ code: 0, data: { expires_in: 300, app: { id: APP_ID } } });
    expect(response.json?.data.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(response.json?.data.app.icon).toMatch(/^data:image\/svg\+xml,/);
  });

  it('knows both provider apps and refuses any other app id', async () => {
    const sister = await ctx.server.call('GET', withQuery('/store/v1/shop/app_info', { app_id: SISTER_APP_ID }), { token: shopA.token });
    expect(sister.json).toMatchObject({ code: 0, data: { app: { id: SISTER_APP_ID } } });
    const unknown = await ctx.server.call('GET', withQuery('/store/v1/shop/app_info', { app_id: 'someone-else' }), { token: shopA.token });
    expect(unknown.status).toBe(422);
    expect(unknown.json).toMatchObject({ message: 'appId is not Found', data: null });
    expect(unknown.json?.code).not.toBe(0);
    const missing = await ctx.server.call('GET', '/store/v1/shop/app_info', { token: shopA.token });
    expect(missing.status).toBe(422);
    expect(missing.json?.message).toMatch(/^app_id: /);
  });

  it('issues no picker token without the admin’s own token', async () => {
    const anonymous = await ctx.server.call('GET', withQuery('/store/v1/shop/app_info', { app_id: APP_ID }));
    expect(anonymous.status).toBe(401);
    const withPickerToken = await ctx.server.call('GET', withQuery('/store/v1/shop/app_info', { app_id: APP_ID }), {
      token: await pickerToken(shopA),
    });
    expect(withPickerToken.status).toBe(401);
  });

  it('lists the shop’s products in the picker’s fields with its currency format', async () => {
    const token = await pickerToken(shopA);
    const response = await pickerCall('/store/v1/products', token);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      code: 0,
      reasonCode: 0,
      message: 'ok',
      currency_format: '£{{amount}}',
      data: {
        products: [
          {
            id: 'gid://shopify/Product/2',
            title: 'Tea Tin',
            featured_media: null,
            variants: [{ id: 'gid://shopify/Product/2-v1', title: 'Default Title', price: '8.00', inventory_quantity: 0 }],
            total_variants: 1,
            has_only_default_variant: true,
          },
          {
            id: 'gid://shopify/Product/3',
            title: 'Winter Scarf Draft',
            featured_media: null,
            variants: [{ id: 'gid://shopify/Product/3-v1', title: 'Default Title', price: '10.00', inventory_quantity: 0 }],
            total_variants: 1,
            has_only_default_variant: true,
          },
          {
            id: 'gid://shopify/Product/1',
            title: 'Wool Scarf',
            featured_media: { preview: { image: { src: 'https://cdn.example/scarf.jpg', altText: 'A red scarf' } } },
            variants: [
              { id: 'gid://shopify/Product/1-v1', title: 'Red', price: '24.50', inventory_quantity: 0 },
              { id: 'gid://shopify/Product/1-v2', title: 'Blue', price: '24.50', inventory_quantity: 1 },
            ],
            total_variants: 2,
            has_only_default_variant: false,
          },
        ],
      },
    });
  });

  it('accepts the token with or without “Bearer ” and searches by keyword and status', async () => {
    const token = await pickerToken(shopA);
    const bearer = await pickerCall('/store/v1/products', `Bearer ${token}`, { keyword: 'scarf', status: 'active' });
    expect(titlesOf(bearer)).toEqual(['Wool Scarf']);
    const drafts = await pickerCall('/store/v1/products', token, { keyword: 'scarf', status: 'draft' });
    expect(titlesOf(drafts)).toEqual(['Winter Scarf Draft']);
    const anyStatus = await pickerCall('/store/v1/products', token, { keyword: 'SCARF', status: '' });
    expect(anyStatus.json?.data.products).toHaveLength(2);
  });

  it('refuses a status it does not know with a 422 naming the field', async () => {
    const response = await pickerCall('/store/v1/products', await pickerToken(shopA), { status: 'deleted' });
    expect(response.status).toBe(422);
    expect(response.json?.message).toBe('status: must be one of active, draft, archived, unlisted');
  });

  it('refuses a keyword with a NUL or another control character with a 422 naming keyword', async () => {
    const token = await pickerToken(shopA);
    for (const keyword of ['scarf\u0000', '\u0007bell']) {
      for (const path of ['/store/v1/products', '/store/v1/collections']) {
        const response = await pickerCall(path, token, { keyword });
        expect(response.status).toBe(422);
        expect(response.json?.message).toBe('keyword: must not contain control characters');
      }
    }
  });

  it('lists collections with image and product count', async () => {
    const response = await pickerCall('/store/v1/collections', await pickerToken(shopA), { keyword: 'scar' });
    expect(response.json).toMatchObject({
      code: 0,
      reasonCode: 0,
      data: { collections: [{ id: 'gid://shopify/Collection/1', title: 'Scarves', image: null, products_count: 1 }] },
    });
  });

  it('gives the shop’s basics', async () => {
    const response = await pickerCall('/store/v1/shop/shopify', await pickerToken(shopA));
    expect(response.json).toMatchObject({
      code: 0,
      reasonCode: 0,
      data: { name: 'Picker A', domain: 'picker-a.myshopify.com', currency: 'GBP', money_format: '£{{amount}}' },
    });
  });

  it('never shows shop A’s picker anything of shop B, whatever it searches', async () => {
    const token = await pickerToken(shopA);
    for (const keyword of ['', 'B', 'secret', 'scarf']) {
      const products = await pickerCall('/store/v1/products', token, { keyword });
      expect(titlesOf(products).some((title) => title.includes('B Scarf'))).toBe(false);
      const found = await pickerCall('/store/v1/collections', token, { keyword });
      expect(titlesOf(found, 'collections')).not.toContain('B Scarves');
    }
    const ofB = await pickerCall('/store/v1/products', await pickerToken(shopB));
    expect(titlesOf(ofB)).toEqual(['B Scarf Secret']);
  });

  it('answers an expired picker token with reasonCode 1100003 and a 401', async () => {
    const token = await pickerToken(shopA);
    const issuedAt = clock;
    clock = new Date(issuedAt.getTime() + PICKER_TOKEN_LIFETIME_MS + 1000);
    try {
      for (const path of ['/store/v1/products', '/store/v1/collections', '/store/v1/shop/shopify']) {
        const response = await pickerCall(path, token);
        expect(response.status).toBe(401);
        expect(reasonOf(response)).toBe(EXPIRED_TOKEN_REASON);
        expect(response.json?.code).not.toBe(0);
        expect(response.json?.data).toBeNull();
      }
    } finally {
      clock = issuedAt;
    }
    expect((await pickerCall('/store/v1/products', token)).status).toBe(200);
  });

  it('refuses a missing, forged or foreign token with a 401 and another reasonCode', async () => {
    const token = await pickerToken(shopA);
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${randomBytes(32).toString('base64url')}`;
    const cases = [
      await ctx.server.call('GET', withQuery('/store/v1/products', { app_id: APP_ID })),
      await pickerCall('/store/v1/products', forged),
      await pickerCall('/store/v1/products', shopA.token),
      await pickerCall('/store/v1/products', 'not-a-token'),
      await ctx.server.call('GET', withQuery('/store/v1/products', { app_id: SISTER_APP_ID }), { headers: { Authorization: token } }),
    ];
    for (const response of cases) {
      expect(response.status).toBe(401);
      expect(response.json?.code).not.toBe(0);
      expect(reasonOf(response)).toEqual(expect.any(Number));
      expect([0, EXPIRED_TOKEN_REASON]).not.toContain(reasonOf(response));
      expect(response.json?.data).toBeNull();
    }
  });

  it('does not let a picker token act as the admin’s token', async () => {
    const response = await ctx.server.call('GET', '/api/v1/admin/get_user_info', { token: await pickerToken(shopA) });
    expect(response.status).toBe(401);
  });

  it('stops serving a shop’s picker once the shop is uninstalled', async () => {
    const shop = await signInShop(ctx.server, 'picker-gone.myshopify.com');
    const token = await pickerToken(shop);
    await ctx.server.shops.markUninstalled(shop, clock);
    const response = await pickerCall('/store/v1/products', token);
    expect(response.status).toBe(401);
    expect(reasonOf(response)).not.toBe(EXPIRED_TOKEN_REASON);
  });

  it('answers an unknown store path with a 404 envelope', async () => {
    const response = await ctx.server.call('GET', '/store/v1/orders');
    expect(response.status).toBe(404);
    expect(response.json).toMatchObject({ code: 40400, data: null });
  });
});

describe.each(TEST_DATABASES)('the resource picker in Shopify mode on $name', (target) => {
  const SCOPES = 'read_products,read_orders';
  const shopifyShop: FakeShop = {
    domain: 'live-shop.myshopify.com',
    accessToken: 'shpat_live_shop_token',
    name: 'Live Shop',
    email: 'owner@live.example',
    currencyCode: 'CAD',
    moneyFormat: '<span class="money">${{amount}} CAD</span>',
    products: [
      {
        id: 'gid://shopify/Product/77',
        title: 'Maple Syrup',
        status: 'ACTIVE',
        image: { url: 'https://cdn.shopify.com/syrup.jpg', altText: null },
        variants: [{ id: 'gid://shopify/ProductVariant/770', title: 'Default Title', price: '15.00', inventoryQuantity: 12 }],
      },
    ],
    collections: [],
  };
  let fake: Awaited<ReturnType<typeof startFakeShopifyAdminApi>>;

  beforeAll(async () => {
    fake = await startFakeShopifyAdminApi([shopifyShop]);
  });
  afterAll(async () => {
    await fake.close();
  });
  const ctx = useTestDatabase(target);

  it('reads the picker’s products from the Admin API with the shop’s own stored access token', async () => {
    const encryptionKey = randomBytes(32);
    const shopify: ShopifyAppConfig = {
      apiKey: 'test-api-key',
      apiSecret: 'test-api-secret',
      scopes: SCOPES,
      appUrl: 'https://app.example',
      tokenEncryptionKey: encryptionKey,
      channelwillSignSecret: null,
    };
    const now = new Date();
    const server = createTestServer(ctx.database.handle, { shopify, shopifyAdminOrigin: () => fake.baseUrl, now: () => now });
    const record = await server.shops.install({ domain: shopifyShop.domain, name: 'Live Shop', pricingPlanId: 2 });
    const shop = { id: record.id, domain: record.domain };
    await new DrizzleShopifyCredentialsRepository(ctx.database.handle.db, new AesGcmTokenCipher(encryptionKey)).save(shop, {
      accessToken: shopifyShop.accessToken,
      accessTokenExpiresAt: new Date(now.getTime() + 3_600_000),
      refreshToken: 'shprt_refresh',
      refreshTokenExpiresAt: new Date(now.getTime() + 90 * 86_400_000),
      scopes: SCOPES.split(','),
    });
    const appToken = await server.tokens.issue(record);
    const info = await server.call('GET', withQuery('/store/v1/shop/app_info', { app_id: APP_ID }), { token: appToken });
    const pickerToken = info.json?.data.access_token as string;

    const response = await server.call('GET', withQuery('/store/v1/products', { app_id: APP_ID, keyword: 'map' }), {
      headers: { Authorization: pickerToken },
    });
    expect(response.json).toEqual({
      code: 0,
      reasonCode: 0,
      message: 'ok',
      currency_format: '${{amount}} CAD',
      data: {
        products: [
          {
            id: 'gid://shopify/Product/77',
            title: 'Maple Syrup',
            featured_media: { preview: { image: { src: 'https://cdn.shopify.com/syrup.jpg', altText: '' } } },
            variants: [{ id: 'gid://shopify/ProductVariant/770', title: 'Default Title', price: '15.00', inventory_quantity: 12 }],
            total_variants: 1,
            has_only_default_variant: true,
          },
        ],
      },
    });
    expect(fake.calls.map((call) => call.rootField).sort()).toEqual(['products', 'shop']);
    expect(fake.calls.find((call) => call.rootField === 'products')?.variables.query).toBe('title:map*');
  });
});
