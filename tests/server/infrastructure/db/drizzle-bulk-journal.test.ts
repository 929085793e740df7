import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PLAN_ID_FREE } from '../../../../src/domain/plans/plan-catalog';
import { type AuthenticatedShop } from '../../../../server/application/shared/authenticated-shop';
import { DrizzleBulkJobRepository } from '../../../../server/infrastructure/db/drizzle-bulk-job-repository';
import { DrizzleBulkJournal, journaledDelete } from '../../../../server/infrastructure/db/drizzle-bulk-journal';
import { ANONYMOUS_AUTHOR_NAME, DrizzleComplianceRepository } from '../../../../server/infrastructure/db/drizzle-compliance-repository';
import { DrizzleReviewRepository } from '../../../../server/infrastructure/db/drizzle-review-repository';
import { DrizzleShopRepository } from '../../../../server/infrastructure/db/drizzle-shop-repository';
import { answers, bulkJobJournal, questions, reviewMedia, reviewModerationEvents, reviews } from '../../../../server/infrastructure/db/schema';
import { addQuestions } from '../../support/question-fixtures';
import { insertReviews } from '../../support/review-fixtures';
import { TEST_DATABASES } from '../../support/test-databases';
import { useTestDatabase } from '../../support/use-test-server';

const AT = new Date('2025-06-01T12:00:00.123Z');

describe.each(TEST_DATABASES)('the bulk job journal on $name', (target) => {
  const ctx = useTestDatabase(target);
  let shop: AuthenticatedShop;
  let otherShop: AuthenticatedShop;

  beforeAll(async () => {
    const shops = new DrizzleShopRepository(ctx.database.handle.db);
    shop = await shops.install({ domain: 'journal.myshopify.com', name: 'Journal', pricingPlanId: PLAN_ID_FREE });
    otherShop = await shops.install({ domain: 'journal-other.myshopify.com', name: 'Other', pricingPlanId: PLAN_ID_FREE });
  });

  const db = () => ctx.database.handle.db;
  const newJob = (action: 'update' | 'delete' = 'delete', owner: AuthenticatedShop = shop) => new DrizzleBulkJobRepository(db()).create(owner, { action, kind: 'reviews', params: {}, ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], chunkSize: 5 });
  const journalOf = (jobId: number) =>
    db()
      .select({ chunk: bulkJobJournal.chunk, step: bulkJobJournal.step, tableName: bulkJobJournal.tableName, change: bulkJobJournal.change })
      .from(bulkJobJournal)
      .where(eq(bulkJobJournal.jobId, jobId))
      .orderBy(asc(bulkJobJournal.chunk), asc(bulkJobJournal.step));
  /** Every column of the reviews and their media, as stored. */
  const stored = async (ids: readonly number[]) => ({
    reviews: await db().select().from(reviews).where(inArray(reviews.id, [...ids])).orderBy(asc(reviews.id)),
    media: await db().select().from(reviewMedia).where(inArray(reviewMedia.reviewId, [...ids])).orderBy(asc(reviewMedia.reviewId), asc(reviewMedia.position)),
  });
  const eventsOf = (ids: readonly number[]) =>
    db()
      .select({ reviewId: reviewModerationEvents.reviewId, action: reviewModerationEvents.action, reason: reviewModerationEvents.reason })
      .from(reviewModerationEvents)
      .where(inArray(reviewModerationEvents.reviewId, [...ids]))
      .orderBy(asc(reviewModerationEvents.reviewId));
  /** One chunk's change, committed with its journal, as a job's chunk is. */
  const inChunk = <T>(work: (repository: DrizzleReviewRepository) => Promise<T>) => db().transaction((tx) => work(new DrizzleReviewRepository(tx)));

  it('journals a delete with every row that cascades from it; the undo puts each back as it was, ids included', async () => {
    const ids = await insertReviews(ctx.database.handle, shop, [
      { media: [{ kind: 'photo', url: 'https://cdn.example/1.jpg' }, { kind: 'video', url: 'https://cdn.example/1.mp4' }], replyBody: 'Thanks!', replyPublished: true, repliedAt: AT, orderId: '#1001' },
      { body: '   ', featured: true },
      { media: [{ kind: 'photo', url: 'https://cdn.example/3.jpg' }], published: false, helpfulCount: 4 },
    ]);
    const [untouched] = await insertReviews(ctx.database.handle, shop, [{ media: [{ kind: 'photo', url: 'https://cdn.example/4.jpg' }] }]);
    const before = await stored([...ids, untouched!]);
    const jobId = await newJob();

    const deleted = await inChunk((repository) => repository.applyBulkChunk(shop, ids, { kind: 'delete', reason: 'spam' }, { at: AT, journal: { jobId, chunk: 0 }, actor: 'merchant' }));
    expect(deleted).toBe(3);
    expect((await stored(ids)).reviews).toEqual([]);
    expect((await stored(ids)).media).toEqual([]);
    expect(await journalOf(jobId)).toEqual([
      { chunk: 0, step: 0, tableName: 'reviews', change: 'deleted' },
      { chunk: 0, step: 1, tableName: 'review_media', change: 'deleted' },
      // The moderation audit trail's rows the delete wrote (docs/product/review-moderation.md).
      { chunk: 0, step: 1000, tableName: 'review_moderation_events', change: 'inserted' },
    ]);
    expect(await eventsOf(ids)).toEqual(ids.map((id) => ({ reviewId: id, action: 'delete', reason: 'spam' })));

    const journal = new DrizzleBulkJournal(db());
    expect(await db().transaction((tx) => new DrizzleBulkJournal(tx).undoLastChunk(shop, jobId))).toBe(0);
    expect(await stored([...ids, untouched!])).toEqual(before);
    // The undone delete did not happen: its events go with it.
    expect(await eventsOf(ids)).toEqual([]);
    expect(await journalOf(jobId)).toEqual([]);
    expect(await journal.undoLastChunk(shop, jobId)).toBeNull();
    // The identity sequence was not reset: a new review gets a new id.
    const [next] = await insertReviews(ctx.database.handle, shop, [{}]);
    expect(next).toBeGreaterThan(untouched!);
  });

  it('undoes an update column by column, only where the column still holds what the job wrote', async () => {
    const [replied, unpublishedAgain, alreadyPublished, deletedMeanwhile] = await insertReviews(ctx.database.handle, shop, [
      { published: false, featured: false },
      { published: false, featured: false },
      { published: true, featured: false },
      { published: false },
    ]);
    const ids = [replied!, unpublishedAgain!, alreadyPublished!, deletedMeanwhile!];
    const before = await stored(ids);
    const jobId = await newJob('update');
    await inChunk((repository) =>
      repository.applyBulkChunk(shop, ids, { kind: 'update', changes: { published: true, featured: true }, reason: null }, { at: AT, journal: { jobId, chunk: 0 }, actor: 'merchant' }),
    );
    expect((await stored(ids)).reviews.map((row) => [row.published, row.featured, row.updatedAt])).toEqual(ids.map(() => [true, true, AT]));

    // While the job runs, the merchant replies to one review, unpublishes another and deletes a third.
    const repliedAt = new Date('2025-06-01T12:00:05.000Z');
    const repository = new DrizzleReviewRepository(db());
    await repository.setReply(shop, replied!, { body: 'Thank you', published: true, repliedAt });
    await db().update(reviews).set({ published: false, updatedAt: repliedAt }).where(eq(reviews.id, unpublishedAgain!));
    await db().delete(reviews).where(eq(reviews.id, deletedMeanwhile!));

    expect(await db().transaction((tx) => new DrizzleBulkJournal(tx).undoLastChunk(shop, jobId))).toBe(0);
    const after = await stored(ids);
    const [first, second, third] = after.reviews;
    // The flags go back; the reply and its time stay (the job did not write them).
    expect(first).toEqual({ ...before.reviews[0], replyBody: 'Thank you', replyPublished: true, repliedAt, updatedAt: repliedAt });
    expect(second).toEqual({ ...before.reviews[1], updatedAt: repliedAt });
    // Already published: only `featured` changed, and only it goes back (with the time stamp).
    expect(third).toEqual(before.reviews[2]);
    // A review deleted meanwhile is not brought back by an update's undo.
    expect(after.reviews).toHaveLength(3);
  });

  it('finds cascading tables in the schema: deleting questions journals their answers', async () => {
    const [withAnswers, bare] = await addQuestions(ctx.database.handle, shop, [
      {
        productId: 'p1',
        questionerName: 'Ana',
        questionerEmail: 'ana@example.com',
        body: 'Does it fit?',
        published: true,
        askedAt: AT,
        answers: [
          { body: 'Yes', answeredAt: AT },
          { body: 'It runs small', published: false, answeredAt: new Date('2025-06-02T00:00:00Z') },
        ],
      },
      { productId: 'p1', questionerName: 'Bo', body: 'Colour?', askedAt: AT },
    ]);
    const questionIds = [withAnswers!, bare!];
    const snapshot = async () => ({
      questions: await db().select().from(questions).where(inArray(questions.id, questionIds)).orderBy(asc(questions.id)),
      answers: await db().select().from(answers).where(inArray(answers.questionId, questionIds)).orderBy(asc(answers.id)),
    });
    const before = await snapshot();
    const jobId = await newJob();
    const deleted = await db().transaction((tx) =>
      journaledDelete(tx, { table: questions, shopId: shop.id, tag: { jobId, chunk: 3 }, where: and(eq(questions.shopId, shop.id), inArray(questions.id, questionIds))! }),
    );
    expect(deleted).toBe(2);
    expect(await journalOf(jobId)).toEqual([
      { chunk: 3, step: 0, tableName: 'questions', change: 'deleted' },
      { chunk: 3, step: 1, tableName: 'answers', change: 'deleted' },
    ]);
    expect((await snapshot()).answers).toEqual([]);
    expect(await new DrizzleBulkJournal(db()).undoLastChunk(shop, jobId)).toBe(3);
    expect(await snapshot()).toEqual(before);
  });

  it("forgets a job's journal, and never undoes another shop's", async () => {
    const [mine, published] = await insertReviews(ctx.database.handle, shop, [{}, { published: true }]);
    const [theirs] = await insertReviews(ctx.database.handle, otherShop, [{}]);
    const running = await newJob('delete');
    const otherRunning = await newJob('delete', otherShop);
    const succeeded = await newJob('update');
    await inChunk((repository) => repository.applyBulkChunk(shop, [mine!], { kind: 'delete', reason: 'spam' }, { at: AT, journal: { jobId: running, chunk: 0 }, actor: 'merchant' }));
    await inChunk((repository) => repository.applyBulkChunk(otherShop, [theirs!], { kind: 'delete', reason: 'spam' }, { at: AT, journal: { jobId: otherRunning, chunk: 0 }, actor: 'merchant' }));
    await inChunk((repository) =>
      repository.applyBulkChunk(shop, [published!], { kind: 'update', changes: { published: false }, reason: 'spam' }, { at: AT, journal: { jobId: succeeded, chunk: 0 }, actor: 'merchant' }),
    );
    // The flags, the hide reason, and the moderation event.
    expect(await journalOf(succeeded)).toHaveLength(3);
    const journal = new DrizzleBulkJournal(db());
    // Another shop's job id undoes nothing of this shop's.
    expect(await journal.undoLastChunk(shop, otherRunning)).toBeNull();
    expect(await new DrizzleReviewRepository(db()).get(otherShop, theirs!)).toBeNull();
    await journal.forget(shop, running);
    expect(await journalOf(running)).toEqual([]);
    expect(await journalOf(otherRunning)).toHaveLength(2);
  });

  it("redacts a customer's reviews in the journal too, so an undo cannot bring their data back", async () => {
    const [ana, bo] = await insertReviews(ctx.database.handle, shop, [
      { authorName: 'Ana Example', authorEmail: 'Ana@Example.com', title: 'Fits well', body: 'My size', country: 'PT', media: [{ kind: 'photo', url: 'https://cdn.example/ana.jpg' }] },
      { authorName: 'Bo', authorEmail: 'bo@example.com', media: [{ kind: 'photo', url: 'https://cdn.example/bo.jpg' }] },
    ]);
    const before = await stored([ana!, bo!]);
    const jobId = await newJob();
    await inChunk((repository) => repository.applyBulkChunk(shop, [ana!, bo!], { kind: 'delete', reason: 'spam' }, { at: AT, journal: { jobId, chunk: 0 }, actor: 'merchant' }));

    // customers/redact arrives while the delete job runs: the reviews are only in its journal.
    await db().transaction((tx) => new DrizzleComplianceRepository(tx).redactCustomer(shop, { customerId: null, email: 'ana@example.com', orderIds: [] }));
    await new DrizzleBulkJournal(db()).undoLastChunk(shop, jobId);

    const after = await stored([ana!, bo!]);
    expect(after.reviews[0]).toMatchObject({ id: ana, authorName: ANONYMOUS_AUTHOR_NAME, authorEmail: '', title: '', body: '', country: '', photoCount: 0, rating: before.reviews[0]!.rating });
    expect(after.reviews[1]).toEqual(before.reviews[1]);
    expect(after.media).toEqual(before.media.filter((row) => row.reviewId === bo));
  });
});
