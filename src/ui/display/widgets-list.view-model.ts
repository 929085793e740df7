import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type WidgetSettingsGateway } from '../../application/display/widget-settings-gateway.port';
import { type ContractClient } from '../../application/http/contract-client.port';
import { type Translations } from '../../application/i18n/translations.port';
import { type Toaster } from '../../application/platform/toaster.port';
import { planLimitOf } from '../../application/http/api-error';
import { TOKENS } from '../../application/tokens';
import { type PlanLimitDetails } from '../../contracts/error-codes';
import { getAutoLeaveReviewSetting, getReferralOfferSetting, setAutoLeaveReviewSetting, setReferralSetting } from '../../contracts/promo-widgets.contract';
import { getBuyersShowSettings, getCardCarouselSettings, saveBuyersShowSettings, saveCardCarouselSettings } from '../../contracts/showcase-widgets.contract';
import { getSideTabSettings, setSideTabSettings } from '../../contracts/store-review-widgets.contract';
import { type AppBlockStatus, type AppEmbedsStatus } from '../../contracts/storefront-status.contract';
import { getReviewSummarySettings, setReviewSummarySettings } from '../../contracts/review-summary.contract';
import { getReviewWidgetSettings, setReviewWidgetSettings } from '../../contracts/widget-settings.contract';
import { FLAG_OFF, FLAG_ON, type FlagValue } from '../../domain/shop/flag-value';
import { type ReviewWidgetSettings } from '../../domain/storefront/review-widget-settings';
import { carouselIsOn } from '../../domain/storefront/showcase-settings';
import { STOREFRONT_WIDGET_IDS, storefrontWidget, type StorefrontWidgetId, type SwitchableStorefrontWidget } from '../../domain/storefront/widget-registry';

export interface ListedWidget {
  readonly key: StorefrontWidgetId;
  readonly settingsUrl: string;
  /** Where the theme places it: the reviews block on product pages, or the app embed. */
  readonly placement?: 'block' | 'embed' | undefined;
}

/** Every widget of the widget registry (docs/product/storefront.md) with its settings screen, in the registry's order. */
export const LISTED_WIDGETS: readonly ListedWidget[] = STOREFRONT_WIDGET_IDS.map((key) => ({ key, settingsUrl: storefrontWidget(key).settingsPath, placement: storefrontWidget(key).placement }));

/**
 * What the switches read at load. The reviews, Q&A and store reviews switches live in one
 * document: it is read once for the three (the API client cancels an identical call still in flight).
 */
interface SwitchReads {
  readonly reviewWidget: Promise<ReviewWidgetSettings>;
}

/** A widget's own on/off setting: read it, write it ('1' on, '2' off) and answer what was stored. */
interface WidgetSwitch {
  read(reads: SwitchReads): Promise<FlagValue>;
  write(value: FlagValue): Promise<FlagValue>;
}

export type WidgetsListStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** /widgetsList: every widget, its switch (saved at once), where the theme shows it, and its settings. */
@injectable()
export class WidgetsListViewModel {
  status: WidgetsListStatus = 'idle';
  /** Each switchable widget's state by its key; the star rating and the form have no switch of their own. */
  switches: Readonly<Record<string, FlagValue>> | null = null;
  theme: { readonly embed: AppEmbedsStatus; readonly block: AppBlockStatus } | null = null;
  /** The key of the widget whose switch is being saved. */
  saving: string | null = null;
  /** Set when the plan refused one more widget switched on, until dismissed or a switch is saved. */
  planLimit: PlanLimitDetails | null = null;
  private readonly switchOf: Readonly<Partial<Record<StorefrontWidgetId, WidgetSwitch>>>;

  constructor(
    @inject(TOKENS.WidgetSettingsGateway) private readonly gateway: WidgetSettingsGateway,
    @inject(TOKENS.ContractClient) private readonly client: ContractClient,
    @inject(TOKENS.Toaster) private readonly toaster: Toaster,
    @inject(TOKENS.Translations) private readonly translations: Translations,
  ) {
    const reviewWidgetSwitch = (field: 'is_activate_reviews' | 'is_qa_active' | 'is_active_store_review'): WidgetSwitch => ({
      read: async (reads) => (await reads.reviewWidget)[field],
      write: async (value) => (await client.call(setReviewWidgetSettings, { [field]: value })).settings[field],
    });
    this.switchOf = {
      reviews: reviewWidgetSwitch('is_activate_reviews'),
      qa: reviewWidgetSwitch('is_qa_active'),
      storeReview: reviewWidgetSwitch('is_active_store_review'),
      summary: {
        read: async () => (await client.call(getReviewSummarySettings, {})).is_active,
        write: async (is_active) => (await client.call(setReviewSummarySettings, { is_active })).is_active,
      },
      shows: { read: async () => (await client.call(getBuyersShowSettings, {})).is_active, write: async (is_active) => (await client.call(saveBuyersShowSettings, { is_active })).is_active },
      // The carousel is one widget to the merchant: the switch covers the home page and the other pages together.
      carousel: {
        read: async () => carouselIsOn(await client.call(getCardCarouselSettings, {})),
        write: async (value) => carouselIsOn(await client.call(saveCardCarouselSettings, { is_active: value, is_activate_home_reviews: value })),
      },
      tab: { read: async () => (await client.call(getSideTabSettings, {})).is_active, write: async (is_active) => (await client.call(setSideTabSettings, { is_active })).is_active },
      referral: { read: async () => (await client.call(getReferralOfferSetting, {})).is_active, write: async (is_active) => (await client.call(setReferralSetting, { is_active })).is_active },
      checkout: { read: async () => (await client.call(getAutoLeaveReviewSetting, {})).is_active, write: async (is_active) => (await client.call(setAutoLeaveReviewSetting, { is_active })).is_active },
    } satisfies Readonly<Record<SwitchableStorefrontWidget, WidgetSwitch>>;
    makeAutoObservable<this, 'gateway' | 'client' | 'toaster' | 'translations' | 'switchOf'>(this, { gateway: false, client: false, toaster: false, translations: false, switchOf: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    if (this.status === 'loading' || this.status === 'loaded') return;
    this.status = 'loading';
    try {
      const keys = Object.keys(this.switchOf) as StorefrontWidgetId[];
      const reads: SwitchReads = { reviewWidget: this.client.call(getReviewWidgetSettings, {}) };
      const [values, theme] = await Promise.all([Promise.all(keys.map((key) => this.switchOf[key]!.read(reads))), this.gateway.themeStatus()]);
      runInAction(() => {
        this.switches = Object.fromEntries(keys.map((key, index) => [key, values[index]!]));
        this.theme = theme;
        this.status = 'loaded';
      });
    } catch {
      runInAction(() => {
        this.status = 'failed';
      });
    }
  }

  dismissPlanLimit(): void {
    this.planLimit = null;
  }

  hasSwitch(widget: ListedWidget): boolean {
    return widget.key in this.switchOf;
  }

  isOn(widget: ListedWidget): boolean {
    return this.switches?.[widget.key] === FLAG_ON;
  }

  placed(placement: 'block' | 'embed'): boolean | null {
    if (!this.theme) return null;
    return placement === 'block' ? this.theme.block.is_app_block_added === 1 : this.theme.embed.app_embeds_enabled === 1;
  }

  /**
   * Saves the switch at once; the storefront follows with its next sync. A failure puts it back and
   * says so; the plan's widget allowance is explained with the way to the plans (docs/product/plan-permissions.md#widgets).
   */
  async toggle(widget: ListedWidget): Promise<void> {
    const control = this.switchOf[widget.key];
    if (!control || !this.switches || this.saving) return;
    const next = this.isOn(widget) ? FLAG_OFF : FLAG_ON;
    const before = this.switches;
    this.switches = { ...before, [widget.key]: next };
    this.saving = widget.key;
    const name = this.translations.translate(`pages:displayWidgets.${widget.key}`);
    try {
      const saved = await control.write(next);
      runInAction(() => {
        this.switches = { ...before, [widget.key]: saved };
        this.planLimit = null;
      });
      this.toaster.show({ content: this.translations.translate(next === FLAG_ON ? 'storefront-words:widgetsList.turnedOn' : 'storefront-words:widgetsList.turnedOff', { widget: name }) });
    } catch (error) {
      const limit = planLimitOf(error);
      runInAction(() => {
        this.switches = before;
        this.planLimit = limit;
      });
      if (!limit) this.toaster.show({ content: this.translations.translate('storefront-words:widgetsList.saveFailed', { widget: name }), error: true });
    } finally {
      runInAction(() => {
        this.saving = null;
      });
    }
  }
}
