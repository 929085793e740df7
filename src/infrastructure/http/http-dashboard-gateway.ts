import { type DashboardGateway } from '../../application/home/dashboard-gateway.port';
import { type ContractClient } from '../../application/http/contract-client.port';
import { type BannerDisplaySetting, getBannerDisplaySetting, setBannerDisplaySetting } from '../../contracts/banners.contract';
import {
  type AdClick,
  type AdList,
  getAds,
  getRecommendAppList,
  getReviewAnomalies,
  type RecommendedAppList,
  type ReviewAnomalies,
  setAdClick,
} from '../../contracts/dashboard.contract';
import { type AppEmbedsStatus, getAppEmbedsStatus } from '../../contracts/storefront-status.contract';

const DASHBOARD_AD_CATEGORY = 1;

/** The dashboard's calls through their contracts. */
export class HttpDashboardGateway implements DashboardGateway {
  constructor(private readonly client: ContractClient) {}

  ads(): Promise<AdList> {
    return this.client.call(getAds, { category: DASHBOARD_AD_CATEGORY });
  }

  clickAd(adId: number): Promise<AdClick> {
    return this.client.call(setAdClick, { ad_id: adId }, { allowConcurrent: true });
  }

  recommendedApps(): Promise<RecommendedAppList> {
    return this.client.call(getRecommendAppList, {});
  }

  reviewAnomalies(): Promise<ReviewAnomalies> {
    return this.client.call(getReviewAnomalies, {});
  }

  embedsStatus(): Promise<AppEmbedsStatus> {
    return this.client.call(getAppEmbedsStatus, {});
  }

  bannerSettings(): Promise<BannerDisplaySetting> {
    return this.client.call(getBannerDisplaySetting, {});
  }

  saveBannerSettings(changes: Readonly<Record<string, string>>): Promise<BannerDisplaySetting> {
    // Dismissals in quick succession each save their own key: none may cancel another.
    return this.client.call(setBannerDisplaySetting, changes, { allowConcurrent: true });
  }
}
