import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AuthenticatedShop } from '../../../../server/application/shared/authenticated-shop';
import { HttpShopifyGateway } from '../../../../server/infrastructure/shopify/http-shopify-gateway';
import { ShopifyFeedProductCatalog } from '../../../../server/infrastructure/shopify/shopify-feed-product-catalog';
import { type FakeProduct, type FakeShop, startFakeShopifyAdminApi } from '../../../fakes/fake-shopify-admin-api';

const productId = (index: number) => `gid://shopify/Product/${index}`;
const products: FakeProduct[] = Array.from({ length: 120 }, (_, index) => ({
  id: productId(index + 1),
  title: `Board ${index + 1}`,
  handle: `board-${index + 1}`,
  vendor: 'Acme',
  status: index === 1 ? 'DRAFT' : index === 2 ? 'ARCHIVED' : index === 3 ? 'UNLISTED' : 'ACTIVE',
  variants: [
    { id: `gid://shopify/ProductVariant/${index + 1}1`, title: '150 cm', price: '499.00', inventoryQuantity: 1, sku: `SKU-${index + 1}-A`, barcode: '4006381333931' },
    { id: `gid://shopify/ProductVariant/${index + 1}2`, title: '160 cm', price: '519.00', inventoryQuantity: 1 },
  ],
}));
const ACME: FakeShop = {
  domain: 'acme.myshopify.com',
  accessToken: 'shpat_acme',
  name: 'Acme Goods',
  email: 'owner@acme.example',
  ownerName: 'Ada Acme',
  currencyCode: 'EUR',
  moneyFormat: '€{{amount}}',
  ianaTimezone: 'Europe/Paris',
  planName: 'Advanced',
  primaryDomain: 'shop.acme.example',
  products,
  collections: [],
};

describe('the feed reads its products from the Shopify Admin API in Shopify mode', () => {
  let fake: Awaited<ReturnType<typeof startFakeShopifyAdminApi>>;
  let catalog: ShopifyFeedProductCatalog;
  const acme: AuthenticatedShop = { id: 1, domain: ACME.domain };

  beforeAll(async () => {
    fake = await startFakeShopifyAdminApi([ACME]);
    catalog = new ShopifyFeedProductCatalog(new HttpShopifyGateway(() => Promise.resolve(ACME.accessToken), { baseUrlFor: () => fake.baseUrl }));
  });
  beforeEach(() => {
    fake.calls.length = 0;
  });
  afterAll(async () => {
    await fake.close();
  });

  it('asks for a page of 120 products in three queries of at most 50 ids', async () => {
    const found = await catalog.products(acme, products.map((product) => product.id));

    expect(found.size).toBe(120);
    expect(fake.calls.map((call) => (call.variables.ids as string[]).length)).toEqual([50, 50, 20]);
  });

  it('gives each product its title, handle, brand, SKUs and barcodes', async () => {
    const found = await catalog.products(acme, [productId(1)]);

    expect(found.get(productId(1))).toEqual({ title: 'Board 1', handle: 'board-1', status: 'ACTIVE', vendor: 'Acme', skus: ['SKU-1-A', ''], barcodes: ['4006381333931', ''] });
  });

  it('maps Shopify statuses to ours, an unlisted product reading as not active', async () => {
    const found = await catalog.products(acme, [productId(2), productId(3), productId(4)]);

    expect([...found.values()].map((product) => product.status)).toEqual(['DRAFT', 'ARCHIVED', 'DRAFT']);
  });

  it('leaves a deleted product absent, so the feed counts its reviews as product missing', async () => {
    const found = await catalog.products(acme, [productId(1), productId(999)]);

    expect([...found.keys()]).toEqual([productId(1)]);
  });

  it('asks nothing for a page without reviews', async () => {
    expect((await catalog.products(acme, [])).size).toBe(0);
    expect(fake.calls).toHaveLength(0);
  });
});
