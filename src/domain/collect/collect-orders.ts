import { MS_PER_DAY } from '../shared/time';
import { emailSendQuotaForPlan, UNLIMITED_EMAIL_QUOTA } from '../plans/email-quota';
import { ORDER_REQUEST_STATES, type OrderRequestState, type SkipReason } from './request-queue';

/**
 * The orders list, the collect overview and the back-fill of past orders
 * (docs/product/collect-orders.md).
 */

/** Rows per page of /collect/orders. */
export const ORDER_LIST_PAGE_SIZE = 20;
/** The deepest page get_orders serves. */
export const ORDER_LIST_MAX_PAGE = 10_000;
/** How many orders one "Send now" or "Skip" may name (a page's worth, several times over). */
export const MAX_BULK_ORDER_IDS = 200;
/** The longest order id (a Shopify GID). */
export const MAX_ORDER_ID_LENGTH = 255;


export function isOrderRequestState(value: unknown): value is OrderRequestState {
  return typeof value === 'string' && (ORDER_REQUEST_STATES as readonly string[]).includes(value);
}

/** The states "Send now" acts on: the request is still to go. */
export const SENDABLE_STATES: readonly OrderRequestState[] = ['not_scheduled', 'scheduled', 'waiting_quota'];
/** The states "Skip" acts on: nothing has been sent or decided yet. */
export const SKIPPABLE_STATES: readonly OrderRequestState[] = ['not_fulfilled', 'not_scheduled', 'scheduled', 'waiting_quota'];

export function canSendNow(state: OrderRequestState): boolean {
  return SENDABLE_STATES.includes(state);
}

export function canSkip(state: OrderRequestState): boolean {
  return SKIPPABLE_STATES.includes(state);
}

/** The shop's e-mail allowance, as the shop row keeps it. */
export interface EmailQuotaFacts {
  readonly planId: number;
  readonly used: number;
  /** When the current period ends; null: no period started yet (nothing spent). */
  readonly resetAt: Date | null;
}

/** How many request e-mails the plan allows per period; null: no limit. */
export function emailQuotaOf(facts: EmailQuotaFacts): number | null {
  const quota = emailSendQuotaForPlan(facts.planId);
  return quota === UNLIMITED_EMAIL_QUOTA ? null : quota;
}

/** Used up: the plan has a limit, the period is still running, and every e-mail of it is spent. */
export function emailQuotaExhausted(facts: EmailQuotaFacts, now: Date): boolean {
  const quota = emailQuotaOf(facts);
  if (quota === null || facts.resetAt === null || facts.resetAt.getTime() <= now.getTime()) return false;
  return facts.used >= quota;
}

/** The periods /collect/sync_past_orders offers, in days back from now. */
export const SYNC_PERIOD_DAYS = [7, 30, 60, 90] as const;
export type SyncPeriodDays = (typeof SYNC_PERIOD_DAYS)[number];
export const DEFAULT_SYNC_PERIOD_DAYS: SyncPeriodDays = 30;

export function syncPeriodStart(days: SyncPeriodDays, now: Date): Date {
  return new Date(now.getTime() - days * MS_PER_DAY);
}

/** A back-fill that has not reported for this long died with its process: a new one may start. */
export const SYNC_STALE_AFTER_MS = 10 * 60_000;

export const SYNC_STATUSES = ['idle', 'running', 'done', 'failed'] as const;
export type SyncStatus = (typeof SYNC_STATUSES)[number];

/** The back-fill's progress, as the screen polls it. */
export interface SyncPastOrdersState {
  readonly status: SyncStatus;
  readonly period_days: SyncPeriodDays | null;
  /** Orders read so far, and how many the period holds (0 until the first page arrives). */
  readonly done: number;
  readonly total: number;
  /** Requests the back-fill scheduled. */
  readonly scheduled: number;
  readonly started_at: string | null;
  readonly finished_at: string | null;
  /** Updated with every page; a running job silent for {@link SYNC_STALE_AFTER_MS} is dead. */
  readonly updated_at: string | null;
  readonly error: string | null;
}

export const IDLE_SYNC_STATE: SyncPastOrdersState = {
  status: 'idle',
  period_days: null,
  done: 0,
  total: 0,
  scheduled: 0,
  started_at: null,
  finished_at: null,
  updated_at: null,
  error: null,
};

/** Running for real: started and heard from recently. */
export function syncIsRunning(state: SyncPastOrdersState, now: Date): boolean {
  if (state.status !== 'running') return false;
  const heard = Date.parse(state.updated_at ?? state.started_at ?? '');
  return Number.isFinite(heard) && now.getTime() - heard < SYNC_STALE_AFTER_MS;
}

/** Whole percent done, 0-100 (a period without orders is done at once). */
export function syncPercent(state: Pick<SyncPastOrdersState, 'done' | 'total' | 'status'>): number {
  if (state.status === 'done') return 100;
  if (state.total <= 0) return 0;
  return Math.min(100, Math.floor((state.done / state.total) * 100));
}

/** One order of the list, as get_orders answers it. */
export interface OrderListItem {
  readonly id: string;
  readonly name: string;
  readonly customer_name: string;
  readonly customer_email: string;
  /** Titles as the order listed them, in its order. */
  readonly products: readonly string[];
  readonly placed_at: string;
  readonly fulfilled_at: string | null;
  readonly state: OrderRequestState;
  /** When the (newest) request is due: the "scheduled for" date. */
  readonly due_at: string | null;
  readonly sent_at: string | null;
  readonly skip_reason: SkipReason | null;
  readonly error: string | null;
}

/** The demo customers a placed demo order is for (development store mode). */
export const DEMO_ORDER_CUSTOMERS = [
  { name: 'Ada Lovelace', email: 'ada.lovelace@example.com', locale: 'en' },
  { name: 'Grace Hopper', email: 'grace.hopper@example.com', locale: 'en' },
  { name: 'Marie Curie', email: 'marie.curie@example.com', locale: 'fr' },
  { name: 'Emmy Noether', email: 'emmy.noether@example.com', locale: 'de' },
] as const;

/** A demo order's number: one past the highest "#NNNN" the shop has, from #1001. */
export function nextDemoOrderName(existingNames: readonly string[]): string {
  const highest = existingNames.reduce((max, name) => {
    const match = /^#(\d{1,9})$/.exec(name);
    return match ? Math.max(max, Number(match[1])) : max;
  }, 1000);
  return `#${highest + 1}`;
}

/** Which demo customer and how many products (1 or 2) the n-th demo order has: varied, yet repeatable. */
export function demoOrderShape(sequence: number): { readonly customer: (typeof DEMO_ORDER_CUSTOMERS)[number]; readonly productCount: 1 | 2 } {
  const index = Math.abs(Math.trunc(sequence)) % DEMO_ORDER_CUSTOMERS.length;
  return { customer: DEMO_ORDER_CUSTOMERS[index]!, productCount: sequence % 2 === 0 ? 2 : 1 };
}

/** The overview's look-back: "in the last 30 days". */
export const OVERVIEW_PERIOD_DAYS = 30;

/** The channels the collect overview has a card for, in its order, each with the screen it opens. */
export const COLLECT_CHANNELS = [
  { id: 'request', path: '/collect/review-request/request_1' },
  { id: 'reminders', path: '/collect/review-request/request_2' },
  { id: 'photo_video_reminder', path: '/collect/photo_video_reminder' },
  { id: 'update_review', path: '/collect/update_review' },
  { id: 'discount', path: '/collect/discount' },
  { id: 'attributes', path: '/collect/attributes' },
  { id: 'auto_leave_reviews', path: '/collect/auto_leave_reviews' },
  { id: 'review_link', path: '/collect/review_request_link' },
  { id: 'managing_reviews', path: '/collect/managing_reviews' },
  { id: 'products', path: '/collect/review_request_product' },
  { id: 'sync_past_orders', path: '/collect/sync_past_orders' },
  { id: 'orders', path: '/collect/orders' },
  { id: 'outbox', path: '/collect/outbox' },
  // The referrals list lives with the referral settings (docs/product/referrals-list.md#where-it-lives).
  { id: 'referrals', path: '/settings/referrals' },
] as const;
export type CollectChannelId = (typeof COLLECT_CHANNELS)[number]['id'];

/** What /collect shows (get_collect_overview); every count is the shop's own, over the last {@link OVERVIEW_PERIOD_DAYS} days. */
export interface CollectOrdersOverview {
  readonly period_days: number;
  /**
   * Review requests sent: the first request e-mail and its reminders (steps 1 to 3) sent in the
   * period's local days of the shop, today included; the dashboard's figure of the same name, from
   * the same count (docs/product/analytics.md#figures).
   */
  readonly review_requests_sent: number;
  /** The first request (template request_1): on or off, and how it did. */
  readonly request: { readonly enabled: boolean; readonly sent: number; readonly opened: number; readonly reviews: number };
  /** Reminders enabled (0-2) and reminder e-mails sent. */
  readonly reminders: { readonly enabled: number; readonly sent: number };
  readonly photo_video_reminder: { readonly sent: number };
  readonly update_review: { readonly sent: number };
  readonly discount: { readonly sent: number };
  /** Orders in the shop, and requests still to go. */
  readonly orders: { readonly total: number; readonly scheduled: number };
  readonly quota: {
    /** Null: the plan has no limit. */
    readonly limit: number | null;
    readonly used: number;
    readonly reset_at: string | null;
    readonly exhausted: boolean;
    /** Requests due now that wait for the quota to return. */
    readonly waiting: number;
  };
}
