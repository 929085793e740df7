import { type BucketSize } from './analytics-period';

/**
 * The answer of get_analytics (docs/product/analytics.md): the figures of a period and of the
 * period before it, and the series and breakdowns the charts draw. Amounts of money are in the
 * shop's currency, with two decimals.
 */

/** The spec's figures of one period (docs/product/analytics.md#figures). */
export interface AnalyticsFigures {
  /** Mean rating of the reviews dated in the period, two decimals; null without reviews. */
  readonly average_star_rating: number | null;
  readonly reviews_collected: number;
  readonly review_requests_sent: number;
  readonly page_view: number;
  /** Sum of each day's unique visitors (the beacon cannot tell the same visitor apart across days). */
  readonly unique_visitor: number;
  /** Always 0 for now: the storefront beacon does not count add-to-cart (docs/product/analytics.md#figures). */
  readonly add_to_cart: number;
  readonly order_count: number;
  readonly order_revenue: number;
  readonly retention_revenue: number;
  /** Orders that used a referral friend's code, rewarded or refused (docs/product/referrals-list.md#figures). */
  readonly referral_conversions: number;
  /** The sum of those orders' totals. */
  readonly referral_revenue: number;
  /** Rewards given to advocates for those orders. */
  readonly referral_rewards_issued: number;
}

/** Inclusive local days, YYYY-MM-DD. */
export interface AnalyticsDays {
  readonly start_date: string;
  readonly end_date: string;
}

/** One bucket of the charts (a day, a week from Monday, or a month), named by its first day. */
export interface AnalyticsPoint {
  readonly bucket: string;
  /** Reviews dated in the bucket by rating: index 0 holds 1-star reviews, index 4 five-star. */
  readonly reviews_by_rating: readonly [number, number, number, number, number];
  readonly average_rating: number | null;
  readonly review_requests_sent: number;
  readonly order_count: number;
  readonly order_revenue: number;
  readonly retention_revenue: number;
  readonly page_view: number;
  readonly unique_visitor: number;
}

export interface AnalyticsReport {
  /** ISO 4217 code of the shop's currency. */
  readonly currency: string;
  readonly period: AnalyticsDays;
  /** Null for all time: there is no period before it. */
  readonly previous_period: AnalyticsDays | null;
  readonly current: AnalyticsFigures;
  /** Null exactly when previous_period is. */
  readonly previous: AnalyticsFigures | null;
  readonly bucket_size: BucketSize;
  /** Every bucket of the period, empty ones included, oldest first. */
  readonly series: readonly AnalyticsPoint[];
  /** Reviews of the period by rating, 5 stars first. */
  readonly rating_distribution: readonly { readonly rating: number; readonly count: number }[];
  /** Reviews of the period by source, most first. */
  readonly sources: readonly { readonly source: string; readonly count: number }[];
}
