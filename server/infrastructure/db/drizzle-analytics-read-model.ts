import { sql, type SQL } from 'drizzle-orm';
import {
  type AnalyticsBucketCounts,
  type AnalyticsCounts,
  type AnalyticsReadModel,
  type AnalyticsShopFacts,
  type AnalyticsWindow,
} from '../../application/analytics/analytics-read-model.port';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { type AppDatabase } from './database';
import { rowsOf } from './raw-rows';

/** The beacon's page-view metric in storefront_daily_stats. */
const PAGE_VIEW_METRIC = 'page_view';
const RATING_COUNT = 5;

/** A local day column's bucket (its first day, YYYY-MM-DD); the beacon's days are text, the roll-ups' dates. */
function dayBucket(column: SQL, window: AnalyticsWindow): SQL {
  return sql`to_char(date_trunc(${window.bucketSize}::text, ${column}::timestamp), 'YYYY-MM-DD')`;
}

/** The window's days of a roll-up's date column. */
function inWindow(window: AnalyticsWindow): SQL {
  return sql`day >= ${window.fromDate}::date and day <= ${window.toDate}::date`;
}

interface ReviewRow { bucket: string | null; rating: number | null; source: string | null; count: number }
interface OrderRow { bucket: string; orders: number; revenue_cents: number; retention_cents: number }
interface CountRow { bucket: string; count: number }

/**
 * The analytics' aggregates (docs/product/analytics.md#figures), one statement per source, each
 * summing a range of the source's daily roll-up (docs/product/analytics.md#how-the-figures-are-kept):
 * a few thousand rows at most, whatever the shop's size.
 */
export class DrizzleAnalyticsReadModel implements AnalyticsReadModel {
  constructor(private readonly db: AppDatabase) {}

  async shopFacts(shop: AuthenticatedShop): Promise<AnalyticsShopFacts | null> {
    const [row] = await rowsOf<{ time_zone: string; currency_code: string; first_ms: number | null; first_beacon_day: string | null }>(
      this.db.execute(sql`
        select time_zone, currency_code,
          extract(epoch from least(
            (select min(commented_at) from reviews where shop_id = ${shop.id}),
            (select min(placed_at) from orders where shop_id = ${shop.id}),
            (select min(sent_at) from collect_mails where shop_id = ${shop.id} and sent_at is not null)
          ))::float8 * 1000 as first_ms,
          (select min(day) from storefront_daily_stats where shop_id = ${shop.id}) as first_beacon_day
        from shops where id = ${shop.id}`),
    );
    if (row === undefined) return null;
    return {
      timeZone: row.time_zone,
      currencyCode: row.currency_code,
      firstActivityAt: row.first_ms === null ? null : new Date(Number(row.first_ms)),
      firstBeaconDay: row.first_beacon_day,
    };
  }

  async counts(shop: AuthenticatedShop, window: AnalyticsWindow): Promise<AnalyticsCounts> {
    const [reviewRows, orderRows, requestRows, pageViewRows, visitorRows] = await Promise.all([
      this.reviewCounts(shop, window),
      this.orderCounts(shop, window),
      this.requestCounts(shop, window),
      this.pageViews(shop, window),
      this.visitors(shop, window),
    ]);
    const buckets = new Map<string, MutableBucket>();
    const bucketFor = (key: string) => {
      let bucket = buckets.get(key);
      if (bucket === undefined) buckets.set(key, (bucket = emptyBucket(key)));
      return bucket;
    };
    const sources: { source: string; count: number }[] = [];
    for (const row of reviewRows) {
      if (row.source !== null) sources.push({ source: row.source, count: Number(row.count) });
      else if (row.bucket !== null && row.rating !== null && row.rating >= 1 && row.rating <= RATING_COUNT) {
        bucketFor(row.bucket).reviewsByRating[row.rating - 1] = Number(row.count);
      }
    }
    for (const row of orderRows) {
      Object.assign(bucketFor(row.bucket), { orders: Number(row.orders), revenueCents: Number(row.revenue_cents), retentionRevenueCents: Number(row.retention_cents) });
    }
    for (const row of requestRows) bucketFor(row.bucket).requestsSent = Number(row.count);
    for (const row of pageViewRows) bucketFor(row.bucket).pageViews = Number(row.count);
    for (const row of visitorRows) bucketFor(row.bucket).uniqueVisitors = Number(row.count);
    return { buckets: [...buckets.values()], sources };
  }

  /** Reviews dated in the window: by bucket and rating, and by source. */
  private async reviewCounts(shop: AuthenticatedShop, window: AnalyticsWindow): Promise<ReviewRow[]> {
    const [byRating, bySource] = await Promise.all([
      rowsOf<ReviewRow>(
        this.db.execute(sql`
          select ${dayBucket(sql`day`, window)} as bucket, rating, null as source, sum(count)::int as count
          from review_daily_counts
          where shop_id = ${shop.id} and ${inWindow(window)}
          group by 1, 2
          having sum(count) <> 0`),
      ),
      rowsOf<ReviewRow>(
        this.db.execute(sql`
          select null as bucket, null as rating, source, sum(count)::int as count
          from review_daily_sources
          where shop_id = ${shop.id} and ${inWindow(window)}
          group by source
          having sum(count) <> 0`),
      ),
    ]);
    return [...byRating, ...bySource];
  }

  /**
   * Orders placed in the window and not cancelled, and the revenue of those whose customer had
   * reviewed the shop before (docs/product/analytics.md#retention-revenue).
   */
  private orderCounts(shop: AuthenticatedShop, window: AnalyticsWindow): Promise<OrderRow[]> {
    return rowsOf<OrderRow>(
      this.db.execute(sql`
        select ${dayBucket(sql`day`, window)} as bucket, sum(orders)::int as orders,
          round(sum(revenue) * 100)::float8 as revenue_cents,
          round(sum(retention_revenue) * 100)::float8 as retention_cents
        from order_daily_totals
        where shop_id = ${shop.id} and ${inWindow(window)}
        group by 1
        having sum(orders) <> 0 or sum(revenue) <> 0`),
    );
  }

  /** Review request e-mails (the three steps) sent in the window. */
  private requestCounts(shop: AuthenticatedShop, window: AnalyticsWindow): Promise<CountRow[]> {
    return rowsOf<CountRow>(
      this.db.execute(sql`
        select ${dayBucket(sql`day`, window)} as bucket, sum(count)::int as count
        from collect_mail_daily_sent
        where shop_id = ${shop.id} and ${inWindow(window)}
        group by 1
        having sum(count) <> 0`),
    );
  }

  private pageViews(shop: AuthenticatedShop, window: AnalyticsWindow): Promise<CountRow[]> {
    return rowsOf<CountRow>(
      this.db.execute(sql`
        select ${dayBucket(sql`day`, window)} as bucket, sum(count)::int as count
        from storefront_daily_stats
        where shop_id = ${shop.id} and day >= ${window.fromDate} and day <= ${window.toDate} and metric = ${PAGE_VIEW_METRIC}
        group by 1`),
    );
  }

  /** Each day's unique visitors, summed over the bucket's days. */
  private visitors(shop: AuthenticatedShop, window: AnalyticsWindow): Promise<CountRow[]> {
    return rowsOf<CountRow>(
      this.db.execute(sql`
        select ${dayBucket(sql`day`, window)} as bucket, sum(count)::int as count
        from storefront_daily_visitor_counts
        where shop_id = ${shop.id} and day >= ${window.fromDate} and day <= ${window.toDate}
        group by 1
        having sum(count) <> 0`),
    );
  }
}

type MutableBucket = { -readonly [K in keyof AnalyticsBucketCounts]: AnalyticsBucketCounts[K] } & { reviewsByRating: [number, number, number, number, number] };

function emptyBucket(bucket: string): MutableBucket {
  return { bucket, reviewsByRating: [0, 0, 0, 0, 0], requestsSent: 0, orders: 0, revenueCents: 0, retentionRevenueCents: 0, pageViews: 0, uniqueVisitors: 0 };
}
