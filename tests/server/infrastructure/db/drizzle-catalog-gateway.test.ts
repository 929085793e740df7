import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AuthenticatedShop } from '../../../../server/application/shared/authenticated-shop';
import { DEMO_FLOW_TRIGGERS_DOCUMENT, DEMO_FLOW_TRIGGERS_KEPT, DrizzleCatalogGateway, type DemoFlowTrigger } from '../../../../server/infrastructure/db/drizzle-catalog-gateway';
import { DrizzleSettingsRepository } from '../../../../server/infrastructure/db/drizzle-settings-repository';
import { DrizzleShopRepository } from '../../../../server/infrastructure/db/drizzle-shop-repository';
import { shops } from '../../../../server/infrastructure/db/schema';
import { addCatalog, productWithVariants } from '../../support/catalog-fixtures';
import { TEST_DATABASES } from '../../support/test-databases';
import { useTestDatabase } from '../../support/use-test-server';

describe.each(TEST_DATABASES)('the seeded catalog behind the Shopify gateway on $name', (target) => {
  const ctx = useTestDatabase(target);
  let gateway: DrizzleCatalogGateway;
  let shopA: AuthenticatedShop;
  let shopB: AuthenticatedShop;

  beforeAll(async () => {
    const repository = new DrizzleShopRepository(ctx.database.handle.db);
    shopA = await repository.install({ domain: 'catalog-a.myshopify.com', name: 'Catalog A', pricingPlanId: 2, currencySymbol: '€' });
    shopB = await repository.install({ domain: 'catalog-b.myshopify.com', name: 'Catalog B', pricingPlanId: 2 });
    await ctx.database.handle.db.update(shops).set({ currencyCode: 'EUR', email: 'owner@a.example' }).where(eq(shops.id, shopA.id));
    gateway = new DrizzleCatalogGateway(ctx.database.handle.db);

    await addCatalog(ctx.database.handle, shopA, {
      products: [
        {
          ...productWithVariants('p-shirt', 'Linen Shirt', ['Small', 'Medium', 'Large'], '39.90'),
          image: { url: 'https://cdn.example/shirt.jpg', altText: 'A linen shirt' },
        },
        productWithVariants('p-mug', 'Enamel Mug', ['Default Title'], '12.00'),
        { ...productWithVariants('p-draft', 'Draft Hat', ['Default Title']), status: 'DRAFT' },
        productWithVariants('p-percent', 'Discount 50% Bundle', ['Default Title']),
        productWithVariants('p-many', 'Sock Pack', Array.from({ length: 14 }, (_, index) => `Size ${index + 1}`)),
      ],
      collections: [
        { id: 'c-summer', title: 'Summer', image: { url: 'https://cdn.example/summer.jpg', altText: null }, productIds: ['p-shirt', 'p-mug'] },
        { id: 'c-empty', title: 'Empty Shelf', productIds: [] },
      ],
    });
    // Shop B reuses shop A's ids on purpose: only the shop in the key tells them apart.
    await addCatalog(ctx.database.handle, shopB, {
      products: [productWithVariants('p-shirt', 'Secret Shirt of B', ['Only'], '1.00'), productWithVariants('p-b', 'B Lamp', ['Default Title'])],
      collections: [{ id: 'c-summer', title: 'Summer of B', productIds: ['p-shirt', 'p-b'] }],
    });
  });

  it('lists the shop’s products by title with variants in the shop’s order and the picker’s facts', async () => {
    const products = await gateway.products(shopA, { keyword: '' });
    expect(products.map((product) => product.title)).toEqual(['Discount 50% Bundle', 'Draft Hat', 'Enamel Mug', 'Linen Shirt', 'Sock Pack']);
    const shirt = products.find((product) => product.id === 'p-shirt');
    expect(shirt).toEqual({
      id: 'p-shirt',
      title: 'Linen Shirt',
      status: 'ACTIVE',
      image: { url: 'https://cdn.example/shirt.jpg', altText: 'A linen shirt' },
      variants: [
        { id: 'p-shirt-v1', title: 'Small', price: '39.90', inventoryQuantity: 0 },
        { id: 'p-shirt-v2', title: 'Medium', price: '39.90', inventoryQuantity: 1 },
        { id: 'p-shirt-v3', title: 'Large', price: '39.90', inventoryQuantity: 2 },
      ],
      totalVariants: 3,
      hasOnlyDefaultVariant: false,
    });
    const mug = products.find((product) => product.id === 'p-mug');
    expect(mug).toMatchObject({ image: null, totalVariants: 1, hasOnlyDefaultVariant: true });
  });

  it('lists at most ten variants of a product but counts them all', async () => {
    const [socks] = await gateway.products(shopA, { keyword: 'sock' });
    expect(socks?.variants).toHaveLength(10);
    expect(socks?.variants[9]?.title).toBe('Size 10');
    expect(socks?.totalVariants).toBe(14);
  });

  it('searches titles by every word, case-insensitively, with % and _ taken literally', async () => {
    expect((await gateway.products(shopA, { keyword: '  LINEN   shi ' })).map((product) => product.id)).toEqual(['p-shirt']);
    expect(await gateway.products(shopA, { keyword: 'linen mug' })).toEqual([]);
    expect((await gateway.products(shopA, { keyword: '50%' })).map((product) => product.id)).toEqual(['p-percent']);
    expect(await gateway.products(shopA, { keyword: '%' })).toHaveLength(1);
    expect(await gateway.products(shopA, { keyword: '_' })).toEqual([]);
  });

  it('filters by status', async () => {
    expect((await gateway.products(shopA, { keyword: '', status: 'DRAFT' })).map((product) => product.id)).toEqual(['p-draft']);
    expect(await gateway.products(shopA, { keyword: '', status: 'ACTIVE' })).toHaveLength(4);
    expect(await gateway.products(shopA, { keyword: '', status: 'ARCHIVED' })).toEqual([]);
  });

  it('never returns another shop’s products, variants or collections, even under the same ids', async () => {
    const products = await gateway.products(shopA, { keyword: 'shirt' });
    expect(products.map((product) => product.title)).toEqual(['Linen Shirt']);
    expect(products[0]?.variants.map((variant) => variant.price)).toEqual(['39.90', '39.90', '39.90']);
    expect(await gateway.products(shopA, { keyword: 'lamp' })).toEqual([]);
    expect((await gateway.products(shopB, { keyword: '' })).map((product) => product.title)).toEqual(['B Lamp', 'Secret Shirt of B']);
    const summerOfA = (await gateway.collections(shopA, { keyword: 'summer' }))[0];
    expect(summerOfA).toMatchObject({ title: 'Summer', productsCount: 2 });
    expect(await gateway.collections(shopB, { keyword: 'empty' })).toEqual([]);
  });

  it('lists collections by title with their product counts', async () => {
    expect(await gateway.collections(shopA, { keyword: '' })).toEqual([
      { id: 'c-empty', title: 'Empty Shelf', image: null, productsCount: 0 },
      { id: 'c-summer', title: 'Summer', image: { url: 'https://cdn.example/summer.jpg', altText: null }, productsCount: 2 },
    ]);
  });

  it('answers with at most 50 products', async () => {
    const repository = new DrizzleShopRepository(ctx.database.handle.db);
    const big = await repository.install({ domain: 'catalog-big.myshopify.com', name: 'Big', pricingPlanId: 2 });
    await addCatalog(ctx.database.handle, big, {
      products: Array.from({ length: 60 }, (_, index) => productWithVariants(`p${index}`, `Item ${String(index).padStart(2, '0')}`, ['Default Title'])),
    });
    const products = await gateway.products(big, { keyword: '' });
    expect(products).toHaveLength(50);
    expect(products[49]?.title).toBe('Item 49');
  });

  it('gives the shop’s stored profile, currency and a money format from its symbol', async () => {
    expect(await gateway.shopInfo(shopA)).toEqual({
      name: 'Catalog A',
      domain: 'catalog-a.myshopify.com',
      email: 'owner@a.example',
      ownerName: '',
      currencyCode: 'EUR',
      moneyFormat: '€{{amount}}',
      timeZone: 'UTC',
      shopifyPlan: 'basic',
      primaryDomain: 'catalog-a.myshopify.com',
    });
    await expect(gateway.shopInfo({ id: shopA.id, domain: shopB.domain })).rejects.toMatchObject({ kind: 'notFound' });
  });

  it('reports the stored theme flags and storefront languages of a development store', async () => {
    await ctx.database.handle.db.update(shops).set({ themeEmbedEnabled: true }).where(eq(shops.id, shopA.id));
    expect(await gateway.themeAppStatus(shopA)).toEqual({ embedEnabled: true, appBlockAdded: false });
    expect(await gateway.themeAppStatus(shopB)).toEqual({ embedEnabled: false, appBlockAdded: false });
    await expect(gateway.themeAppStatus({ id: shopA.id, domain: shopB.domain })).rejects.toMatchObject({ kind: 'notFound' });
    expect(await gateway.shopLocales(shopB)).toEqual([{ locale: 'en', name: 'English', primary: true }]);
  });

  it('records the Shopify Flow triggers it is sent, the last 50 per shop, all of those sent side by side, and says so', async () => {
    const told: string[] = [];
    const flow = new DrizzleCatalogGateway(ctx.database.handle.db, { now: () => new Date('2026-03-10T12:00:00Z'), onFlowTrigger: (shop, trigger) => told.push(`${shop.domain} ${trigger.handle}`) });
    await Promise.all(Array.from({ length: DEMO_FLOW_TRIGGERS_KEPT + 5 }, (_, index) => flow.sendFlowTrigger(shopA, 'review-published', { 'Review ID': String(index) })));
    await flow.sendFlowTrigger(shopB, 'low-rating-received', { Rating: 1 });
    const recorded = (shop: AuthenticatedShop) => new DrizzleSettingsRepository(ctx.database.handle.db).readDocument(shop, DEMO_FLOW_TRIGGERS_DOCUMENT) as Promise<DemoFlowTrigger[]>;
    const ofA = await recorded(shopA);
    expect(ofA).toHaveLength(DEMO_FLOW_TRIGGERS_KEPT);
    // Side by side, every one lands; the five oldest gave way.
    expect(new Set(ofA.map((trigger) => trigger.payload['Review ID'])).size).toBe(DEMO_FLOW_TRIGGERS_KEPT);
    expect(ofA[0]).toMatchObject({ handle: 'review-published', received_at: '2026-03-10T12:00:00.000Z' });
    expect(await recorded(shopB)).toEqual([{ handle: 'low-rating-received', payload: { Rating: 1 }, received_at: '2026-03-10T12:00:00.000Z' }]);
    expect(told).toHaveLength(DEMO_FLOW_TRIGGERS_KEPT + 6);
    expect(told.at(-1)).toBe('catalog-b.myshopify.com low-rating-received');
  });
});
