import { type NotificationKind } from '../../../src/domain/notifications/merchant-notifications';

/** What a notification e-mail tells, kept on its row (docs/product/notifications.md). */
export type NotificationPayload =
  | { readonly reviewId: number; readonly holdWord?: string }
  | { readonly questionId: number }
  | { readonly frequency: 'daily' | 'weekly'; readonly from: string; readonly to: string; readonly sendAtMs: number }
  /** A webhook endpoint switched off (docs/product/webhooks.md#switched-off): its address then, and since when (ISO) it failed. */
  | { readonly endpointId: number; readonly url: string; readonly failingSince: string }
  /** The weekly compliance audit's summary (docs/product/compliance-auditor.md#weekly): the run and its counts. */
  | { readonly auditId: number; readonly critical: number; readonly warning: number; readonly info: number };

/** One notification e-mail to one address; its key makes queueing it twice a no-op. */
export interface NewNotification {
  readonly key: string;
  readonly kind: NotificationKind;
  readonly recipient: string;
  readonly payload: NotificationPayload;
  readonly dueAt: Date;
}

export interface ClaimedNotification extends NewNotification {
  readonly shopId: number;
  /** Tries so far, this one included. */
  readonly attempts: number;
}

/** The writing side: inside the transaction that wrote the review or question, or switched the endpoint off. */
export interface NotificationWrites {
  /** Inserts the notifications not queued yet (by key); answers how many were new. */
  queue(shopId: number, notifications: readonly NewNotification[]): Promise<number>;
}

/** Why a queued notification was not sent. */
export type NotificationSkipReason = 'switched_off' | 'gone' | 'late';

/**
 * The workers' side (docs/decisions/0052-collect-mails-are-the-queue.md, the same rules): claims
 * with a lease, and each outcome only by the lease's owner.
 */
export interface NotificationQueue extends NotificationWrites {
  claimDue(owner: string, now: Date, limit: number, leaseMs: number): Promise<readonly ClaimedNotification[]>;
  /** Recorded as sent, then the SMTP transaction failed: queued again (at `retryAt`, or failed for good without one). */
  reopen(mail: ClaimedNotification, error: string, retryAt: Date | null): Promise<void>;
  /**
   * False when the lease was lost. `beforeCommit` runs once the mail is marked, as the record's
   * last step before its commit: the transport's `complete`, so SMTP's final "." leaves just before
   * the commit (docs/decisions/0086-mail-recorded-as-it-completes.md).
   */
  markSent(mail: ClaimedNotification, owner: string, sentAt: Date, beforeCommit?: () => Promise<void>): Promise<boolean>;
  markSkipped(mail: ClaimedNotification, owner: string, reason: NotificationSkipReason): Promise<void>;
  /** Back to scheduled at `retryAt` (tries counted), or failed for good when null. */
  markFailed(mail: ClaimedNotification, owner: string, error: string, retryAt: Date | null): Promise<void>;
}

/** A shop whose next digests may need queueing. */
export interface DigestShop {
  readonly shopId: number;
  readonly timeZone: string;
  readonly accountEmail: string;
  readonly settingsDocument: unknown;
}

/** Shops in id order, a page at a time, for the digest sweep. */
export interface DigestShops {
  installedAfter(shopId: number, limit: number): Promise<readonly DigestShop[]>;
}
