import { describe, expect, it } from 'vitest';
import { BulkJobRunner } from '../../../../server/application/bulk-jobs/bulk-job-runner';
import { type FakeBulkJobRow, FakeBulkJobRepository } from '../../../fakes/fake-bulk-job-repository';
import { type BulkJobWrites, type BulkJournal } from '../../../../server/application/bulk-jobs/bulk-journal.port';
import { BulkReviewActionsUseCase } from '../../../../server/application/reviews/bulk-review-actions.use-case';
import { ReviewCriteriaResolver } from '../../../../server/application/reviews/review-criteria';
import { type BulkReviewAction, type ReviewRepository } from '../../../../server/application/reviews/review-repository.port';
import { type SettingsRepository } from '../../../../server/application/settings/settings-repository.port';
import { inlineTransactions } from '../../support/inline-transactions';
import { EMPTY_REVIEW_FILTER } from '../../../../src/domain/reviews/review-filter';
import { FakeOutgoingEventQueue } from '../../../fakes/fake-outgoing-event-queue';

const SHOP = { id: 7, domain: 'jobs.myshopify.com' };
const NOW = new Date('2025-01-01T00:00:00Z');
const PUBLISH = { reason: null, actor: 'merchant' } as const;
const SPAM = { reason: 'spam', actor: 'merchant' } as const;

const noJournal: BulkJournal = { undoLastChunk: () => Promise.resolve(null), forget: () => Promise.resolve() };

/** Reviews 1..total; `vanished` are gone by the time the action reads its selection. */
function repository(total: number, vanished: readonly number[] = []) {
  const calls: { ids: readonly number[]; action: BulkReviewAction; journaled: boolean; at: Date; actor: string }[] = [];
  const reviews = {
    countSelection: () => Promise.resolve(total),
    missingIds: () => Promise.resolve([]),
    timeZone: () => Promise.resolve('UTC'),
    selectForBulk: (_shop, selection) => {
      const ids = selection.kind === 'ids' ? [...selection.ids] : Array.from({ length: total }, (_, index) => index + 1);
      const missingIds = ids.filter((id) => vanished.includes(id));
      return Promise.resolve(missingIds.length > 0 ? { ids: [], missingIds } : { ids, missingIds: [] });
    },
    applyBulkChunk: (_shop, ids, action, options) => {
      calls.push({ ids, action, journaled: options.journal !== null, at: options.at, actor: options.actor });
      return Promise.resolve(ids.length);
    },
  } as Partial<ReviewRepository> as ReviewRepository;
  return { reviews, calls };
}

const settings = { readEntries: () => Promise.resolve({ show_batch_del_btn: '1' }) } as Partial<SettingsRepository> as SettingsRepository;

function useCase(reviews: ReviewRepository, failures: unknown[] = [], events = new FakeOutgoingEventQueue()) {
  let clock = NOW;
  const now = () => clock;
  const rows = new Map<number, FakeBulkJobRow>();
  const jobs = new FakeBulkJobRepository(() => rows);
  const runner = new BulkJobRunner(jobs, inlineTransactions<BulkJobWrites>({ jobs, journal: noJournal }), now, {
    owner: 'test-process',
    leaseMs: 30_000,
    pollMs: 60_000,
    chunkSize: 100,
    reportFailure: (error) => failures.push(error),
  });
  const actions = new BulkReviewActionsUseCase(reviews, inlineTransactions({ reviews, events, bulkJobs: jobs }), runner, settings, new ReviewCriteriaResolver(reviews, now), now, { syncLimit: 10 });
  return { actions, runner, rows, setClock: (at: Date) => (clock = at) };
}

const everything = { kind: 'filter' as const, filter: EMPTY_REVIEW_FILTER };

describe('bulk review actions', () => {
  it('answer at once up to the sync limit, in chunks of one transaction, without a journal', async () => {
    const { reviews, calls } = repository(10);
    const { actions } = useCase(reviews);
    expect(await actions.update(SHOP, everything, { published: true }, PUBLISH)).toEqual({ updated: 10 });
    expect(calls).toEqual([{ ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], action: { kind: 'update', changes: { published: true }, reason: null }, journaled: false, at: NOW, actor: 'merchant' }]);
  });

  it('start a job above it, which runs chunk by chunk with its journal, at the time and by the actor of the request', async () => {
    const { reviews, calls } = repository(250);
    const { actions, runner, rows, setClock } = useCase(reviews);
    // The worker runs the job a minute later (as another process might): the chunks still carry the request's time.
    const asked = actions.delete(SHOP, everything, { reason: 'spam', actor: 'support' });
    expect(await asked).toEqual({ job_id: 1 });
    setClock(new Date(NOW.getTime() + 60_000));
    await runner.idle();
    expect(await actions.job(SHOP, 1)).toEqual({ id: 1, action: 'delete', status: 'succeeded', processed: 250, total: 250 });
    expect(calls.map((call) => [call.ids.length, call.journaled, call.at, call.actor])).toEqual([
      [100, true, NOW, 'support'],
      [100, true, NOW, 'support'],
      [50, true, NOW, 'support'],
    ]);
    // The job's row holds what any process needs to run it: the ids and the action.
    expect(rows.get(1)).toMatchObject({ kind: 'reviews', params: { action: { kind: 'delete', reason: 'spam' }, actor: 'support', at: NOW.toISOString() } });
  });

  it('queue each chunk\'s webhook events with it: published or updated after the change, deleted before it', async () => {
    const { reviews } = repository(3);
    const events = new FakeOutgoingEventQueue();
    const { actions } = useCase(reviews, [], events);
    await actions.update(SHOP, everything, { published: true }, PUBLISH);
    await actions.update(SHOP, everything, { published: false }, SPAM);
    await actions.delete(SHOP, everything, SPAM);
    expect(events.queued.map(({ event, ids }) => [event, ids])).toEqual([
      ['review.published', [1, 2, 3]],
      ['review.updated', [1, 2, 3]],
      ['review.deleted', [1, 2, 3]],
    ]);
    // Shopify Flow's "Review published" only for a publishing change, and only for the reviews it publishes.
    expect(events.flowTriggers.map(({ trigger, ids, unpublishedOnly }) => [trigger, ids, unpublishedOnly])).toEqual([['review-published', [1, 2, 3], true]]);
  });

  it('fail with the ids that vanished after the selection was checked, whether they answer at once or would run as a job (no job starts)', async () => {
    const ids = { kind: 'ids' as const, ids: [41, 42] };
    await expect(useCase(repository(2, [42]).reviews).actions.update(SHOP, ids, { published: true }, PUBLISH)).rejects.toMatchObject({
      kind: 'invalidInput',
      message: 'ids: 42 is not a review of this shop',
    });

    const failures: unknown[] = [];
    const { reviews, calls } = repository(50, [42]);
    const { actions, rows } = useCase(reviews, failures);
    await expect(actions.update(SHOP, ids, { published: true }, PUBLISH)).rejects.toMatchObject({ kind: 'invalidInput', message: 'ids: 42 is not a review of this shop' });
    expect(rows.size).toBe(0);
    expect(calls).toEqual([]);
    expect(failures).toEqual([]);
  });
});
