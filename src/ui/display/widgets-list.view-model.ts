import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type WidgetSettingsGateway } from '../../application/display/widget-settings-gateway.port';
import { type Translations } from '../../application/i18n/translations.port';
import { type Toaster } from '../../application/platform/toaster.port';
import { TOKENS } from '../../application/tokens';
import { type AppBlockStatus, type AppEmbedsStatus } from '../../contracts/storefront-status.contract';
import { type ReviewWidgetSettings } from '../../domain/storefront/review-widget-settings';

/** A widget's own on/off setting, where it has one ('1' on, '2' off). */
export type WidgetSwitch = 'is_activate_reviews' | 'is_qa_active' | 'is_active_store_review';

export interface ListedWidget {
  readonly key: string;
  readonly settingsUrl: string;
  readonly switchField?: WidgetSwitch;
  /** Where the theme places it: the reviews block on product pages, or the app embed. */
  readonly placement?: 'block' | 'embed';
}

/** Every widget of docs/product/storefront.md; a switch only where the setting exists. */
export const LISTED_WIDGETS: readonly ListedWidget[] = [
  { key: 'reviews', settingsUrl: '/display/reviews', switchField: 'is_activate_reviews', placement: 'block' },
  { key: 'rating', settingsUrl: '/display/rating' },
  { key: 'write', settingsUrl: '/display/write' },
  { key: 'summary', settingsUrl: '/display/summary' },
  { key: 'qa', settingsUrl: '/qa', switchField: 'is_qa_active' },
  { key: 'shows', settingsUrl: '/display/shows' },
  { key: 'carousel', settingsUrl: '/display/carousel' },
  { key: 'tab', settingsUrl: '/display/tab', placement: 'embed' },
  { key: 'storeReview', settingsUrl: '/display/storeReview', switchField: 'is_active_store_review' },
  { key: 'referral', settingsUrl: '/display/referral' },
  { key: 'checkout', settingsUrl: '/display/checkout' },
];

export type WidgetsListStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** /widgetsList: every widget, its switch (saved at once), where the theme shows it, and its settings. */
@injectable()
export class WidgetsListViewModel {
  status: WidgetsListStatus = 'idle';
  switches: Pick<ReviewWidgetSettings, WidgetSwitch> | null = null;
  theme: { readonly embed: AppEmbedsStatus; readonly block: AppBlockStatus } | null = null;
  /** The switch being saved. */
  saving: WidgetSwitch | null = null;

  constructor(
    @inject(TOKENS.WidgetSettingsGateway) private readonly gateway: WidgetSettingsGateway,
    @inject(TOKENS.Toaster) private readonly toaster: Toaster,
    @inject(TOKENS.Translations) private readonly translations: Translations,
  ) {
    makeAutoObservable<this, 'gateway' | 'toaster' | 'translations'>(this, { gateway: false, toaster: false, translations: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    if (this.status === 'loading' || this.status === 'loaded') return;
    this.status = 'loading';
    try {
      const [settings, theme] = await Promise.all([this.gateway.reviewWidget(), this.gateway.themeStatus()]);
      runInAction(() => {
        this.switches = { is_activate_reviews: settings.is_activate_reviews, is_qa_active: settings.is_qa_active, is_active_store_review: settings.is_active_store_review };
        this.theme = theme;
        this.status = 'loaded';
      });
    } catch {
      runInAction(() => {
        this.status = 'failed';
      });
    }
  }

  isOn(field: WidgetSwitch): boolean {
    return this.switches?.[field] !== '2';
  }

  placed(placement: 'block' | 'embed'): boolean | null {
    if (!this.theme) return null;
    return placement === 'block' ? this.theme.block.is_app_block_added === 1 : this.theme.embed.app_embeds_enabled === 1;
  }

  /** Saves the switch at once; the storefront follows with its next sync. A failure puts it back and says so. */
  async toggle(widget: ListedWidget): Promise<void> {
    const field = widget.switchField;
    if (!field || !this.switches || this.saving) return;
    const next = this.isOn(field) ? '2' : '1';
    const before = this.switches;
    this.switches = { ...before, [field]: next };
    this.saving = field;
    const name = this.translations.translate(`pages:displayWidgets.${widget.key}`);
    try {
      const saved = await this.gateway.saveReviewWidget({ [field]: next });
      runInAction(() => {
        this.switches = { ...before, [field]: saved.settings[field] };
      });
      this.toaster.show({ content: this.translations.translate(next === '1' ? 'storefront-words:widgetsList.turnedOn' : 'storefront-words:widgetsList.turnedOff', { widget: name }) });
    } catch {
      runInAction(() => {
        this.switches = before;
      });
      this.toaster.show({ content: this.translations.translate('storefront-words:widgetsList.saveFailed', { widget: name }), error: true });
    } finally {
      runInAction(() => {
        this.saving = null;
      });
    }
  }
}
