import { type BannerDisplaySetting } from '../../contracts/banners.contract';

/**
 * The dashboard's banner display setting (docs/product/dashboard-and-guide.md#banners), read once
 * and kept for the page's life; its other calls go through the ContractClient. Failures reject
 * with an ApiError.
 */
export interface DashboardGateway {
  bannerSettings(): Promise<BannerDisplaySetting>;
  /** Saves the given banner entries together; resolves with every entry. */
  saveBannerSettings(changes: Readonly<Record<string, string>>): Promise<BannerDisplaySetting>;
}
