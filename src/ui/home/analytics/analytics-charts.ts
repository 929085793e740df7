import { type AnalyticsPoint, type AnalyticsReport } from '../../../domain/analytics/analytics-report';

/**
 * The charts of /data-analyze (docs/product/analytics.md#charts), as data: each chart's type,
 * its series and the table beside it. No React and no chart library here, so the tables and
 * the CSV files are the same numbers the charts draw.
 */

/** The spec's chart types. */
export type ChartType = 'Bar' | 'HorizontalBar' | 'Combo' | 'Line' | 'Donut';
export type ChartValueFormat = 'count' | 'rating' | 'money';

/** The two views of /data-analyze, by their address hash. */
export const ANALYTICS_VIEWS = ['reviews', 'conversion-revenue'] as const;
export type AnalyticsView = (typeof ANALYTICS_VIEWS)[number];

/** Each view's charts by id, in the order they are shown (their titles stand while they load). */
export const VIEW_CHART_IDS: Readonly<Record<AnalyticsView, readonly string[]>> = {
  reviews: ['reviewsPerPeriod', 'averageRating', 'ratingDistribution', 'reviewsBySource'],
  'conversion-revenue': ['ordersRevenue', 'retentionRevenue', 'requestsSent', 'traffic'],
};

export interface ChartSeries {
  /** Word key of the series' name (`series.<key>`), with values for it. */
  readonly nameKey: string;
  readonly nameValues?: Readonly<Record<string, string | number>>;
  /** Combo charts: drawn as bars or as a line. */
  readonly shape?: 'Bar' | 'Line';
  readonly format: ChartValueFormat;
  readonly points: readonly { readonly key: string; readonly value: number | null }[];
}

export interface ChartSpec {
  /** Its word key (`charts.<id>`) and its CSV file's name. */
  readonly id: string;
  readonly type: ChartType;
  /** Word key of the first column: the period, the rating or the source. */
  readonly categoryKey: 'period' | 'rating' | 'source';
  /** True when the category keys are bucket days to be written as dates. */
  readonly categoriesAreDays: boolean;
  readonly series: readonly ChartSeries[];
}

const RATINGS = [1, 2, 3, 4, 5] as const;

function bucketSeries(series: readonly AnalyticsPoint[], nameKey: string, format: ChartValueFormat, value: (point: AnalyticsPoint) => number | null, extra: Partial<ChartSeries> = {}): ChartSeries {
  return { nameKey, format, points: series.map((point) => ({ key: point.bucket, value: value(point) })), ...extra };
}

function overTime(id: string, type: ChartType, series: readonly ChartSeries[]): ChartSpec {
  return { id, type, categoryKey: 'period', categoriesAreDays: true, series };
}

/** The charts of one view, in the order they are shown. */
export function chartsOf(view: AnalyticsView, report: AnalyticsReport): readonly ChartSpec[] {
  const points = report.series;
  if (view === 'reviews') {
    return [
      overTime(
        'reviewsPerPeriod',
        'Bar',
        RATINGS.map((rating) => bucketSeries(points, 'stars', 'count', (point) => point.reviews_by_rating[rating - 1]!, { nameValues: { count: rating } })),
      ),
      overTime('averageRating', 'Line', [bucketSeries(points, 'averageRating', 'rating', (point) => point.average_rating)]),
      {
        id: 'ratingDistribution',
        type: 'HorizontalBar',
        categoryKey: 'rating',
        categoriesAreDays: false,
        series: [{ nameKey: 'reviews', format: 'count', points: report.rating_distribution.map(({ rating, count }) => ({ key: String(rating), value: count })) }],
      },
      {
        id: 'reviewsBySource',
        type: 'Donut',
        categoryKey: 'source',
        categoriesAreDays: false,
        series: [{ nameKey: 'reviews', format: 'count', points: report.sources.map(({ source, count }) => ({ key: source, value: count })) }],
      },
    ];
  }
  return [
    overTime('ordersRevenue', 'Combo', [
      bucketSeries(points, 'orders', 'count', (point) => point.order_count, { shape: 'Bar' }),
      bucketSeries(points, 'revenue', 'money', (point) => point.order_revenue, { shape: 'Line' }),
    ]),
    overTime('retentionRevenue', 'Line', [bucketSeries(points, 'retentionRevenue', 'money', (point) => point.retention_revenue)]),
    overTime('requestsSent', 'Bar', [bucketSeries(points, 'requestsSent', 'count', (point) => point.review_requests_sent)]),
    overTime('traffic', 'Line', [
      bucketSeries(points, 'pageViews', 'count', (point) => point.page_view),
      bucketSeries(points, 'uniqueVisitors', 'count', (point) => point.unique_visitor),
    ]),
  ];
}

/** The chart's table: one row per category, one column per series (null stays null: no value). */
export function chartRows(chart: ChartSpec): { readonly key: string; readonly values: readonly (number | null)[] }[] {
  const keys = chart.series[0]?.points.map((point) => point.key) ?? [];
  return keys.map((key, index) => ({ key, values: chart.series.map((series) => series.points[index]?.value ?? null) }));
}
