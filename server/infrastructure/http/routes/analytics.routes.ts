import { getAnalytics } from '../../../../src/contracts/analytics.contract';
import { dateRangeChoiceOf } from '../../../../src/contracts/date-range.fields';
import { DATE_RANGE_LAST_30_DAYS, presetDateRange } from '../../../../src/domain/dates/date-range';
import { type GetAnalyticsUseCase } from '../../../application/analytics/get-analytics.use-case';
import { ContractRoutes } from '../contract-routes';

/** The default period when the request names none (docs/product/analytics.md#periods). */
const DEFAULT_RANGE = presetDateRange(DATE_RANGE_LAST_30_DAYS);

/** get_analytics under the spec's /api/v1/bff base (docs/product/analytics.md). */
export function analyticsRoutes(getAnalyticsUseCase: GetAnalyticsUseCase) {
  return new ContractRoutes('/api/v1/bff').serve(getAnalytics, (query, c) => {
    const named = query.date_range !== undefined || query.start_date !== undefined || query.end_date !== undefined;
    return getAnalyticsUseCase.execute(c.get('shop'), named ? dateRangeChoiceOf(query) : DEFAULT_RANGE);
  }).router;
}
