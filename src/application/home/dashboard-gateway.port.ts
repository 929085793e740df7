import { type BannerDisplaySetting } from '../../contracts/banners.contract';
import { type AdClick, type AdList, type RecommendedAppList, type ReviewAnomalies } from '../../contracts/dashboard.contract';
import { type AppEmbedsStatus } from '../../contracts/storefront-status.contract';

/** What the dashboard reads and writes besides the shop (docs/product/dashboard-and-guide.md). Failures reject with an ApiError. */
export interface DashboardGateway {
  /** The dashboard banner's ads (category 1). */
  ads(): Promise<AdList>;
  clickAd(adId: number): Promise<AdClick>;
  recommendedApps(): Promise<RecommendedAppList>;
  reviewAnomalies(): Promise<ReviewAnomalies>;
  embedsStatus(): Promise<AppEmbedsStatus>;
  bannerSettings(): Promise<BannerDisplaySetting>;
  /** Saves the given banner entries together; resolves with every entry. */
  saveBannerSettings(changes: Readonly<Record<string, string>>): Promise<BannerDisplaySetting>;
}
