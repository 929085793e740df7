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

type SumKind = 'rating' | 'source' | 'orders' | 'requests' | 'page_views' | 'visitors' | 'referrals';
interface SumRow { kind: SumKind; bucket: string | null; label: string | null; a: number; b: number; c: number }

/**
 * The analytics' aggregates (docs/product/analytics.md#figures): a range of each source's daily
 * roll-up (docs/product/analytics.md#how-the-figures-are-kept) summed, a few thousand rows at
 * most whatever the shop's size.
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

  /** The window's sums, every source in one statement (one round trip, one plan). */
  async counts(shop: AuthenticatedShop, window: AnalyticsWindow): Promise<AnalyticsCounts> {
    const rows = await rowsOf<SumRow>(this.db.execute(sql.join(this.sums(shop, window), sql` union all `)));
    const buckets = new Map<string, MutableBucket>();
    const bucketFor = (key: string) => {
      let bucket = buckets.get(key);
      if (bucket === undefined) buckets.set(key, (bucket = emptyBucket(key)));
      return bucket;
    };
    const sources: { source: string; count: number }[] = [];
    for (const { kind, bucket: key, label, a, b, c } of rows) {
      const count = Number(a);
      if (kind === 'source') sources.push({ source: label!, count });
      else if (kind === 'rating') {
        const rating = Number(label);
        if (rating >= 1 && rating <= RATING_COUNT) bucketFor(key!).reviewsByRating[rating - 1] = count;
      } else if (kind === 'orders') Object.assign(bucketFor(key!), { orders: count, revenueCents: Number(b), retentionRevenueCents: Number(c) });
      else if (kind === 'referrals') Object.assign(bucketFor(key!), { referralConversions: count, referralRevenueCents: Number(b), referralRewards: Number(c) });
      else if (kind === 'requests') bucketFor(key!).requestsSent = count;
      else if (kind === 'page_views') bucketFor(key!).pageViews = count;
      else bucketFor(key!).uniqueVisitors = count;
    }
    return { buckets: [...buckets.values()], sources };
  }

  /**
   * One select per figure over its daily roll-up, shaped alike: the figure, its bucket (or label),
   * and up to three sums. Orders carry their revenue and retention revenue
   * (docs/product/analytics.md#retention-revenue) in cents.
   */
  private sums(shop: AuthenticatedShop, window: AnalyticsWindow): SQL[] {
    const bucket = dayBucket(sql`day`, window);
    const mine = sql`shop_id = ${shop.id} and day >= ${window.fromDate}::date and day <= ${window.toDate}::date`;
    /** The beacon's days are text: compared as text, as it writes them. */
    const mineBeacon = sql`shop_id = ${shop.id} and day >= ${window.fromDate} and day <= ${window.toDate}`;
    const counted = (kind: SumKind, table: SQL, where: SQL) =>
      sql`(select ${kind}::text as kind, ${bucket} as bucket, null::text as label, sum(count)::float8 as a, 0::float8 as b, 0::float8 as c
        from ${table} where ${where} group by 2 having sum(count) <> 0)`;
    return [
      sql`(select 'rating' as kind, ${bucket} as bucket, rating::text as label, sum(count)::float8 as a, 0::float8 as b, 0::float8 as c
        from review_daily_counts where ${mine} group by 2, 3 having sum(count) <> 0)`,
      sql`(select 'source', null, source, sum(count)::float8, 0, 0 from review_daily_sources where ${mine} group by 3 having sum(count) <> 0)`,
      sql`(select 'orders', ${bucket}, null, sum(orders)::float8, round(sum(revenue) * 100)::float8, round(sum(retention_revenue) * 100)::float8
        from order_daily_totals where ${mine} group by 2 having sum(orders) <> 0 or sum(revenue) <> 0)`,
      counted('requests', sql`collect_mail_daily_sent`, mine),
      counted('page_views', sql`storefront_daily_stats`, sql`${mineBeacon} and metric = ${PAGE_VIEW_METRIC}`),
      counted('visitors', sql`storefront_daily_visitor_counts`, mineBeacon),
      this.referralSums(shop, window),
    ];
  }

  /**
   * Referred orders by the shop's local day of their conversion, counted from referral_conversions
   * itself: a shop's referrals are few next to its reviews and orders, so they need no roll-up.
   */
  private referralSums(shop: AuthenticatedShop, window: AnalyticsWindow): SQL {
    const bucket = dayBucket(sql`day`, window);
    return sql`(select 'referrals', ${bucket}, null,
        (count(*) filter (where order_id is not null))::float8,
        round(coalesce(sum(order_total) filter (where order_id is not null), 0) * 100)::float8,
        (count(*) filter (where state = 'rewarded' and order_id is not null))::float8
      from (select (c.created_at at time zone analytics_zone(s.time_zone))::date as day, c.order_id, c.order_total, c.state
        from referral_conversions c join shops s on s.id = c.shop_id where c.shop_id = ${shop.id}) referred
      where day >= ${window.fromDate}::date and day <= ${window.toDate}::date
      group by 2 having count(*) filter (where order_id is not null) <> 0)`;
  }
}

type MutableBucket = { -readonly [K in keyof AnalyticsBucketCounts]: AnalyticsBucketCounts[K] } & { reviewsByRating: [number, number, number, number, number] };

function emptyBucket(bucket: string): MutableBucket {
  return { bucket, reviewsByRating: [0, 0, 0, 0, 0], requestsSent: 0, orders: 0, revenueCents: 0, retentionRevenueCents: 0, pageViews: 0, uniqueVisitors: 0, referralConversions: 0, referralRevenueCents: 0, referralRewards: 0 };
}
