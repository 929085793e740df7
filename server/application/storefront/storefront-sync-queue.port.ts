/** A queued product ('' for the shop's own storefront data), as claimed by one sync. */
export interface ClaimedSync {
  readonly shopId: number;
  readonly shopDomain: string;
  readonly productId: string;
  /** The row's queued_at when claimed, exactly as the database wrote it: `done` deletes the row only if no change queued it again since. */
  readonly queuedAt: string;
}

/** The queue the database trigger fills (docs/product/storefront.md#sync). */
export interface StorefrontSyncQueue {
  /** Claims up to `limit` unclaimed rows, or rows whose claim is older than `leaseMs`. */
  claim(limit: number, leaseMs: number, now: Date): Promise<readonly ClaimedSync[]>;
  /** Deletes the row unless it was queued again after the claim. */
  done(item: ClaimedSync): Promise<void>;
  /** Queues the shop's own storefront data (settings, words). */
  queueShop(shopId: number): Promise<void>;
  /** Queues every product of the shop that has a review (a settings change redraws their first pages). */
  queueReviewedProducts(shopId: number): Promise<void>;
}

/** The shop's own storefront data, in the queue's product column. */
export const SHOP_SYNC_PRODUCT_ID = '';
