import { type MessageDescriptor } from '../shared/message';
import { isServerTruthy, toFiniteNumber } from '../shared/server-values';

export const PROGRESS_PERCENT_MIN = 0;
export const PROGRESS_PERCENT_MAX = 100;

/**
 * Default of overage.num: how many reviews per product the current plan displays on the storefront.
 * Reviews of a product beyond this number are hidden until the shop upgrades.
 */
export const DEFAULT_OVERAGE_NUM = 20;

/**
 * The server's reviewsCountInfo: `max` is the busiest product's published reviews, `limit` the
 * plan's reviews shown per product (0: no limit). `hidden` is every published review past the limit
 * summed over the products that have more, `hiddenProducts` how many products those are, and
 * `hiddenProductIds` those products, busiest first (at most the reviews filter's product ids).
 */
export interface ReviewsCountInfo {
  readonly max: number;
  readonly limit: number;
  readonly hidden: number;
  readonly hiddenProducts: number;
  readonly hiddenProductIds: readonly string[];
}

/**
 * Usage shown on the dashboard card. A limit that is not a positive number (0, negative, missing)
 * means the plan sets no limit, so the card never shows a paying shop as over a zero limit.
 */
export type ReviewQuotaUsage =
  | { readonly kind: 'unlimited'; readonly used: number }
  | {
      readonly kind: 'limited';
      /** The busiest product's published reviews. */
      readonly used: number;
      readonly limit: number;
      /** Progress bar fill for the busiest product, whole percent rounded down and clamped to 0-100. */
      readonly percentUsed: number;
      /** Published reviews the storefront hides, over every product past the limit. */
      readonly hiddenReviews: number;
      readonly hiddenProducts: number;
      readonly hiddenProductIds: readonly string[];
    };

function toCount(value: unknown): number {
  const numeric = toFiniteNumber(value);
  return numeric === undefined || numeric < 0 ? 0 : Math.floor(numeric);
}

function toIdList(value: unknown): readonly string[] {
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string' && id !== '') : [];
}

/** Reads reviewsCountInfo from the server; a missing, negative or non-numeric count becomes 0, a missing id list []. */
export function parseReviewsCountInfo(raw: unknown): ReviewsCountInfo {
  const record = typeof raw === 'object' && raw !== null ? (raw as Readonly<Record<string, unknown>>) : {};
  return {
    max: toCount(record.max),
    limit: toCount(record.limit),
    hidden: toCount(record.hidden),
    hiddenProducts: toCount(record.hiddenProducts),
    hiddenProductIds: toIdList(record.hiddenProductIds),
  };
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
    percentUsed: clampPercent(Math.floor((used * PROGRESS_PERCENT_MAX) / limit)),
    hiddenReviews: toCount(info.hidden),
    hiddenProducts: toCount(info.hiddenProducts),
    hiddenProductIds: info.hiddenProductIds,
  };
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
 * Overage banner key; English text:
 * - overageBanner: "Some products have more than {{limit}} reviews. Only {{limit}} reviews per product are shown on your storefront. Upgrade your plan to display all of them."
 */
export type OverageMessageKey = 'overageBanner';

/** The overage banner's message, or `null` when the server does not ask for it. */
export function overageBannerMessage(overage: Overage): MessageDescriptor<OverageMessageKey> | null {
  return overage.isShow ? { key: 'overageBanner', values: { limit: overage.num } } : null;
}
