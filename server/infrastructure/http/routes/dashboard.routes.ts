import { getAds, getRecommendAppList, getReviewAnomalies, setAdClick } from '../../../../src/contracts/dashboard.contract';
import { type DashboardUseCases } from '../../../application/dashboard/dashboard-use-cases';
import { ContractRoutes } from '../contract-routes';

/** The dashboard's ads and review anomalies; mounted at /api/v1/admin behind authentication. */
export function dashboardRoutes(useCases: DashboardUseCases) {
  return new ContractRoutes('/api/v1/admin')
    .serve(getAds, (request) => useCases.ads(request.category))
    .serve(setAdClick, (request, c) => useCases.recordAdClick(c.get('shop'), request.ad_id))
    .serve(getReviewAnomalies, (_request, c) => useCases.reviewAnomalies(c.get('shop'))).router;
}

/** The recommended apps on the spec's merchant API base; mounted at /admin/v1/merchant behind authentication. */
export function merchantRoutes(useCases: DashboardUseCases) {
  return new ContractRoutes('/admin/v1/merchant').serve(getRecommendAppList, () => useCases.recommendedApps()).router;
}
