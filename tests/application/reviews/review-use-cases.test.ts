import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExportReviewsUseCase, REVIEW_EXPORT_FALLBACK_NAME } from '../../../src/application/reviews/export-reviews.use-case';
import { LoadReviewsUseCase, REVIEW_PAGE_SIZE } from '../../../src/application/reviews/load-reviews.use-case';
import { BULK_JOB_POLL_MS, BulkJobFailedError, ModerateReviewsUseCase, type BulkProgress } from '../../../src/application/reviews/moderate-reviews.use-case';
import { ReviewDetailUseCase } from '../../../src/application/reviews/review-detail.use-case';
import { presetDateRange } from '../../../src/domain/dates/date-range';
import { EMPTY_REVIEW_FILTER } from '../../../src/domain/reviews/review-filter';
import { FakeReviewsGateway } from '../../fakes/fake-reviews-gateway';
import { FakeShopConfigs } from '../../fakes/fake-shop-configs';
import { createTestRequestCache } from '../../support/adapter-fakes';
import { reviewItem } from '../../ui/reviews/review-fixtures';

afterEach(() => {
  vi.useRealTimers();
});

function withReviews(count: number): FakeReviewsGateway {
  const gateway = new FakeReviewsGateway();
  gateway.reviews = Array.from({ length: count }, (_, index) => reviewItem(index + 1));
  return gateway;
}

describe('LoadReviewsUseCase', () => {
  it('asks for a page of the filter in the address, twenty at a time, once while fresh', async () => {
    const gateway = withReviews(25);
    const load = new LoadReviewsUseCase(gateway, createTestRequestCache());
    const query = { filter: { ratings: ['5', '4'], date_range: '3' }, sort: 'rating_asc' as const, page: 2 };
    const page = await load.page(query);
    await load.page(query);
    expect(page.list.map((item) => item.id)).toEqual([21, 22, 23, 24, 25]);
    expect(gateway.listed).toEqual([
      { filter: { ...EMPTY_REVIEW_FILTER, ratings: [4, 5], dateRange: presetDateRange(3) }, sort: 'rating_asc', page: 2, pageSize: REVIEW_PAGE_SIZE },
    ]);
    await load.invalidate();
    await load.page(query);
    expect(gateway.listed).toHaveLength(2);
  });

  it('asks for the counts of the filter', async () => {
    const gateway = withReviews(1);
    gateway.facetCounts = { ...gateway.facetCounts, total: 1 };
    const load = new LoadReviewsUseCase(gateway, createTestRequestCache());
    await expect(load.facets({ sources: 'Amazon' })).resolves.toMatchObject({ total: 1 });
    expect(gateway.facetFilters).toEqual([{ ...EMPTY_REVIEW_FILTER, sources: ['Amazon'] }]);
  });
});

describe('ModerateReviewsUseCase', () => {
  it('changes listed ids or everything matching the filter, answering how many changed', async () => {
    const gateway = withReviews(3);
    const moderation = new ModerateReviewsUseCase(gateway, new FakeShopConfigs().answer());
    await expect(moderation.update({ kind: 'ids', ids: [1, 3] }, { published: true })).resolves.toBe(2);
    await expect(moderation.remove({ kind: 'filter', filter: { publishes: '2' } })).resolves.toBe(3);
    expect(gateway.updates).toEqual([{ selection: { kind: 'ids', ids: [1, 3] }, changes: { published: true } }]);
    expect(gateway.removals).toEqual([{ kind: 'filter', filter: { ...EMPTY_REVIEW_FILTER, publishes: [2] } }]);
  });

  it('follows a job every 500 ms, reporting progress, until it succeeds', async () => {
    vi.useFakeTimers();
    const gateway = withReviews(0);
    gateway.bulkAnswers.push({ job_id: 5 });
    gateway.jobStates.set(5, [
      { id: 5, action: 'update', status: 'running', processed: 0, total: 12000 },
      { id: 5, action: 'update', status: 'running', processed: 10000, total: 12000 },
      { id: 5, action: 'update', status: 'succeeded', processed: 12000, total: 12000 },
    ]);
    const progress: BulkProgress[] = [];
    const done = new ModerateReviewsUseCase(gateway, new FakeShopConfigs().answer()).update({ kind: 'filter', filter: {} }, { featured: true }, (step) => progress.push(step));
    await vi.advanceTimersByTimeAsync(BULK_JOB_POLL_MS - 1);
    expect(gateway.polls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2 * BULK_JOB_POLL_MS);
    await expect(done).resolves.toBe(12000);
    expect(progress).toEqual([
      { processed: 0, total: 12000 },
      { processed: 10000, total: 12000 },
      { processed: 12000, total: 12000 },
    ]);
  });

  it('rejects with the reason when the job fails (nothing changed)', async () => {
    const gateway = withReviews(0);
    gateway.bulkAnswers.push({ job_id: 6 });
    gateway.jobStates.set(6, [{ id: 6, action: 'delete', status: 'failed', processed: 0, total: 9000, error: 'disk full' }]);
    const failure = new ModerateReviewsUseCase(gateway, new FakeShopConfigs().answer()).remove({ kind: 'filter', filter: {} });
    await expect(failure).rejects.toThrow(BulkJobFailedError);
    await expect(failure).rejects.toThrow('disk full');
  });

  it('allows batch delete only when the shop config says 1', async () => {
    const shopConfig = new FakeShopConfigs();
    const moderation = new ModerateReviewsUseCase(withReviews(0), shopConfig.answer());
    await expect(moderation.canBatchDelete()).resolves.toBe(false);
    shopConfig.entries = { show_batch_del_btn: '2' };
    await expect(moderation.canBatchDelete()).resolves.toBe(false);
    shopConfig.entries = { show_batch_del_btn: '1' };
    await expect(moderation.canBatchDelete()).resolves.toBe(true);
  });
});

describe('ReviewDetailUseCase', () => {
  it('reads a review, its filled template, and saves and deletes its reply', async () => {
    const gateway = withReviews(2);
    gateway.templates.set(2, 'Thanks, Author 2!');
    const detail = new ReviewDetailUseCase(gateway);
    await expect(detail.get(2)).resolves.toMatchObject({ id: 2, reply: null });
    await expect(detail.replyTemplate(2)).resolves.toBe('Thanks, Author 2!');
    await expect(detail.replyTemplate(1)).resolves.toBe('');
    await expect(detail.reply(2, 'Thank you', false)).resolves.toMatchObject({ reply: { body: 'Thank you', published: false } });
    await expect(detail.deleteReply(2)).resolves.toMatchObject({ reply: null });
    await expect(detail.get(9)).rejects.toThrow('review 9 was not found');
  });
});

describe('ExportReviewsUseCase', () => {
  it('downloads the whole filter, the server naming the file', async () => {
    const gateway = withReviews(0);
    await expect(new ExportReviewsUseCase(gateway).exportCsv({ ratings: '1', keyword: 'mug' }, 'loox')).resolves.toBe(REVIEW_EXPORT_FALLBACK_NAME);
    expect(gateway.exports).toEqual([
      { filter: { ...EMPTY_REVIEW_FILTER, ratings: [1], search: { field: 'all', keyword: 'mug' } }, format: 'loox', fallbackName: REVIEW_EXPORT_FALLBACK_NAME },
    ]);
  });
});
