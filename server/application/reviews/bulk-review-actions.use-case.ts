import { type BulkActionAnswer, type BulkJob, type BulkSelection, type ReviewModerationEventPage } from '../../../src/contracts/reviews.contract';
import { BULK_SYNC_LIMIT, type BulkJobChunkWrites, type BulkJobRunner, type BulkJobWork } from '../bulk-jobs/bulk-job-runner';
import { AppError, invalidInput } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type Transactions } from '../shared/transactions.port';
import { type JournalTag } from '../bulk-jobs/bulk-journal.port';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { type ReviewCriteriaResolver } from './review-criteria';
import { type NeutralModerationReason } from '../../../src/domain/reviews/moderation-reasons';
import {
  type BulkReviewAction,
  type ModerationActor,
  type ReviewFlagChanges,
  type ReviewRepository,
  type ReviewSelection,
  type ReviewWrites,
} from './review-repository.port';

/** Why (a neutral reason, or none for a publish) and by whom a bulk change moderates: docs/product/review-moderation.md. */
export interface Moderation {
  readonly reason: NeutralModerationReason | null;
  readonly actor: ModerationActor;
}

/** The shop config flag that allows deleting more than one review at a time (docs/product/spec-map.md §3). */
export const BATCH_DELETE_FLAG = 'show_batch_del_btn';

export interface BulkActionOptions {
  /** Tests lower it to start jobs on small data; BULK_SYNC_LIMIT otherwise. */
  readonly syncLimit?: number;
}

/** Listed ids the shop has no review for: a 422 naming the first few, nothing changed. */
function notReviewsOfThisShop(missing: readonly number[]): AppError {
  return invalidInput('ids', `${missing.slice(0, 10).join(', ')} ${missing.length === 1 ? 'is not a review' : 'are not reviews'} of this shop`);
}

/** The bulk job kind of reviews' actions, with its settings as stored on the job (read back by any process). */
export const REVIEW_BULK_JOB_KIND = 'reviews';
interface ReviewJobParams {
  readonly action: BulkReviewAction;
  readonly actor: ModerationActor;
  /** ISO time of the request: every chunk's events and moderation stamps carry it. */
  readonly at: string;
}

/**
 * update_reviews, delete_reviews and get_bulk_job. A selection is listed ids (every one must be the
 * shop's, else nothing changes) or a filter. Up to BULK_SYNC_LIMIT rows change in one transaction
 * before the answer; more start a job, which any process runs chunk by chunk, goes on with after a
 * crash, and undoes if it fails (decisions 0029, 0047, 0080).
 */
export class BulkReviewActionsUseCase {
  private readonly syncLimit: number;

  constructor(
    private readonly reviews: ReviewRepository,
    private readonly transactions: Transactions<ReviewWrites & BulkJobChunkWrites>,
    private readonly runner: BulkJobRunner,
    private readonly settings: SettingsRepository,
    private readonly criteria: ReviewCriteriaResolver,
    private readonly now: () => Date,
    options: BulkActionOptions = {},
  ) {
    this.syncLimit = options.syncLimit ?? BULK_SYNC_LIMIT;
    runner.register<ReviewWrites>(REVIEW_BULK_JOB_KIND, {
      transactions,
      apply: (shop, params, writes, ids, journal) => {
        const job = params as ReviewJobParams;
        return this.applyChunk(shop, writes, ids, job.action, { at: new Date(job.at), journal, actor: job.actor });
      },
    });
  }

  /**
   * `changes` sets at least one flag (the reviews contract checks it, and that the admin gives a
   * neutral `reason` to unpublish). `actor` is who the moderation events name.
   */
  update(shop: AuthenticatedShop, input: BulkSelection, changes: ReviewFlagChanges, moderation: Moderation): Promise<BulkActionAnswer> {
    return this.run(shop, input, { kind: 'update', changes, reason: moderation.reason }, moderation.actor);
  }

  async delete(shop: AuthenticatedShop, input: BulkSelection, moderation: Moderation): Promise<BulkActionAnswer> {
    return this.run(shop, input, { kind: 'delete', reason: moderation.reason }, moderation.actor);
  }

  /** Who moderates from the admin: the merchant, or support in a super-admin session. */
  static adminActor(shop: AuthenticatedShop): ModerationActor {
    return shop.superAdmin === true ? 'support' : 'merchant';
  }

  job(shop: AuthenticatedShop, id: number): Promise<BulkJob> {
    return this.runner.job(shop, id);
  }

  /** A review's moderation history, newest first; a review that never was the shop's has none. */
  moderationEvents(shop: AuthenticatedShop, reviewId: number, page: number, pageSize: number): Promise<ReviewModerationEventPage> {
    return this.reviews.moderationEvents(shop, reviewId, { offset: (page - 1) * pageSize, limit: pageSize }).then(({ list, total }) => ({ list, total, page, page_size: pageSize }));
  }

  private async run(shop: AuthenticatedShop, input: BulkSelection, action: BulkReviewAction, actor: ModerationActor): Promise<BulkActionAnswer> {
    const selection = await this.selectionOf(shop, input);
    const count = await this.reviews.countSelection(shop, selection);
    if (action.kind === 'delete' && count > 1) await this.requireBatchDelete(shop);
    if (count <= this.syncLimit) {
      const changed = await this.runner.runNow(this.transactions, this.work(shop, selection, action, actor));
      return action.kind === 'delete' ? { deleted: changed } : { updated: changed };
    }
    // The job's rows are fixed now, so any process runs (and resumes) it on the same ones.
    const ids = await this.transactions.run(({ reviews }) => this.selectIds(shop, reviews, selection, false));
    const params: ReviewJobParams = { action, actor, at: this.now().toISOString() };
    return { job_id: await this.runner.start(shop, { action: action.kind, kind: REVIEW_BULK_JOB_KIND, params, ids }) };
  }

  /** The action as chunks of review ids; ids that vanished since the selection was checked fail it (nothing changed). */
  private work(shop: AuthenticatedShop, selection: ReviewSelection, action: BulkReviewAction, actor: ModerationActor): BulkJobWork<ReviewWrites> {
    let at: Date | null = null;
    return {
      action: action.kind,
      select: ({ reviews }, lock) => {
        at = this.now();
        return this.selectIds(shop, reviews, selection, lock);
      },
      apply: (writes, ids, journal) => this.applyChunk(shop, writes, ids, action, { at: at ?? this.now(), journal, actor }),
    };
  }

  private async selectIds(shop: AuthenticatedShop, reviews: ReviewRepository, selection: ReviewSelection, lock: boolean): Promise<readonly number[]> {
    const { ids, missingIds } = await reviews.selectForBulk(shop, selection, { lock });
    if (missingIds.length > 0) throw notReviewsOfThisShop(missingIds);
    return ids;
  }

  /** One chunk, with its webhook events and Flow triggers in the same transaction. */
  private async applyChunk(
    shop: AuthenticatedShop,
    { reviews, events }: ReviewWrites,
    ids: readonly number[],
    action: BulkReviewAction,
    options: { readonly at: Date; readonly journal: JournalTag | null; readonly actor: ModerationActor },
  ): Promise<number> {
    const when = options.at;
    // A deletion's body is the review before it goes; a change's, the review as changed.
    if (action.kind === 'delete') await events.queueReviewEvent(shop, 'review.deleted', ids, when);
    // Shopify Flow's "Review published": for the reviews this change publishes, before it does (docs/product/shopify-flow.md#triggers).
    if (action.kind === 'update' && action.changes.published === true) await events.queueFlowTrigger(shop, 'review-published', ids, when, { unpublishedOnly: true });
    const taken = await reviews.applyBulkChunk(shop, ids, action, options);
    if (action.kind === 'update') await events.queueReviewEvent(shop, action.changes.published === true ? 'review.published' : 'review.updated', ids, when);
    return taken;
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
