import { addDays } from '../dates/calendar-date';
import { isDeliverableEmail } from './unsubscribe';
import { zoneCalendar } from '../dates/zoned-calendar';
import { MS_PER_DAY } from '../shared/time';
import { isReferralInviteType, type CollectEmailType, type RequestSchedule, type ReviewRequestStep } from './collect-emails';

/**
 * How the collect e-mails are queued and what an order's request state is
 * (docs/product/collect.md#sending).
 */

/** One row per e-mail: the key is the idempotency key, so an order's step is queued once. */
export function reviewRequestKey(orderId: string, step: ReviewRequestStep): string {
  return `order:${orderId}:${step}`;
}

export function reviewMailKey(reviewId: number, type: CollectEmailType): string {
  return `review:${reviewId}:${type}`;
}

export const COLLECT_MAIL_STATES = ['scheduled', 'sending', 'sent', 'skipped', 'failed'] as const;
export type CollectMailState = (typeof COLLECT_MAIL_STATES)[number];

/** Why an e-mail was not sent; each has its own words in the orders list. */
export const SKIP_REASONS = [
  'unsubscribed',
  'reviewed',
  'cancelled',
  'products_excluded',
  'email_off',
  'no_email',
  'skipped_by_merchant',
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/** E-mails go out in the customer's daytime: from 09:00 to 20:00 local time. */
export const SENDING_HOURS_START = 9;
export const SENDING_HOURS_END = 20;
/** An e-mail due at night goes at 10:00, not on the stroke of the window's opening. */
export const NIGHT_DEFERRAL_HOUR = 10;
const MS_PER_HOUR = 3_600_000;

/**
 * The first instant at or after `dueMs` inside the sending hours of `timeZone` (the shop's zone:
 * Shopify does not tell a customer's). An unknown zone is read as UTC.
 */
export function withinSendingHours(dueMs: number, timeZone: string): number {
  const calendar = zoneCalendar(timeZone) ?? zoneCalendar('UTC');
  if (!calendar) return dueMs;
  const today = calendar.dateAt(dueMs);
  const dayStart = calendar.startOfDay(today);
  const hour = (dueMs - dayStart) / MS_PER_HOUR;
  if (hour >= SENDING_HOURS_START && hour < SENDING_HOURS_END) return dueMs;
  const day = hour < SENDING_HOURS_START ? today : addDays(today, 1);
  return calendar.startOfDay(day) + NIGHT_DEFERRAL_HOUR * MS_PER_HOUR;
}

/** When the first request of an order is due: its trigger event plus the step's days, in daytime. Null: not yet. */
export function firstRequestDue(
  order: { readonly fulfilledAt: Date | null; readonly deliveredAt: Date | null },
  schedule: RequestSchedule,
  timeZone: string,
): number | null {
  const first = schedule.steps[0];
  if (!first || first.step !== 1) return null;
  const event = schedule.triggerEvent === 'delivered' ? (order.deliveredAt ?? null) : order.fulfilledAt;
  if (!event) return null;
  return withinSendingHours(event.getTime() + first.days * MS_PER_DAY, timeZone);
}

/** The reminder after `step`, due its days after the previous e-mail went; null when none is enabled. */
export function nextReminder(
  sentStep: ReviewRequestStep,
  sentAtMs: number,
  schedule: RequestSchedule,
  timeZone: string,
): { readonly step: ReviewRequestStep; readonly dueMs: number } | null {
  const next = schedule.steps.find((entry) => entry.step > sentStep);
  if (!next || !schedule.steps.some((entry) => entry.step === 1)) return null;
  return { step: next.step, dueMs: withinSendingHours(sentAtMs + next.days * MS_PER_DAY, timeZone) };
}

/**
 * The e-mails the shop sends unasked count against the plan's quota: requests, reminders and the
 * referral invites; discount, reward and update mails answer a customer's own act.
 */
export function countsAgainstQuota(type: CollectEmailType): boolean {
  return type === 'request_1' || type === 'request_2' || type === 'request_3' || type === 'photo_video_reminder' || isReferralInviteType(type);
}

/** After a failed send: retry in 1, 5, 30 minutes, 2 and 6 hours, then give up. */
export const SEND_RETRY_DELAYS_MINUTES = [1, 5, 30, 120, 360] as const;

export function retryDelayMs(attempts: number): number | null {
  const minutes = SEND_RETRY_DELAYS_MINUTES[attempts - 1];
  return minutes === undefined ? null : minutes * 60_000;
}

/** What the orders list shows for an order's review request. */
export const ORDER_REQUEST_STATES = [
  'not_fulfilled',
  'not_scheduled',
  'scheduled',
  'waiting_quota',
  'sent',
  'opened',
  'reviewed',
  'skipped',
  'failed',
] as const;
export type OrderRequestState = (typeof ORDER_REQUEST_STATES)[number];

export interface OrderRequestFacts {
  readonly fulfilled: boolean;
  readonly reviewed: boolean;
  /** The order's newest request e-mail, if any. */
  readonly latest: { readonly state: CollectMailState; readonly dueMs: number; readonly openedAt: Date | null } | null;
  /** The shop has used its plan's e-mails for this period. */
  readonly quotaExhausted: boolean;
}

export function orderRequestState(facts: OrderRequestFacts, nowMs: number): OrderRequestState {
  if (facts.reviewed) return 'reviewed';
  const latest = facts.latest;
  if (!latest) return facts.fulfilled ? 'not_scheduled' : 'not_fulfilled';
  switch (latest.state) {
    case 'scheduled':
    case 'sending':
      return facts.quotaExhausted && latest.dueMs <= nowMs ? 'waiting_quota' : 'scheduled';
    case 'sent':
      return latest.openedAt ? 'opened' : 'sent';
    case 'skipped':
      return 'skipped';
    case 'failed':
      return 'failed';
  }
}

/** After a customer's own review: the discount it may earn, and a reminder to add photos when it has none. */
export interface ReviewFollowUp {
  readonly key: string;
  readonly type: 'review_discount' | 'photo_video_reminder';
  readonly dueMs: number;
}

/**
 * The e-mails a customer's review queues (docs/product/collect.md#after-a-review). The sender
 * decides at send time whether each still applies (discounts on, review published, still no
 * photos); queuing both costs two rows and keeps the decision in one place.
 */
export function reviewFollowUps(review: { readonly id: number; readonly email: string; readonly hasMedia: boolean; readonly atMs: number }): readonly ReviewFollowUp[] {
  if (!isDeliverableEmail(review.email)) return [];
  const discount: ReviewFollowUp = { key: reviewMailKey(review.id, 'review_discount'), type: 'review_discount', dueMs: review.atMs };
  if (review.hasMedia) return [discount];
  return [discount, { key: reviewMailKey(review.id, 'photo_video_reminder'), type: 'photo_video_reminder', dueMs: review.atMs }];
}
