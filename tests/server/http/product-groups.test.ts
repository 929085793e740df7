import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storefrontMetafields, storefrontSyncQueue } from '../../../server/infrastructure/db/schema';
import { deleteProductGroup, getProductGroup, getProductGroups, saveProductGroup } from '../../../src/contracts/product-groups.contract';
import { type ProductGroup, type ProductGroupListItem } from '../../../src/domain/product-groups/product-group';
import { insertReviews } from '../support/review-fixtures';
import { proxyCall } from '../support/storefront-proxy';
import { type SignedInShop, signInShop, withQuery } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const gid = (n: number) => `gid://shopify/Product/${n}`;
const product = (n: number, title = `Product ${n}`) => ({ id: gid(n), title, image_url: `https://cdn.example.com/${n}.png` });

describe.each(TEST_DATABASES)('product groups on $name', (target) => {
  const ctx = useTestServer(target);
  const save = (shop: SignedInShop, body: unknown) => ctx.server.call('POST', saveProductGroup.path, { token: shop.token, body });
  const remove = (shop: SignedInShop, id: number) => ctx.server.call('POST', deleteProductGroup.path, { token: shop.token, body: { id } });
  const list = async (shop: SignedInShop, query: Record<string, string> = {}) =>
    (await ctx.server.call('GET', withQuery(getProductGroups.path, query), { token: shop.token })).json?.data as { list: ProductGroupListItem[]; total: number };
  const queued = async (shop: SignedInShop) =>
    (await ctx.database.handle.db.select().from(storefrontSyncQueue).where(eq(storefrontSyncQueue.shopId, shop.id))).map((row) => row.productId).sort();
  const clearQueue = (shop: SignedInShop) => ctx.database.handle.db.delete(storefrontSyncQueue).where(eq(storefrontSyncQueue.shopId, shop.id));
  const metafield = async (shop: SignedInShop, productId: string, key: string): Promise<unknown> => {
    const [row] = await ctx.database.handle.db
      .select()
      .from(storefrontMetafields)
      .where(and(eq(storefrontMetafields.shopId, shop.id), eq(storefrontMetafields.ownerId, productId), eq(storefrontMetafields.key, key)));
    return row ? (JSON.parse(row.value) as unknown) : undefined;
  };
  /** The authors on a product's page as the widget's script reads it through the app proxy (its next pages and other orders). */
  const proxiedAuthors = async (shop: SignedInShop, n: number) =>
    (((await proxyCall(ctx.server, shop.domain, 'GET', 'reviews', { query: { product_id: String(n) } })).json?.data as { reviews: { author: string }[] }).reviews.map((review) => review.author).sort());

  it('creates, lists, searches, reads, changes and deletes a group with its reviews counted over every product', async () => {
    const shop = await signInShop(ctx.server, 'groups-crud.myshopify.com');
    await insertReviews(ctx.database.handle, shop, [
      { productId: gid(1), rating: 5 },
      { productId: gid(2), rating: 4 },
      { productId: gid(2), rating: 4 },
      { productId: gid(2), rating: 1, published: false },
      { productId: gid(9), rating: 1 },
    ]);
    const created = await save(shop, { name: '  Linen shirt  ', products: [product(1, 'Linen shirt – blue'), product(2, 'Linen shirt – sand')] });
    expect(created.status, created.text).toBe(200);
    const group = created.json?.data as ProductGroup;
    expect(group).toEqual({
      id: expect.any(Number),
      name: 'Linen shirt',
      products: [product(1, 'Linen shirt – blue'), product(2, 'Linen shirt – sand')],
      review_count: 3,
      average_rating: 4.3,
    });
    await save(shop, { name: 'Árbol mugs', products: [product(3, 'Mug'), product(4, 'Cup')] });

    expect(await list(shop)).toEqual({
      list: [
        { id: expect.any(Number), name: 'Árbol mugs', product_count: 2, product_titles: ['Mug', 'Cup'], review_count: 0, average_rating: null },
        { id: group.id, name: 'Linen shirt', product_count: 2, product_titles: ['Linen shirt – blue', 'Linen shirt – sand'], review_count: 3, average_rating: 4.3 },
      ],
      total: 2,
    });
    // The keyword matches a name or a product's title, case and accents folded.
    expect((await list(shop, { keyword: 'arbol' })).list.map((row) => row.name)).toEqual(['Árbol mugs']);
    expect((await list(shop, { keyword: 'SAND' })).list.map((row) => row.name)).toEqual(['Linen shirt']);
    expect(await list(shop, { page: '2', page_size: '1' })).toMatchObject({ list: [{ name: 'Linen shirt' }], total: 2 });

    const changed = await save(shop, { id: group.id, name: 'Linen shirts', products: [product(2, 'Linen shirt – sand'), product(5)] });
    expect(changed.json?.data).toMatchObject({ id: group.id, name: 'Linen shirts', products: [{ id: gid(2) }, { id: gid(5) }], review_count: 2, average_rating: 4 });
    expect((await ctx.server.call('GET', withQuery(getProductGroup.path, { id: String(group.id) }), { token: shop.token })).json?.data).toEqual(changed.json?.data);

    expect((await remove(shop, group.id)).json?.data).toEqual({ deleted: true });
    expect((await remove(shop, group.id)).json?.data).toEqual({ deleted: false });
    expect((await ctx.server.call('GET', withQuery(getProductGroup.path, { id: String(group.id) }), { token: shop.token })).status).toBe(404);
    expect((await save(shop, { id: group.id, name: 'Gone', products: [product(1), product(2)] })).status).toBe(404);
  });

  it('refuses a product already in another group with a 422 naming the product and that group, saving nothing', async () => {
    const shop = await signInShop(ctx.server, 'groups-conflict.myshopify.com');
    const first = (await save(shop, { name: 'Shirts', products: [product(1, 'Blue shirt'), product(2)] })).json?.data as ProductGroup;
    const refused = await save(shop, { name: 'Tops', products: [product(3), product(1, 'Blue shirt')] });
    expect(refused).toMatchObject({
      status: 422,
      json: {
        message: 'products: “Blue shirt” is already in the group “Shirts”; a product belongs to one group at most',
        data: { product_id: gid(1), product_title: 'Blue shirt', group_id: first.id, group_name: 'Shirts' },
      },
    });
    expect((await list(shop)).total).toBe(1);
    // A group's own products are no conflict when it is saved again.
    expect((await save(shop, { id: first.id, name: 'Shirts', products: [product(2), product(1, 'Blue shirt')] })).status).toBe(200);
  });

  it('refuses broken input with a 422 naming the field', async () => {
    const shop = await signInShop(ctx.server, 'groups-input.myshopify.com');
    const cases: [unknown, string][] = [
      [{ name: '', products: [product(1), product(2)] }, 'name'],
      [{ name: 'One', products: [product(1)] }, 'products'],
      [{ name: 'Twice', products: [product(1), product(1)] }, 'products'],
      [{ name: 'Bad id', products: [product(1), { id: 'gid://shopify/Collection/2', title: 'C' }] }, 'products.1.id'],
      [{ name: 'Bad image', products: [product(1), { ...product(2), image_url: 'javascript:alert(1)' }] }, 'products.1.image_url'],
    ];
    for (const [body, field] of cases) {
      const answer = await save(shop, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.json?.message).toMatch(new RegExp(`^${field.replace(/\./g, '\\.')}: `));
    }
    expect((await ctx.server.call('GET', withQuery(getProductGroups.path, { page: '0' }), { token: shop.token })).json?.message).toMatch(/^page: /);
    expect((await list(shop)).total).toBe(0);
  });

  it('queues exactly the products added, removed and kept, and their storefront shows the group’s reviews and rating', async () => {
    const shop = await signInShop(ctx.server, 'groups-storefront.myshopify.com');
    await insertReviews(ctx.database.handle, shop, [
      { productId: gid(1), rating: 5, authorName: 'Ann Lee' },
      { productId: gid(2), rating: 3, authorName: 'Bo Ray' },
      { productId: gid(7), rating: 1 },
    ]);
    await ctx.server.storefrontSync.drain();
    expect((await metafield(shop, gid(1), 'rating_count'))).toBe(1);
    expect(await proxiedAuthors(shop, 1)).toEqual(['Ann L.']);

    const group = (await save(shop, { name: 'Pair', products: [product(1), product(2)] })).json?.data as ProductGroup;
    // At once, although the server remembers which products share reviews between reads.
    expect(await proxiedAuthors(shop, 1)).toEqual(['Ann L.', 'Bo R.']);
    expect(await queued(shop)).toEqual([gid(1), gid(2)]);
    await ctx.server.storefrontSync.drain();
    for (const member of [gid(1), gid(2)]) {
      expect(await metafield(shop, member, 'rating')).toEqual({ value: '4.0', scale_min: '1.0', scale_max: '5.0' });
      expect(await metafield(shop, member, 'rating_count')).toBe(2);
      const firstPage = (await metafield(shop, member, 'first_page')) as { json_ld: { aggregateRating: unknown }; reviews: { author: string }[] };
      expect(firstPage.json_ld.aggregateRating).toMatchObject({ ratingValue: '4.0', reviewCount: 2 });
      expect(firstPage.reviews.map((review) => review.author).sort()).toEqual(['Ann L.', 'Bo R.']);
    }

    // A new review of one member reaches every member.
    await insertReviews(ctx.database.handle, shop, [{ productId: gid(2), rating: 4 }]);
    await ctx.server.storefrontSync.drain();
    expect(await metafield(shop, gid(1), 'rating_count')).toBe(3);

    await clearQueue(shop);
    await save(shop, { id: group.id, name: 'Pair', products: [product(2), product(3)] });
    expect(await queued(shop)).toEqual([gid(1), gid(2), gid(3)]);
    expect(await proxiedAuthors(shop, 1)).toEqual(['Ann L.']);
    await ctx.server.storefrontSync.drain();
    expect(await metafield(shop, gid(1), 'rating_count')).toBe(1);
    expect(await metafield(shop, gid(3), 'rating_count')).toBe(2);

    await clearQueue(shop);
    await remove(shop, group.id);
    expect(await queued(shop)).toEqual([gid(2), gid(3)]);
    expect(await proxiedAuthors(shop, 2)).toHaveLength(2);
    expect(await proxiedAuthors(shop, 3)).toEqual([]);
    await ctx.server.storefrontSync.drain();
    expect(await metafield(shop, gid(3), 'rating_count')).toBeUndefined();
    expect(await metafield(shop, gid(7), 'rating_count')).toBe(1);
  });
});
