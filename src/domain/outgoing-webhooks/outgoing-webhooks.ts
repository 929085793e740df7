/**
 * Outgoing webhooks: the events a merchant's endpoint can take, how many endpoints a shop keeps,
 * how long a delivery is retried and how a receiver checks it (docs/product/webhooks.md).
 */

/** What an endpoint can subscribe to, in the order the admin lists them. */
export const OUTGOING_WEBHOOK_EVENTS = [
  'review.created',
  'review.published',
  'review.updated',
  'review.deleted',
  'question.created',
  'question.answered',
] as const;

export type OutgoingWebhookEvent = (typeof OUTGOING_WEBHOOK_EVENTS)[number];
export type ReviewWebhookEvent = Extract<OutgoingWebhookEvent, `review.${string}`>;
export type QuestionWebhookEvent = Extract<OutgoingWebhookEvent, `question.${string}`>;

export function isOutgoingWebhookEvent(value: string): value is OutgoingWebhookEvent {
  return (OUTGOING_WEBHOOK_EVENTS as readonly string[]).includes(value);
}

/** Endpoints a shop may register. */
export const MAX_WEBHOOK_ENDPOINTS = 10;
/** The longest endpoint address. */
export const WEBHOOK_URL_MAX_LENGTH = 2048;

/** The first retry waits this long; each next one twice as long as the one before. */
export const WEBHOOK_RETRY_BASE_MS = 30_000;
/** No wait between two attempts is longer. */
export const WEBHOOK_RETRY_MAX_MS = 60 * 60_000;
/** A delivery still failing this long after it was queued is given up; an endpoint failing this long is switched off. */
export const WEBHOOK_GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
/** A receiver refuses a signature whose timestamp is further than this from its clock. */
export const WEBHOOK_REPLAY_WINDOW_SECONDS = 300;
/** Deliveries the admin's log shows, newest first. */
export const WEBHOOK_LOG_SIZE = 50;

/** The wait before the next attempt, after `attempts` failed ones (1 or more): 30 s × 2^(n−1), at most an hour. */
export function webhookRetryDelayMs(attempts: number): number {
  const doublings = Math.max(0, Math.min(attempts - 1, 20));
  return Math.min(WEBHOOK_RETRY_BASE_MS * 2 ** doublings, WEBHOOK_RETRY_MAX_MS);
}

/** A failure at `now` of something failing since `since` has gone on long enough to stop. */
export function hasFailedTooLong(since: Date, now: Date): boolean {
  return now.getTime() - since.getTime() >= WEBHOOK_GIVE_UP_AFTER_MS;
}

/** When a send that failed at `at` goes again (after the back-off), or null once it has failed for a day since `createdAt`. */
export function webhookRetryAt(createdAt: Date, attempts: number, at: Date): Date | null {
  return hasFailedTooLong(createdAt, at) ? null : new Date(at.getTime() + webhookRetryDelayMs(attempts));
}

/** Delivery states: waiting for its turn or its retry, being sent, done, given up. */
export type WebhookDeliveryState = 'pending' | 'sending' | 'delivered' | 'failed';

/** The signature header's value: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export function webhookSignatureHeader(timestamp: number, hexSignature: string): string {
  return `t=${timestamp},v1=${hexSignature}`;
}

/** The text a signature covers. */
export function webhookSignedText(timestamp: number, body: string): string {
  return `${timestamp}.${body}`;
}
