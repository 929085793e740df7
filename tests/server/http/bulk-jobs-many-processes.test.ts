import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../../server/infrastructure/db/raw-rows';
import { bulkJobJournal, bulkJobs, reviewMedia, reviews } from '../../../server/infrastructure/db/schema';
import { bulkJobChunkSeam } from '../support/bulk-job-seam';
import { insertManyReviews } from '../support/review-fixtures';
import { type SignedInShop, signInShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { createTestServer, type TestServer } from '../support/test-server';
import { useTestDatabase } from '../support/use-test-server';

const ADMIN = '/api/v1/admin';
const CHUNK = 200;
const ROWS = 1500; // above BULK_SYNC_LIMIT: a job of 8 chunks

/**
 * Two server processes on one database, as behind a balancer or during a rolling deploy
 * (decision 0080): each is the composed server with its own bulk job worker and lease owner.
 */
describe.each(TEST_DATABASES)('bulk jobs shared by two processes on $name', (target) => {
  const ctx = useTestDatabase(target);
  const db = () => ctx.database.handle.db;
  const twoProcesses = () => {
    const seam = bulkJobChunkSeam();
    const a = createTestServer(ctx.database.handle, { bulkChunkSize: CHUNK, bulkAfterChunk: seam.afterChunk });
    const b = createTestServer(ctx.database.handle, { bulkChunkSize: CHUNK });
    return { a, b, seam };
  };
  const post = (server: TestServer, shop: SignedInShop, path: string, body: unknown) => server.call('POST', `${ADMIN}/${path}`, { token: shop.token, body });
  const jobOf = async (server: TestServer, shop: SignedInShop, id: number) => (await server.call('GET', `${ADMIN}/get_bulk_job?id=${id}`, { token: shop.token })).json?.data as Record<string, unknown>;
  const seededShop = async (server: TestServer, domain: string) => {
    const shop = await signInShop(server, domain);
    await post(server, shop, 'save_shop_config', { show_batch_del_btn: '1' });
    await insertManyReviews(ctx.database.handle, shop, ROWS);
    return shop;
  };
  /** How many times each of the shop's reviews was published, from the moderation trail: one event per change. */
  const publishCounts = async (shop: SignedInShop) =>
    rowsOf<{ review_id: string | number; n: string | number }>(
      db().execute(sql`select review_id, count(*) as n from review_moderation_events where shop_id = ${shop.id} and action = 'publish' group by review_id`),
    );
  /** The job's process is taken for dead: its lease ran out a second ago. */
  const leaseRunsOut = (shop: SignedInShop, jobId: number) =>
    db().update(bulkJobs).set({ leaseUntil: new Date(Date.now() - 1000) }).where(and(eq(bulkJobs.shopId, shop.id), eq(bulkJobs.id, jobId)));
  const startJob = async (server: TestServer, shop: SignedInShop, path: string, body: unknown) => (await post(server, shop, path, body)).json?.data.job_id as number;
  const published = async (shop: SignedInShop) => (await db().select({ id: reviews.id }).from(reviews).where(and(eq(reviews.shopId, shop.id), eq(reviews.published, true)))).length;

  it("reports a job's progress from the process that did not take the request, and that process's start does not fail it", async () => {
    const { a, b, seam } = twoProcesses();
    const shop = await seededShop(a, `bulk-shared-progress-${target.name}.myshopify.com`);
    const held = seam.holdAfter(1);
    const jobId = await startJob(a, shop, 'update_reviews', { filter: {}, changes: { published: true } });
    const { release } = await held;
    // B is a process that starts (its worker looks for jobs) while A runs the job: it leaves A's job alone.
    await b.bulkJobs.idle();
    expect(await jobOf(b, shop, jobId)).toEqual({ id: jobId, action: 'update', status: 'running', processed: 2 * CHUNK, total: ROWS });
    expect(await published(shop)).toBe(2 * CHUNK);
    release();
    await a.bulkJobs.idle();
    expect(await jobOf(b, shop, jobId)).toEqual({ id: jobId, action: 'update', status: 'succeeded', processed: ROWS, total: ROWS });
    expect(await published(shop)).toBe(ROWS);
  });

  it('goes on with a job whose process died from its last committed chunk, changing every review exactly once', async () => {
    const { a, b, seam } = twoProcesses();
    const shop = await seededShop(a, `bulk-shared-resume-${target.name}.myshopify.com`);
    // A takes the job and "dies" after its third chunk: it never goes on, and its lease runs out.
    const held = seam.holdAfter(2);
    const jobId = await startJob(a, shop, 'update_reviews', { filter: {}, changes: { published: true } });
    const { release } = await held;
    await b.bulkJobs.idle();
    expect(await jobOf(b, shop, jobId)).toMatchObject({ status: 'running', processed: 3 * CHUNK });
    await leaseRunsOut(shop, jobId);

    // B's worker takes the job over from chunk 3 and ends it.
    await b.bulkJobs.idle();
    expect(await jobOf(b, shop, jobId)).toEqual({ id: jobId, action: 'update', status: 'succeeded', processed: ROWS, total: ROWS });
    expect(await published(shop)).toBe(ROWS);
    const counts = await publishCounts(shop);
    expect(counts).toHaveLength(ROWS);
    expect(counts.every((row) => Number(row.n) === 1)).toBe(true);
    expect(await db().select().from(bulkJobJournal).where(eq(bulkJobJournal.jobId, jobId))).toEqual([]);

    // A wakes up, too late: its next chunk finds the job no longer its own and writes nothing.
    release();
    await a.bulkJobs.idle();
    expect(await jobOf(a, shop, jobId)).toEqual({ id: jobId, action: 'update', status: 'succeeded', processed: ROWS, total: ROWS });
    expect((await publishCounts(shop)).every((row) => Number(row.n) === 1)).toBe(true);
  });

  it('goes on with a delete whose process died, and every review and photo goes once', async () => {
    const { a, b, seam } = twoProcesses();
    const shop = await seededShop(a, `bulk-shared-delete-${target.name}.myshopify.com`);
    await db().execute(sql`insert into review_media (shop_id, review_id, position, kind, url)
      select shop_id, id, 0, 'photo', 'https://cdn.example/' || id || '.jpg' from reviews where shop_id = ${shop.id} and id % 10 = 0`);
    const held = seam.holdAfter(4);
    const jobId = await startJob(a, shop, 'delete_reviews', { filter: {}, reason: 'spam' });
    await held;
    expect(await jobOf(b, shop, jobId)).toMatchObject({ status: 'running', processed: 5 * CHUNK });
    await leaseRunsOut(shop, jobId);
    await b.bulkJobs.idle();
    expect(await jobOf(b, shop, jobId)).toEqual({ id: jobId, action: 'delete', status: 'succeeded', processed: ROWS, total: ROWS });
    expect(await db().select().from(reviews).where(eq(reviews.shopId, shop.id))).toEqual([]);
    expect(await db().select().from(reviewMedia).where(eq(reviewMedia.shopId, shop.id))).toEqual([]);
    const deletes = await rowsOf<{ n: string | number }>(db().execute(sql`select count(*) as n from review_moderation_events where shop_id = ${shop.id} and action = 'delete'`));
    expect(Number(deletes[0]?.n)).toBe(ROWS);
  });

  it("runs a shop's jobs one at a time in the order asked, whichever process claims them", async () => {
    const { a, b, seam } = twoProcesses();
    const shop = await seededShop(a, `bulk-shared-order-${target.name}.myshopify.com`);
    const held = seam.holdAfter(0);
    const first = await startJob(a, shop, 'update_reviews', { filter: {}, changes: { published: true } });
    const { release } = await held;
    const second = await startJob(b, shop, 'update_reviews', { filter: {}, changes: { featured: true } });
    await b.bulkJobs.idle();
    // B may not start the shop's second job while A runs its first.
    expect(await jobOf(b, shop, second)).toMatchObject({ status: 'running', processed: 0 });
    release();
    await a.bulkJobs.idle();
    await b.bulkJobs.idle();
    expect(await jobOf(a, shop, first)).toMatchObject({ status: 'succeeded', processed: ROWS });
    expect(await jobOf(a, shop, second)).toMatchObject({ status: 'succeeded', processed: ROWS });
    const featured = await db().select({ id: reviews.id }).from(reviews).where(and(eq(reviews.shopId, shop.id), eq(reviews.featured, true), eq(reviews.published, true)));
    expect(featured).toHaveLength(ROWS);
  });
});
