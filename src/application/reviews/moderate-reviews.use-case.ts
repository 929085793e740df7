import { inject, injectable } from 'inversify';
import { type ApiClient } from '../http/api-client.port';
import { TOKENS } from '../tokens';
import { REVIEW_API, type BulkJob, type BulkProgress, type ReviewChanges, type ReviewSelection } from './review-api';

/** How often a running bulk job is asked for its progress. */
export const BULK_JOB_POLL_MS = 500;
export const BATCH_DELETE_CONFIG = 'show_batch_del_btn';

export class BulkJobFailedError extends Error {
  override readonly name = 'BulkJobFailedError';
}

type BulkAnswer = { readonly updated?: number; readonly deleted?: number; readonly job_id?: number };

function selectionBody(selection: ReviewSelection): Record<string, unknown> {
  return selection.kind === 'ids' ? { ids: [...selection.ids] } : { filter: selection.filter };
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Bulk update and delete on ids or a filter. Large sets run as a server job: it is polled until
 * it ends, reporting progress; a failed job (nothing changed, all or nothing) rejects.
 */
@injectable()
export class ModerateReviewsUseCase {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  /** Resolves with the number of reviews changed. */
  async update(selection: ReviewSelection, changes: ReviewChanges, onProgress?: (progress: BulkProgress) => void): Promise<number> {
    const answer = await this.api.post<BulkAnswer>(REVIEW_API.update, { ...selectionBody(selection), changes }, { allowConcurrent: true });
    return answer.job_id === undefined ? (answer.updated ?? 0) : this.follow(answer.job_id, onProgress);
  }

  async remove(selection: ReviewSelection, onProgress?: (progress: BulkProgress) => void): Promise<number> {
    const answer = await this.api.post<BulkAnswer>(REVIEW_API.remove, selectionBody(selection));
    return answer.job_id === undefined ? (answer.deleted ?? 0) : this.follow(answer.job_id, onProgress);
  }

  /** Whether the shop allows deleting more than one review at a time (shop config `show_batch_del_btn` '1'). */
  async canBatchDelete(): Promise<boolean> {
    const configs = await this.api.get<Record<string, unknown>>(REVIEW_API.shopConfigs);
    return String(configs[BATCH_DELETE_CONFIG]) === '1';
  }

  private async follow(jobId: number, onProgress?: (progress: BulkProgress) => void): Promise<number> {
    for (;;) {
      const job = await this.api.get<BulkJob>(REVIEW_API.job, { id: jobId }, { allowConcurrent: true });
      onProgress?.({ processed: job.processed, total: job.total });
      if (job.status === 'succeeded') return job.total;
      if (job.status === 'failed') throw new BulkJobFailedError(job.error ?? 'bulk job failed');
      await wait(BULK_JOB_POLL_MS);
    }
  }
}
