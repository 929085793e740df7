import { type AuthenticatedShop } from '../shared/authenticated-shop';

/** Tries of one media address before it is failed for good (docs/product/import-media.md#retries). */
export const IMPORT_MEDIA_MAX_ATTEMPTS = 3;

/** A photo or video of an imported review, leased to one worker while it is fetched. */
export interface ClaimedImportMedia {
  readonly shopId: number;
  readonly shopDomain: string;
  readonly reviewId: number;
  /** Where it goes in the review's media list. */
  readonly position: number;
  readonly jobId: number;
  /** What the import said it is; the bytes decide in the end. */
  readonly kind: 'photo' | 'video';
  readonly sourceUrl: string;
  /** Failed tries before this one. */
  readonly attempts: number;
  /** The worker holding the lease; only it may record the outcome. */
  readonly owner: string;
}

/** Our copy of the fetched file, stored under an upload key and served at `url` (`/upload/<key>`). */
export interface StoredImportMedia {
  readonly key: string;
  readonly url: string;
  readonly kind: 'photo' | 'video';
  readonly contentType: string;
  readonly sizeBytes: number;
  /** The last segment of the source address, for the merchant's reference. */
  readonly originalName: string;
}

export interface ImportMediaCounts {
  readonly total: number;
  readonly fetched: number;
  readonly failed: number;
}

/**
 * import_media as a job queue: the import pipeline inserts one pending row per media address of
 * an imported review; the media worker claims them with a lease (SKIP LOCKED: two processes never
 * fetch the same item) and records each outcome.
 */
export interface ImportMediaQueue {
  /** Up to `limit` pending items due at `now` whose lease is free or expired, leased to `owner` until now + leaseMs. */
  claimDue(owner: string, now: Date, limit: number, leaseMs: number): Promise<readonly ClaimedImportMedia[]>;
  /**
   * In one transaction: records the stored file (uploaded_files, so /upload/<key> serves it),
   * adds it to the review's media at the item's position (the next free one when that is taken),
   * recounts the review's photos and videos, and marks the item fetched. False, writing nothing,
   * when the review was deleted meanwhile or the lease was lost: the caller removes the file.
   */
  markFetched(item: ClaimedImportMedia, file: StoredImportMedia): Promise<boolean>;
  /**
   * Counts the try; pending again at `retryAt`, or failed for good when null or when this was the
   * {@link IMPORT_MEDIA_MAX_ATTEMPTS}th try.
   */
  markFailed(item: ClaimedImportMedia, error: string, retryAt: Date | null): Promise<void>;
  /** The media of each job (zeros for a job without any), for ImportJobView's media_* counts. */
  countsByJob(shop: AuthenticatedShop, jobIds: readonly number[]): Promise<ReadonlyMap<number, ImportMediaCounts>>;
}
