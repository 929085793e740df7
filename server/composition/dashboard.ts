import { GetAnalyticsUseCase } from '../application/analytics/get-analytics.use-case';
import { DashboardUseCases } from '../application/dashboard/dashboard-use-cases';
import { DrizzleAnalyticsReadModel } from '../infrastructure/db/drizzle-analytics-read-model';
import { DrizzleAdClickRepository, DrizzleReviewActivityReader } from '../infrastructure/db/drizzle-dashboard-repository';
import { type AreaRoutes } from '../infrastructure/http/app';
import { analyticsRoutes } from '../infrastructure/http/routes/analytics.routes';
import { dashboardRoutes, merchantRoutes } from '../infrastructure/http/routes/dashboard.routes';
import { type Platform } from './platform';

/** The dashboard's ads, recommended apps and review anomalies, and get_analytics (docs/product/dashboard-and-guide.md, analytics.md). */
export function composeDashboard({ db, now }: Platform): { readonly routes: AreaRoutes; readonly analytics: GetAnalyticsUseCase } {
  const analytics = new GetAnalyticsUseCase(new DrizzleAnalyticsReadModel(db), now);
  const dashboard = new DashboardUseCases(new DrizzleAdClickRepository(db), new DrizzleReviewActivityReader(db), now);
  const routes: AreaRoutes = {
    admin: [dashboardRoutes(dashboard)],
    signedIn: [
      { base: '/api/v1/bff', routes: analyticsRoutes(analytics) },
      // The spec's merchant API base (get_recommend_app_list).
      { base: '/admin/v1/merchant', routes: merchantRoutes(dashboard) },
    ],
  };
  return { routes, analytics };
}
