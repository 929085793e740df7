import { type AnalyticsReport } from '../../domain/analytics/analytics-report';
import { type DateRangeQuery } from '../../domain/dates/date-range';

/** get_analytics (docs/product/analytics.md). */
export interface AnalyticsGateway {
  /** The figures of the period the query names and of the one before it, with the charts' series. */
  load(query: DateRangeQuery, options?: { readonly signal?: AbortSignal }): Promise<AnalyticsReport>;
}
