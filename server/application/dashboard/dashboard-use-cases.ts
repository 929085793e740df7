import { type AdClick, type AdList, type RecommendedAppList, type ReviewAnomalies } from '../../../src/contracts/dashboard.contract';
import { type AdCategory } from '../../../src/contracts/dashboard.schema';
import { anomalyWindows, detectReviewAnomalies } from '../../../src/domain/dashboard/review-anomalies';
import { notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type AdClickRepository, type ReviewActivityReader } from './dashboard-repository.port';
import { adsOfCategory, isKnownAd, RECOMMENDED_APP_CATALOGUE } from './promotion-catalogue';

/** get_ads, set_ad_click, get_recommend_app_list and get_review_anomalies (docs/product/dashboard-and-guide.md). */
export class DashboardUseCases {
  constructor(
    private readonly adClicks: AdClickRepository,
    private readonly reviewActivity: ReviewActivityReader,
    private readonly now: () => Date,
  ) {}

  ads(category: AdCategory): AdList {
    return { list: adsOfCategory(category) };
  }

  async recordAdClick(shop: AuthenticatedShop, adId: number): Promise<AdClick> {
    if (!isKnownAd(adId)) throw notFound('ad_id');
    return { ad_id: adId, clicks: await this.adClicks.recordClick(shop, adId) };
  }

  recommendedApps(): RecommendedAppList {
    return { list: RECOMMENDED_APP_CATALOGUE };
  }

  async reviewAnomalies(shop: AuthenticatedShop): Promise<ReviewAnomalies> {
    const activity = await this.reviewActivity.activity(shop, anomalyWindows(this.now().getTime()));
    return { anomalies: detectReviewAnomalies(activity), activity };
  }
}
