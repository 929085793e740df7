import { type CollectEmailType, type ReviewRequestStep } from '../../../src/domain/collect/collect-emails';
import { type SkipReason } from '../../../src/domain/collect/request-queue';

/** One collect e-mail to queue; its key makes a repeat a no-op (docs/product/collect.md#sending). */
export interface NewCollectMail {
  readonly key: string;
  readonly type: CollectEmailType;
  readonly orderId: string | null;
  readonly reviewId: number | null;
  readonly step: ReviewRequestStep | null;
  readonly recipient: string;
  readonly dueAt: Date;
  /** Queued as already skipped (the merchant skipped an order before its request was due). */
  readonly skipReason?: SkipReason;
}

export interface ClaimedMail {
  readonly shopId: number;
  readonly shopDomain: string;
  readonly key: string;
  readonly type: CollectEmailType;
  readonly orderId: string | null;
  readonly reviewId: number | null;
  readonly step: ReviewRequestStep | null;
  readonly recipient: string;
  /** Tries so far, this one included. */
  readonly attempts: number;
}

/** The workers' side of the queue: claims with a lease, and each outcome only by the lease's owner. */
export interface CollectMailQueue {
  /**
   * Up to `limit` due e-mails (and e-mails whose lease expired), leased to `owner` until
   * now + leaseMs. E-mails counted by the plan's quota are claimed only while the shop has quota
   * left, and claiming them spends it.
   */
  claimDue(owner: string, now: Date, limit: number, leaseMs: number): Promise<readonly ClaimedMail[]>;
  markSkipped(mail: ClaimedMail, owner: string, reason: SkipReason): Promise<void>;
  /** Not yet (a review still unpublished, a reminder's days not passed): scheduled again at `until`, tries not counted. */
  defer(mail: ClaimedMail, owner: string, until: Date): Promise<void>;
  /**
   * A send recorded at its confirmation whose SMTP transaction then failed (the server refused it
   * after all, or the connection broke): scheduled again at `retryAt`, or failed for good when null.
   */
  reopen(mail: ClaimedMail, error: string, retryAt: Date | null): Promise<void>;
  /** Back to scheduled at `retryAt`, or failed for good when null. */
  markFailed(mail: ClaimedMail, owner: string, error: string, retryAt: Date | null): Promise<void>;
}

/** The writing side used by use-cases, inside their transactions. */
export interface CollectMailWrites {
  /** Inserts the e-mails not queued yet (by key); answers how many were new. */
  schedule(shopId: number, mails: readonly NewCollectMail[]): Promise<number>;
  /** False when the lease was lost (another worker took the row after it expired). */
  markSent(mail: ClaimedMail, owner: string, sentAt: Date): Promise<boolean>;
  /** Brings the orders' scheduled e-mails forward to `now`; answers the orders that had one. */
  bringForward(shopId: number, orderIds: readonly string[], now: Date): Promise<readonly string[]>;
  /** The customer opened the review form from the order's e-mail (the newest one sent). */
  markOpened(shopId: number, orderId: string, at: Date): Promise<void>;
  /** Skips the orders' e-mails still waiting; answers how many. */
  skipWaiting(shopId: number, orderIds: readonly string[], reason: SkipReason): Promise<number>;
}
