import { type AnalyticsReport } from '../domain/analytics/analytics-report';
import { answer, get, schemasOf } from './contract';

/** The analytics of the dashboard's tiles and of /data-analyze (docs/product/analytics.md). */

const schema = schemasOf(() => import('./analytics.schema'));

/**
 * GET get_analytics: the figures of a period and of the one before it, with the charts' series.
 * `date_range` (a preset code) or `start_date` and `end_date` (shop-local days, inclusive);
 * neither is the last 30 days.
 */
export const getAnalytics = get('/api/v1/bff/get_analytics', schema('getAnalyticsRequest'), answer<AnalyticsReport>());
