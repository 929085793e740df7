import { type BucketSize } from '../../../src/domain/analytics/analytics-period';
import { type AuthenticatedShop } from '../shared/authenticated-shop';

/** The stretch of time one set of figures covers (docs/product/analytics.md#periods). */
export interface AnalyticsWindow {
  /** The shop's local days, YYYY-MM-DD, inclusive: every source is counted by the shop's day. */
  readonly fromDate: string;
  readonly toDate: string;
  readonly bucketSize: BucketSize;
}

/** What happened in one bucket, named by its first local day (YYYY-MM-DD); money in cents. */
export interface AnalyticsBucketCounts {
  readonly bucket: string;
  readonly reviewsByRating: readonly [number, number, number, number, number];
  readonly requestsSent: number;
  readonly orders: number;
  readonly revenueCents: number;
  readonly retentionRevenueCents: number;
  readonly pageViews: number;
  readonly uniqueVisitors: number;
  /** Orders that used a referral friend's code, their revenue and the rewards they earned. */
  readonly referralConversions: number;
  readonly referralRevenueCents: number;
  readonly referralRewards: number;
}

export interface AnalyticsCounts {
  /** Only the buckets where something happened, in any order. */
  readonly buckets: readonly AnalyticsBucketCounts[];
  /** Reviews of the window by source. */
  readonly sources: readonly { readonly source: string; readonly count: number }[];
}

export interface AnalyticsShopFacts {
  readonly timeZone: string;
  readonly currencyCode: string;
  /** The earliest instant anything the analytics count happened, null for a shop with nothing yet. */
  readonly firstActivityAt: Date | null;
  /** The first local day (YYYY-MM-DD) the storefront beacon counted, null before any. */
  readonly firstBeaconDay: string | null;
}

/** Aggregates over the shop's reviews, orders, sent review requests and storefront beacon. */
export interface AnalyticsReadModel {
  shopFacts(shop: AuthenticatedShop): Promise<AnalyticsShopFacts | null>;
  counts(shop: AuthenticatedShop, window: AnalyticsWindow): Promise<AnalyticsCounts>;
}
