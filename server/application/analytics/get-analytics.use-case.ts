import {
  bucketSizeFor,
  bucketStarts,
  previousPeriod,
  type BucketSize,
} from '../../../src/domain/analytics/analytics-period';
import { type AnalyticsFigures, type AnalyticsPoint, type AnalyticsReport } from '../../../src/domain/analytics/analytics-report';
import { compareCalendarDates, formatIsoDate, parseIsoDate, type CalendarDate } from '../../../src/domain/dates/calendar-date';
import { DATE_RANGE_ALL_TIME, type DateRangeChoice } from '../../../src/domain/dates/date-range';
import { type LocalDayRange, presetLocalDays, type BoundedPresetCode } from '../../../src/domain/dates/date-range-resolver';
import { zoneCalendar, type ZoneCalendar } from '../../../src/domain/dates/zoned-calendar';
import { fromCents } from '../../../src/domain/shared/money';
import { notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type AnalyticsBucketCounts, type AnalyticsCounts, type AnalyticsReadModel, type AnalyticsShopFacts, type AnalyticsWindow } from './analytics-read-model.port';

/** The zone a shop whose stored time zone Intl does not know is read in. */
export const FALLBACK_TIME_ZONE = 'UTC';
/** Average ratings are given with this many decimals. */
export const AVERAGE_RATING_DECIMALS = 2;
const RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * get_analytics (docs/product/analytics.md): the chosen days in the shop's zone, the period of
 * the same length before them (none for all time, which runs from the shop's first counted
 * activity to today), each period's figures, and the chosen period's series by bucket.
 */
export class GetAnalyticsUseCase {
  constructor(
    private readonly readModel: AnalyticsReadModel,
    private readonly now: () => Date,
  ) {}

  /**
   * The "Review requests sent" figure alone, for the same choice of days: /collect shows it beside
   * the dashboard's tile, so both read this one count.
   */
  async reviewRequestsSent(shop: AuthenticatedShop, preset: BoundedPresetCode): Promise<number> {
    const facts = await this.readModel.shopFacts(shop);
    if (facts === null) throw notFound('shop');
    const days = presetLocalDays(preset, calendarOf(facts).dateAt(this.now().getTime()));
    return figuresOf((await this.readModel.counts(shop, windowOf(days, bucketSizeFor(days)))).buckets).review_requests_sent;
  }

  async execute(shop: AuthenticatedShop, choice: DateRangeChoice): Promise<AnalyticsReport> {
    const facts = await this.readModel.shopFacts(shop);
    if (facts === null) throw notFound('shop');
    const calendar = calendarOf(facts);
    const today = calendar.dateAt(this.now().getTime());
    const allTime = choice.kind === 'preset' && choice.code === DATE_RANGE_ALL_TIME;
    const days = allTime ? allTimeDays(facts, today, calendar) : chosenDays(choice, today);
    const bucketSize = bucketSizeFor(days);
    const before = allTime ? null : previousPeriod(days);
    const [counts, previousCounts] = await Promise.all([
      this.readModel.counts(shop, windowOf(days, bucketSize)),
      before === null ? null : this.readModel.counts(shop, windowOf(before, bucketSize)),
    ]);
    const series = seriesOf(counts, days, bucketSize);
    return {
      currency: facts.currencyCode,
      period: daysOf(days),
      previous_period: before === null ? null : daysOf(before),
      current: figuresOf(counts.buckets),
      previous: previousCounts === null ? null : figuresOf(previousCounts.buckets),
      bucket_size: bucketSize,
      series,
      rating_distribution: [...RATINGS].reverse().map((rating) => ({ rating, count: sum(series.map((point) => point.reviews_by_rating[rating - 1]!)) })),
      sources: [...counts.sources].sort((a, b) => b.count - a.count || a.source.localeCompare(b.source)),
    };
  }
}

function calendarOf(facts: AnalyticsShopFacts): ZoneCalendar {
  return zoneCalendar(facts.timeZone) ?? zoneCalendar(FALLBACK_TIME_ZONE)!;
}

function chosenDays(choice: DateRangeChoice, today: CalendarDate): LocalDayRange {
  return choice.kind === 'custom' ? { first: choice.start, last: choice.end } : presetLocalDays(choice.code as BoundedPresetCode, today);
}

/** From the local day of the first counted activity (today for a shop with none) through today. */
function allTimeDays(facts: AnalyticsShopFacts, today: CalendarDate, calendar: ZoneCalendar): LocalDayRange {
  const candidates = [today];
  if (facts.firstActivityAt !== null) candidates.push(calendar.dateAt(facts.firstActivityAt.getTime()));
  const beaconDay = parseIsoDate(facts.firstBeaconDay ?? '');
  if (beaconDay !== null) candidates.push(beaconDay);
  return { first: candidates.reduce((earliest, day) => (compareCalendarDates(day, earliest) < 0 ? day : earliest)), last: today };
}

function windowOf(days: LocalDayRange, bucketSize: BucketSize): AnalyticsWindow {
  return { fromDate: formatIsoDate(days.first), toDate: formatIsoDate(days.last), bucketSize };
}

function daysOf(days: LocalDayRange) {
  return { start_date: formatIsoDate(days.first), end_date: formatIsoDate(days.last) };
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function averageRating(byRating: readonly number[]): number | null {
  const count = sum(byRating);
  if (count === 0) return null;
  const stars = sum(byRating.map((reviews, index) => reviews * (index + 1)));
  return Number((stars / count).toFixed(AVERAGE_RATING_DECIMALS));
}

function figuresOf(buckets: readonly AnalyticsBucketCounts[]): AnalyticsFigures {
  const byRating = RATINGS.map((rating) => sum(buckets.map((bucket) => bucket.reviewsByRating[rating - 1]!)));
  return {
    average_star_rating: averageRating(byRating),
    reviews_collected: sum(byRating),
    review_requests_sent: sum(buckets.map((bucket) => bucket.requestsSent)),
    page_view: sum(buckets.map((bucket) => bucket.pageViews)),
    unique_visitor: sum(buckets.map((bucket) => bucket.uniqueVisitors)),
    add_to_cart: 0,
    order_count: sum(buckets.map((bucket) => bucket.orders)),
    order_revenue: fromCents(sum(buckets.map((bucket) => bucket.revenueCents))),
    retention_revenue: fromCents(sum(buckets.map((bucket) => bucket.retentionRevenueCents))),
    referral_conversions: sum(buckets.map((bucket) => bucket.referralConversions)),
    referral_revenue: fromCents(sum(buckets.map((bucket) => bucket.referralRevenueCents))),
    referral_rewards_issued: sum(buckets.map((bucket) => bucket.referralRewards)),
  };
}

/** Every bucket of the period in order, the empty ones as zeros. */
function seriesOf(counts: AnalyticsCounts, days: LocalDayRange, bucketSize: BucketSize): AnalyticsPoint[] {
  const byBucket = new Map(counts.buckets.map((bucket) => [bucket.bucket, bucket]));
  return bucketStarts(days, bucketSize).map((start) => {
    const key = formatIsoDate(start);
    const bucket = byBucket.get(key);
    const byRating = bucket?.reviewsByRating ?? [0, 0, 0, 0, 0];
    return {
      bucket: key,
      reviews_by_rating: [...byRating] as [number, number, number, number, number],
      average_rating: averageRating(byRating),
      review_requests_sent: bucket?.requestsSent ?? 0,
      order_count: bucket?.orders ?? 0,
      order_revenue: fromCents(bucket?.revenueCents ?? 0),
      retention_revenue: fromCents(bucket?.retentionRevenueCents ?? 0),
      page_view: bucket?.pageViews ?? 0,
      unique_visitor: bucket?.uniqueVisitors ?? 0,
    };
  });
}
