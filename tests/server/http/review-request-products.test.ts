import { describe, expect, it } from 'vitest';
import { SettingsRequestProductFilter } from '../../../server/application/collect/settings-request-product-filter';
import { DrizzleRequestProductCatalog } from '../../../server/infrastructure/db/drizzle-request-product-catalog';
import { DrizzleSettingsRepository } from '../../../server/infrastructure/db/drizzle-settings-repository';
import { DEFAULT_REVIEW_REQUEST_PRODUCT_SETTINGS } from '../../../src/domain/collect/review-request-products';
import { addCatalog, productWithVariants } from '../support/catalog-fixtures';
import { type SignedInShop, signInShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const ADMIN = '/api/v1/admin';
const product = (n: number) => `gid://shopify/Product/${n}`;
const collection = (n: number) => `gid://shopify/Collection/${n}`;

describe.each(TEST_DATABASES)('which products get review requests on $name', (target) => {
  const ctx = useTestServer(target);
  const call = (shop: SignedInShop, method: 'GET' | 'POST', name: string, body?: unknown) => ctx.server.call(method, `${ADMIN}/${name}`, { token: shop.token, ...(body === undefined ? {} : { body }) });
  const filter = () => new SettingsRequestProductFilter(new DrizzleSettingsRepository(ctx.database.handle.db), new DrizzleRequestProductCatalog(ctx.database.handle.db));

  it('asks every product until the merchant saves, then answers what was saved', async () => {
    const shop = await signInShop(ctx.server, 'request-products-save.myshopify.com');
    expect((await call(shop, 'GET', 'get_review_request_products')).json?.data).toEqual({ ...DEFAULT_REVIEW_REQUEST_PRODUCT_SETTINGS, titles: {} });
    const saved = await call(shop, 'POST', 'save_review_request_products', {
      scope: 'all_except',
      excluded_product_ids: [product(1), product(1), product(2)],
      excluded_collection_ids: [collection(7)],
      min_price: 4.5,
    });
    expect(saved.status).toBe(200);
    const expected = { scope: 'all_except', excluded_product_ids: [product(1), product(2)], excluded_collection_ids: [collection(7)], min_price: 4.5 };
    expect(saved.json?.data).toEqual({ ...expected, titles: {} });
    expect((await call(shop, 'POST', 'save_review_request_products', { scope: 'all' })).json?.data).toEqual({ ...expected, scope: 'all', titles: {} });
  });

  it('refuses a bad field with a 422 naming it, and changes nothing', async () => {
    const shop = await signInShop(ctx.server, 'request-products-refused.myshopify.com');
    for (const [body, message] of [
      [{ scope: 'some' }, 'scope: "some" is not one of all, all_except'],
      [{ excluded_product_ids: ['42'] }, 'excluded_product_ids'],
      [{ excluded_collection_ids: [product(1)] }, 'excluded_collection_ids'],
      [{ excluded_product_ids: Array.from({ length: 251 }, (_, index) => product(index + 1)) }, 'excluded_product_ids: must name at most 250 products'],
      [{ min_price: -1 }, 'min_price: must not be negative'],
      [{ min_price: 1.234 }, 'min_price: may have at most two decimals'],
      [{ min_price: '5' }, 'min_price: must be a number'],
      [{ tags: ['gift'] }, 'tags'],
      [{}, 'must change at least one setting'],
    ] as const) {
      const response = await call(shop, 'POST', 'save_review_request_products', body);
      expect(response.status, message).toBe(422);
      expect(response.json?.code).not.toBe(0);
      expect(response.json?.message).toContain(message);
    }
    expect((await call(shop, 'GET', 'get_review_request_products')).json?.data).toEqual({ ...DEFAULT_REVIEW_REQUEST_PRODUCT_SETTINGS, titles: {} });
  });

  it('the queue\'s filter resolves chosen products, a chosen collection and the minimum price through the catalog', async () => {
    const shop = await signInShop(ctx.server, 'request-products-filter.myshopify.com');
    const other = await signInShop(ctx.server, 'request-products-other.myshopify.com');
    await addCatalog(ctx.database.handle, shop, {
      products: [
        productWithVariants(product(1), 'Chosen', ['Default Title']),
        productWithVariants(product(2), 'In the collection', ['Default Title']),
        productWithVariants(product(3), 'Cheap', ['S', 'M'], '2.00'),
        productWithVariants(product(4), 'Asked', ['Default Title'], '25.00'),
      ],
      collections: [{ id: collection(7), title: 'Gift cards', productIds: [product(2)] }],
    });
    // The other shop's collection 7 holds product 4: it must not reach this shop.
    await addCatalog(ctx.database.handle, other, {
      products: [productWithVariants(product(4), 'Theirs', ['Default Title'])],
      collections: [{ id: collection(7), title: 'Theirs', productIds: [product(4)] }],
    });
    const order = [product(1), product(2), product(3), product(4), product(99)];
    expect([...(await filter().excludedProductIds(shop, order))]).toEqual([]);

    const saved = await call(shop, 'POST', 'save_review_request_products', { scope: 'all_except', excluded_product_ids: [product(1)], excluded_collection_ids: [collection(7)] });
    expect(saved.json?.data.titles).toEqual({ [product(1)]: 'Chosen', [collection(7)]: 'Gift cards' });
    expect([...(await filter().excludedProductIds(shop, order))].sort()).toEqual([product(1), product(2)]);

    await call(shop, 'POST', 'save_review_request_products', { min_price: 5 });
    expect([...(await filter().excludedProductIds(shop, order))].sort()).toEqual([product(1), product(2), product(3)]);

    // Every product again: the chosen lists are kept but no longer count; the price still does.
    await call(shop, 'POST', 'save_review_request_products', { scope: 'all' });
    expect([...(await filter().excludedProductIds(shop, order))]).toEqual([product(3)]);
    expect([...(await filter().excludedProductIds(other, order))]).toEqual([]);
    expect([...(await filter().excludedProductIds(shop, []))]).toEqual([]);
  });
});
