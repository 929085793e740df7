import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productGroups, reviews } from '../../../server/infrastructure/db/schema';
import { toReviewFilterQuery } from '../../../src/contracts/review-filter.contract';
import { type CalendarDate } from '../../../src/domain/dates/calendar-date';
import { ALL_TIME_RANGE, type DateRangeChoice, PRESET_DATE_RANGE_CODES, presetDateRange } from '../../../src/domain/dates/date-range';
import { encodeQueryString } from '../../../src/domain/reviews/query-string';
import { EMPTY_REVIEW_FILTER, type ReviewFilter } from '../../../src/domain/reviews/review-filter';
import {
  PUBLISH_STATUS_CODES,
  RATING_VALUES,
  RESOURCE_TYPE_CODES,
  REVIEW_SOURCES,
  REVIEW_TAG_CODES,
} from '../../../src/domain/reviews/review-filter-codes';
import { matchesReviewFilter } from '../../../src/domain/reviews/review-filter-matcher';
import { type ReviewRecord } from '../../../src/domain/reviews/review-record';
import { insertProductGroup } from '../support/product-group-fixtures';
import { insertReviews, type ReviewSeed } from '../support/review-fixtures';
import { signInShop, updateShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const ADMIN = '/api/v1/admin';
const NOW = new Date('2025-06-15T03:30:00Z');
const ZONE = 'America/New_York';

const query = (filter: ReviewFilter, extra: Record<string, string> = {}) => encodeQueryString({ ...toReviewFilterQuery(filter), ...extra });

/* ---------- generated rows and filters for the property test ---------- */
const TEXT_CHARS = ['a', 'A', 'é', 'É', 'e', 'E', 'ß', 'ﬁ', 'Ö', 'o', '%', '_', '\\', ' ', 'İ', 'n\u0303', 'ñ'];
const SPACE_CHARS = [' ', '\t', '\n', '\u00a0', '\u2003', '\u3000', '\ufeff', '\u200b', '\u180e', 'x'];
const text = (chars: readonly string[], max: number) => fc.array(fc.constantFrom(...chars), { maxLength: max }).map((parts) => parts.join(''));
const PRODUCTS = ['p1', 'p2', 'p3'];
const WINDOW_START = Date.UTC(2024, 4, 1);

const reviewSeed: fc.Arbitrary<ReviewSeed> = fc.record({
  productId: fc.constantFrom(...PRODUCTS),
  rating: fc.integer({ min: 1, max: 5 }),
  authorName: text(TEXT_CHARS, 6),
  title: text(TEXT_CHARS, 6),
  body: fc.oneof(text(SPACE_CHARS, 3), fc.constant('')),
  source: fc.constantFrom(...REVIEW_SOURCES, 'Legacy import'),
  published: fc.boolean(),
  featured: fc.boolean(),
  verified: fc.boolean(),
  topReview: fc.boolean(),
  inShows: fc.boolean(),
  photoCount: fc.integer({ min: 0, max: 2 }),
  videoCount: fc.integer({ min: 0, max: 1 }),
  importJobId: fc.constantFrom(null, 7, 8),
  // Dense around "now" so the short presets match something; on and near local midnights.
  commentedAt: fc.oneof(
    fc.integer({ min: WINDOW_START, max: NOW.getTime() + 86_400_000 }),
    fc.integer({ min: -3, max: 3 }).map((hours) => NOW.getTime() - 3.5 * 3_600_000 + hours * 3_600_000),
  ).map((ms) => new Date(ms)),
});

const calendarDay = fc.integer({ min: 0, max: 420 }).map((offset): CalendarDate => {
  const date = new Date(WINDOW_START + offset * 86_400_000);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
});
const dateRange: fc.Arbitrary<DateRangeChoice> = fc.oneof(
  fc.constantFrom(...PRESET_DATE_RANGE_CODES).map(presetDateRange),
  fc.tuple(calendarDay, calendarDay).map(([a, b]): DateRangeChoice => {
    const [start, end] = [a, b].sort((x, y) => x.year - y.year || x.month - y.month || x.day - y.day) as [CalendarDate, CalendarDate];
    return { kind: 'custom', start, end };
  }),
);
const subset = <T>(values: readonly T[]) => fc.subarray([...values]);
/**
 * The groups a generated filter names, by slot: the shop's two groups, another shop's group (which
 * must match nothing) and an id no group has. A run maps each slot to the id it got.
 */
const GROUP_SLOTS = [0, 1, 2, 3] as const;
type GroupSlot = (typeof GROUP_SLOTS)[number];
/** Each product's group among the shop's two (a slot), or none. */
const groupOfProduct = fc.tuple(...PRODUCTS.map(() => fc.constantFrom<GroupSlot | null>(null, 0, 1)));
const reviewFilter: fc.Arbitrary<ReviewFilter> = fc.record({
  productIds: subset(PRODUCTS),
  productGroupIds: subset(GROUP_SLOTS),
  dateRange: fc.oneof(fc.constant(ALL_TIME_RANGE), dateRange),
  resourceTypes: subset(RESOURCE_TYPE_CODES),
  tags: subset(REVIEW_TAG_CODES),
  ratings: subset(RATING_VALUES),
  publishes: subset(PUBLISH_STATUS_CODES),
  sources: subset(REVIEW_SOURCES),
  importId: fc.constantFrom(null, null, 7, 8),
  search: fc.option(fc.record({ field: fc.constantFrom('author' as const, 'title' as const), keyword: text(TEXT_CHARS, 3) }), { nil: null }),
});

function asRecord(seed: ReviewSeed, id: number, productGroupId: number | null): ReviewRecord {
  return {
    id: String(id),
    productId: seed.productId!,
    productGroupId,
    rating: seed.rating!,
    title: seed.title ?? '',
    body: seed.body ?? '',
    authorName: seed.authorName!,
    source: seed.source!,
    published: seed.published!,
    featured: seed.featured!,
    verified: seed.verified!,
    topReview: seed.topReview!,
    inShows: seed.inShows!,
    photoCount: seed.photoCount!,
    videoCount: seed.videoCount!,
    commentedAt: (seed.commentedAt as Date).getTime(),
    importId: seed.importJobId ?? null,
  };
}

describe.each(TEST_DATABASES)('reviews list and facets on $name', (target) => {
  const ctx = useTestServer(target, { now: () => NOW });
  const get = (token: string, path: string) => ctx.server.call('GET', `${ADMIN}/${path}`, { token });

  it('returns exactly the rows the domain predicate matches, for generated rows and filters (list, total and facets)', async () => {
    const shop = await signInShop(ctx.server, 'reviews-property.myshopify.com');
    const otherShop = await signInShop(ctx.server, 'reviews-property-other.myshopify.com');
    const otherShopsGroup = await insertProductGroup(ctx.database.handle, otherShop, 'Theirs', PRODUCTS);
    await updateShop(ctx.database.handle, shop, { timeZone: ZONE });
    const context = { now: NOW, timeZone: ZONE };
    await fc.assert(
      fc.asyncProperty(fc.array(reviewSeed, { minLength: 1, maxLength: 40 }), groupOfProduct, fc.array(reviewFilter, { minLength: 1, maxLength: 6 }), async (seeds, groupSlots, slotFilters) => {
        await ctx.database.handle.db.delete(reviews).where(eq(reviews.shopId, shop.id));
        await ctx.database.handle.db.delete(productGroups).where(eq(productGroups.shopId, shop.id));
        const members = (slot: GroupSlot) => PRODUCTS.filter((_, index) => groupSlots[index] === slot);
        const shopGroups = [await insertProductGroup(ctx.database.handle, shop, 'A', members(0)), await insertProductGroup(ctx.database.handle, shop, 'B', members(1))];
        const groupIds = [...shopGroups, otherShopsGroup, Math.max(...shopGroups, otherShopsGroup) + 1];
        const groupOf = (productId: string | undefined) => {
          const slot = groupSlots[PRODUCTS.indexOf(productId!)];
          return slot === null || slot === undefined ? null : groupIds[slot]!;
        };
        const ids = await insertReviews(ctx.database.handle, shop, seeds);
        const records = seeds.map((seed, index) => asRecord(seed, ids[index]!, groupOf(seed.productId)));
        const filters = slotFilters.map((filter) => ({ ...filter, productGroupIds: filter.productGroupIds.map((slot) => groupIds[slot]!) }));
        for (const filter of filters) {
          const expected = records.filter((record) => matchesReviewFilter(record, filter, context)).map((record) => Number(record.id));
          const response = await get(shop.token, `get_reviews?${query(filter, { page_size: '100' })}`);
          expect(response.json?.code, response.text).toBe(0);
          const got = (response.json?.data.list as { id: number }[]).map((item) => item.id);
          expect([...got].sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b));
          expect(response.json?.data.total).toBe(expected.length);
          expect(response.json?.data.total_capped).toBe(false);

          const facets = (await get(shop.token, `get_review_facets?${query(filter)}`)).json?.data;
          expect(facets.total).toBe(expected.length);
          const countWith = (change: Partial<ReviewFilter>) => records.filter((record) => matchesReviewFilter(record, { ...filter, ...change }, context)).length;
          for (const rating of RATING_VALUES) expect(facets.ratings[rating]).toBe(countWith({ ratings: [rating] }));
          for (const code of PUBLISH_STATUS_CODES) expect(facets.publishes[code]).toBe(countWith({ publishes: [code] }));
          for (const code of RESOURCE_TYPE_CODES) expect(facets.resource_types[code]).toBe(countWith({ resourceTypes: [code] }));
          for (const code of REVIEW_TAG_CODES) expect(facets.tags[code]).toBe(countWith({ tags: [code] }));
          for (const source of REVIEW_SOURCES) expect(facets.sources[source]).toBe(countWith({ sources: [source] }));
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it('applies each filter of the product docs alone', async () => {
    const shop = await signInShop(ctx.server, 'reviews-each-filter.myshopify.com');
    const day = (d: number) => new Date(Date.UTC(2025, 5, d, 12));
    const [plain, photo, video, featured, unpublished, amazon, jose] = await insertReviews(ctx.database.handle, shop, [
      { body: 'Just text', commentedAt: day(1) },
      { productId: 'product-2', rating: 1, media: [{ kind: 'photo', url: 'https://cdn.example/p.jpg' }], commentedAt: day(2) },
      { rating: 2, media: [{ kind: 'video', url: 'https://cdn.example/v.mp4' }], commentedAt: day(3) },
      { featured: true, verified: true, topReview: true, inShows: true, commentedAt: day(14) },
      { published: false, rating: 3, commentedAt: day(15) },
      { source: 'Amazon', title: 'Great Café', commentedAt: new Date(Date.UTC(2024, 0, 1, 12)) },
      { authorName: 'José Núñez', commentedAt: day(10) },
    ]);
    const ids = async (params: string) => {
      const response = await get(shop.token, `get_reviews?${params}`);
      expect(response.json?.code, response.text).toBe(0);
      return (response.json?.data.list as { id: number }[]).map((item) => item.id).sort((a, b) => a - b);
    };
    expect(await ids('product_ids=product-2')).toEqual([photo]);
    const group = await insertProductGroup(ctx.database.handle, shop, 'Seconds', ['product-2', 'product-3']);
    expect(await ids(`product_groups=${group}`)).toEqual([photo]);
    expect(await ids('ratings=1&ratings=2')).toEqual([photo, video]);
    expect(await ids('resource_types=2')).toEqual([photo]);
    expect(await ids('resource_types=3')).toEqual([video]);
    expect(await ids('resource_types=1')).toEqual([plain]);
    expect(await ids('tags=1')).toEqual([featured]);
    expect(await ids('tags=5&tags=6')).toEqual([featured]);
    expect(await ids('publishes=2')).toEqual([unpublished]);
    expect(await ids('sources=Amazon')).toEqual([amazon]);
    expect(await ids('search_field=author&keyword=JOSE%20nu')).toEqual([jose]);
    expect(await ids('search_field=title&keyword=cafe')).toEqual([amazon]);
    // Now is 2025-06-14 23:30 in New York (UTC-4): "today" there is the 14th.
    await updateShop(ctx.database.handle, shop, { timeZone: ZONE });
    expect(await ids('date_range=1')).toEqual([featured]);
    expect(await ids('start_date=2025-06-01&end_date=2025-06-03')).toEqual([plain, photo, video]);
    expect(await ids('date_range=3&start_date=2024-01-01&end_date=2024-01-01')).toEqual([amazon]);
  });

  it('sorts and pages, and returns the whole ReviewItem with product, media and reply', async () => {
    const shop = await signInShop(ctx.server, 'reviews-sort.myshopify.com');
    const seeds: ReviewSeed[] = Array.from({ length: 25 }, (_, index) => ({
      rating: (index % 5) + 1,
      helpfulCount: index,
      commentedAt: new Date(Date.UTC(2025, 0, 1 + (index % 12))),
    }));
    const ids = await insertReviews(ctx.database.handle, shop, seeds);
    type Page = { total: number; list: { id: number; helpful_count: number }[] };
    const list = async (params: string) => (await get(shop.token, `get_reviews?${params}`)).json?.data as Page;
    const byDefault = await list('');
    expect(byDefault).toMatchObject({ total: 25, page: 1, page_size: 20 });
    expect(byDefault.list).toHaveLength(20);
    const expectedDesc = ids
      .map((id, index) => ({ id, at: seeds[index]!.commentedAt as Date, rating: seeds[index]!.rating! }))
      .sort((a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id);
    expect(byDefault.list.map((item) => item.id)).toEqual(expectedDesc.slice(0, 20).map((row) => row.id));
    const second = await list('page=2&page_size=20');
    expect(second.list.map((item) => item.id)).toEqual(expectedDesc.slice(20).map((row) => row.id));
    const asc = await list('sort=commented_at_asc&page_size=100');
    expect(asc.list.map((item) => item.id)).toEqual([...expectedDesc].reverse().map((row) => row.id));
    const ratingDesc = await list('sort=rating_desc&page_size=100');
    expect(ratingDesc.list.map((item) => item.id)).toEqual(
      [...expectedDesc].sort((a, b) => b.rating - a.rating).map((row) => row.id),
    );
    const ratingAsc = await list('sort=rating_asc&page_size=100');
    expect(ratingAsc.list.map((item) => item.id)).toEqual([...expectedDesc].sort((a, b) => a.rating - b.rating).map((row) => row.id));
    const helpful = await list('sort=helpful_desc&page_size=5');
    expect(helpful.list.map((item) => item.helpful_count)).toEqual([24, 23, 22, 21, 20]);
    expect((await list('page=9')).list).toEqual([]);

    const [detailed] = await insertReviews(ctx.database.handle, shop, [
      {
        productId: 'product-9',
        authorName: 'Ann',
        authorEmail: 'ann@example.com',
        rating: 4,
        title: 'Nice',
        body: 'Good',
        country: 'FR',
        originalLanguage: 'fr',
        replyBody: 'Thanks',
        replyPublished: true,
        repliedAt: new Date('2025-02-02T00:00:00Z'),
        importedAt: new Date('2025-02-03T00:00:00Z'),
        commentedAt: new Date('2025-02-01T00:00:00Z'),
        media: [
          { kind: 'photo', url: 'https://cdn.example/1.jpg' },
          { kind: 'video', url: 'https://cdn.example/2.mp4' },
        ],
      },
    ]);
    const one = await get(shop.token, `get_review?id=${detailed}`);
    expect(one.json?.data).toEqual({
      id: detailed,
      product_id: 'product-9',
      product_title: '',
      product_image_url: null,
      author_name: 'Ann',
      author_email: 'ann@example.com',
      rating: 4,
      title: 'Nice',
      body: 'Good',
      source: 'Store front',
      verified: false,
      featured: false,
      top_review: false,
      in_shows: false,
      published: true,
      media: [
        { kind: 'photo', url: 'https://cdn.example/1.jpg' },
        { kind: 'video', url: 'https://cdn.example/2.mp4' },
      ],
      helpful_count: 0,
      country: 'FR',
      original_language: 'fr',
      reply: { body: 'Thanks', published: true, replied_at: '2025-02-02T00:00:00.000Z' },
      commented_at: '2025-02-01T00:00:00.000Z',
      imported_at: '2025-02-03T00:00:00.000Z',
      reviewer_verified: false,
      incentivized: false,
      provenance: null,
    });
  });

  it('stores and returns HTML-looking text verbatim (the admin escapes it)', async () => {
    const shop = await signInShop(ctx.server, 'reviews-xss.myshopify.com');
    const xss = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const [id] = await insertReviews(ctx.database.handle, shop, [{ authorName: xss, title: xss, body: xss }]);
    const response = await get(shop.token, `get_review?id=${id}`);
    expect(response.json?.data).toMatchObject({ author_name: xss, title: xss, body: xss });
    const reply = await ctx.server.call('POST', `${ADMIN}/reply_review`, { token: shop.token, body: { id, body: xss, published: true } });
    expect(reply.json?.data.reply.body).toBe(xss);
    expect(response.headers.get('content-type')).toContain('application/json');
  });

  it('refuses an invalid filter, sort or page with a 422 naming the field', async () => {
    const shop = await signInShop(ctx.server, 'reviews-bad-input.myshopify.com');
    const cases: [string, string][] = [
      ['ratings=7', 'ratings: 7 is not one of 1-5'],
      ['ratings=04', 'ratings: 04 is not one of 1-5'],
      ['resource_types=4', 'resource_types: 4 is not one of 0 (empty), 1 (text), 2 (photo), 3 (video)'],
      ['tags=0', 'tags: 0 is not one of 1 (featured), 2 (unfeatured), 3 (verified), 4 (unverified), 5 (top review), 6 (in shows)'],
      ['publishes=3', 'publishes: 3 is not one of 1 (published), 2 (unpublished)'],
      ['ratings=5&ratings=5', 'ratings: 5 is given twice'],
      ['sources=Ebay', 'sources: "Ebay" is not one of'],
      ['date_range=9', 'date_range: 9 is not one of 0 (all time), 1 (today), 2 (last 7 days), 3 (last 30 days), 4 (last 90 days), 5 (last 12 months)'],
      ['start_date=2025-02-30&end_date=2025-03-01', 'start_date: "2025-02-30" is not a date (YYYY-MM-DD)'],
      ['start_date=2025-03-01', 'end_date: is required with start_date'],
      ['start_date=2025-03-02&end_date=2025-03-01', 'start_date: must not be after end_date'],
      ['search_field=questioner&keyword=a', 'search_field: "questioner" is not one of all, author, title'],
      ['sort=price', 'sort: "price" is not one of commented_at_desc, commented_at_asc, rating_desc, rating_asc, helpful_desc'],
      ['page=0', 'page: must be a whole number from 1'],
      ['page_size=101', 'page_size: must be a whole number from 1 to 100'],
      ['keyword=a&keyword=b', 'keyword: must be given once'],
      ['date_range=1&date_range=2', 'date_range: must be given once'],
      ['sort=rating_asc&sort=rating_desc', 'sort: must be given once'],
      ['page=1&page=2', 'page: must be given once'],
      [`keyword=${'k'.repeat(201)}`, 'keyword: must be at most 200 characters'],
      [Array.from({ length: 251 }, (_, index) => `product_ids=p${index}`).join('&'), 'product_ids: must name at most 250 products'],
      [`product_ids=${'p'.repeat(256)}`, `product_ids: "${'p'.repeat(40)}…" must be at most 255 characters`],
      ['product_groups=shirts', 'product_groups: must be a positive whole number'],
      [Array.from({ length: 101 }, (_, index) => `product_groups=${index + 1}`).join('&'), 'product_groups: must name at most 100 product groups'],
    ];
    for (const [params, message] of cases) {
      for (const path of ['get_reviews', 'get_review_facets', 'export_reviews']) {
        if (path !== 'get_reviews' && /^(sort|page)/.test(params)) continue;
        const response = await get(shop.token, `${path}?${params}`);
        expect(response.status, `${path}?${params}`).toBe(422);
        expect(response.json?.message).toContain(message);
      }
    }
    for (const id of ['abc', '0', '-1', '1.5', '']) {
      const response = await get(shop.token, `get_review?id=${id}`);
      expect(response.status).toBe(422);
      expect(response.json?.message).toMatch(/^id: /);
    }
  });

  it("never shows or counts another shop's reviews", async () => {
    const a = await signInShop(ctx.server, 'reviews-tenant-a.myshopify.com');
    const b = await signInShop(ctx.server, 'reviews-tenant-b.myshopify.com');
    const [bId] = await insertReviews(ctx.database.handle, b, [{ authorName: 'B secret', productId: 'shared' }]);
    await insertReviews(ctx.database.handle, a, [{ authorName: 'A', productId: 'shared' }]);
    const list = await get(a.token, 'get_reviews?product_ids=shared');
    expect(list.json?.data.total).toBe(1);
    expect(list.text).not.toContain('B secret');
    const bGroup = await insertProductGroup(ctx.database.handle, b, 'B group', ['shared']);
    expect((await get(a.token, `get_reviews?product_groups=${bGroup}`)).json?.data.total).toBe(0);
    expect((await get(a.token, `get_review_facets?product_groups=${bGroup}`)).json?.data.total).toBe(0);
    expect((await get(a.token, 'get_review_facets')).json?.data.total).toBe(1);
    const detail = await get(a.token, `get_review?id=${bId}`);
    expect(detail.status).toBe(404);
    expect(detail.json?.message).toBe(`review ${bId} was not found`);
    expect((await get(a.token, 'export_reviews')).text).not.toContain('B secret');
    expect((await get(a.token, `get_reply_template?id=${bId}`)).status).toBe(404);
    expect(EMPTY_REVIEW_FILTER.ratings).toEqual([]);
  });
});

describe.each(TEST_DATABASES)('the capped get_reviews total on $name', (target) => {
  // A cap of 10 stands in for REVIEW_TOTAL_CAP (1,000): the count stops there, or at the end of the requested page.
  const ctx = useTestServer(target, { now: () => NOW, reviewTotalCap: 10 });
  const get = (token: string, path: string) => ctx.server.call('GET', `${ADMIN}/${path}`, { token });

  it('counts exactly up to the cap, then answers the cap (or the end of the page) with total_capped; facets stay exact', async () => {
    const shop = await signInShop(ctx.server, 'reviews-capped.myshopify.com');
    await insertReviews(
      ctx.database.handle,
      shop,
      Array.from({ length: 25 }, (_, index): ReviewSeed => ({ rating: index < 4 ? 1 : 5, commentedAt: new Date(Date.UTC(2025, 0, 1 + index)) })),
    );
    const list = async (params: string) => (await get(shop.token, `get_reviews?${params}`)).json?.data as { total: number; total_capped: boolean; list: unknown[] };
    expect(await list('page_size=5')).toMatchObject({ total: 10, total_capped: true });
    expect(await list('page_size=20')).toMatchObject({ total: 20, total_capped: true });
    expect(await list('page=2&page_size=20')).toMatchObject({ total: 25, total_capped: false });
    expect(await list('ratings=1&page_size=5')).toMatchObject({ total: 4, total_capped: false });
    const exactlyTen = await list('ratings=5&page_size=5&date_range=0&start_date=2025-01-05&end_date=2025-01-14');
    expect(exactlyTen).toMatchObject({ total: 10, total_capped: false });
    expect((await get(shop.token, 'get_review_facets')).json?.data.total).toBe(25);
  });
});
