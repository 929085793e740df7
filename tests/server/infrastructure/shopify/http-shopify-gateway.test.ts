import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../../server/application/shared/app-error';
import { type AuthenticatedShop } from '../../../../server/application/shared/authenticated-shop';
import { HttpShopifyGateway } from '../../../../server/infrastructure/shopify/http-shopify-gateway';
import { type FakeShop, startFakeShopifyAdminApi } from '../../../fakes/fake-shopify-admin-api';

const ACME: FakeShop = {
  domain: 'acme.myshopify.com',
  accessToken: 'shpat_acme',
  name: 'Acme Goods',
  email: 'owner@acme.example',
  ownerName: 'Ada Acme',
  currencyCode: 'EUR',
  moneyFormat: '<span class=money>&euro;{{amount}}</span>',
  ianaTimezone: 'Europe/Paris',
  planName: 'Advanced',
  primaryDomain: 'shop.acme.example',
  locales: [
    { locale: 'fr', name: 'French', primary: true, published: true },
    { locale: 'pt-BR', name: 'Portuguese (Brazil)', primary: false, published: true },
    { locale: 'de', name: 'German', primary: false, published: false },
  ],
  products: [
    {
      id: 'gid://shopify/Product/1',
      title: 'Snowboard Deluxe',
      status: 'ACTIVE',
      image: { url: 'https://cdn.shopify.com/snowboard.jpg', altText: 'Snowboard' },
      variants: [
        { id: 'gid://shopify/ProductVariant/11', title: '150 cm', price: '499.00', inventoryQuantity: 3 },
        { id: 'gid://shopify/ProductVariant/12', title: '160 cm', price: '519.00', inventoryQuantity: null },
      ],
    },
    { id: 'gid://shopify/Product/2', title: 'Gift Card', status: 'DRAFT', variants: [{ id: 'gid://shopify/ProductVariant/21', title: 'Default Title', price: '25.00', inventoryQuantity: 0 }] },
    { id: 'gid://shopify/Product/3', title: "D'Addario (Strings): Set", status: 'ACTIVE', variants: [{ id: 'gid://shopify/ProductVariant/31', title: 'Default Title', price: '9.50', inventoryQuantity: 40 }] },
    {
      id: 'gid://shopify/Product/4',
      title: 'Ski Socks',
      status: 'ACTIVE',
      variants: Array.from({ length: 12 }, (_, index) => ({ id: `gid://shopify/ProductVariant/4${index}`, title: `Size ${index}`, price: '5.00', inventoryQuantity: 1 })),
    },
  ],
  collections: [
    { id: 'gid://shopify/Collection/1', title: 'Winter', image: { url: 'https://cdn.shopify.com/winter.jpg', altText: null }, productIds: ['1', '4'] },
    { id: 'gid://shopify/Collection/2', title: 'Accessories', productIds: ['3'] },
  ],
};
/** A shop whose app has deployed only the "Review published" Flow trigger. */
const OTHER: FakeShop = { ...ACME, domain: 'other.myshopify.com', accessToken: 'shpat_other', name: 'Other', products: [], collections: [], flowTriggerHandles: ['review-published'] };

describe('the Shopify gateway over the GraphQL Admin API', () => {
  let fake: Awaited<ReturnType<typeof startFakeShopifyAdminApi>>;
  let tokenRequests: string[];
  let gateway: HttpShopifyGateway;
  const acme: AuthenticatedShop = { id: 1, domain: ACME.domain };

  beforeAll(async () => {
    fake = await startFakeShopifyAdminApi([ACME, OTHER]);
    gateway = new HttpShopifyGateway(
      (shop) => {
        tokenRequests.push(shop.domain);
        return Promise.resolve(shop.domain === ACME.domain ? ACME.accessToken : OTHER.accessToken);
      },
      { baseUrlFor: () => fake.baseUrl },
    );
  });
  beforeEach(() => {
    tokenRequests = [];
    fake.calls.length = 0;
  });
  afterAll(async () => {
    await fake.close();
  });

  it('reads products with variants and images, sorted by title, with the shop’s own access token', async () => {
    const products = await gateway.products(acme, { keyword: '' });
    expect(tokenRequests).toEqual([ACME.domain]);
    expect(fake.calls).toEqual([
      { shop: ACME.domain, operationName: 'StarlingPickerProducts', rootField: 'products', variables: { first: 50, variantsFirst: 10, query: null } },
    ]);
    expect(products.map((product) => product.title)).toEqual(["D'Addario (Strings): Set", 'Gift Card', 'Ski Socks', 'Snowboard Deluxe']);
    expect(products[3]).toEqual({
      id: 'gid://shopify/Product/1',
      title: 'Snowboard Deluxe',
      status: 'ACTIVE',
      image: { url: 'https://cdn.shopify.com/snowboard.jpg', altText: 'Snowboard' },
      variants: [
        { id: 'gid://shopify/ProductVariant/11', title: '150 cm', price: '499.00', inventoryQuantity: 3 },
        { id: 'gid://shopify/ProductVariant/12', title: '160 cm', price: '519.00', inventoryQuantity: 0 },
      ],
      totalVariants: 2,
      hasOnlyDefaultVariant: false,
    });
    expect(products[1]).toMatchObject({ image: null, hasOnlyDefaultVariant: true, totalVariants: 1 });
    expect(products[2]).toMatchObject({ totalVariants: 12 });
    expect(products[2]?.variants).toHaveLength(10);
  });

  it('turns the keyword into title prefix terms and the status into a status term', async () => {
    const found = await gateway.products(acme, { keyword: 'SNOW  del', status: 'ACTIVE' });
    expect(found.map((product) => product.title)).toEqual(['Snowboard Deluxe']);
    expect(fake.calls[0]?.variables.query).toBe('title:SNOW* AND title:del* AND status:active');
    expect(await gateway.products(acme, { keyword: 'gift', status: 'ACTIVE' })).toEqual([]);
    expect((await gateway.products(acme, { keyword: '', status: 'DRAFT' })).map((product) => product.title)).toEqual(['Gift Card']);
  });

  it('escapes the search syntax’s special characters so a keyword is only ever a title search', async () => {
    const found = await gateway.products(acme, { keyword: "d'addario (strings):" });
    expect(found.map((product) => product.title)).toEqual(["D'Addario (Strings): Set"]);
    expect(fake.calls[0]?.variables.query).toBe("title:d\\'addario* AND title:\\(strings\\)\\:*");
  });

  it('reads collections with image and product count', async () => {
    expect(await gateway.collections(acme, { keyword: '' })).toEqual([
      { id: 'gid://shopify/Collection/2', title: 'Accessories', image: null, productsCount: 1 },
      { id: 'gid://shopify/Collection/1', title: 'Winter', image: { url: 'https://cdn.shopify.com/winter.jpg', altText: null }, productsCount: 2 },
    ]);
    expect((await gateway.collections(acme, { keyword: 'win' })).map((collection) => collection.title)).toEqual(['Winter']);
    expect(fake.calls[1]).toMatchObject({ rootField: 'collections', variables: { first: 50, query: 'title:win*' } });
  });

  it('reads the shop’s name, owner, currency, money format, plan, time zone and primary domain', async () => {
    expect(await gateway.shopInfo(acme)).toEqual({
      name: 'Acme Goods',
      domain: 'acme.myshopify.com',
      email: 'owner@acme.example',
      ownerName: 'Ada Acme',
      currencyCode: 'EUR',
      moneyFormat: '<span class=money>&euro;{{amount}}</span>',
      timeZone: 'Europe/Paris',
      shopifyPlan: 'Advanced',
      primaryDomain: 'shop.acme.example',
    });
  });

  it('lists only the storefront languages the shop has published', async () => {
    expect(await gateway.shopLocales(acme)).toEqual([
      { locale: 'fr', name: 'French', primary: true },
      { locale: 'pt-BR', name: 'Portuguese (Brazil)', primary: false },
    ]);
    expect(fake.calls[0]).toMatchObject({ rootField: 'shopLocales' });
  });

  describe('theme app status', () => {
    const identifiers = { themeAppIdentifiers: ['starling-reviews', 'test-api-key'] };
    const embed = (type: string, disabled?: boolean) =>
      `/* Generated by Shopify: do not edit */\n${JSON.stringify({ current: { blocks: { '1': { type, ...(disabled === undefined ? {} : { disabled }), settings: {} } } } })}`;
    const template = (type: string, disabled?: boolean) =>
      JSON.stringify({ sections: { main: { type: 'main-product', blocks: { a: { type, ...(disabled === undefined ? {} : { disabled }) } } } } });
    const OURS = 'shopify://apps/starling-reviews/blocks/reviews-widget/0b3f1c2e';
    const THEIRS = 'shopify://apps/other-reviews/blocks/app-embed/9a8b7c6d';

    async function statusOf(files: Readonly<Record<string, string>> | undefined) {
      const shop: FakeShop = { ...OTHER, domain: 'theme.myshopify.com', accessToken: 'shpat_theme', ...(files ? { mainThemeFiles: files } : {}) };
      const themeFake = await startFakeShopifyAdminApi([shop]);
      try {
        const themed = new HttpShopifyGateway(() => Promise.resolve(shop.accessToken), { baseUrlFor: () => themeFake.baseUrl, ...identifiers });
        return await themed.themeAppStatus({ id: 9, domain: shop.domain });
      } finally {
        await themeFake.close();
      }
    }

    it('sees our enabled app embed and our app block on the product template of the published theme', async () => {
      expect(
        await statusOf({ 'config/settings_data.json': embed(OURS), 'templates/product.json': template(OURS), 'templates/index.json': template(OURS) }),
      ).toEqual({ embedEnabled: true, appBlockAdded: true });
    });

    it('does not count a disabled embed or block, another app’s blocks, or a shop without a published theme', async () => {
      expect(await statusOf({ 'config/settings_data.json': embed(OURS, true), 'templates/product.json': template(OURS, true) })).toEqual({
        embedEnabled: false,
        appBlockAdded: false,
      });
      expect(await statusOf({ 'config/settings_data.json': embed(THEIRS), 'templates/product.json': template(THEIRS) })).toEqual({
        embedEnabled: false,
        appBlockAdded: false,
      });
      expect(await statusOf(undefined)).toEqual({ embedEnabled: false, appBlockAdded: false });
    });

    it('recognises our blocks by the API key as well, and ignores files that are not JSON', async () => {
      expect(
        await statusOf({ 'config/settings_data.json': embed('shopify://apps/test-api-key/blocks/embed/1'), 'templates/product.json': '{ broken' }),
      ).toEqual({ embedEnabled: true, appBlockAdded: false });
    });
  });

  it('only ever sees the catalog of the shop whose token it sent', async () => {
    expect(await gateway.products({ id: 2, domain: OTHER.domain }, { keyword: '' })).toEqual([]);
    expect(fake.calls[0]?.shop).toBe(OTHER.domain);
  });

  it('creates the reviews page once and answers its storefront path (create_sidetab_review_page)', async () => {
    const page = { handle: 'reviews', title: 'Reviews', body: '' };
    expect(await gateway.ensurePage(acme, page)).toEqual({ url: '/pages/reviews' });
    expect(await gateway.ensurePage(acme, page)).toEqual({ url: '/pages/reviews' });
    const creates = fake.calls.filter((call) => call.rootField === 'pageCreate');
    expect(creates).toHaveLength(1);
    expect(creates[0]?.variables).toEqual({ page: { handle: 'reviews', title: 'Reviews', body: '', isPublished: true } });
  });

  it('creates a one-use discount code (discountCodeBasicCreate) and finds it again on a retry instead of making a second', async () => {
    const discount = {
      code: 'REVIEW-ABCDEFGHJK',
      title: 'Review reward REVIEW-ABCDEFGHJK',
      discountType: 1 as const,
      value: 15,
      startsAt: new Date('2026-03-01T10:00:00Z'),
      endsAt: new Date('2026-03-31T10:00:00Z'),
      usageLimit: 1,
    };
    const first = await gateway.createDiscountCode(acme, discount);
    expect(await gateway.createDiscountCode(acme, discount)).toEqual(first);
    expect(fake.calls.map((call) => call.operationName)).toEqual(['StarlingDiscountCodeBasicCreate', 'StarlingDiscountCodeBasicCreate', 'StarlingDiscountCodeByCode']);
    expect(fake.calls[0]?.variables).toEqual({
      basicCodeDiscount: {
        title: 'Review reward REVIEW-ABCDEFGHJK',
        code: 'REVIEW-ABCDEFGHJK',
        startsAt: '2026-03-01T10:00:00.000Z',
        endsAt: '2026-03-31T10:00:00.000Z',
        context: { all: 'ALL' },
        customerGets: { value: { percentage: 0.15 }, items: { all: true } },
        appliesOncePerCustomer: true,
        usageLimit: 1,
      },
    });
    expect(fake.discountsOf(ACME.domain)).toHaveLength(1);
  });

  it('sends a fixed amount as money with two decimals and no end date when the code never expires', async () => {
    await gateway.createDiscountCode(acme, { code: 'REVIEW-FIXED00002', title: 'Fixed', discountType: 2, value: 5.5, startsAt: new Date('2026-03-01T00:00:00Z'), endsAt: null, usageLimit: 1 });
    expect(fake.calls[0]?.variables).toMatchObject({
      basicCodeDiscount: { endsAt: null, customerGets: { value: { discountAmount: { amount: '5.50', appliesOnEachItem: false } }, items: { all: true } } },
    });
  });

  it('reports a discount Shopify refuses as an upstream failure', async () => {
    const refused = gateway.createDiscountCode(acme, { code: 'REVIEW-REFUSED002', title: 'Too much', discountType: 1, value: 150, startsAt: new Date(), endsAt: null, usageLimit: 1 });
    await expect(refused).rejects.toMatchObject({ kind: 'upstreamFailure', message: expect.stringContaining('Value must be between 0.0 and 1.0') });
  });

  it('sends a Shopify Flow trigger with flowTriggerReceive: the extension\'s handle and the payload as JSON', async () => {
    const payload = { product_id: 1, customer_id: 207119551, 'Review ID': '42', Rating: 2, 'Verified buyer': true, 'Review admin URL': 'https://acme.myshopify.com/admin/apps/key/reviewList?id=42' };
    await gateway.sendFlowTrigger(acme, 'low-rating-received', payload);
    expect(fake.calls).toEqual([{ shop: ACME.domain, operationName: 'StarlingFlowTriggerReceive', rootField: 'flowTriggerReceive', variables: { handle: 'low-rating-received', payload } }]);
    expect(fake.flowTriggersOf(ACME.domain)).toEqual([{ handle: 'low-rating-received', payload }]);
  });

  it('fails when Shopify Flow answers a user error (a handle the app has not deployed), so the trigger is tried again', async () => {
    const other: AuthenticatedShop = { id: 2, domain: OTHER.domain };
    const refused = gateway.sendFlowTrigger(other, 'low-rating-received', { 'Review ID': '1' });
    await expect(refused).rejects.toMatchObject({ kind: 'upstreamFailure', message: 'shopify: Shopify Flow refused the trigger low-rating-received (Invalid handle)' });
    await gateway.sendFlowTrigger(other, 'review-published', { 'Review ID': '1' });
    expect(fake.flowTriggersOf(OTHER.domain)).toEqual([{ handle: 'review-published', payload: { 'Review ID': '1' } }]);
  });

  it('waits out Shopify’s throttling and retries', async () => {
    fake.throttleNext(2);
    const products = await gateway.products(acme, { keyword: 'ski' });
    expect(products.map((product) => product.title)).toEqual(['Ski Socks']);
    expect(fake.calls).toHaveLength(3);
  });

  it('gives up with an upstream failure (a 502) when throttling lasts', async () => {
    fake.throttleNext(5);
    await expect(gateway.products(acme, { keyword: '' })).rejects.toMatchObject({ kind: 'upstreamFailure' });
    fake.throttleNext(0);
  });

  it('reports a refused token, a Shopify failure and an unreachable Shopify as an upstream failure (a 502), never as data', async () => {
    const stranger = new HttpShopifyGateway(() => Promise.resolve('shpat_revoked'), { baseUrlFor: () => fake.baseUrl });
    const refused = await stranger.shopInfo(acme).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ kind: 'upstreamFailure', message: 'shopify: the shop refused our access token' });

    fake.failNext(1, 500);
    await expect(gateway.collections(acme, { keyword: '' })).rejects.toMatchObject({ kind: 'upstreamFailure', message: 'shopify: the Admin API answered 500' });

    const unreachable = new HttpShopifyGateway(() => Promise.resolve(ACME.accessToken), { baseUrlFor: () => 'http://127.0.0.1:9' });
    await expect(unreachable.shopInfo(acme)).rejects.toMatchObject({ kind: 'upstreamFailure', message: 'shopify: the Admin API could not be reached' });
  });
});
