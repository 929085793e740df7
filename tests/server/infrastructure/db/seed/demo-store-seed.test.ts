import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, count, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_RANGE_LAST_12_MONTHS, DATE_RANGE_LAST_7_DAYS, presetDateRange } from '../../../../../src/domain/dates/date-range';
import { type ImportOrigin, reviewSourceOf } from '../../../../../src/domain/import/imported-review';
import { PLAN_ID_FREE } from '../../../../../src/domain/plans/plan-catalog';
import { EMPTY_REVIEW_FILTER, type ReviewFilter } from '../../../../../src/domain/reviews/review-filter';
import {
  PUBLISH_STATUS_CODES,
  RATING_VALUES,
  RESOURCE_TYPE_CODES,
  REVIEW_SOURCES,
  REVIEW_TAG_CODES,
} from '../../../../../src/domain/reviews/review-filter-codes';
import { createReviewFilterMatcher } from '../../../../../src/domain/reviews/review-filter-matcher';
import { type ReviewRecord } from '../../../../../src/domain/reviews/review-record';
import { DEMO_SHOP_DOMAIN } from '../../../../../src/domain/shop/shop-domain';
import { MS_PER_DAY } from '../../../../../src/domain/shared/time';
import { type AppDatabase } from '../../../../../server/infrastructure/db/database';
import {
  answers,
  collectionProducts,
  collections,
  orders,
  products,
  productVariants,
  questions,
  reviewMedia,
  reviews,
  shops,
  uploadedFiles,
} from '../../../../../server/infrastructure/db/schema';
import { DEMO_IMPORT_FILES } from '../../../../../server/infrastructure/db/seed/demo-store-provenance';
import { resetDemoStore, seedDemoStoreOnFirstRun } from '../../../../../server/infrastructure/db/seed/demo-store-seed';
import { LocalDiskFileStorage } from '../../../../../server/infrastructure/storage/local-disk-file-storage';
import { TEST_DATABASES } from '../../../support/test-databases';
import { createTestServer } from '../../../support/test-server';
import { useTestDatabase } from '../../../support/use-test-server';

const NOW = new Date('2026-05-20T15:42:10Z');
const SAME_DAY_LATER = new Date('2026-05-20T23:05:00Z');
const DAY_START = Date.parse('2026-05-20T00:00:00Z');
const HISTORY_START = DAY_START - 120 * MS_PER_DAY;

async function demoShopId(db: AppDatabase): Promise<number> {
  const [row] = await db.select({ id: shops.id }).from(shops).where(eq(shops.domain, DEMO_SHOP_DOMAIN));
  if (!row) throw new Error('the demo shop is missing');
  return row.id;
}

/**
 * Every row the demo shop owns, with the database's own numbering (shop id, identity ids) replaced
 * by positions, so two seeds compare equal exactly when they wrote the same data.
 */
async function demoStoreDigest(db: AppDatabase): Promise<string> {
  const shopId = await demoShopId(db);
  const [shopRow] = await db.select().from(shops).where(eq(shops.id, shopId));
  if (!shopRow) throw new Error('the demo shop is missing');
  // The reviews API key is a per-install secret, random on purpose.
  const { id: _id, reviewsApiKey: _key, createdAt: _created, updatedAt: _updated, ...shop } = shopRow;
  const withoutShop = <T extends { shopId: number }>(rows: T[]) => rows.map(({ shopId: _shop, ...row }) => row);
  // Stored files live in the shop's own folder: their addresses name its id, which a reset renumbers.
  const withoutShopFolder = <T extends object>(rows: T[]) => JSON.parse(JSON.stringify(rows).replaceAll(`/upload/${shopId}/`, '/upload/<shop>/')) as T[];
  const reviewRows = await db.select().from(reviews).where(eq(reviews.shopId, shopId)).orderBy(asc(reviews.id));
  const reviewPosition = new Map(reviewRows.map((row, position) => [row.id, position]));
  const questionRows = await db.select().from(questions).where(eq(questions.shopId, shopId)).orderBy(asc(questions.id));
  const questionPosition = new Map(questionRows.map((row, position) => [row.id, position]));
  const tables = {
    shop,
    products: withoutShopFolder(withoutShop(await db.select().from(products).where(eq(products.shopId, shopId)).orderBy(asc(products.id)))),
    variants: withoutShop(await db.select().from(productVariants).where(eq(productVariants.shopId, shopId)).orderBy(asc(productVariants.id))),
    collections: withoutShopFolder(withoutShop(await db.select().from(collections).where(eq(collections.shopId, shopId)).orderBy(asc(collections.id)))),
    collectionProducts: withoutShop(
      await db
        .select()
        .from(collectionProducts)
        .where(eq(collectionProducts.shopId, shopId))
        .orderBy(asc(collectionProducts.collectionId), asc(collectionProducts.productId)),
    ),
    orders: withoutShop(await db.select().from(orders).where(eq(orders.shopId, shopId)).orderBy(asc(orders.id))),
    reviews: withoutShop(reviewRows).map(({ id: _review, ...row }) => row),
    media: withoutShopFolder(
      withoutShop(
        await db.select().from(reviewMedia).where(eq(reviewMedia.shopId, shopId)).orderBy(asc(reviewMedia.reviewId), asc(reviewMedia.position)),
      ).map((row) => ({ ...row, reviewId: reviewPosition.get(row.reviewId) })),
    ),
    files: withoutShopFolder(
      withoutShop(await db.select().from(uploadedFiles).where(eq(uploadedFiles.shopId, shopId)).orderBy(asc(uploadedFiles.key))).map(
        ({ createdAt: _created, key, ...row }) => ({ ...row, key: key.replace(/^\d+\//, '') }),
      ),
    ),
    questions: withoutShop(questionRows).map(({ id: _question, ...row }) => row),
    answers: withoutShop(await db.select().from(answers).where(eq(answers.shopId, shopId)).orderBy(asc(answers.id))).map(
      ({ id: _answer, ...row }) => ({ ...row, questionId: questionPosition.get(row.questionId) }),
    ),
  };
  return createHash('sha256').update(JSON.stringify(tables)).digest('hex');
}

function asReviewRecord(row: typeof reviews.$inferSelect): ReviewRecord {
  return {
    id: String(row.id),
    productId: row.productId,
    rating: row.rating,
    title: row.title,
    body: row.body,
    authorName: row.authorName,
    source: row.source,
    published: row.published,
    featured: row.featured,
    verified: row.verified,
    topReview: row.topReview,
    inShows: row.inShows,
    photoCount: row.photoCount,
    videoCount: row.videoCount,
    commentedAt: row.commentedAt.getTime(),
  };
}

describe.each(TEST_DATABASES)('the demo store seed on $name', (target) => {
  const ctx = useTestDatabase(target);
  const uploadDir = mkdtempSync(join(tmpdir(), 'starling-demo-seed-'));
  const files = new LocalDiskFileStorage(uploadDir);
  afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));
  let db: AppDatabase;

  beforeAll(async () => {
    db = ctx.database.handle.db;
    await resetDemoStore(db, files, NOW);
  });

  const ofDemoShop = async <T>(select: (shopId: number) => Promise<T>) => select(await demoShopId(db));

  it('writes the same rows every time it is reset on the same day, and replaces rather than adds', async () => {
    const first = await demoStoreDigest(db);
    await resetDemoStore(db, files, SAME_DAY_LATER);
    expect(await demoStoreDigest(db)).toBe(first);
    await resetDemoStore(db, files, new Date(NOW.getTime() + MS_PER_DAY));
    expect(await demoStoreDigest(db)).not.toBe(first);
    await resetDemoStore(db, files, NOW);
    expect(await demoStoreDigest(db)).toBe(first);
    // Only the current demo shop keeps a folder of files.
    expect(readdirSync(uploadDir)).toEqual([String(await demoShopId(db))]);
    const [all] = await db.select({ value: count() }).from(reviews);
    expect(all?.value).toBe(500);
  });

  it('leaves an existing demo store alone on a later first-run check', async () => {
    const before = await demoStoreDigest(db);
    await seedDemoStoreOnFirstRun(db, files, pino({ level: 'silent' }));
    expect(await demoStoreDigest(db)).toBe(before);
  });

  it('installs the demo shop on the Free plan 120 days back', async () => {
    const [shop] = await db.select().from(shops).where(eq(shops.domain, DEMO_SHOP_DOMAIN));
    expect(shop).toMatchObject({ pricingPlanId: PLAN_ID_FREE, uninstalledAt: null, name: 'Demo Store' });
    expect(shop?.installedAt.getTime()).toBe(HISTORY_START);
  });

  it('has a catalogue of at least 30 products with 1-4 variants and images, in 5+ collections', async () => {
    const productRows = await ofDemoShop((shopId) => db.select().from(products).where(eq(products.shopId, shopId)));
    const variantRows = await ofDemoShop((shopId) => db.select().from(productVariants).where(eq(productVariants.shopId, shopId)));
    expect(productRows.length).toBeGreaterThanOrEqual(30);
    for (const product of productRows) {
      const variants = variantRows.filter((variant) => variant.productId === product.id);
      expect(variants.length).toBeGreaterThanOrEqual(1);
      expect(variants.length).toBeLessThanOrEqual(4);
      expect(product.imageUrl).toMatch(new RegExp(`^/upload/${product.shopId}/demoP\\d{5}\\.png$`));
    }
    const collectionRows = await ofDemoShop((shopId) => db.select().from(collections).where(eq(collections.shopId, shopId)));
    expect(collectionRows.length).toBeGreaterThanOrEqual(5);
    const members = await ofDemoShop((shopId) => db.select().from(collectionProducts).where(eq(collectionProducts.shopId, shopId)));
    for (const collection of collectionRows) expect(members.some((member) => member.collectionId === collection.id)).toBe(true);
  });

  it('has 200 orders spread over the last 120 days, some with a review request sent', async () => {
    const orderRows = await ofDemoShop((shopId) => db.select().from(orders).where(eq(orders.shopId, shopId)));
    expect(orderRows).toHaveLength(200);
    const placed = orderRows.map((order) => order.placedAt.getTime());
    expect(Math.min(...placed)).toBeGreaterThanOrEqual(HISTORY_START);
    expect(Math.max(...placed)).toBeLessThanOrEqual(NOW.getTime());
    const monthsWithOrders = new Set(placed.map((at) => Math.floor((at - HISTORY_START) / (30 * MS_PER_DAY))));
    expect(monthsWithOrders.size).toBe(4);
    const requested = orderRows.filter((order) => order.reviewRequestSentAt !== null);
    expect(requested.length).toBeGreaterThan(0);
    expect(requested.length).toBeLessThan(200);
  });

  it('has 500 reviews whose media rows match their photo and video counts, some replied to', async () => {
    const reviewRows = await ofDemoShop((shopId) => db.select().from(reviews).where(eq(reviews.shopId, shopId)));
    const mediaRows = await ofDemoShop((shopId) => db.select().from(reviewMedia).where(eq(reviewMedia.shopId, shopId)));
    expect(reviewRows).toHaveLength(500);
    for (const review of reviewRows) {
      const media = mediaRows.filter((item) => item.reviewId === review.id);
      expect(media.filter((item) => item.kind === 'photo')).toHaveLength(review.photoCount);
      expect(media.filter((item) => item.kind === 'video')).toHaveLength(review.videoCount);
      expect(review.commentedAt.getTime()).toBeGreaterThanOrEqual(HISTORY_START);
      expect(review.commentedAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
    const replied = reviewRows.filter((review) => review.replyBody !== null);
    expect(replied.length).toBeGreaterThan(0);
    expect(replied.every((review) => review.repliedAt !== null && review.repliedAt >= review.commentedAt)).toBe(true);
    expect(new Set(reviewRows.map((review) => review.country)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(reviewRows.map((review) => review.originalLanguage)).size).toBeGreaterThanOrEqual(3);
    const orderIds = new Set((await ofDemoShop((shopId) => db.select({ id: orders.id }).from(orders).where(eq(orders.shopId, shopId)))).map((row) => row.id));
    expect(reviewRows.every((review) => review.orderId === null || orderIds.has(review.orderId))).toBe(true);
  });

  it('gives every choice of the review filter something to show, as the domain filter sees the reviews', async () => {
    const [shop] = await db.select().from(shops).where(eq(shops.domain, DEMO_SHOP_DOMAIN));
    const context = { now: NOW, timeZone: shop?.timeZone ?? 'UTC' };
    const records = (await ofDemoShop((shopId) => db.select().from(reviews).where(eq(reviews.shopId, shopId)))).map(asReviewRecord);
    const matching = (filter: Partial<ReviewFilter>) => records.filter(createReviewFilterMatcher({ ...EMPTY_REVIEW_FILTER, ...filter }, context)).length;

    for (const record of records) {
      expect(REVIEW_SOURCES).toContain(record.source);
      expect(RATING_VALUES).toContain(record.rating);
    }
    expect(matching({})).toBe(500);
    expect(matching({ dateRange: presetDateRange(DATE_RANGE_LAST_12_MONTHS) })).toBe(500);
    const lastWeek = matching({ dateRange: presetDateRange(DATE_RANGE_LAST_7_DAYS) });
    expect(lastWeek).toBeGreaterThan(0);
    expect(lastWeek).toBeLessThan(500);

    const perRating = RATING_VALUES.map((rating) => matching({ ratings: [rating] }));
    expect(perRating.every((total) => total > 0)).toBe(true);
    expect(perRating.reduce((sum, total) => sum + total, 0)).toBe(500);
    const perSource = REVIEW_SOURCES.map((source) => matching({ sources: [source] }));
    expect(perSource.every((total) => total > 0)).toBe(true);
    expect(perSource.reduce((sum, total) => sum + total, 0)).toBe(500);
    const perPublish = PUBLISH_STATUS_CODES.map((publish) => matching({ publishes: [publish] }));
    expect(perPublish.every((total) => total > 0)).toBe(true);
    for (const resourceType of RESOURCE_TYPE_CODES) expect(matching({ resourceTypes: [resourceType] })).toBeGreaterThan(0);
    for (const tag of REVIEW_TAG_CODES) expect(matching({ tags: [tag] })).toBeGreaterThan(0);
    expect(matching({ search: { field: 'author', keyword: records[0]?.authorName ?? '' } })).toBeGreaterThan(0);
    expect(matching({ search: { field: 'title', keyword: 'love' } })).toBeGreaterThan(0);
  });

  it('has imported reviews that say where they came from: Judge.me and Loox files by row, marketplace pages; verified reviewers, never buyers without an order; some incentivized', async () => {
    const reviewRows = await ofDemoShop((shopId) => db.select().from(reviews).where(eq(reviews.shopId, shopId)).orderBy(asc(reviews.id)));
    const fromFile = (label: string) => reviewRows.filter((review) => review.importLabel === label);
    for (const file of DEMO_IMPORT_FILES) {
      const rows = fromFile(file.label);
      expect(rows.length, file.label).toBeGreaterThan(5);
      expect(rows.every((review) => review.importOrigin === file.origin && review.source === reviewSourceOf(file.origin))).toBe(true);
      expect(rows.map((review) => review.importRow)).toEqual(rows.map((_, index) => index + 1));
      // One upload: one import instant, after every review in the file was written.
      expect(new Set(rows.map((review) => review.importedAt?.getTime())).size).toBe(1);
      expect(rows.every((review) => review.importedAt! >= review.commentedAt)).toBe(true);
    }
    const imported = reviewRows.filter((review) => review.importOrigin !== null);
    expect(new Set(imported.map((review) => review.importOrigin))).toEqual(new Set(['judgeme', 'loox', 'aliexpress', 'amazon']));
    expect(imported.every((review) => review.source === reviewSourceOf(review.importOrigin as ImportOrigin) && review.importedAt !== null)).toBe(true);
    expect(imported.filter((review) => review.importOrigin === 'aliexpress').every((review) => review.importLabel?.startsWith('https://www.aliexpress.com/item/'))).toBe(true);
    expect(imported.some((review) => review.reviewerVerified)).toBe(true);
    expect(imported.filter((review) => review.incentivized).length).toBeGreaterThan(0);
    expect(reviewRows.filter((review) => review.incentivized).every((review) => review.importOrigin === 'loox')).toBe(true);
    // Verified buyers are the reviews of an order; a verified reviewer is never also one.
    expect(reviewRows.filter((review) => review.importedAt !== null).every((review) => !review.verified)).toBe(true);
    expect(reviewRows.filter((review) => review.reviewerVerified).every((review) => !review.verified && review.importedAt !== null)).toBe(true);
  });

  it('has questions, some answered', async () => {
    const questionRows = await ofDemoShop((shopId) => db.select().from(questions).where(eq(questions.shopId, shopId)));
    const answerRows = await ofDemoShop((shopId) => db.select().from(answers).where(eq(answers.shopId, shopId)));
    expect(questionRows.length).toBeGreaterThan(0);
    const answered = new Set(answerRows.map((answer) => answer.questionId));
    expect(answered.size).toBeGreaterThan(0);
    expect(answered.size).toBeLessThan(questionRows.length);
  });

  it('ships its own pictures and clips: no other host is named, and every file is stored, recorded and served by us', async () => {
    const shopId = await demoShopId(db);
    const addresses = [
      ...(await db.select({ url: products.imageUrl }).from(products).where(eq(products.shopId, shopId))).map((row) => row.url),
      ...(await db.select({ url: collections.imageUrl }).from(collections).where(eq(collections.shopId, shopId))).map((row) => row.url),
      ...(await db.select({ url: reviewMedia.url }).from(reviewMedia).where(eq(reviewMedia.shopId, shopId))).map((row) => row.url),
    ].filter((url): url is string => url !== null);
    expect(addresses.length).toBeGreaterThan(100);
    for (const url of addresses) expect(url).toMatch(new RegExp(`^/upload/${shopId}/demo[PCRV]\\d{5}\\.(png|webm)$`));
    expect(addresses.some((url) => url.endsWith('.webm'))).toBe(true);

    const recorded = await db.select().from(uploadedFiles).where(eq(uploadedFiles.shopId, shopId));
    const distinct = [...new Set(addresses)];
    expect(recorded.map((file) => `/upload/${file.key}`).sort()).toEqual(distinct.sort());

    const server = createTestServer(ctx.database.handle, { now: () => NOW, uploadDir });
    for (const url of distinct) {
      const response = await server.app.request(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('Content-Type')).toBe(url.endsWith('.png') ? 'image/png' : 'video/webm');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(bytes.byteLength).toBe(recorded.find((file) => url.endsWith(file.key))?.sizeBytes);
    }
  });

  it('signs the merchant into a demo store that looks lived in', async () => {
    const server = createTestServer(ctx.database.handle, { now: () => NOW });
    const token = await server.signIn(DEMO_SHOP_DOMAIN);
    const info = await server.call('GET', '/api/v1/admin/get_user_info', { token });
    expect(info.json?.data).toMatchObject({ myshopify_domain: DEMO_SHOP_DOMAIN, plan_name: 'Free', days: 120, time_zone: 'America/New_York' });
    expect(info.json?.data.order_requests).toBeGreaterThan(0);
    expect(info.json?.data.reviewsCountInfo.max).toBeGreaterThan(20);
    expect(info.json?.data.overage).toEqual({ isShow: true, num: 20 });
  });
});
