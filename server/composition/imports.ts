import { FetchImportMediaUseCase } from '../application/imports/fetch-import-media.use-case';
import { DEFAULT_IMPORT_MEDIA_WORKER_OPTIONS, ImportMediaWorker } from '../application/imports/import-media-worker';
import { ReviewImportAnalyser } from '../application/imports/review-import-analyser';
import { ReviewImportUseCases } from '../application/imports/review-import-use-cases';
import { DEFAULT_REVIEW_IMPORT_WORKER_OPTIONS, ReviewImportWorker } from '../application/imports/review-import-worker';
import { RunReviewImport } from '../application/imports/run-review-import';
import { DrizzleImportChunkWriter } from '../infrastructure/db/drizzle-import-chunk-writer';
import { DrizzleImportJobRepository } from '../infrastructure/db/drizzle-import-job-repository';
import { DrizzleImportMediaQueue } from '../infrastructure/db/drizzle-import-media-queue';
import { DrizzleTransactions } from '../infrastructure/db/drizzle-transactions';
import { CsvParseReviewFileReader } from '../infrastructure/imports/csv-parse-review-file-reader';
import { DEFAULT_REMOTE_MEDIA_OPTIONS, HttpRemoteMediaFetcher } from '../infrastructure/imports/http-remote-media-fetcher';
import { randomUploadName } from '../infrastructure/storage/local-disk-file-storage';
import { type Platform } from './platform';

export type ReviewImportPipeline = ReturnType<typeof composeReviewImports>;

/**
 * Review imports (docs/product/import.md): files and other sources, one pipeline, one worker per
 * process; then the worker that fetches imported reviews' media and wakes the storefront sync.
 */
export function composeReviewImports(platform: Platform, wakeStorefrontSync: () => void) {
  const { options, db, shopifyGateway, now } = platform;
  const storage = platform.files.storage;
  const jobs = new DrizzleImportJobRepository(db);
  const fileReader = new CsvParseReviewFileReader();
  const runner = new RunReviewImport(jobs, new DrizzleTransactions(db, (tx) => ({ chunks: new DrizzleImportChunkWriter(tx) })), storage, fileReader, shopifyGateway, now);
  const mediaWorker = composeImportMediaWorker(platform, wakeStorefrontSync);
  const worker = new ReviewImportWorker(
    jobs,
    runner,
    { owner: platform.workerOwner(), ...(options.importWorker ?? DEFAULT_REVIEW_IMPORT_WORKER_OPTIONS) },
    (error) => options.logger.error({ err: error }, 'the review import worker failed a round; the import is taken up again'),
    now,
    () => mediaWorker.wake(),
  );
  const useCases = new ReviewImportUseCases({
    jobs,
    media: new DrizzleImportMediaQueue(db),
    analyser: new ReviewImportAnalyser(storage, fileReader, shopifyGateway, now),
    storage,
    newFileName: randomUploadName,
    wakeWorker: () => worker.wake(),
    now,
  });
  return { jobs, runner, worker, useCases, mediaWorker };
}

/**
 * Imported reviews' photos and videos, fetched into our storage (docs/product/import-media.md). Development store
 * mode (no Shopify app) runs on a developer's machine, where sources on loopback are the point.
 */
function composeImportMediaWorker({ options, db, files, now, workerOwner }: Platform, wakeStorefrontSync: () => void): ImportMediaWorker {
  const queue = new DrizzleImportMediaQueue(db);
  const fetcher = new HttpRemoteMediaFetcher({
    ...DEFAULT_REMOTE_MEDIA_OPTIONS,
    timeoutMs: options.importMediaTimeoutMs ?? DEFAULT_REMOTE_MEDIA_OPTIONS.timeoutMs,
    allowPrivateAddresses: options.shopify === null,
  });
  return new ImportMediaWorker(
    queue,
    new FetchImportMediaUseCase(queue, fetcher, files.storage, randomUploadName, now),
    { owner: workerOwner(), ...(options.importMediaWorker ?? DEFAULT_IMPORT_MEDIA_WORKER_OPTIONS) },
    (error) => options.logger.error({ err: error }, 'the import media worker failed a round; the media stay queued'),
    wakeStorefrontSync,
    now,
  );
}
