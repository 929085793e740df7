import { asc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JOB_FAILED_MESSAGE } from '../../../server/application/bulk-jobs/bulk-job-runner';
import { bulkJobJournal, reviewMedia, reviews } from '../../../server/infrastructure/db/schema';
import { bulkJobChunkSeam } from '../support/bulk-job-seam';
import { insertManyReviews } from '../support/review-fixtures';
import { type SignedInShop, signInShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const ADMIN = '/api/v1/admin';
const CHUNK = 200;
const ROWS = 1500; // above BULK_SYNC_LIMIT: a job of 8 chunks

describe.each(TEST_DATABASES)('bulk jobs on $name', (target) => {
  const mode = target.name;
  const seam = bulkJobChunkSeam();
  const ctx = useTestServer(target, { bulkChunkSize: CHUNK, bulkAfterChunk: seam.afterChunk });
  const post = (shop: SignedInShop, path: string, body: unknown) => ctx.server.call('POST', `${ADMIN}/${path}`, { token: shop.token, body });
  const get = (shop: SignedInShop, path: string) => ctx.server.call('GET', `${ADMIN}/${path}`, { token: shop.token });
  const db = () => ctx.database.handle.db;
  /** Every column of the shop's reviews and of their media, as stored. */
  const everything = async (shop: SignedInShop) => ({
    reviews: await db().select().from(reviews).where(eq(reviews.shopId, shop.id)).orderBy(asc(reviews.id)),
    media: await db().select().from(reviewMedia).where(eq(reviewMedia.shopId, shop.id)).orderBy(asc(reviewMedia.reviewId), asc(reviewMedia.position)),
  });
  const journalRows = async (jobId: number) => (await db().select({ chunk: bulkJobJournal.chunk }).from(bulkJobJournal).where(eq(bulkJobJournal.jobId, jobId))).length;
  /** A shop with ROWS unpublished reviews, every tenth with a photo and every seventh replied to, that may batch-delete. */
  const seededShop = async (domain: string) => {
    const shop = await signInShop(ctx.server, domain);
    await post(shop, 'save_shop_config', { show_batch_del_btn: '1' });
    await insertManyReviews(ctx.database.handle, shop, ROWS);
    await db().execute(sql`update reviews set reply_body = 'Thanks ' || id, replied_at = commented_at + interval '1 day', photo_count = 1
      where shop_id = ${shop.id} and (author_search like '%7' or author_search like '%0')`);
    await db().execute(sql`insert into review_media (shop_id, review_id, position, kind, url)
      select shop_id, id, 0, 'photo', 'https://cdn.example/' || id || '.jpg' from reviews where shop_id = ${shop.id} and photo_count = 1`);
    return shop;
  };
  const finished = async (shop: SignedInShop, jobId: number) => {
    await ctx.server.bulkJobs.idle();
    return (await get(shop, `get_bulk_job?id=${jobId}`)).json?.data as Record<string, unknown>;
  };

  it('answers /healthz and reads the reviews while a job is running', async () => {
    const shop = await seededShop(`bulk-answering-${mode}.myshopify.com`);
    const held = seam.holdAfter(0);
    const started = await post(shop, 'update_reviews', { filter: {}, changes: { published: true } });
    const jobId = started.json?.data.job_id as number;
    const { release } = await held;
    // The job stands after its first chunk and cannot end until released: these must answer now.
    // (Before, on PGlite, the job's one transaction held the only connection and they waited.)
    const health = await ctx.server.call('GET', '/healthz');
    expect(health.status).toBe(200);
    expect(health.json).toEqual({ status: 'ok' });
    const page = await get(shop, 'get_reviews?publishes=1&page_size=5');
    expect(page.status).toBe(200);
    const job = await get(shop, `get_bulk_job?id=${jobId}`);
    expect(job.json?.data).toEqual({ id: jobId, action: 'update', status: 'running', processed: CHUNK, total: ROWS });
    // The reviews a running job has reached show its change (each chunk commits).
    expect(page.json?.data.total).toBe(CHUNK);
    release();
    expect(await finished(shop, jobId)).toEqual({ id: jobId, action: 'update', status: 'succeeded', processed: ROWS, total: ROWS });
    expect((await get(shop, 'get_review_facets')).json?.data.publishes).toEqual({ '1': ROWS, '2': 0 });
    expect(await journalRows(jobId)).toBe(0);
  });

  it('leaves every review as it was when an update fails after its first chunk', async () => {
    const shop = await seededShop(`bulk-update-fails-${mode}.myshopify.com`);
    await db().update(reviews).set({ featured: true }).where(inArray(reviews.id, db().select({ id: reviews.id }).from(reviews).where(eq(reviews.shopId, shop.id)).limit(300)));
    const before = await everything(shop);
    seam.failAfter(0);
    const started = await post(shop, 'update_reviews', { filter: {}, changes: { published: true, featured: false, verified: true } });
    const jobId = started.json?.data.job_id as number;
    expect(await finished(shop, jobId)).toEqual({ id: jobId, action: 'update', status: 'failed', processed: 0, total: ROWS, error: JOB_FAILED_MESSAGE });
    expect(await everything(shop)).toEqual(before);
    expect(await journalRows(jobId)).toBe(0);
  });

  it('leaves every review, photo and reply as it was when a delete fails mid-way, in the database or after a chunk', async () => {
    const shop = await seededShop(`bulk-delete-fails-${mode}.myshopify.com`);
    const before = await everything(shop);
    expect(before.media.length).toBeGreaterThan(200);

    seam.failAfter(2);
    const afterChunk = (await post(shop, 'delete_reviews', { filter: {}, reason: 'spam' })).json?.data.job_id as number;
    expect(await finished(shop, afterChunk)).toMatchObject({ status: 'failed', processed: 0, error: JOB_FAILED_MESSAGE });
    expect(await everything(shop)).toEqual(before);

    // A statement the database refuses in the fifth chunk (a trigger on one row).
    const poisoned = before.reviews[4 * CHUNK + 10]!.id;
    await db().execute(sql.raw(`create or replace function fail_on_poisoned_review() returns trigger language plpgsql as $$
      begin if old.id = ${poisoned} then raise exception 'injected failure'; end if; return old; end $$`));
    await db().execute(sql.raw('create trigger poisoned_review before delete on reviews for each row execute function fail_on_poisoned_review()'));
    try {
      const inDatabase = (await post(shop, 'delete_reviews', { filter: {}, reason: 'spam' })).json?.data.job_id as number;
      expect(await finished(shop, inDatabase)).toMatchObject({ status: 'failed', processed: 0, error: JOB_FAILED_MESSAGE });
      expect(await everything(shop)).toEqual(before);
      expect(await journalRows(inDatabase)).toBe(0);
    } finally {
      await db().execute(sql.raw('drop trigger poisoned_review on reviews'));
    }

    const succeeds = (await post(shop, 'delete_reviews', { filter: {}, reason: 'spam' })).json?.data.job_id as number;
    expect(await finished(shop, succeeds)).toMatchObject({ status: 'succeeded', processed: ROWS });
    expect(await everything(shop)).toEqual({ reviews: [], media: [] });
  });

  it("keeps the merchant's own changes made while a failing job ran", async () => {
    const shop = await seededShop(`bulk-merchant-meanwhile-${mode}.myshopify.com`);
    const before = await everything(shop);
    const [replied, deleted, ahead] = [before.reviews[3]!.id, before.reviews[5]!.id, before.reviews[ROWS - 1]!.id];
    const held = seam.holdAfter(0);
    const jobId = (await post(shop, 'update_reviews', { filter: {}, changes: { published: true } })).json?.data.job_id as number;
    const { release } = await held;
    // The job has published the first chunk; meanwhile the merchant replies to one of those
    // reviews, deletes another, and features one the job has not reached.
    expect((await post(shop, 'reply_review', { id: replied, body: 'Sorry to hear it' })).status).toBe(200);
    expect((await post(shop, 'delete_reviews', { ids: [deleted], reason: 'spam' })).json?.data).toEqual({ deleted: 1 });
    expect((await post(shop, 'update_reviews', { ids: [ahead], changes: { featured: true } })).json?.data).toEqual({ updated: 1 });
    seam.failAfter(1);
    release();
    expect(await finished(shop, jobId)).toMatchObject({ status: 'failed', processed: 0 });

    const after = await everything(shop);
    const byId = new Map(after.reviews.map((row) => [row.id, row]));
    // Unpublished again, with the reply and its time kept.
    expect(byId.get(replied)).toMatchObject({ published: false, replyBody: 'Sorry to hear it' });
    expect(byId.get(replied)?.updatedAt.getTime()).toBeGreaterThan(before.reviews[3]!.updatedAt.getTime());
    // Not brought back by the undo of an update.
    expect(byId.has(deleted)).toBe(false);
    expect(byId.get(ahead)).toMatchObject({ published: false, featured: true });
    const untouched = (rows: typeof before.reviews) => rows.filter((row) => ![replied, deleted, ahead].includes(row.id));
    expect(untouched(after.reviews)).toEqual(untouched(before.reviews));
  });
});
