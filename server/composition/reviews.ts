import { DrizzleOutgoingEventQueue } from '../infrastructure/db/drizzle-outgoing-event-queue';
import { BulkJobRunner } from '../application/bulk-jobs/bulk-job-runner';
import { DEFAULT_BULK_JOB_WORKER_OPTIONS } from '../application/bulk-jobs/bulk-job-worker';
import { QueueUpdateReviewUseCase } from '../application/collect/queue-update-review.use-case';
import { createReviewUseCases, type ReviewUseCasesBundle } from '../application/reviews/review-use-cases';
import { DrizzleBulkJobRepository } from '../infrastructure/db/drizzle-bulk-job-repository';
import { DrizzleBulkJournal } from '../infrastructure/db/drizzle-bulk-journal';
import { DrizzleCollectFacts } from '../infrastructure/db/drizzle-collect-facts';
import { DrizzleCollectMailQueue } from '../infrastructure/db/drizzle-collect-mail-queue';
import { DrizzleReviewRepository } from '../infrastructure/db/drizzle-review-repository';
import { DrizzleTransactions } from '../infrastructure/db/drizzle-transactions';
import { type AreaRoutes } from '../infrastructure/http/app';
import { reviewRoutes } from '../infrastructure/http/routes/reviews.routes';
import { type Platform } from './platform';

/** The admin's reviews: list, facets, detail, replies, export, and bulk actions run by the bulk job runner (the public API serves the same use-cases). */
export function composeReviews(
  platform: Platform,
  wakeQueueWorkers: () => void,
): { readonly routes: AreaRoutes; readonly bulkJobs: BulkJobRunner; readonly useCases: ReviewUseCasesBundle } {
  const { options, db, now } = platform;
  const bulkJobs = composeBulkJobs(platform, wakeQueueWorkers);
  const reviews = createReviewUseCases({
    replyFollowUp: new QueueUpdateReviewUseCase(new DrizzleCollectFacts(db), new DrizzleCollectMailQueue(db), now),
    reviews: new DrizzleReviewRepository(db),
    reviewTransactions: new DrizzleTransactions(db, (tx) => ({ reviews: new DrizzleReviewRepository(tx), events: new DrizzleOutgoingEventQueue(tx), bulkJobs: new DrizzleBulkJobRepository(tx) })),
    bulkJobs,
    settings: platform.settings,
    shops: platform.shops,
    now,
    ...(options.reviewTotalCap === undefined ? {} : { reviewTotalCap: options.reviewTotalCap }),
  });
  return { routes: { admin: [reviewRoutes(reviews)] }, bulkJobs, useCases: reviews };
}

/**
 * Every process runs the bulk job worker (decision 0080); PGlite has one connection, so one job
 * at a time there, two on PostgreSQL's pool. Each committed chunk wakes the queue workers, for the
 * webhook deliveries and storefront syncs it queued.
 */
function composeBulkJobs({ options, db, now, workerOwner }: Platform, wakeQueueWorkers: () => void): BulkJobRunner {
  return new BulkJobRunner(
    new DrizzleBulkJobRepository(db),
    new DrizzleTransactions(db, (tx) => ({ jobs: new DrizzleBulkJobRepository(tx), journal: new DrizzleBulkJournal(tx) })),
    now,
    {
      owner: workerOwner(),
      ...(options.bulkJobWorker ?? DEFAULT_BULK_JOB_WORKER_OPTIONS),
      concurrency: options.database.driver === 'pglite' ? 1 : 2,
      reportFailure: (error) => options.logger.error({ err: error }, 'a bulk job failed'),
      chunkCommitted: wakeQueueWorkers,
      ...(options.bulkChunkSize === undefined ? {} : { chunkSize: options.bulkChunkSize }),
      ...(options.bulkAfterChunk === undefined ? {} : { afterChunk: options.bulkAfterChunk }),
    },
  );
}
