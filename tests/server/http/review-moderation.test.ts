import { and, asc, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reviewModerationEvents, reviews } from '../../../server/infrastructure/db/schema';
import { insertManyReviews, insertReviews } from '../support/review-fixtures';
import { type SignedInShop, signInShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const ADMIN = '/api/v1/admin';
const CHUNK = 200;

/** Hiding and deleting reviews asks for a neutral reason and leaves an audit trail (docs/product/review-moderation.md). */
describe.each(TEST_DATABASES)('review moderation on $name', (target) => {
  const ctx = useTestServer(target, { bulkChunkSize: CHUNK });
  const post = (shop: SignedInShop, path: string, body: unknown) => ctx.server.call('POST', `${ADMIN}/${path}`, { token: shop.token, body });
  const get = (shop: SignedInShop, path: string) => ctx.server.call('GET', `${ADMIN}/${path}`, { token: shop.token });
  const db = () => ctx.database.handle.db;
  const reviewRows = (shop: SignedInShop) =>
    db()
      .select({ id: reviews.id, published: reviews.published, moderationReason: reviews.moderationReason })
      .from(reviews)
      .where(eq(reviews.shopId, shop.id))
      .orderBy(asc(reviews.id));
  const eventCount = async (shop: SignedInShop) =>
    (await db().select({ value: count() }).from(reviewModerationEvents).where(eq(reviewModerationEvents.shopId, shop.id)))[0]?.value ?? 0;
  const history = async (shop: SignedInShop, id: number) => (await get(shop, `get_review_moderation_events?id=${id}`)).json?.data as {
    list: { action: string; reason: string | null; rating: number; actor: string; at: string }[];
    total: number;
  };
  const finishedJob = async (shop: SignedInShop, id: number) => {
    await ctx.server.bulkJobs.idle();
    return (await get(shop, `get_bulk_job?id=${id}`)).json?.data as Record<string, unknown>;
  };

  it('refuses to unpublish or delete without a neutral reason, naming the field, and changes nothing', async () => {
    const shop = await signInShop(ctx.server, 'moderation-reason.myshopify.com');
    const [id] = (await insertReviews(ctx.database.handle, shop, [{ rating: 1 }])) as [number];
    const before = await reviewRows(shop);
    for (const [path, body, message] of [
      ['update_reviews', { ids: [id], changes: { published: false } }, 'reason: is required to unpublish'],
      ['update_reviews', { filter: {}, changes: { published: false }, reason: 'bad_rating' }, 'reason: "bad_rating" is not one of private_information'],
      ['delete_reviews', { ids: [id] }, 'reason: is required'],
      ['delete_reviews', { ids: [id], reason: 'low_rating' }, 'reason: "low_rating" is not one of'],
    ] as const) {
      const answer = await post(shop, path, body);
      expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(422);
      expect(answer.json?.code).not.toBe(0);
      expect(answer.json?.message).toContain(message);
    }
    expect(await reviewRows(shop)).toEqual(before);
    expect(await eventCount(shop)).toBe(0);
    // Publishing, featuring and the other flags need no reason.
    expect((await post(shop, 'update_reviews', { ids: [id], changes: { featured: true } })).status).toBe(200);
  });

  it('records each hide, publish and delete with its reason, the rating and the actor; the review holds its current hide reason', async () => {
    const shop = await signInShop(ctx.server, 'moderation-trail.myshopify.com');
    const [low, high] = (await insertReviews(ctx.database.handle, shop, [{ rating: 1 }, { rating: 5 }])) as [number, number];

    expect((await post(shop, 'update_reviews', { ids: [low, high], changes: { published: false }, reason: 'private_information' })).json?.data).toEqual({ updated: 2 });
    expect(await reviewRows(shop)).toEqual([
      { id: low, published: false, moderationReason: 'private_information' },
      { id: high, published: false, moderationReason: 'private_information' },
    ]);
    // Hiding what is hidden already is no new moderation.
    await post(shop, 'update_reviews', { ids: [low], changes: { published: false }, reason: 'spam' });
    expect((await reviewRows(shop))[0]).toMatchObject({ moderationReason: 'private_information' });

    await post(shop, 'update_reviews', { ids: [high], changes: { published: true } });
    expect((await reviewRows(shop))[1]).toEqual({ id: high, published: true, moderationReason: null });

    await post(shop, 'delete_reviews', { ids: [low], reason: 'author_request' });
    // The history outlives the review, newest first.
    const lowHistory = await history(shop, low);
    expect(lowHistory.total).toBe(2);
    expect(lowHistory.list.map(({ action, reason, rating, actor }) => ({ action, reason, rating, actor }))).toEqual([
      { action: 'delete', reason: 'author_request', rating: 1, actor: 'merchant' },
      { action: 'hide', reason: 'private_information', rating: 1, actor: 'merchant' },
    ]);
    expect(lowHistory.list[0]!.at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await history(shop, high)).list.map(({ action, reason, rating }) => [action, reason, rating])).toEqual([
      ['publish', null, 5],
      ['hide', 'private_information', 5],
    ]);
  });

  it('pages the history', async () => {
    const shop = await signInShop(ctx.server, 'moderation-pages.myshopify.com');
    const [id] = (await insertReviews(ctx.database.handle, shop, [{ rating: 3 }])) as [number];
    for (let round = 0; round < 3; round++) {
      await post(shop, 'update_reviews', { ids: [id], changes: { published: false }, reason: 'spam' });
      await post(shop, 'update_reviews', { ids: [id], changes: { published: true } });
    }
    const second = (await get(shop, `get_review_moderation_events?id=${id}&page=2&page_size=4`)).json?.data as { list: unknown[]; total: number; page: number };
    expect(second).toMatchObject({ total: 6, page: 2, page_size: 4 });
    expect(second.list).toHaveLength(2);
    const refused = await get(shop, `get_review_moderation_events?id=${id}&page_size=1000`);
    expect(refused.status).toBe(422);
    expect(refused.json?.message).toContain('page_size');
  });

  it('writes the trail in the same transaction: a failed change leaves neither reviews nor events changed', async () => {
    const shop = await signInShop(ctx.server, 'moderation-atomic.myshopify.com');
    await insertReviews(ctx.database.handle, shop, [{ rating: 2 }, { rating: 2 }]);
    // Any event with rating 2 fails inside the database, after the reviews' own update in the same transaction.
    await db().execute(
      sql.raw(`create or replace function fail_on_rating_two() returns trigger language plpgsql as $$
        begin if new.rating = 2 then raise exception 'injected failure'; end if; return new; end $$`),
    );
    await db().execute(sql.raw('drop trigger if exists fail_moderation_events on review_moderation_events'));
    await db().execute(sql.raw('create trigger fail_moderation_events before insert on review_moderation_events for each row execute function fail_on_rating_two()'));
    try {
      const before = await reviewRows(shop);
      expect((await post(shop, 'update_reviews', { filter: {}, changes: { published: false }, reason: 'spam' })).status).toBe(500);
      expect(await reviewRows(shop)).toEqual(before);
      expect(await eventCount(shop)).toBe(0);
    } finally {
      await db().execute(sql.raw('drop trigger fail_moderation_events on review_moderation_events'));
    }
  });

  it('a bulk job records one event per review it changed, and an undone job takes its events back', async () => {
    const shop = await signInShop(ctx.server, 'moderation-job.myshopify.com');
    await insertManyReviews(ctx.database.handle, shop, 1100);
    const published = (await post(shop, 'update_reviews', { filter: {}, changes: { published: true } })).json?.data.job_id as number;
    expect(await finishedJob(shop, published)).toMatchObject({ status: 'succeeded', processed: 1100 });
    expect(await eventCount(shop)).toBe(1100);

    // A poisoned review late in the selection: every chunk, its events and its hide reasons are undone.
    await db().update(reviews).set({ authorName: 'Poison' }).where(and(eq(reviews.shopId, shop.id), eq(reviews.authorSearch, 'bulk 1000')));
    await db().execute(
      sql.raw(`create or replace function fail_on_poison() returns trigger language plpgsql as $$
        begin if old.author_name = 'Poison' then raise exception 'injected failure'; end if; return coalesce(new, old); end $$`),
    );
    await db().execute(sql.raw('drop trigger if exists poison_reviews on reviews'));
    await db().execute(sql.raw('create trigger poison_reviews before update or delete on reviews for each row execute function fail_on_poison()'));
    try {
      const hiding = (await post(shop, 'update_reviews', { filter: {}, changes: { published: false }, reason: 'suspected_fake' })).json?.data.job_id as number;
      expect(await finishedJob(shop, hiding)).toMatchObject({ status: 'failed', processed: 0 });
      const rows = await reviewRows(shop);
      expect(rows.every((row) => row.published && row.moderationReason === null)).toBe(true);
      expect(await eventCount(shop)).toBe(1100);
    } finally {
      await db().execute(sql.raw('drop trigger poison_reviews on reviews'));
    }

    await post(shop, 'save_shop_config', { show_batch_del_btn: '1' });
    const deleting = (await post(shop, 'delete_reviews', { filter: {}, reason: 'spam' })).json?.data.job_id as number;
    expect(await finishedJob(shop, deleting)).toMatchObject({ status: 'succeeded', processed: 1100 });
    const byAction = await db()
      .select({ action: reviewModerationEvents.action, value: count() })
      .from(reviewModerationEvents)
      .where(eq(reviewModerationEvents.shopId, shop.id))
      .groupBy(reviewModerationEvents.action)
      .orderBy(asc(reviewModerationEvents.action));
    expect(byAction).toEqual([
      { action: 'delete', value: 1100 },
      { action: 'publish', value: 1100 },
    ]);
  });

  it("keeps each shop's trail to itself", async () => {
    const a = await signInShop(ctx.server, 'moderation-tenant-a.myshopify.com');
    const b = await signInShop(ctx.server, 'moderation-tenant-b.myshopify.com');
    const [bId] = (await insertReviews(ctx.database.handle, b, [{ rating: 1 }])) as [number];
    await post(b, 'update_reviews', { ids: [bId], changes: { published: false }, reason: 'offensive_content' });
    expect((await history(b, bId)).total).toBe(1);
    // A names B's review: not A's review, so nothing changes and A sees no history for it.
    expect((await post(a, 'update_reviews', { ids: [bId], changes: { published: true } })).status).toBe(422);
    expect(await history(a, bId)).toEqual({ list: [], total: 0, page: 1, page_size: 20 });
    expect((await reviewRows(b))[0]).toMatchObject({ published: false, moderationReason: 'offensive_content' });
    expect(await eventCount(a)).toBe(0);
  });

  it('the public API hides with a moderation_reason, recorded as the API', async () => {
    const shop = await signInShop(ctx.server, 'moderation-api.myshopify.com');
    const key = ((await get(shop, 'get_user_info')).json?.data as { reviews_api_key: string }).reviews_api_key;
    const [id] = (await insertReviews(ctx.database.handle, shop, [{ rating: 4 }])) as [number];
    const call = (body: unknown) => ctx.server.call('POST', `/api/public/v1/reviews/${id}`, { headers: { 'X-Api-Key': key }, body });
    const refused = await call({ published: false, moderation_reason: 'too_negative' });
    expect(refused.status).toBe(422);
    expect(refused.json?.message).toContain('moderation_reason');
    expect((await call({ published: false, moderation_reason: 'false_or_misleading' })).status).toBe(200);
    expect((await history(shop, id)).list.map(({ action, reason, actor }) => [action, reason, actor])).toEqual([['hide', 'false_or_misleading', 'api']]);
    expect((await reviewRows(shop))[0]).toMatchObject({ moderationReason: 'false_or_misleading' });
  });
});
