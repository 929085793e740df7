import { inject, injectable } from 'inversify';
import { getAnalytics } from '../../contracts/analytics.contract';
import { type AnalyticsReport } from '../../domain/analytics/analytics-report';
import { type DateRangeChoice, toDateRangeQuery } from '../../domain/dates/date-range';
import { type RequestCache } from '../cache/request-cache.port';
import { type ContractClient } from '../http/contract-client.port';
import { TOKENS } from '../tokens';

/** Cache keys of the analytics; the dashboard's tiles and /data-analyze share one answer per range. */
const ANALYTICS_CACHE_PREFIX = ['analytics'] as const;

/** The analytics of a date range, through the request cache (docs/product/analytics.md). */
@injectable()
export class LoadAnalyticsUseCase {
  constructor(
    @inject(TOKENS.ContractClient) private readonly client: ContractClient,
    @inject(TOKENS.RequestCache) private readonly cache: RequestCache,
  ) {}

  execute(choice: DateRangeChoice): Promise<AnalyticsReport> {
    const query = toDateRangeQuery(choice);
    return this.cache.fetch({ key: [...ANALYTICS_CACHE_PREFIX, query], fetch: (signal) => this.client.call(getAnalytics, query, { signal }) });
  }
}
