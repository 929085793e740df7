import { type DashboardGateway } from '../../src/application/home/dashboard-gateway.port';
import { type BannerDisplaySetting } from '../../src/contracts/banners.contract';
import { type Ad, type AdClick, type AdList, type RecommendedApp, type RecommendedAppList, type ReviewAnomalies } from '../../src/contracts/dashboard.contract';
import { type AppEmbedsStatus } from '../../src/contracts/storefront-status.contract';

export function testAd(id: number): Ad {
  return { id, title: `Ad ${id}`, desc: `About ad ${id}`, btn_text: `Open ad ${id}`, url: `https://partner-${id}.example/`, image: `/partners/ad-${id}.svg`, translations: {} };
}

export function testApp(index: number): RecommendedApp {
  return { name: `App ${index}`, desc: `What app ${index} does`, url: `https://apps.example/app-${index}`, logo: `/partners/app-${index}.svg`, desc_translations: {} };
}

/** The dashboard's calls in memory; set a field to an Error to make that call fail. */
export class FakeDashboardGateway implements DashboardGateway {
  adList: readonly Ad[] | Error = [testAd(1), testAd(2)];
  apps: readonly RecommendedApp[] | Error = Array.from({ length: 6 }, (_, index) => testApp(index + 1));
  anomalies: ReviewAnomalies | Error = { anomalies: [], activity: { recentTotal: 10, recentLow: 0, baselineTotal: 40, baselineLow: 0 } };
  embed: AppEmbedsStatus | Error = { app_embeds_enabled: 0, url: 'https://test-shop.myshopify.com/admin/themes/current/editor?context=apps' };
  banners: Record<string, string> = { home_top_ad: '1' };
  bannerSaveFailure: Error | null = null;
  embedCalls = 0;
  readonly clicks: number[] = [];
  readonly bannerSaves: Readonly<Record<string, string>>[] = [];

  ads(): Promise<AdList> {
    return settle(this.adList).then((list) => ({ list }));
  }

  clickAd(adId: number): Promise<AdClick> {
    this.clicks.push(adId);
    return Promise.resolve({ ad_id: adId, clicks: this.clicks.filter((id) => id === adId).length });
  }

  recommendedApps(): Promise<RecommendedAppList> {
    return settle(this.apps).then((list) => ({ list }));
  }

  reviewAnomalies(): Promise<ReviewAnomalies> {
    return settle(this.anomalies);
  }

  embedsStatus(): Promise<AppEmbedsStatus> {
    this.embedCalls += 1;
    return settle(this.embed);
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
