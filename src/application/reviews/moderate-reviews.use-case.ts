import { inject, injectable } from 'inversify';
import { type BulkActionAnswer, deleteReviews, getBulkJob, type ReviewChanges, updateReviews } from '../../contracts/reviews.contract';
import { toReviewFilterQuery } from '../../contracts/review-filter.contract';
import { getShopConfigs } from '../../contracts/shop-config.contract';
import { reviewFilterCodec } from '../../contracts/review-filter.schema';
import { type QueryParams } from '../../domain/reviews/query-string';
import { type NeutralModerationReason } from '../../domain/reviews/moderation-reasons';
import { parseShopConfigFlag, type ShopConfigFlagKey } from '../../domain/shop/shop-config-flags';
import { type ContractClient } from '../http/contract-client.port';
import { TOKENS } from '../tokens';

/** How often a running bulk job is asked for its progress. */
export const BULK_JOB_POLL_MS = 500;
export const BATCH_DELETE_CONFIG: ShopConfigFlagKey = 'show_batch_del_btn';

/** Chosen rows, or "everything matching this filter" (query parameters; resolved by the server when the action runs). */
export type ReviewSelection = { readonly kind: 'ids'; readonly ids: readonly number[] } | { readonly kind: 'filter'; readonly filter: QueryParams };

export interface BulkProgress {
  readonly processed: number;
  readonly total: number;
}

export class BulkJobFailedError extends Error {
  override readonly name = 'BulkJobFailedError';
}

/** The selection as update_reviews and delete_reviews take it: the ids, or the filter's parameters as the server reads them. */
function bulkSelection(selection: ReviewSelection): { ids: number[] } | { filter: QueryParams } {
  return selection.kind === 'ids' ? { ids: [...selection.ids] } : { filter: toReviewFilterQuery(reviewFilterCodec.read(selection.filter)) };
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Bulk update and delete on ids or a filter. Large sets run as a server job: it is polled until
 * it ends, reporting progress; a failed job (nothing changed, all or nothing) rejects.
 */
@injectable()
export class ModerateReviewsUseCase {
  constructor(
    @inject(TOKENS.ContractClient) private readonly client: ContractClient,
  ) {}

  /** Resolves with the number of reviews changed; unpublishing needs a neutral `reason` (docs/product/review-moderation.md). */
  async update(
    selection: ReviewSelection,
    changes: ReviewChanges,
    { reason, onProgress }: { readonly reason?: NeutralModerationReason; readonly onProgress?: (progress: BulkProgress) => void } = {},
  ): Promise<number> {
    const request = { ...bulkSelection(selection), changes, ...(reason === undefined ? {} : { reason }) };
    return this.outcome(await this.client.call(updateReviews, request, { allowConcurrent: true }), onProgress);
  }

  async remove(selection: ReviewSelection, reason: NeutralModerationReason, onProgress?: (progress: BulkProgress) => void): Promise<number> {
    return this.outcome(await this.client.call(deleteReviews, { ...bulkSelection(selection), reason }), onProgress);
  }

  /** Whether the shop allows deleting more than one review at a time (shop config `show_batch_del_btn` '1'). */
  async canBatchDelete(): Promise<boolean> {
    const configs = await this.client.call(getShopConfigs, {});
    return parseShopConfigFlag(BATCH_DELETE_CONFIG, configs[BATCH_DELETE_CONFIG]);
  }

  private outcome(answer: BulkActionAnswer, onProgress?: (progress: BulkProgress) => void): Promise<number> {
    if ('job_id' in answer) return this.follow(answer.job_id, onProgress);
    return Promise.resolve('updated' in answer ? answer.updated : answer.deleted);
  }

  private async follow(jobId: number, onProgress?: (progress: BulkProgress) => void): Promise<number> {
    for (;;) {
      const job = await this.client.call(getBulkJob, { id: jobId }, { allowConcurrent: true });
      onProgress?.({ processed: job.processed, total: job.total });
      if (job.status === 'succeeded') return job.total;
      if (job.status === 'failed') throw new BulkJobFailedError(job.error ?? 'bulk job failed');
      await wait(BULK_JOB_POLL_MS);
    }
  }
}
