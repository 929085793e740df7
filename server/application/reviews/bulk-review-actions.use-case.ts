import { type BulkActionAnswer, type BulkJob, type BulkSelection } from '../../../src/contracts/reviews.contract';
import { AppError, invalidInput, notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type Transactions } from '../shared/transactions.port';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { type BulkJobRepository } from './bulk-job-repository.port';
import { type ReviewCriteriaResolver } from './review-criteria';
import {
  type BulkReviewAction,
  type BulkReviewOutcome,
  type ReviewFlagChanges,
  type ReviewRepository,
  type ReviewSelection,
  type ReviewWrites,
} from './review-repository.port';

/** Up to this many rows a bulk action answers when done; more start a job. */
export const BULK_SYNC_LIMIT = 1000;
/** Rows per statement inside a job's transaction; progress is reported after each chunk. */
export const BULK_CHUNK_SIZE = 10_000;
/** The shop config flag that allows deleting more than one review at a time (docs/product/spec-map.md §3). */
export const BATCH_DELETE_FLAG = 'show_batch_del_btn';
export const JOB_INTERRUPTED_MESSAGE = 'the server restarted while the job ran; nothing was changed';
const JOB_FAILED_MESSAGE = 'the action failed; nothing was changed';

export interface BulkActionOptions {
  readonly syncLimit?: number;
  readonly chunkSize?: number;
  /** Told of an unexpected failure of a job (the job itself records a generic message). */
  readonly reportFailure?: (error: unknown) => void;
}

const jobKey = (shop: AuthenticatedShop, id: number) => `${shop.id}:${id}`;

/** Listed ids the shop has no review for: a 422 naming the first few, nothing changed. */
function notReviewsOfThisShop(missing: readonly number[]): AppError {
  return invalidInput('ids', `${missing.slice(0, 10).join(', ')} ${missing.length === 1 ? 'is not a review' : 'are not reviews'} of this shop`);
}

/** The rows changed; ids that vanished since the selection was checked fail the action (nothing changed). */
function changedOrFail(outcome: BulkReviewOutcome): number {
  if (outcome.missingIds.length > 0) throw notReviewsOfThisShop(outcome.missingIds);
  return outcome.changed;
}

/**
 * update_reviews, delete_reviews and get_bulk_job. A selection is listed ids (every one must be the
 * shop's, else nothing changes) or a filter. Small selections change in one transaction before the
 * answer; larger ones start a job that changes every row in ONE transaction, chunk by chunk, so a
 * failure changes nothing. Live progress is kept in memory by the process running the job; the
 * bulk_jobs row records the outcome.
 */
export class BulkReviewActionsUseCase {
  private readonly progress = new Map<string, { processed: number; total: number }>();
  private readonly running = new Set<Promise<void>>();
  private readonly syncLimit: number;
  private readonly chunkSize: number;

  constructor(
    private readonly reviews: ReviewRepository,
    private readonly transactions: Transactions<ReviewWrites>,
    private readonly jobs: BulkJobRepository,
    private readonly settings: SettingsRepository,
    private readonly criteria: ReviewCriteriaResolver,
    private readonly now: () => Date,
    private readonly options: BulkActionOptions = {},
  ) {
    this.syncLimit = options.syncLimit ?? BULK_SYNC_LIMIT;
    this.chunkSize = options.chunkSize ?? BULK_CHUNK_SIZE;
  }

  /** `changes` sets at least one flag (the reviews contract checks it). */
  update(shop: AuthenticatedShop, input: BulkSelection, changes: ReviewFlagChanges): Promise<BulkActionAnswer> {
    return this.run(shop, input, { kind: 'update', changes });
  }

  async delete(shop: AuthenticatedShop, input: BulkSelection): Promise<BulkActionAnswer> {
    return this.run(shop, input, { kind: 'delete' });
  }

  async job(shop: AuthenticatedShop, id: number): Promise<BulkJob> {
    const record = await this.jobs.get(shop, id);
    if (record === null) throw notFound(`job ${id}`);
    const live = record.status === 'running' ? this.progress.get(jobKey(shop, id)) : undefined;
    return {
      id: record.id,
      action: record.action,
      status: record.status,
      processed: live?.processed ?? record.processed,
      total: live?.total ?? record.total,
      ...(record.error === null ? {} : { error: record.error }),
    };
  }

  /** Marks jobs cut off by a restart as failed; main.ts calls it once at start-up. */
  failInterruptedJobs(): Promise<number> {
    return this.jobs.failInterrupted(JOB_INTERRUPTED_MESSAGE, this.now());
  }

  /** Resolves when every job this process started has ended (tests, graceful shutdown). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  private async run(shop: AuthenticatedShop, input: BulkSelection, action: BulkReviewAction): Promise<BulkActionAnswer> {
    const selection = await this.selectionOf(shop, input);
    const count = await this.reviews.countSelection(shop, selection);
    if (action.kind === 'delete' && count > 1) await this.requireBatchDelete(shop);
    if (count <= this.syncLimit) {
      const changed = changedOrFail(await this.transactions.run(({ reviews }) => reviews.applyBulk(shop, selection, action, { chunkSize: this.chunkSize })));
      return action.kind === 'delete' ? { deleted: changed } : { updated: changed };
    }
    const id = await this.jobs.create(shop, action.kind, count);
    const key = jobKey(shop, id);
    const live = { processed: 0, total: count };
    this.progress.set(key, live);
    const work = this.transactions
      .run(({ reviews }) =>
        reviews.applyBulk(shop, selection, action, {
          chunkSize: this.chunkSize,
          onStart: (total) => {
            live.total = total;
          },
          onProgress: (processed) => {
            live.processed = processed;
          },
        }),
      )
      .then(changedOrFail)
      .then(
        (changed) => this.jobs.finish(shop, id, { status: 'succeeded', processed: changed, total: live.total, error: null }),
        (error: unknown) => {
          if (!(error instanceof AppError)) this.options.reportFailure?.(error);
          const message = error instanceof AppError ? `${error.message}; nothing was changed` : JOB_FAILED_MESSAGE;
          return this.jobs.finish(shop, id, { status: 'failed', processed: 0, total: live.total, error: message });
        },
      )
      .catch((error: unknown) => this.options.reportFailure?.(error))
      .finally(() => {
        this.progress.delete(key);
        this.running.delete(work);
      });
    this.running.add(work);
    return { job_id: id };
  }

  private async selectionOf(shop: AuthenticatedShop, input: BulkSelection): Promise<ReviewSelection> {
    if (input.kind === 'filter') return { kind: 'filter', criteria: await this.criteria.resolve(shop, input.filter) };
    const ids = [...new Set(input.ids)];
    const missing = await this.reviews.missingIds(shop, ids);
    if (missing.length > 0) throw notReviewsOfThisShop(missing);
    return { kind: 'ids', ids };
  }

  private async requireBatchDelete(shop: AuthenticatedShop): Promise<void> {
    const config = await this.settings.readEntries(shop, 'shop_config');
    if (config[BATCH_DELETE_FLAG] !== '1') {
      throw new AppError('conflict', `${BATCH_DELETE_FLAG}: batch delete is off for this shop; delete one review at a time or turn it on`);
    }
  }
}
