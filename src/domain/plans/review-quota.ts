import { type MessageDescriptor } from '../shared/message';
import { isServerTruthy, toFiniteNumber } from '../shared/server-values';

export const PROGRESS_PERCENT_MIN = 0;
export const PROGRESS_PERCENT_MAX = 100;

/**
 * Default of overage.num: how many reviews per product the current plan displays on the storefront.
 * Reviews of a product beyond this number are hidden until the shop upgrades.
 */
export const DEFAULT_OVERAGE_NUM = 20;

/** The server's reviewsCountInfo: `max` is the number of reviews used, `limit` the plan's review limit. */
export interface ReviewsCountInfo {
  readonly max: number;
  readonly limit: number;
}

/**
 * Usage shown on the dashboard card. A limit that is not a positive number (0, negative, missing)
 * means the plan sets no limit, so the card never shows a paying shop as over a zero limit.
 */
export type ReviewQuotaUsage =
  | { readonly kind: 'unlimited'; readonly used: number }
  | {
      readonly kind: 'limited';
      readonly used: number;
      readonly limit: number;
      /** Reviews left before the limit; 0 at or over the limit. */
      readonly remaining: number;
      /** Progress bar fill, whole percent rounded down and clamped to 0-100, so it is full only at the limit. */
      readonly percentUsed: number;
      /** Strictly more reviews than the limit; exactly at the limit is not over. */
      readonly isOverLimit: boolean;
      /** Reviews beyond the limit; 0 when not over. */
      readonly overBy: number;
    };

function toCount(value: unknown): number {
  const numeric = toFiniteNumber(value);
  return numeric === undefined || numeric < 0 ? 0 : Math.floor(numeric);
}

/** Reads reviewsCountInfo from the server; a missing, negative or non-numeric field becomes 0. */
export function parseReviewsCountInfo(raw: unknown): ReviewsCountInfo {
  const record = typeof raw === 'object' && raw !== null ? (raw as Readonly<Record<string, unknown>>) : {};
  return { max: toCount(record.max), limit: toCount(record.limit) };
}

export function clampPercent(percent: number): number {
  return Math.min(PROGRESS_PERCENT_MAX, Math.max(PROGRESS_PERCENT_MIN, percent));
}

export function summarizeReviewQuota(info: ReviewsCountInfo): ReviewQuotaUsage {
  const used = toCount(info.max);
  const limit = toCount(info.limit);
  if (limit <= 0) return { kind: 'unlimited', used };
  return {
    kind: 'limited',
    used,
    limit,
    remaining: Math.max(0, limit - used),
    percentUsed: clampPercent(Math.floor((used * PROGRESS_PERCENT_MAX) / limit)),
    isOverLimit: used > limit,
    overBy: Math.max(0, used - limit),
  };
}

/**
 * Dashboard card text keys; English text:
 * - reviewQuotaUsage: "{{used}} / {{limit}} reviews used"
 * - reviewQuotaUnlimited: "{{count}} reviews, no limit on your plan" (plural forms by the count)
 */
export type ReviewQuotaMessageKey = 'reviewQuotaUsage' | 'reviewQuotaUnlimited';

export function describeReviewQuota(usage: ReviewQuotaUsage): MessageDescriptor<ReviewQuotaMessageKey> {
  return usage.kind === 'limited'
    ? { key: 'reviewQuotaUsage', values: { used: usage.used, limit: usage.limit } }
    : { key: 'reviewQuotaUnlimited', values: { count: usage.used } };
}

/**
 * The server's overage: `isShow` turns the dashboard overage banner on;
 * `num` is how many reviews per product the plan displays on the storefront (more are hidden).
 */
export interface Overage {
  readonly isShow: boolean;
  readonly num: number;
}

export const DEFAULT_OVERAGE: Overage = { isShow: false, num: DEFAULT_OVERAGE_NUM };

/** Reads overage from the server; isShow accepts true/1/'1'/'true', num must be a whole number ≥ 1 else 20. */
export function parseOverage(raw: unknown): Overage {
  if (typeof raw !== 'object' || raw === null) return DEFAULT_OVERAGE;
  const record = raw as Readonly<Record<string, unknown>>;
  const num = toFiniteNumber(record.num);
  return {
    isShow: isServerTruthy(record.isShow),
    num: num !== undefined && Number.isInteger(num) && num >= 1 ? num : DEFAULT_OVERAGE_NUM,
  };
}

/** How many of a product's reviews the storefront hides under the overage rule. */
export function hiddenReviewCount(productReviewCount: number, overage: Overage): number {
  return Math.max(0, toCount(productReviewCount) - overage.num);
}

/**
 * Whether the storefront hides reviews under a plan's display limit: the busiest product has
 * strictly more published reviews than the limit. `null` is a plan that shows them all.
 * Drives get_user_info's overage.isShow.
 */
export function isOverDisplayLimit(maxReviewsOnOneProduct: number, displayLimit: number | null): boolean {
  return displayLimit !== null && hiddenReviewCount(maxReviewsOnOneProduct, { isShow: true, num: displayLimit }) > 0;
}

/**
 * Overage banner key; English text:
 * - overageBanner: "Some products have more than {{limit}} reviews. Only {{limit}} reviews per product are shown on your storefront. Upgrade your plan to display all of them."
 */
export type OverageMessageKey = 'overageBanner';

/** The overage banner's message, or `null` when the server does not ask for it. */
export function overageBannerMessage(overage: Overage): MessageDescriptor<OverageMessageKey> | null {
  return overage.isShow ? { key: 'overageBanner', values: { limit: overage.num } } : null;
}
