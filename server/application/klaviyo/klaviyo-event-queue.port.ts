/** A Klaviyo event the worker holds the lease of (docs/product/klaviyo.md#delivery). */
export interface ClaimedKlaviyoEvent {
  readonly shopId: number;
  readonly id: number;
  /** The queued KlaviyoEvent as JSON. */
  readonly event: string;
  /** The shop's key, decrypted; null when the shop disconnected Klaviyo or was uninstalled since. */
  readonly apiKey: string | null;
  /** Including the one now being made. */
  readonly attempts: number;
  readonly createdAt: Date;
}

/** The worker's queue (SKIP LOCKED and leases: two processes never send one event at once). */
export interface KlaviyoEventQueue {
  claimDue(owner: string, now: Date, limit: number, leaseMs: number): Promise<readonly ClaimedKlaviyoEvent[]>;
  /** The reviews `email` has written in the shop, for the profile's `starling_reviews_count`. */
  reviewsCount(shopId: number, email: string): Promise<number>;
  /** Each only while `owner` still holds the lease. */
  sent(event: ClaimedKlaviyoEvent, owner: string, status: number, at: Date): Promise<void>;
  /** Pending again, due `retryAt`, or failed for good when null. */
  failed(event: ClaimedKlaviyoEvent, owner: string, attempt: { readonly status: number | null; readonly error: string; readonly retryAt: Date | null }): Promise<void>;
  skipped(event: ClaimedKlaviyoEvent, owner: string, reason: string): Promise<void>;
}
