import { type AnalyticsGateway } from '../../application/home/analytics-gateway.port';
import { type ContractClient } from '../../application/http/contract-client.port';
import { getAnalytics } from '../../contracts/analytics.contract';
import { type AnalyticsReport } from '../../domain/analytics/analytics-report';
import { type DateRangeQuery } from '../../domain/dates/date-range';

/** get_analytics through its contract. */
export class HttpAnalyticsGateway implements AnalyticsGateway {
  constructor(private readonly client: ContractClient) {}

  load(query: DateRangeQuery, options: { readonly signal?: AbortSignal } = {}): Promise<AnalyticsReport> {
    return this.client.call(getAnalytics, query, options);
  }
}
