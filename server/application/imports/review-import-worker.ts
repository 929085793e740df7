import { DrainingWorker } from '../shared/background-rounds';
import { type ImportJobRepository } from './import-job-repository.port';
import { type RunImportOptions, type RunReviewImport } from './run-review-import';

export interface ReviewImportWorkerOptions extends RunImportOptions {
  readonly pollMs: number;
}

export const DEFAULT_REVIEW_IMPORT_WORKER_OPTIONS: Omit<ReviewImportWorkerOptions, 'owner'> = {
  leaseMs: 60_000,
  pollMs: 5_000,
};

/**
 * Runs queued imports in the background (docs/product/import.md#jobs), one at a time per
 * process: claims the oldest, runs it to its end, claims again until none is waiting. Every
 * server process runs one; the claim's SKIP LOCKED and lease keep two from running one import,
 * and an import whose process died is taken over once its lease runs out.
 */
export class ReviewImportWorker extends DrainingWorker {
  constructor(
    private readonly jobs: ImportJobRepository,
    private readonly runner: RunReviewImport,
    private readonly options: ReviewImportWorkerOptions,
    private readonly reportFailure: (error: unknown) => void,
    private readonly now: () => Date = () => new Date(),
    /** Called when an import wrote reviews whose media wait to be fetched. */
    private readonly onReviewsWritten: () => void = () => undefined,
  ) {
    super(reportFailure, options.pollMs);
  }

  /** Runs imports until none is waiting; answers how many it ran. */
  async drain(): Promise<number> {
    let ran = 0;
    while (!this.rounds.stopping) {
      const now = this.now();
      const job = await this.jobs.claimNext(this.options.owner, now, new Date(now.getTime() + this.options.leaseMs));
      if (!job) return ran;
      await this.runner.run(job, {
        ...this.options,
        stopping: () => this.rounds.stopping,
        afterChunk: async (claimed, processed) => {
          this.onReviewsWritten();
          await this.options.afterChunk?.(claimed, processed);
        },
      });
      ran += 1;
    }
    return ran;
  }
}
