import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { type DashboardGateway } from '../../../application/home/dashboard-gateway.port';
import { type ContractClient } from '../../../application/http/contract-client.port';
import { ChangeAdminLanguageUseCase } from '../../../application/i18n/change-admin-language.use-case';
import { type Translations } from '../../../application/i18n/translations.port';
import { type CustomerMessaging } from '../../../application/monitoring/customer-messaging.port';
import { type Toaster } from '../../../application/platform/toaster.port';
import { AppSessionStore } from '../../../application/session/app-session-store';
import { type ShopGateway } from '../../../application/session/shop-gateway.port';
import { type Clock } from '../../../application/shell/clock.port';
import { TOKENS } from '../../../application/tokens';
import { saveShopConfig } from '../../../contracts/shop-config.contract';
import { type UserInfo } from '../../../contracts/shop.contract';
import { getAppEmbedsStatus } from '../../../contracts/storefront-status.contract';
import { LANGUAGE_OPTIONS } from '../../../domain/i18n/language-options';
import { type AdminLanguage, isAdminLanguage } from '../../../domain/i18n/languages';
import { formatReviewFilterSearch } from '../../../contracts/review-filter.contract';
import { EMPTY_REVIEW_FILTER, type ReviewFilter } from '../../../domain/reviews/review-filter';
import { PUBLISH_STATUS_PUBLISHED } from '../../../domain/reviews/review-filter-codes';
import { parseReviewsCountInfo, type ReviewQuotaUsage, summarizeReviewQuota } from '../../../domain/plans/review-quota';
import { isFlagOn } from '../../../domain/shop/flag-value';
import { shopConfigFlagEntry } from '../../../domain/shop/shop-config-flags';
import { DashboardBannersViewModel } from './dashboard-banners.view-model';
import { RecommendedAppsViewModel } from './recommended-apps.view-model';

export interface EmbedStatus {
  readonly enabled: boolean;
  /** The theme editor's app embeds, where the merchant switches it on. */
  readonly editorUrl: string;
}

/**
 * /, /home and /review: the dashboard (docs/product/dashboard-and-guide.md#dashboard). Holds what
 * several cards read (the shop, the embed status) and the language dropdown; the banner area and
 * the recommended apps keep their own state.
 */
@injectable()
export class DashboardViewModel {
  info: UserInfo | null = null;
  status: 'loading' | 'ready' | 'failed' = 'loading';
  embed: EmbedStatus | undefined = undefined;
  caseStudyHidden = false;
  readonly languageOptions = LANGUAGE_OPTIONS;
  readonly banners: DashboardBannersViewModel;
  readonly apps: RecommendedAppsViewModel;
  private started = false;

  constructor(
    @inject(TOKENS.ShopGateway) private readonly shops: ShopGateway,
    @inject(TOKENS.DashboardGateway) bannerSettings: DashboardGateway,
    @inject(TOKENS.ContractClient) private readonly client: ContractClient,
    @inject(TOKENS.Clock) clock: Clock,
    @inject(TOKENS.Toaster) private readonly toaster: Toaster,
    @inject(TOKENS.Translations) private readonly translations: Translations,
    @inject(TOKENS.CustomerMessaging) private readonly messaging: CustomerMessaging,
    @inject(ChangeAdminLanguageUseCase) private readonly changeLanguage: ChangeAdminLanguageUseCase,
    @inject(AppSessionStore) private readonly session: AppSessionStore,
  ) {
    this.banners = new DashboardBannersViewModel(
      { gateway: bannerSettings, client, clock, toaster, translations },
      { info: () => this.info, themeEmbedEnabled: () => this.embed?.enabled },
    );
    this.apps = new RecommendedAppsViewModel(client);
    makeAutoObservable<this, 'shops' | 'client' | 'toaster' | 'translations' | 'messaging' | 'changeLanguage' | 'session' | 'started'>(
      this,
      {
        shops: false,
        client: false,
        toaster: false,
        translations: false,
        messaging: false,
        changeLanguage: false,
        session: false,
        started: false,
        banners: false,
        apps: false,
      },
      { autoBind: true },
    );
  }

  /** Everything the first cards need arrives together, so they appear at once and nothing moves after. */
  async load(): Promise<void> {
    if (this.started) return;
    this.started = true;
    const [info, embed] = await Promise.all([this.shops.userInfo().catch(() => null), this.client.call(getAppEmbedsStatus, {}).catch(() => null), this.banners.load()]);
    runInAction(() => {
      this.info = info;
      this.status = info ? 'ready' : 'failed';
      if (info) this.embed = embed ? { enabled: embed.app_embeds_enabled === 1, editorUrl: embed.url } : { enabled: info.isDisableThemeEmbeds !== 1, editorUrl: info.themeEmbedsUrl };
    });
    if (info && this.showRecommendedApps) await this.apps.load();
  }

  /**
   * A plan confirmed while the dashboard is open (the return from billing reads the session
   * again): the quota card and the overage banner follow. Answers the disposer.
   */
  followPlanChanges(): () => void {
    return reaction(
      () => this.session.shop?.planName,
      () =>
        void this.shops.userInfo().then(
          (info) => runInAction(() => (this.info = info)),
          () => undefined,
        ),
    );
  }

  async retry(): Promise<void> {
    this.started = false;
    this.status = 'loading';
    await this.load();
  }

  /** The tab became visible again: the merchant may have switched the embed on in the theme editor. */
  async recheckEmbed(): Promise<void> {
    try {
      const embed = await this.client.call(getAppEmbedsStatus, {});
      runInAction(() => {
        this.embed = { enabled: embed.app_embeds_enabled === 1, editorUrl: embed.url };
      });
    } catch {
      // The last known status stays.
    }
  }

  get language(): AdminLanguage {
    return this.session.language;
  }

  /** Takes the dropdown's value: the admin switches at once and `backend_lang` is saved. */
  async selectLanguage(value: string): Promise<void> {
    if (!isAdminLanguage(value) || value === this.language) return;
    try {
      await this.changeLanguage.execute(value);
    } catch {
      this.toaster.show({ content: this.translations.translate('dashboard:header.languageFailed'), error: true });
    }
  }

  get quota(): ReviewQuotaUsage | null {
    return this.info ? summarizeReviewQuota(parseReviewsCountInfo(this.info.reviewsCountInfo)) : null;
  }

  /** The reviews list showing the published reviews of the products whose reviews the plan hides; null when none are hidden. */
  get hiddenReviewsPath(): string | null {
    const quota = this.quota;
    if (quota?.kind !== 'limited' || quota.hiddenReviews === 0 || quota.hiddenProductIds.length === 0) return null;
    const filter: ReviewFilter = { ...EMPTY_REVIEW_FILTER, productIds: quota.hiddenProductIds, publishes: [PUBLISH_STATUS_PUBLISHED] };
    return `/reviewList?${formatReviewFilterSearch(filter)}`;
  }

  get showRecommendedApps(): boolean {
    return isFlagOn(this.info?.shopConfig.is_recommended_app_show);
  }

  get showCaseStudy(): boolean {
    return this.info !== null && !this.caseStudyHidden && !isFlagOn(this.info.shopConfig.hide_case_study_card_dashboard);
  }

  /** Hides the case study for good (`hide_case_study_card_dashboard` = '1'); shows it again when the save fails. */
  async dismissCaseStudy(): Promise<void> {
    this.caseStudyHidden = true;
    const { key, value } = shopConfigFlagEntry('hide_case_study_card_dashboard', true);
    try {
      await this.client.call(saveShopConfig, { [key]: value });
    } catch {
      runInAction(() => {
        this.caseStudyHidden = false;
      });
      this.toaster.show({ content: this.translations.translate('dashboard:banners.dismissFailed'), error: true });
    }
  }

  openHelpdesk(): void {
    this.messaging.openChat();
  }

  dispose(): void {
    this.banners.dispose();
    this.apps.dispose();
  }
}
