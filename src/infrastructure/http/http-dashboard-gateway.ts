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
import { KeptAnswers } from '../cache/kept-answers';

const DASHBOARD_AD_CATEGORY = 1;
const BANNER_SETTINGS_KEY = 'banners';

/** The dashboard's calls through their contracts. */
export class HttpDashboardGateway implements DashboardGateway {
  private readonly keptBannerSettings = new KeptAnswers<BannerDisplaySetting>();

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

  /** Fetched once and kept for the page's life (the admin's caching rules); a save keeps its answer. */
  bannerSettings(): Promise<BannerDisplaySetting> {
    return this.keptBannerSettings.get(BANNER_SETTINGS_KEY, () => this.client.call(getBannerDisplaySetting, {}));
  }

  async saveBannerSettings(changes: Readonly<Record<string, string>>): Promise<BannerDisplaySetting> {
    // Dismissals in quick succession each save their own key: none may cancel another.
    const saved = await this.client.call(setBannerDisplaySetting, changes, { allowConcurrent: true });
    this.keptBannerSettings.keep(BANNER_SETTINGS_KEY, saved);
    return saved;
  }
}
