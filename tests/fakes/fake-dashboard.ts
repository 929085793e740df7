import { type DashboardGateway } from '../../src/application/home/dashboard-gateway.port';
import { type BannerDisplaySetting } from '../../src/contracts/banners.contract';
import { type Ad, getAds, getRecommendAppList, getReviewAnomalies, type RecommendedApp, type ReviewAnomalies, setAdClick } from '../../src/contracts/dashboard.contract';
import { type AppEmbedsStatus, getAppEmbedsStatus } from '../../src/contracts/storefront-status.contract';
import { type FakeContractClient } from './fake-contract-client';

export function testAd(id: number): Ad {
  return { id, title: `Ad ${id}`, desc: `About ad ${id}`, btn_text: `Open ad ${id}`, url: `https://partner-${id}.example/`, image: `/partners/ad-${id}.svg`, translations: {} };
}

export function testApp(index: number): RecommendedApp {
  return { name: `App ${index}`, desc: `What app ${index} does`, url: `https://apps.example/app-${index}`, logo: `/partners/app-${index}.svg`, desc_translations: {} };
}

/**
 * The dashboard's server in memory: `answer(client)` answers its ads, ad clicks, recommended apps,
 * anomalies and embed status from the fields, and it is the DashboardGateway of the banner display
 * setting. Set a field to an Error to make that call fail.
 */
export class FakeDashboard implements DashboardGateway {
  adList: readonly Ad[] | Error = [testAd(1), testAd(2)];
  apps: readonly RecommendedApp[] | Error = Array.from({ length: 6 }, (_, index) => testApp(index + 1));
  anomalies: ReviewAnomalies | Error = { anomalies: [], activity: { recentTotal: 10, recentLow: 0, baselineTotal: 40, baselineLow: 0 } };
  embed: AppEmbedsStatus | Error = { app_embeds_enabled: 0, url: 'https://test-shop.myshopify.com/admin/themes/current/editor?context=apps' };
  banners: Record<string, string> = { home_top_ad: '1' };
  bannerSaveFailure: Error | null = null;
  readonly bannerSaves: Readonly<Record<string, string>>[] = [];
  private readonly clicks = new Map<number, number>();

  answer(client: FakeContractClient): FakeContractClient {
    return client
      .on(getAds, () => settle(this.adList).then((list) => ({ list })))
      .on(setAdClick, ({ ad_id }) => {
        this.clicks.set(ad_id, (this.clicks.get(ad_id) ?? 0) + 1);
        return { ad_id, clicks: this.clicks.get(ad_id) ?? 0 };
      })
      .on(getRecommendAppList, () => settle(this.apps).then((list) => ({ list })))
      .on(getReviewAnomalies, () => settle(this.anomalies))
      .on(getAppEmbedsStatus, () => settle(this.embed));
  }

  bannerSettings(): Promise<BannerDisplaySetting> {
    return Promise.resolve({ ...this.banners });
  }

  saveBannerSettings(changes: Readonly<Record<string, string>>): Promise<BannerDisplaySetting> {
    if (this.bannerSaveFailure) return Promise.reject(this.bannerSaveFailure);
    this.bannerSaves.push({ ...changes });
    this.banners = { ...this.banners, ...changes };
    return Promise.resolve({ ...this.banners });
  }
}

function settle<T>(value: T | Error): Promise<T> {
  return value instanceof Error ? Promise.reject(value) : Promise.resolve(structuredClone(value));
}
