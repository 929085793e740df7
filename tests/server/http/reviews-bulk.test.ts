import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JOB_INTERRUPTED_MESSAGE } from '../../../server/application/bulk-jobs/bulk-job-runner';
import { bulkJobs, reviews } from '../../../server/infrastructure/db/schema';
import { insertProductGroup } from '../support/product-group-fixtures';
import { insertManyReviews, insertReviews } from '../support/review-fixtures';
import { type SignedInShop, signInShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const ADMIN = '/api/v1/admin';
const CHUNK = 200;

describe.each(TEST_DATABASES)('review bulk actions on $name', (target) => {
  const ctx = useTestServer(target, { bulkChunkSize: CHUNK });
  const post = (shop: SignedInShop, path: string, body: unknown) => ctx.server.call('POST', `${ADMIN}/${path}`, { token: shop.token, body });
  const get = (shop: SignedInShop, path: string) => ctx.server.call('GET', `${ADMIN}/${path}`, { token: shop.token });
  const rowsOf = (shop: SignedInShop) =>
    ctx.database.handle.db
      .select({ id: reviews.id, published: reviews.published, featured: reviews.featured, verified: reviews.verified, topReview: reviews.topReview, inShows: reviews.inShows })
      .from(reviews)
      .where(eq(reviews.shopId, shop.id))
      .orderBy(asc(reviews.id));
  const finishedJob = async (shop: SignedInShop, id: number) => {
    await ctx.server.bulkJobs.idle();
    return (await get(shop, `get_bulk_job?id=${id}`)).json?.data as Record<string, unknown>;
  };
  /** Any update or delete of a review authored 'Poison' fails inside the database. */
  const poison = async () => {
    await ctx.database.handle.db.execute(
      sql.raw(`create or replace function fail_on_poison() returns trigger language plpgsql as $$
        begin if old.author_name = 'Poison' then raise exception 'injected failure'; end if; return coalesce(new, old); end $$`),
    );
    await ctx.database.handle.db.execute(sql.raw('drop trigger if exists poison_reviews on reviews'));
    await ctx.database.handle.db.execute(
      sql.raw('create trigger poison_reviews before update or delete on reviews for each row execute function fail_on_poison()'),
    );
  };

  it('updates listed reviews at once: publish, feature, verify, top and shows flags', async () => {
    const shop = await signInShop(ctx.server, 'bulk-update-ids.myshopify.com');
    const [a, b, c] = await insertReviews(ctx.database.handle, shop, [{ published: false }, { published: false }, { published: false }]);
    const response = await post(shop, 'update_reviews', { ids: [a, b], changes: { published: true, featured: true, verified: true, top_review: true, in_shows: true } });
    expect(response.json).toEqual({ code: 0, message: 'ok', data: { updated: 2 } });
    expect(await rowsOf(shop)).toEqual([
      { id: a, published: true, featured: true, verified: true, topReview: true, inShows: true },
      { id: b, published: true, featured: true, verified: true, topReview: true, inShows: true },
      { id: c, published: false, featured: false, verified: false, topReview: false, inShows: false },
    ]);
    const undo = await post(shop, 'update_reviews', { ids: [a], changes: { featured: false, verified: false } });
    expect(undo.json?.data).toEqual({ updated: 1 });
    expect((await rowsOf(shop))[0]).toMatchObject({ featured: false, verified: false, published: true, topReview: true });
  });

  it('updates everything matching a filter', async () => {
    const shop = await signInShop(ctx.server, 'bulk-update-filter.myshopify.com');
    await insertReviews(ctx.database.handle, shop, [{ rating: 1 }, { rating: 1 }, { rating: 5 }]);
    const response = await post(shop, 'update_reviews', { filter: { ratings: [1] }, changes: { published: false }, reason: 'spam' });
    expect(response.json?.data).toEqual({ updated: 2 });
    expect((await rowsOf(shop)).map((row) => row.published)).toEqual([false, false, true]);
  });

  it("updates the reviews of a product group's members, by the filter's product_groups", async () => {
    const shop = await signInShop(ctx.server, 'bulk-update-group.myshopify.com');
    await insertReviews(ctx.database.handle, shop, [{ productId: 'shirt-blue' }, { productId: 'mug' }, { productId: 'shirt-red' }]);
    const shirts = await insertProductGroup(ctx.database.handle, shop, 'Shirts', ['shirt-blue', 'shirt-red']);
    const response = await post(shop, 'update_reviews', { filter: { product_groups: [shirts] }, changes: { featured: true } });
    expect(response.json?.data).toEqual({ updated: 2 });
    expect((await rowsOf(shop)).map((row) => row.featured)).toEqual([true, false, true]);
  });

  it('refuses bad input with a 422 naming the field and changes nothing', async () => {
    const shop = await signInShop(ctx.server, 'bulk-bad-input.myshopify.com');
    const [id] = await insertReviews(ctx.database.handle, shop, [{ published: true }]);
    const before = await rowsOf(shop);
    const cases: [unknown, string][] = [
      [{ ids: [id], changes: { published: 'yes' } }, 'changes.published: must be true or false'],
      [{ ids: [id], changes: {} }, 'changes: must change at least one'],
      [{ ids: [id], changes: { rating: 5 } }, 'changes.rating: is not a known field'],
      [{ ids: [], changes: { published: false }, reason: 'spam' }, 'ids: must name at least one review'],
      [{ ids: ['1'], changes: { published: false }, reason: 'spam' }, 'ids.0: must be review ids'],
      [{ ids: [id, 999_999_999], changes: { published: false }, reason: 'spam' }, 'ids: 999999999 is not a review of this shop'],
      [{ filter: { ratings: [7] }, changes: { published: false }, reason: 'spam' }, 'filter.ratings: 7 is not one of 1-5'],
      [{ filter: { rating: [1] }, changes: { published: false }, reason: 'spam' }, 'filter.rating: is not a known field'],
      [{ filter: { product_groups: ['shirts'] }, changes: { published: false }, reason: 'spam' }, 'filter.product_groups: must be a positive whole number'],
      [{ ids: [id], filter: {}, changes: { published: false }, reason: 'spam' }, 'ids: give ids or filter, not both'],
      [{ changes: { published: false }, reason: 'spam' }, 'ids: give ids or filter'],
    ];
    for (const [body, message] of cases) {
      const response = await post(shop, 'update_reviews', body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.json?.message).toContain(message);
    }
    expect((await post(shop, 'delete_reviews', { ids: [999_999_998], reason: 'spam' })).json?.message).toBe('ids: 999999998 is not a review of this shop');
    expect(await rowsOf(shop)).toEqual(before);
  });

  it('is all or nothing: a failure on one row leaves every row unchanged', async () => {
    const shop = await signInShop(ctx.server, 'bulk-atomic-sync.myshopify.com');
    await insertReviews(ctx.database.handle, shop, [{ published: false }, { published: false, authorName: 'Poison' }, { published: false }]);
    await poison();
    const before = await rowsOf(shop);
    const response = await post(shop, 'update_reviews', { filter: {}, changes: { published: true } });
    expect(response.status).toBe(500);
    expect(await rowsOf(shop)).toEqual(before);
  });

  it('runs a large selection as a job: progress, then all rows or none', async () => {
    const shop = await signInShop(ctx.server, 'bulk-job.myshopify.com');
    await insertManyReviews(ctx.database.handle, shop, 1500);
    const started = await post(shop, 'update_reviews', { filter: { publishes: [2] }, changes: { published: true } });
    expect(started.json?.data).toEqual({ job_id: expect.any(Number) });
    const jobId = started.json?.data.job_id as number;
    const running = (await get(shop, `get_bulk_job?id=${jobId}`)).json?.data;
    expect(running).toMatchObject({ id: jobId, action: 'update', total: 1500 });
    expect(['running', 'succeeded']).toContain(running.status);
    expect(await finishedJob(shop, jobId)).toEqual({ id: jobId, action: 'update', status: 'succeeded', processed: 1500, total: 1500 });
    expect((await rowsOf(shop)).every((row) => row.published)).toBe(true);

    // A poisoned row late in the selection (chunk 7 of 8): the job fails and no chunk stays applied.
    await ctx.database.handle.db.update(reviews).set({ authorName: 'Poison' }).where(and(eq(reviews.shopId, shop.id), eq(reviews.authorSearch, 'bulk 1300')));
    await poison();
    const failing = await post(shop, 'update_reviews', { filter: { publishes: [1] }, changes: { published: false }, reason: 'spam' });
    const failed = await finishedJob(shop, failing.json?.data.job_id as number);
    expect(failed).toMatchObject({ status: 'failed', processed: 0, total: 1500, error: 'the action failed; nothing was changed' });
    expect((await rowsOf(shop)).every((row) => row.published)).toBe(true);
    await ctx.database.handle.db.execute(sql.raw('drop trigger poison_reviews on reviews'));
  });

  it("answers 404 for another shop's job, and never touches another shop's reviews", async () => {
    const a = await signInShop(ctx.server, 'bulk-tenant-a.myshopify.com');
    const b = await signInShop(ctx.server, 'bulk-tenant-b.myshopify.com');
    await insertManyReviews(ctx.database.handle, a, 1200);
    const [bId] = await insertReviews(ctx.database.handle, b, [{ published: false }]);
    const job = (await post(a, 'update_reviews', { filter: {}, changes: { featured: true } })).json?.data.job_id as number;
    await ctx.server.bulkJobs.idle();
    const other = await get(b, `get_bulk_job?id=${job}`);
    expect(other.status).toBe(404);
    expect(other.json?.message).toBe(`job ${job} was not found`);
    expect((await rowsOf(b))[0]).toMatchObject({ published: false, featured: false });
    expect((await post(a, 'update_reviews', { ids: [bId], changes: { published: true } })).status).toBe(422);
    expect((await post(a, 'delete_reviews', { ids: [bId], reason: 'spam' })).status).toBe(422);
    expect((await post(a, 'reply_review', { id: bId, body: 'hi' })).status).toBe(404);
    expect((await post(a, 'delete_review_reply', { id: bId })).status).toBe(404);
    expect(await rowsOf(b)).toEqual([{ id: bId, published: false, featured: false, verified: false, topReview: false, inShows: false }]);
    expect((await get(b, 'get_reviews')).json?.data.total).toBe(1);
  });

  it('undoes and fails a job cut off before jobs resumed (as migration 0036 leaves it), once its lease runs out', async () => {
    const shop = await signInShop(ctx.server, 'bulk-restart.myshopify.com');
    const [row] = await ctx.database.handle.db
      .insert(bulkJobs)
      .values({ shopId: shop.id, action: 'delete', status: 'running', total: 5000, error: JOB_INTERRUPTED_MESSAGE, leaseOwner: 'before-0036', leaseUntil: new Date(Date.now() + 60_000) })
      .returning({ id: bulkJobs.id });
    await ctx.server.bulkJobs.idle();
    expect((await get(shop, `get_bulk_job?id=${row!.id}`)).json?.data).toEqual({ id: row!.id, action: 'delete', status: 'running', processed: 0, total: 5000 });
    await ctx.database.handle.db.update(bulkJobs).set({ leaseUntil: new Date(Date.now() - 1000) }).where(eq(bulkJobs.id, row!.id));
    await ctx.server.bulkJobs.idle();
    expect((await get(shop, `get_bulk_job?id=${row!.id}`)).json?.data).toEqual({
      id: row!.id,
      action: 'delete',
      status: 'failed',
      processed: 0,
      total: 5000,
      error: JOB_INTERRUPTED_MESSAGE,
    });
  });

  it('deletes one review freely, but more than one only when show_batch_del_btn is 1 (409 otherwise)', async () => {
    const shop = await signInShop(ctx.server, 'bulk-delete.myshopify.com');
    const [a, b, c, d] = await insertReviews(ctx.database.handle, shop, [
      { media: [{ kind: 'photo', url: 'https://cdn.example/a.jpg' }] },
      {},
      {},
      {},
    ]);
    expect((await post(shop, 'delete_reviews', { ids: [a], reason: 'spam' })).json?.data).toEqual({ deleted: 1 });
    const refused = await post(shop, 'delete_reviews', { ids: [b, c], reason: 'spam' });
    expect(refused.status).toBe(409);
    expect(refused.json?.message).toBe('show_batch_del_btn: batch delete is off for this shop; delete one review at a time or turn it on');
    expect((await post(shop, 'delete_reviews', { filter: {}, reason: 'spam' })).status).toBe(409);
    expect((await rowsOf(shop)).map((row) => row.id)).toEqual([b, c, d]);
    await post(shop, 'save_shop_config', { show_batch_del_btn: '1' });
    expect((await post(shop, 'delete_reviews', { ids: [b, c], reason: 'spam' })).json?.data).toEqual({ deleted: 2 });
    expect((await rowsOf(shop)).map((row) => row.id)).toEqual([d]);
  });

  it('deletes a large filtered selection as a job', async () => {
    const shop = await signInShop(ctx.server, 'bulk-delete-job.myshopify.com');
    await post(shop, 'save_shop_config', { show_batch_del_btn: '1' });
    await insertManyReviews(ctx.database.handle, shop, 1100);
    await insertReviews(ctx.database.handle, shop, [{ productId: 'keep' }]);
    const job = (await post(shop, 'delete_reviews', { filter: { product_ids: ['product-bulk'] }, reason: 'spam' })).json?.data.job_id as number;
    expect(await finishedJob(shop, job)).toEqual({ id: job, action: 'delete', status: 'succeeded', processed: 1100, total: 1100 });
    expect(await rowsOf(shop)).toHaveLength(1);
  });

  it("the display limit's overage (get_user_info) follows publish, unpublish and delete", async () => {
    const shop = await signInShop(ctx.server, 'bulk-display-limit.myshopify.com');
    await post(shop, 'save_shop_config', { show_batch_del_btn: '1' });
    const ids = await insertReviews(ctx.database.handle, shop, Array.from({ length: 21 }, () => ({ productId: 'busy', published: false })));
    const overage = async () => (await get(shop, 'get_user_info')).json?.data.overage as { isShow: boolean; num: number };
    expect(await overage()).toEqual({ isShow: false, num: 20 });
    await post(shop, 'update_reviews', { filter: { product_ids: ['busy'] }, changes: { published: true } });
    expect(await overage()).toEqual({ isShow: true, num: 20 });
    await post(shop, 'update_reviews', { ids: [ids[0]], changes: { published: false }, reason: 'spam' });
    expect(await overage()).toEqual({ isShow: false, num: 20 });
    await post(shop, 'update_reviews', { ids: [ids[0]], changes: { published: true } });
    expect((await overage()).isShow).toBe(true);
    await post(shop, 'delete_reviews', { ids: [ids[1]], reason: 'spam' });
    expect((await overage()).isShow).toBe(false);
  });
});
