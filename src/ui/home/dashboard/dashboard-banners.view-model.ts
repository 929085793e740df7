import { makeAutoObservable, observable, runInAction } from 'mobx';
import { type ContractClient } from '../../../application/http/contract-client.port';
import { type DashboardGateway } from '../../../application/home/dashboard-gateway.port';
import { type Translations } from '../../../application/i18n/translations.port';
import { type Toaster } from '../../../application/platform/toaster.port';
import { type Clock } from '../../../application/shell/clock.port';
import { type Ad, getAds, getReviewAnomalies, setAdClick } from '../../../contracts/dashboard.contract';
import { saveShopConfig } from '../../../contracts/shop-config.contract';
import { bannerDismissalEntry, parseBannerDismissals } from '../../../domain/dashboard/banner-dismissal-times';
import {
  AD_ROTATION_MS,
  type BannerDismissals,
  type DashboardBanner,
  type DashboardBannerKind,
  dismissDashboardBanner,
  selectDashboardBanner,
} from '../../../domain/dashboard/dashboard-banners';
import { type ReviewAnomalyKind } from '../../../domain/dashboard/review-anomalies';
import { parseReviewsCountInfo } from '../../../domain/plans/review-quota';
import { type UserInfo } from '../../../contracts/shop.contract';

/** The ads the dashboard's banner shows (get_ads' category 1). */
const DASHBOARD_AD_CATEGORY = 1;

export interface DashboardBannerPorts {
  /** The banner display setting, kept for the page's life. */
  readonly gateway: DashboardGateway;
  readonly client: ContractClient;
  readonly clock: Clock;
  readonly toaster: Toaster;
  readonly translations: Translations;
}

/** What the banners read of what the dashboard loads itself: get_user_info and the embed status. */
export interface DashboardBannerShop {
  /** Null until loaded. */
  readonly info: () => UserInfo | null;
  /** From get_core_app_embeds_status; undefined until known. */
  readonly themeEmbedEnabled: () => boolean | undefined;
}

/**
 * The single banner at the top of the dashboard (docs/product/dashboard-and-guide.md#banners):
 * which one shows is the domain's choice; this keeps its inputs (anomalies, ads, dismissals kept
 * in the banner display setting) and a clock that ticks with the ad rotation.
 */
export class DashboardBannersViewModel {
  ready = false;
  ads: readonly Ad[] = [];
  anomalies: readonly ReviewAnomalyKind[] = [];
  dismissals: BannerDismissals = {};
  /** is_hide_refresh_tip as dismissed here; until then get_user_info's. */
  private hideRefreshTipSaved: string | undefined = undefined;
  nowMs: number;
  private rotationStartMs: number;
  private rotation: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly ports: DashboardBannerPorts,
    private readonly shop: DashboardBannerShop,
  ) {
    this.nowMs = ports.clock.now();
    this.rotationStartMs = this.nowMs;
    makeAutoObservable<this, 'ports' | 'shop' | 'rotation' | 'rotationStartMs' | 'hideRefreshTipSaved'>(
      this,
      { ports: false, shop: false, rotation: false, rotationStartMs: false, hideRefreshTipSaved: observable },
      { autoBind: true },
    );
  }

  /** Loads the banners' own inputs; a failed call leaves its banner out (an ad call that fails shows no ad). */
  async load(): Promise<void> {
    const [ads, anomalies, settings] = await Promise.allSettled([
      this.ports.client.call(getAds, { category: DASHBOARD_AD_CATEGORY }),
      this.ports.client.call(getReviewAnomalies, {}),
      this.ports.gateway.bannerSettings(),
    ]);
    runInAction(() => {
      this.ads = ads.status === 'fulfilled' ? ads.value.list : [];
      this.anomalies = anomalies.status === 'fulfilled' ? anomalies.value.anomalies : [];
      this.dismissals = settings.status === 'fulfilled' ? parseBannerDismissals(settings.value) : {};
      this.nowMs = this.ports.clock.now();
      this.rotationStartMs = this.nowMs;
      this.ready = true;
    });
    this.startRotation();
  }

  get banner(): DashboardBanner | undefined {
    const info = this.shop.info();
    if (!this.ready || !info) return undefined;
    const quota = parseReviewsCountInfo(info.reviewsCountInfo);
    return selectDashboardBanner(
      {
        themeEmbedEnabled: this.shop.themeEmbedEnabled(),
        reviewsDisplayed: quota.max,
        reviewDisplayLimit: quota.limit > 0 ? quota.limit : null,
        hasAnomalies: this.anomalies.length > 0,
        isHideRefreshTip: this.hideRefreshTipSaved ?? info.shopConfig.is_hide_refresh_tip,
        adCount: this.ads.length,
        adElapsedMs: this.nowMs - this.rotationStartMs,
        dismissals: this.dismissals,
      },
      this.nowMs,
    );
  }

  /** The ad on show, when the banner is an ad. */
  get ad(): Ad | undefined {
    const banner = this.banner;
    return banner?.kind === 'ad' ? this.ads[banner.adIndex] : undefined;
  }

  /** Hides the banner: for 7 days, kept on the server, or (menu refresh) for good. Undone when the save fails. */
  async dismiss(kind: DashboardBannerKind): Promise<void> {
    // The banner's clock moves to the dismissal, else the dismissal would lie in its future (ignored).
    this.nowMs = this.ports.clock.now();
    const effect = dismissDashboardBanner(kind, this.nowMs);
    if (effect.type === 'saveShopConfig') {
      const previous = this.hideRefreshTipSaved;
      this.hideRefreshTipSaved = effect.value;
      await this.saveOrUndo(this.ports.client.call(saveShopConfig, { [effect.key]: effect.value }), () => {
        this.hideRefreshTipSaved = previous;
      });
      return;
    }
    const previous = this.dismissals[effect.banner];
    this.dismissals = { ...this.dismissals, [effect.banner]: effect.dismissedAtMs };
    await this.saveOrUndo(this.ports.gateway.saveBannerSettings(bannerDismissalEntry(effect.banner, effect.dismissedAtMs)), () => {
      this.dismissals = { ...this.dismissals, [effect.banner]: previous };
    });
  }

  /** Counts the click; the ad's own link opens it, so a failed count never keeps the merchant from it. */
  recordAdClick(ad: Ad): void {
    void this.ports.client.call(setAdClick, { ad_id: ad.id }, { allowConcurrent: true }).catch(() => undefined);
  }

  /** Moves the clock on; the interval calls it every AD_ROTATION_MS. */
  tick(): void {
    this.nowMs = this.ports.clock.now();
  }

  dispose(): void {
    if (this.rotation !== undefined) clearInterval(this.rotation);
    this.rotation = undefined;
  }

  private startRotation(): void {
    if (this.rotation !== undefined || this.ads.length < 2) return;
    this.rotation = setInterval(() => this.tick(), AD_ROTATION_MS);
  }

  private async saveOrUndo(save: Promise<unknown>, undo: () => void): Promise<void> {
    try {
      await save;
    } catch {
      runInAction(undo);
      this.ports.toaster.show({ content: this.ports.translations.translate('dashboard:banners.dismissFailed'), error: true });
    }
  }
}
