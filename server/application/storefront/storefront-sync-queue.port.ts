import { type ShopSyncQueue } from '../shared/shop-sync-queue.port';

/** A queued product ('' for the shop's own storefront data), as claimed by one sync. */
export interface ClaimedSync {
  readonly shopId: number;
  readonly shopDomain: string;
  readonly productId: string;
  /** The row's queued_at when claimed, exactly as the database wrote it: `done` deletes the row only if no change queued it again since. */
  readonly queuedAt: string;
  /** Failed writes before this claim. */
  readonly attempts: number;
}

/**
 * The storefront sync's queue (docs/product/storefront.md#sync): the products' triggers fill it with
 * changed products, queueStorefrontChange (storefront-changes.ts) with everything else.
 */
export interface StorefrontSyncQueue extends ShopSyncQueue {
  /** Claims up to `limit` unclaimed rows, or rows whose claim is older than `leaseMs`. */
  claim(limit: number, leaseMs: number, now: Date): Promise<readonly ClaimedSync[]>;
  /**
   * Deletes the row unless it was queued again after the claim; then it stays (or is queued again,
   * when another process already wrote and removed it), so the newest change is written last.
   */
  done(item: ClaimedSync): Promise<void>;
  /**
   * A write failed: the row is released to be tried again after a backoff that doubles with each
   * failure, or dropped after the last allowed attempt. True when it was dropped.
   */
  failed(item: ClaimedSync, now: Date): Promise<boolean>;
}

/** The shop's own storefront data, in the queue's product column. */
export const SHOP_SYNC_PRODUCT_ID = '';

/** Writes tried before a queued row is dropped (about two hours of backoff). */
export const SYNC_MAX_ATTEMPTS = 8;
/** The first retry's wait; each failure doubles it, up to {@link SYNC_MAX_BACKOFF_MS}. */
export const SYNC_FIRST_BACKOFF_MS = 30_000;
export const SYNC_MAX_BACKOFF_MS = 3_600_000;

/** How long to wait after the `attempts`-th failure. */
export function syncBackoffMs(attempts: number): number {
  return Math.min(SYNC_MAX_BACKOFF_MS, SYNC_FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));
}
