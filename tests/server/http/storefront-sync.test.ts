import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DrizzleBulkJobRepository } from '../../../server/infrastructure/db/drizzle-bulk-job-repository';
import { DrizzleCatalogGateway } from '../../../server/infrastructure/db/drizzle-catalog-gateway';
import { DrizzleSettingsRepository } from '../../../server/infrastructure/db/drizzle-settings-repository';
import { DrizzleStorefrontSyncQueue } from '../../../server/infrastructure/db/drizzle-storefront-sync-queue';
import { REVIEW_WIDGET_SETTINGS_DOCUMENT } from '../../../server/application/settings/review-widget-settings-store';
import { storefrontMetafields, storefrontSyncQueue } from '../../../server/infrastructure/db/schema';
import { SYNC_MAX_ATTEMPTS } from '../../../server/application/storefront/storefront-sync-queue.port';
import { insertReviews } from '../support/review-fixtures';
import { type SignedInShop, signInShop, updateShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const PRODUCT = 'gid://shopify/Product/555';
const ADMIN = '/api/v1/admin';

describe.each(TEST_DATABASES)('the storefront sync on $name', (target) => {
  const ctx = useTestServer(target);
  const post = (shop: SignedInShop, path: string, body: unknown) => ctx.server.call('POST', `${ADMIN}/${path}`, { token: shop.token, body });
  const metafields = async (shop: SignedInShop) => {
    const rows = await ctx.database.handle.db
      .select()
      .from(storefrontMetafields)
      .where(and(eq(storefrontMetafields.shopId, shop.id), eq(storefrontMetafields.ownerId, PRODUCT)));
    return Object.fromEntries(rows.map((row) => [`${row.namespace}.${row.key}`, row.type === 'number_integer' ? Number(row.value) : JSON.parse(row.value)]));
  };
  const queued = (shop: SignedInShop) => ctx.database.handle.db.select().from(storefrontSyncQueue).where(eq(storefrontSyncQueue.shopId, shop.id));

  it('writes the rating metafields and the first page after every kind of change', async () => {
    const shop = await signInShop(ctx.server, 'sync-changes.myshopify.com');
    const [a, b, c] = await insertReviews(ctx.database.handle, shop, [
      { productId: PRODUCT, rating: 5, authorName: 'Ann Lee' },
      { productId: PRODUCT, rating: 4 },
      { productId: PRODUCT, rating: 1, published: false },
    ]);
    expect((await queued(shop)).map((row) => row.productId)).toEqual([PRODUCT]);
    await ctx.server.storefrontSync.drain();
    expect(await queued(shop)).toEqual([]);
    let written = await metafields(shop);
    expect(written['reviews.rating']).toEqual({ value: '4.5', scale_min: '1.0', scale_max: '5.0' });
    expect(written['reviews.rating_count']).toBe(2);
    expect(written['$app:starling.first_page']).toMatchObject({ summary: { average: '4.5', count: 2 }, page: 1 });
    expect(written['$app:starling.first_page'].json_ld.aggregateRating).toMatchObject({ ratingValue: '4.5', reviewCount: 2 });

    expect((await post(shop, 'update_reviews', { ids: [c], changes: { published: true } })).json?.code).toBe(0);
    await ctx.server.storefrontSync.drain();
    expect((await metafields(shop))['reviews.rating_count']).toBe(3);

    expect((await post(shop, 'reply_review', { id: a, body: 'Thank you, Ann', published: true })).json?.code).toBe(0);
    await ctx.server.storefrontSync.drain();
    written = await metafields(shop);
    const firstPage = written['$app:starling.first_page'] as { reviews: { id: number; reply: { body: string } | null }[] };
    expect(firstPage.reviews.find((review) => review.id === a)?.reply?.body).toBe('Thank you, Ann');

    await post(shop, 'save_shop_config', { show_batch_del_btn: '1' });
    const deleted = await post(shop, 'delete_reviews', { ids: [a, b, c], reason: 'spam' });
    expect(deleted.json?.code, deleted.text).toBe(0);
    await ctx.server.storefrontSync.drain();
    written = await metafields(shop);
    // A rating must lie on its 1-5 scale: without reviews the product has none at all.
    expect(written['reviews.rating']).toBeUndefined();
    expect(written['reviews.rating_count']).toBeUndefined();
    expect(written['$app:starling.first_page']).toMatchObject({ summary: { count: 0 }, reviews: [] });
  });

  it('builds each product of a round with its own shop\'s settings, when several shops change together', async () => {
    const [few, many] = [await signInShop(ctx.server, 'sync-round-few.myshopify.com'), await signInShop(ctx.server, 'sync-round-many.myshopify.com')];
    const settings = new DrizzleSettingsRepository(ctx.database.handle.db);
    await settings.writeDocument(few, REVIEW_WIDGET_SETTINGS_DOCUMENT, { reviews_per_page_number: 1 });
    await settings.writeDocument(many, REVIEW_WIDGET_SETTINGS_DOCUMENT, { reviews_per_page_number: 3 });
    const other = 'gid://shopify/Product/556';
    for (const shop of [few, many]) {
      await insertReviews(ctx.database.handle, shop, [{ productId: PRODUCT }, { productId: PRODUCT }, { productId: other }, { productId: other }]);
    }
    await ctx.server.storefrontSync.drain();
    const firstPage = (await metafields(few))['$app:starling.first_page'] as { per_page: number; reviews: unknown[] };
    expect([firstPage.per_page, firstPage.reviews.length]).toEqual([1, 1]);
    const manyPage = (await metafields(many))['$app:starling.first_page'] as { per_page: number; reviews: unknown[] };
    expect([manyPage.per_page, manyPage.reviews.length]).toEqual([3, 2]);
  });

  it('the demo store keeps the last value written to a metafield in one batch, and removes one written empty', async () => {
    const shop = await signInShop(ctx.server, 'sync-metafield-batch.myshopify.com');
    const gateway = new DrizzleCatalogGateway(ctx.database.handle.db);
    const owner = { kind: 'product', productId: PRODUCT } as const;
    await gateway.writeMetafields(shop, [
      { owner, namespace: 'reviews', key: 'rating_count', type: 'number_integer', value: '1' },
      { owner, namespace: 'reviews', key: 'rating_count', type: 'number_integer', value: '2' },
      { owner, namespace: '$app:starling', key: 'first_page', type: 'json', value: '{"page":1}' },
    ]);
    expect(await metafields(shop)).toEqual({ 'reviews.rating_count': 2, '$app:starling.first_page': { page: 1 } });
    await gateway.writeMetafields(shop, [
      { owner, namespace: 'reviews', key: 'rating_count', type: 'number_integer', value: null },
      { owner, namespace: '$app:starling', key: 'first_page', type: 'json', value: null },
      { owner, namespace: '$app:starling', key: 'first_page', type: 'json', value: '{"page":2}' },
    ]);
    expect(await metafields(shop)).toEqual({ '$app:starling.first_page': { page: 2 } });
  });

  it('keeps a row queued again while it was being written, so the newer change is written too', async () => {
    const shop = await signInShop(ctx.server, 'sync-requeue.myshopify.com');
    await insertReviews(ctx.database.handle, shop, [{ productId: PRODUCT }]);
    const queue = new DrizzleStorefrontSyncQueue(ctx.database.handle.db);
    const claimed = (await queue.claim(100, 60_000, new Date())).filter((item) => item.shopId === shop.id);
    expect(claimed.map((item) => item.productId)).toEqual([PRODUCT]);
    await insertReviews(ctx.database.handle, shop, [{ productId: PRODUCT, body: 'Arrived meanwhile' }]);
    await queue.done(claimed[0]!);
    expect((await queued(shop)).map((row) => [row.productId, row.claimedAt])).toEqual([[PRODUCT, null]]);
  });

  it('queues a product once more when another process wrote a newer change before this older write ended', async () => {
    const shop = await signInShop(ctx.server, 'sync-two-writers.myshopify.com');
    await insertReviews(ctx.database.handle, shop, [{ productId: PRODUCT }]);
    const [first, second] = [new DrizzleStorefrontSyncQueue(ctx.database.handle.db), new DrizzleStorefrontSyncQueue(ctx.database.handle.db)];
    const ofShop = async (queue: DrizzleStorefrontSyncQueue) => (await queue.claim(100, 60_000, new Date())).filter((item) => item.shopId === shop.id);
    const older = await ofShop(first);
    await insertReviews(ctx.database.handle, shop, [{ productId: PRODUCT, body: 'Arrived meanwhile' }]);
    const newer = await ofShop(second);
    expect(newer.map((item) => item.productId)).toEqual([PRODUCT]);
    await second.done(newer[0]!);
    expect(await queued(shop)).toEqual([]);
    await first.done(older[0]!);
    expect((await queued(shop)).map((row) => [row.productId, row.claimedAt])).toEqual([[PRODUCT, null]]);
  });

  it('lets a claim run out so a crashed writer does not hold a product forever', async () => {
    const shop = await signInShop(ctx.server, 'sync-lease.myshopify.com');
    await insertReviews(ctx.database.handle, shop, [{ productId: PRODUCT }]);
    const queue = new DrizzleStorefrontSyncQueue(ctx.database.handle.db);
    const ofShop = async (at: Date) => (await queue.claim(100, 60_000, at)).filter((item) => item.shopId === shop.id);
    const start = new Date();
    expect(await ofShop(start)).toHaveLength(1);
    expect(await ofShop(new Date(start.getTime() + 30_000))).toHaveLength(0);
    expect(await ofShop(new Date(start.getTime() + 61_000))).toHaveLength(1);
  });

  it("leaves a shop's products queued while its bulk job runs, and syncs them once it has ended or its process is gone", async () => {
    const busy = await signInShop(ctx.server, 'sync-bulk-busy.myshopify.com');
    const other = await signInShop(ctx.server, 'sync-bulk-other.myshopify.com');
    await insertReviews(ctx.database.handle, busy, [{ productId: PRODUCT }]);
    await insertReviews(ctx.database.handle, other, [{ productId: PRODUCT }]);
    const queue = new DrizzleStorefrontSyncQueue(ctx.database.handle.db);
    // A job over 2,000 of its reviews, held by another process for 30 s, as a worker claims one.
    const jobs = new DrizzleBulkJobRepository(ctx.database.handle.db);
    const owner = 'another process';
    const start = new Date();
    const job = await jobs.create(busy, { action: 'update', kind: 'reviews', params: {}, ids: Array.from({ length: 2000 }, (_, i) => i + 1), chunkSize: 1000 });
    expect(await jobs.claimNext(owner, start, new Date(start.getTime() + 30_000))).toMatchObject({ id: job });
    const claimedShops = async (at: Date) => (await queue.claim(100, 60_000, at)).map((item) => item.shopId).filter((id) => id === busy.id || id === other.id);

    // While the job's lease is live, only the other shop's product is taken.
    expect(await claimedShops(start)).toEqual([other.id]);
    expect((await queued(busy)).map((row) => [row.productId, row.claimedAt])).toEqual([[PRODUCT, null]]);
    // Its process gone (the lease ran out), the product is synced without waiting for a takeover.
    expect(await claimedShops(new Date(start.getTime() + 31_000))).toEqual([busy.id]);

    await ctx.database.handle.db.update(storefrontSyncQueue).set({ claimedAt: null }).where(eq(storefrontSyncQueue.shopId, busy.id));
    expect(await jobs.renew(busy, job, owner, new Date(start.getTime() + 120_000))).toBe(true);
    expect(await claimedShops(start)).toEqual([]);
    // The job ended: the storefront gets its result.
    expect(await jobs.finish(busy, job, owner, { status: 'succeeded', processed: 2000, error: null }, start)).toBe(true);
    expect(await claimedShops(start)).toEqual([busy.id]);
  });

  it('retries a failed write after a doubling backoff, gives up after the last attempt, and skips uninstalled shops', async () => {
    const shop = await signInShop(ctx.server, 'sync-backoff.myshopify.com');
    await insertReviews(ctx.database.handle, shop, [{ productId: PRODUCT }]);
    const queue = new DrizzleStorefrontSyncQueue(ctx.database.handle.db);
    const ofShop = async (at: Date) => (await queue.claim(100, 60_000, at)).filter((item) => item.shopId === shop.id);
    let at = new Date();
    let [item] = await ofShop(at);
    expect(await queue.failed(item!, at)).toBe(false);
    expect(await ofShop(new Date(at.getTime() + 10_000))).toEqual([]);
    at = new Date(at.getTime() + 31_000);
    [item] = await ofShop(at);
    expect(item?.attempts).toBe(1);
    for (let attempt = 2; attempt < SYNC_MAX_ATTEMPTS; attempt += 1) {
      expect(await queue.failed(item!, at)).toBe(false);
      at = new Date(at.getTime() + 3_600_000);
      [item] = await ofShop(at);
      expect(item?.attempts).toBe(attempt);
    }
    expect(await queue.failed(item!, at)).toBe(true);
    expect(await queued(shop)).toEqual([]);
    await insertReviews(ctx.database.handle, shop, [{ productId: PRODUCT, body: 'A new change' }]);
    await updateShop(ctx.database.handle, shop, { uninstalledAt: new Date() });
    expect(await ofShop(new Date(at.getTime() + 3_600_000))).toEqual([]);
    expect((await queued(shop)).map((row) => [row.productId, row.attempts])).toEqual([[PRODUCT, 0]]);
  });
});
