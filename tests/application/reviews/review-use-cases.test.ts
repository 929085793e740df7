import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExportReviewsUseCase, REVIEW_EXPORT_FALLBACK_NAME } from '../../../src/application/reviews/export-reviews.use-case';
import { LoadReviewsUseCase, REVIEW_PAGE_SIZE } from '../../../src/application/reviews/load-reviews.use-case';
import { BULK_JOB_POLL_MS, BulkJobFailedError, ModerateReviewsUseCase, type BulkProgress } from '../../../src/application/reviews/moderate-reviews.use-case';
import { deleteReviews, getBulkJob, getReviewFacets, getReviews, updateReviews } from '../../../src/contracts/reviews.contract';
import { presetDateRange } from '../../../src/domain/dates/date-range';
import { EMPTY_REVIEW_FILTER } from '../../../src/domain/reviews/review-filter';
import { FakeReviews } from '../../fakes/fake-reviews';
import { FakeShopConfigs } from '../../fakes/fake-shop-configs';
import { createTestRequestCache } from '../../support/adapter-fakes';
import { reviewItem } from '../../ui/reviews/review-fixtures';

afterEach(() => {
  vi.useRealTimers();
});

/** The shop's reviews on the server, answered on a client that also answers the shop config. */
function withReviews(count: number) {
  const server = new FakeReviews();
  server.reviews = Array.from({ length: count }, (_, index) => reviewItem(index + 1));
  return { server, client: server.answer(new FakeShopConfigs().answer()) };
}

describe('LoadReviewsUseCase', () => {
  it('asks for a page of the filter in the address, twenty at a time, once while fresh', async () => {
    const { client } = withReviews(25);
    const load = new LoadReviewsUseCase(client, createTestRequestCache());
    const query = { filter: { ratings: ['5', '4'], date_range: '3' }, sort: 'rating_asc' as const, page: 2 };
    const page = await load.page(query);
    await load.page(query);
    expect(page.list.map((item) => item.id)).toEqual([21, 22, 23, 24, 25]);
    expect(client.callsTo(getReviews)).toEqual([
      { filter: { ...EMPTY_REVIEW_FILTER, ratings: [4, 5], dateRange: presetDateRange(3) }, sort: 'rating_asc', page: 2, page_size: REVIEW_PAGE_SIZE },
    ]);
    await load.invalidate();
    await load.page(query);
    expect(client.callsTo(getReviews)).toHaveLength(2);
  });

  it('asks for the counts of the filter', async () => {
    const { server, client } = withReviews(1);
    server.facetCounts = { ...server.facetCounts, total: 1 };
    const load = new LoadReviewsUseCase(client, createTestRequestCache());
    await expect(load.facets({ sources: 'Amazon' })).resolves.toMatchObject({ total: 1 });
    expect(client.callsTo(getReviewFacets)).toEqual([{ ...EMPTY_REVIEW_FILTER, sources: ['Amazon'] }]);
  });
});

describe('ModerateReviewsUseCase', () => {
  it('changes listed ids or everything matching the filter, answering how many changed', async () => {
    const { client } = withReviews(3);
    const moderation = new ModerateReviewsUseCase(client);
    await expect(moderation.update({ kind: 'ids', ids: [1, 3] }, { published: true })).resolves.toBe(2);
    await expect(moderation.update({ kind: 'ids', ids: [2] }, { published: false }, { reason: 'private_information' })).resolves.toBe(1);
    await expect(moderation.remove({ kind: 'filter', filter: { publishes: '2', ratings: ['5', '4'], keyword: 'blue mug', search_field: 'title' } }, 'spam')).resolves.toBe(3);
    expect(client.callsTo(updateReviews)).toEqual([
      { ids: [1, 3], changes: { published: true } },
      { ids: [2], changes: { published: false }, reason: 'private_information' },
    ]);
    // The filter goes as the server reads it: the address's parameters, read and written back in order.
    expect(client.callsTo(deleteReviews)).toEqual([{ filter: { publishes: ['2'], ratings: ['4', '5'], search_field: 'title', keyword: 'blue mug' }, reason: 'spam' }]);
  });

  it('follows a job every 500 ms, reporting progress, until it succeeds', async () => {
    vi.useFakeTimers();
    const { server, client } = withReviews(0);
    server.bulkAnswers.push({ job_id: 5 });
    server.jobStates.set(5, [
      { id: 5, action: 'update', status: 'running', processed: 0, total: 12000 },
      { id: 5, action: 'update', status: 'running', processed: 10000, total: 12000 },
      { id: 5, action: 'update', status: 'succeeded', processed: 12000, total: 12000 },
    ]);
    const progress: BulkProgress[] = [];
    const done = new ModerateReviewsUseCase(client).update({ kind: 'filter', filter: {} }, { featured: true }, { onProgress: (step) => progress.push(step) });
    await vi.advanceTimersByTimeAsync(BULK_JOB_POLL_MS - 1);
    expect(client.callsTo(getBulkJob)).toEqual([{ id: 5 }]);
    await vi.advanceTimersByTimeAsync(2 * BULK_JOB_POLL_MS);
    await expect(done).resolves.toBe(12000);
    expect(progress).toEqual([
      { processed: 0, total: 12000 },
      { processed: 10000, total: 12000 },
      { processed: 12000, total: 12000 },
    ]);
  });

  it('rejects with the reason when the job fails (nothing changed)', async () => {
    const { server, client } = withReviews(0);
    server.bulkAnswers.push({ job_id: 6 });
    server.jobStates.set(6, [{ id: 6, action: 'delete', status: 'failed', processed: 0, total: 9000, error: 'disk full' }]);
    const failure = new ModerateReviewsUseCase(client).remove({ kind: 'filter', filter: {} }, 'spam');
    await expect(failure).rejects.toThrow(BulkJobFailedError);
    await expect(failure).rejects.toThrow('disk full');
  });

  it('allows batch delete only when the shop config says 1', async () => {
    const shopConfig = new FakeShopConfigs();
    const moderation = new ModerateReviewsUseCase(new FakeReviews().answer(shopConfig.answer()));
    await expect(moderation.canBatchDelete()).resolves.toBe(false);
    shopConfig.stored = { show_batch_del_btn: '2' };
    await expect(moderation.canBatchDelete()).resolves.toBe(false);
    shopConfig.stored = { show_batch_del_btn: '1' };
    await expect(moderation.canBatchDelete()).resolves.toBe(true);
  });
});

describe('ExportReviewsUseCase', () => {
  it('downloads the whole filter, the server naming the file', async () => {
    const { server } = withReviews(0);
    await expect(new ExportReviewsUseCase(server).exportCsv({ ratings: '1', keyword: 'mug' }, 'loox')).resolves.toBe(REVIEW_EXPORT_FALLBACK_NAME);
    expect(server.exports).toEqual([
      { filter: { ...EMPTY_REVIEW_FILTER, ratings: [1], search: { field: 'all', keyword: 'mug' } }, format: 'loox', fallbackName: REVIEW_EXPORT_FALLBACK_NAME },
    ]);
  });
});
