import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type AuthenticatedShop } from '../../../server/application/shared/authenticated-shop';
import { rowsOf } from '../../../server/infrastructure/db/raw-rows';
import { productRatingCounts, reviewFacetCounts, shops } from '../../../server/infrastructure/db/schema';
import { fileFormatById } from '../../../src/domain/import/file-formats';
import { type ImportAnalysis } from '../../../src/domain/import/import-views';
import { PLAN_ID_GROWTH_MONTHLY } from '../../../src/domain/plans/plan-catalog';
import { type DatabaseHandle } from '../../../server/infrastructure/db/database';
import { insertManyReviews, insertReviews } from '../support/review-fixtures';
import { type SignedInShop, signInShop, updateShop } from '../support/shop-fixtures';
import { proxyCall } from '../support/storefront-proxy';
import { TEST_DATABASES } from '../support/test-databases';
import { signedWebhooks, webhookShopifyApp } from '../support/test-shopify-app';
import { useTestServer } from '../support/use-test-server';

const ADMIN = '/api/v1/admin';
const NOW = new Date('2026-03-10T12:00:00Z');
const JUDGEME_FILE = [
  fileFormatById('judgeme').export.headers.join(','),
  'Warm and dry,"Kept me dry all day.",5,2024-03-05 14:02:11 UTC,web,ok,Ada Lovelace,ada@example.com,,,,,,,GB',
  'Itchy,Too itchy for me.,2,2024-03-07 10:00:00 UTC,verified,ok,Bob Stone,bob@example.com,,,,,,,US',
  'Empty,,4,2024-03-08 10:00:00 UTC,web,ok,Cy Blank,cy@example.com,,,,,,,US',
].join('\r\n');
const API_SECRET = 'shpss_test_facet_counts_secret';

/** The facet columns of review_facet_counts, as the trigger derives them from a review. */
const FACET_KEY = sql.raw(`rating, published, source, has_photo, has_video, has_text, featured, verified, top_review, in_shows`);
const REVIEW_FACET_KEY = sql.raw(`rating, published, source, photo_count > 0 as has_photo, video_count > 0 as has_video, has_text, featured, verified, top_review, in_shows`);

/**
 * The shop's kept counts (groups above 0) beside a COUNT(*) of its reviews by the same columns:
 * what get_review_facets sums must be what counting the rows gives, after every write path.
 */
async function keptAndCounted(database: DatabaseHandle, shop: AuthenticatedShop) {
  const rows = async (query: ReturnType<typeof sql>) => (await rowsOf<Record<string, unknown>>(database.db.execute(query))).map((row) => JSON.stringify(row)).sort();
  return Promise.all([
    rows(sql`select ${FACET_KEY}, count::int as count from review_facet_counts where shop_id = ${shop.id} and count <> 0`),
    rows(sql`select ${REVIEW_FACET_KEY}, count(*)::int as count from reviews where shop_id = ${shop.id} group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10`),
  ]);
}

/** The same per UTC day of commented_at, which a date range's whole days read. */
async function dayCountsKeptAndCounted(database: DatabaseHandle, shop: AuthenticatedShop) {
  const rows = async (query: ReturnType<typeof sql>) => (await rowsOf<Record<string, unknown>>(database.db.execute(query))).map((row) => JSON.stringify(row)).sort();
  return Promise.all([
    rows(sql`select day::text as day, ${FACET_KEY}, count::int as count from review_facet_day_counts where shop_id = ${shop.id} and count <> 0`),
    rows(sql`select (commented_at at time zone 'UTC')::date::text as day, ${REVIEW_FACET_KEY}, count(*)::int as count from reviews where shop_id = ${shop.id} group by 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11`),
  ]);
}

/** The same for each product's published reviews per rating, which a storefront page's stars read. */
async function productRatingsKeptAndCounted(database: DatabaseHandle, shop: AuthenticatedShop) {
  const rows = async (query: ReturnType<typeof sql>) => (await rowsOf<Record<string, unknown>>(database.db.execute(query))).map((row) => JSON.stringify(row)).sort();
  return Promise.all([
    rows(sql`select product_id, rating, count::int as count from product_rating_counts where shop_id = ${shop.id} and count <> 0`),
    rows(sql`select product_id, rating, count(*)::int as count from reviews where shop_id = ${shop.id} and published group by 1, 2`),
  ]);
}

async function expectCountsExact(database: DatabaseHandle, shop: AuthenticatedShop): Promise<number> {
  const [kept, counted] = await keptAndCounted(database, shop);
  expect(kept).toEqual(counted);
  const [keptDays, countedDays] = await dayCountsKeptAndCounted(database, shop);
  expect(keptDays).toEqual(countedDays);
  const [keptRatings, countedRatings] = await productRatingsKeptAndCounted(database, shop);
  expect(keptRatings).toEqual(countedRatings);
  return counted.length;
}

describe.each(TEST_DATABASES)('the review list facet counts and products’ rating counts kept on write, on $name', (target) => {
  describe('through the admin and the storefront', () => {
    let failNextChunk = false;
    const ctx = useTestServer(target, {
      now: () => NOW,
      bulkChunkSize: 200,
      importWorker: { leaseMs: 60_000, pollMs: 60_000, chunkRows: 2 },
      bulkAfterChunk: (done) => {
        if (failNextChunk && done.chunk === 2) {
          failNextChunk = false;
          return Promise.reject(new Error('injected failure after a chunk'));
        }
        return Promise.resolve();
      },
    });
    const post = (shop: SignedInShop, path: string, body: unknown) => ctx.server.call('POST', `${ADMIN}/${path}`, { token: shop.token, body });
    const get = (shop: SignedInShop, path: string) => ctx.server.call('GET', `${ADMIN}/${path}`, { token: shop.token });
    const facets = async (shop: SignedInShop, query = '') => {
      const answer = await get(shop, `get_review_facets${query === '' ? '' : `?${query}`}`);
      expect(answer.status, answer.text).toBe(200);
      return answer.json!.data as { total: number; ratings: Record<string, number>; publishes: Record<string, number>; resource_types: Record<string, number>; sources: Record<string, number> };
    };
    const countWhere = async (shop: SignedInShop, where: ReturnType<typeof sql>) =>
      Number((await rowsOf<{ n: number }>(ctx.database.handle.db.execute(sql`select count(*)::int as n from reviews where shop_id = ${shop.id} and ${where}`)))[0]?.n);
    /** The counts the admin sees, each against a COUNT(*) of the rows. */
    const expectAnswersCounted = async (shop: SignedInShop) => {
      const all = await facets(shop);
      expect(all.total).toBe(await countWhere(shop, sql`true`));
      expect(all.publishes['2']).toBe(await countWhere(shop, sql`not published`));
      expect(all.ratings['5']).toBe(await countWhere(shop, sql`rating = 5`));
      const unpublishedLow = await facets(shop, 'publishes=2&ratings=1&ratings=2');
      expect(unpublishedLow.total).toBe(await countWhere(shop, sql`not published and rating in (1, 2)`));
      expect(unpublishedLow.sources['CSV uploaded']).toBe(await countWhere(shop, sql`not published and rating in (1, 2) and source = 'CSV uploaded'`));
      return all;
    };
    const startJob = async (shop: SignedInShop, path: string, body: unknown) => {
      const answer = await post(shop, path, body);
      expect(answer.json?.data, answer.text).toHaveProperty('job_id');
      return answer.json!.data.job_id as number;
    };
    const finishedJob = async (shop: SignedInShop, id: number) => {
      await ctx.server.bulkJobs.idle();
      return (await get(shop, `get_bulk_job?id=${id}`)).json?.data as { status: string };
    };

    // One shop walked through every write path in turn, the counts compared after each.
    let shop: SignedInShop;
    let neighbour: SignedInShop;
    let neighbourBefore: Awaited<ReturnType<typeof facets>>;
    let withPhoto: number;
    let amazon: number;

    it('stay exact through a storefront review, reviews written by the app, an import and its undo', async () => {
      shop = await signInShop(ctx.server, 'facet-counts.myshopify.com');
      neighbour = await signInShop(ctx.server, 'facet-counts-neighbour.myshopify.com');
      await updateShop(ctx.database.handle, shop, { pricingPlanId: PLAN_ID_GROWTH_MONTHLY });
      await insertReviews(ctx.database.handle, neighbour, [{ rating: 1 }, { rating: 2, published: false }]);
      neighbourBefore = await facets(neighbour);

      // Created: on the storefront, and as the app writes them (with media, flags, another source).
      const submitted = await proxyCall(ctx.server, shop.domain, 'POST', 'submit_review', {
        at: NOW,
        body: { product_id: '101', rating: 4, title: 'Good', body: 'Works', name: 'Jane Doe', email: 'jane@example.com' },
      });
      expect(submitted.json, submitted.text).toMatchObject({ code: 0 });
      [withPhoto, , amazon] = (await insertReviews(ctx.database.handle, shop, [
        { rating: 5, media: [{ kind: 'photo', url: 'https://cdn.example/a.jpg' }], featured: true },
        { rating: 3, body: '   ', media: [{ kind: 'video', url: 'https://cdn.example/v.mp4' }] },
        { rating: 2, source: 'Amazon', verified: true, body: 'Meh' },
      ])) as [number, number, number];
      expect(await expectCountsExact(ctx.database.handle, shop)).toBe(4);

      // Imported (a chunk at a time), then undone.
      const form = new FormData();
      form.append('file', new Blob([JUDGEME_FILE], { type: 'text/csv' }), 'facets.csv');
      const uploaded = await ctx.server.app.request(`${ADMIN}/import/upload_review_file`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${shop.token}` } });
      const analysis = ((await uploaded.json()) as { data: ImportAnalysis }).data;
      expect((await post(shop, 'import/start_review_import', { job_id: analysis.job.id })).status).toBe(200);
      await ctx.server.reviewImportWorker.drain();
      expect((await facets(shop)).sources['CSV uploaded']).toBe(3);
      await expectCountsExact(ctx.database.handle, shop);
      await expectAnswersCounted(shop);
      expect((await post(shop, 'import/undo_review_import', { job_id: analysis.job.id })).status).toBe(200);
      expect((await facets(shop)).sources['CSV uploaded']).toBe(0);
      await expectCountsExact(ctx.database.handle, shop);
    });

    it('stay exact through moderation: hidden with a reason, published again, flags, a reply', async () => {
      expect((await post(shop, 'update_reviews', { ids: [withPhoto, amazon], changes: { published: false }, reason: 'private_information' })).status).toBe(200);
      expect((await facets(shop, 'publishes=2')).total).toBe(2);
      expect((await post(shop, 'update_reviews', { ids: [amazon], changes: { published: true, top_review: true, in_shows: true } })).status).toBe(200);
      // A reply changes no facet column: its statement nets to nothing.
      expect((await post(shop, 'reply_review', { id: amazon, body: 'Thanks' })).status).toBe(200);
      await expectCountsExact(ctx.database.handle, shop);
      await expectAnswersCounted(shop);
    });

    it('stay exact through bulk jobs over a filter, one of them failing half-way', async () => {
      // In chunks of 200: a job that fails half-way leaves the counts as they were.
      await insertManyReviews(ctx.database.handle, shop, 1500);
      const before = await facets(shop);
      failNextChunk = true;
      const failing = await startJob(shop, 'update_reviews', { filter: {}, changes: { published: false }, reason: 'private_information' });
      expect((await finishedJob(shop, failing)).status).toBe('failed');
      expect(await facets(shop)).toEqual(before);
      await expectCountsExact(ctx.database.handle, shop);
      const hiding = await startJob(shop, 'update_reviews', { filter: {}, changes: { published: false }, reason: 'private_information' });
      expect((await finishedJob(shop, hiding)).status).toBe('succeeded');
      expect((await facets(shop)).publishes).toEqual({ '1': 0, '2': before.total });
      await expectCountsExact(ctx.database.handle, shop);
      const publishing = await startJob(shop, 'update_reviews', { filter: { publishes: [2] }, changes: { published: true, verified: true } });
      expect((await finishedJob(shop, publishing)).status).toBe('succeeded');
      expect((await facets(shop)).publishes).toEqual({ '1': before.total, '2': 0 });
      await expectAnswersCounted(shop);
      await expectCountsExact(ctx.database.handle, shop);
    });

    it("stay exact through deletes, one and in bulk, and never move another shop's", async () => {
      const before = await facets(shop);
      expect((await post(shop, 'delete_reviews', { ids: [withPhoto], reason: 'private_information' })).status).toBe(200);
      await expectCountsExact(ctx.database.handle, shop);
      expect((await post(shop, 'save_shop_config', { show_batch_del_btn: '1' })).status).toBe(200);
      const deleting = await startJob(shop, 'delete_reviews', { filter: { sources: ['Amazon'] }, reason: 'private_information' });
      expect((await finishedJob(shop, deleting)).status).toBe('succeeded');
      expect((await facets(shop)).sources.Amazon).toBe(0);
      expect((await facets(shop)).total).toBe(before.total - before.sources.Amazon! - 1);
      await expectCountsExact(ctx.database.handle, shop);
      await expectAnswersCounted(shop);

      expect(await facets(neighbour)).toEqual(neighbourBefore);
      await expectCountsExact(ctx.database.handle, neighbour);
    });

    it('answer a narrower filter (a product, a search) from the rows, as before', async () => {
      const shop = await signInShop(ctx.server, 'facet-counts-narrow.myshopify.com');
      await insertReviews(ctx.database.handle, shop, [
        { rating: 5, productId: 'p1', authorName: 'Alice' },
        { rating: 4, productId: 'p1', authorName: 'Bob', published: false },
        { rating: 5, productId: 'p2', authorName: 'Alina' },
      ]);
      expect((await facets(shop, 'product_ids=p1')).ratings).toMatchObject({ '5': 1, '4': 1 });
      expect((await facets(shop, 'search_field=author&keyword=ali')).total).toBe(2);
      expect((await facets(shop)).ratings).toMatchObject({ '5': 2, '4': 1 });
    });

    it("answer a date range from its whole days' kept counts and its partial days' reviews, as counting its rows does", async () => {
      const shop = await signInShop(ctx.server, 'facet-counts-days.myshopify.com');
      // A shop nine hours ahead of UTC: its local days start and end in the middle of UTC days.
      await updateShop(ctx.database.handle, shop, { timeZone: 'Asia/Tokyo' });
      const at = (iso: string, rating: number, photo = false) => ({
        rating,
        commentedAt: new Date(iso),
        ...(photo ? { media: [{ kind: 'photo' as const, url: 'https://cdn.example/p.jpg' }] } : {}),
      });
      await insertReviews(ctx.database.handle, shop, [
        at('2026-02-01T10:00:00Z', 5),
        at('2026-02-08T14:59:59Z', 4),
        at('2026-02-08T15:00:00Z', 3, true),
        at('2026-02-08T23:59:59Z', 2),
        at('2026-02-09T00:00:00Z', 1),
        at('2026-02-20T08:00:00Z', 5, true),
        at('2026-03-10T00:00:00Z', 4),
        at('2026-03-10T11:30:00Z', 1, true),
        at('2026-03-10T14:59:59Z', 2),
        at('2026-03-10T15:00:00Z', 3),
        at('2026-03-10T23:00:00Z', 5),
      ]);
      for (const range of ['date_range=2', 'date_range=3', 'date_range=4', 'date_range=1', 'date_range=0&start_date=2026-02-08&end_date=2026-02-09']) {
        const byDays = await facets(shop, range);
        // Every review is product-1's: the same filter with a product counts the rows themselves.
        const byRows = await facets(shop, `${range}&product_ids=product-1`);
        expect(byDays, range).toEqual(byRows);
      }
      const lastMonth = await facets(shop, 'date_range=3');
      expect(lastMonth.total).toBeGreaterThan(2);
      expect(lastMonth.total).toBeLessThan(11);
      await expectCountsExact(ctx.database.handle, shop);
    });
  });

  describe("through Shopify's compliance webhooks", () => {
    const ctx = useTestServer(target, { shopify: webhookShopifyApp(API_SECRET), now: () => NOW });
    const deliver = signedWebhooks(() => ctx.server, API_SECRET, 'facet-counts');

    it("stay exact when a customer's reviews are redacted, and go with the shop when it is erased", async () => {
      const record = await ctx.server.shops.install({ domain: 'facet-redact.myshopify.com', name: 'Redact', pricingPlanId: 2 });
      const shop: AuthenticatedShop = { id: record.id, domain: record.domain };
      await insertReviews(ctx.database.handle, shop, [
        { rating: 5, authorName: 'Jane Doe', authorEmail: 'jane.doe@example.com', body: 'Lovely', media: [{ kind: 'photo', url: 'https://cdn.example/j.jpg' }] },
        { rating: 4, authorName: 'Jane Doe', authorEmail: 'jane.doe@example.com', body: 'Fine' },
        { rating: 3, authorName: 'Other Buyer', authorEmail: 'other@example.com', body: 'Okay' },
      ]);
      const [, countedBefore] = await keptAndCounted(ctx.database.handle, shop);

      const redacted = await deliver('customers/redact', shop.domain, { shop_id: 1, shop_domain: shop.domain, customer: { id: 191167, email: 'Jane.Doe@Example.com' }, orders_to_redact: [] });
      expect(redacted.json?.data.outcome).toMatchObject({ reviews_anonymised: 2 });
      const [, countedAfter] = await keptAndCounted(ctx.database.handle, shop);
      // The redaction emptied the bodies and took the photo: the kept groups moved with them.
      expect(countedAfter).not.toEqual(countedBefore);
      await expectCountsExact(ctx.database.handle, shop);

      expect((await deliver('app/uninstalled', shop.domain, { id: 1, myshopify_domain: shop.domain })).status).toBe(200);
      await expectCountsExact(ctx.database.handle, shop);
      expect((await deliver('shop/redact', shop.domain, { shop_id: 1, shop_domain: shop.domain })).status).toBe(200);
      expect(await ctx.database.handle.db.select().from(shops).where(eq(shops.id, shop.id))).toEqual([]);
      expect(await ctx.database.handle.db.select().from(reviewFacetCounts).where(eq(reviewFacetCounts.shopId, shop.id))).toEqual([]);
      expect(await ctx.database.handle.db.select().from(productRatingCounts).where(eq(productRatingCounts.shopId, shop.id))).toEqual([]);
    });
  });
});
