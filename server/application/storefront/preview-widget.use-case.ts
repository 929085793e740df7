import { type QaSettingsFields } from '../../../src/domain/questions/qa-settings';
import { type ReviewWidgetSettings, type WriteReviewSettings } from '../../../src/domain/storefront/review-widget-settings';
import { type ReviewAiSummary, type ReviewSummarySettings } from '../../../src/domain/storefront/review-summary-settings';
import { type BuyersShowSettings, type CardCarouselSettings, type ShowcaseMetafield } from '../../../src/domain/storefront/showcase-settings';
import { STORE_REVIEW_PRODUCT_ID, type SideTabSettings, type StoreReviewSettings } from '../../../src/domain/storefront/store-review-widgets';
import { EMPTY_HISTOGRAM, ratingSummary, type StorefrontQuestionPage, type StorefrontReviewPage } from '../../../src/domain/storefront/storefront-review';
import { FLAG_ON } from '../../../src/domain/shop/flag-value';
import { definedOnly } from '../../../src/domain/storefront/settings-document';
import { type PreviewWidget } from '../../../src/contracts/widget-settings.contract';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopRepository } from '../shops/shop-repository.port';
import { type BuildQuestionPage } from './build-question-page';
import { type BuildReviewAiSummary } from './build-review-ai-summary';
import { type BuildReviewPage } from './build-review-page';
import { type BuildShowcase } from './build-showcase';
import { type CssSanitizer } from './css-sanitizer.port';
import { withSanitizedCss } from './review-widget-settings-use-cases';
import { type StorefrontSettings } from './storefront-metafields';
import { readShopWidgetSettings, storefrontSettingsOf, type ShopWidgetSettings } from './shop-widget-settings';
import { type OrderReviewSettings, type ReferralSettings } from '../../../src/domain/storefront/promo-widget-settings';
import { type StorefrontRepository } from './storefront-repository.port';

/** What a preview draws: the block, the settings it draws with and the data as its metafields hold it. */
export interface WidgetPreview {
  readonly widget: PreviewWidget;
  readonly settings: StorefrontSettings;
  readonly page: StorefrontReviewPage;
  readonly questions: StorefrontQuestionPage;
  readonly aiSummary: ReviewAiSummary;
  /** The showcases' reviews (`starling.showcase`), drawn by the buyers' show and the card carousel. */
  readonly showcase: ShowcaseMetafield;
  /** The store-review block's and the side tab's settings (the shop-level `starling.store_widgets`). */
  readonly storeWidgets: { readonly store_review: StoreReviewSettings; readonly side_tab: SideTabSettings };
  readonly product: { readonly id: string; readonly title: string };
  readonly shopName: string;
  readonly locale: string;
}

/** Draws a storefront block as HTML: the extension's own Liquid (docs/product/storefront.md#one-renderer). */
export interface WidgetPreviewRenderer {
  render(preview: WidgetPreview): Promise<string>;
}

/** The block to draw and the unsaved settings of the form, each widget's in its own field. */
export interface PreviewRequest {
  readonly widget: PreviewWidget;
  readonly settings: Partial<ReviewWidgetSettings>;
  readonly write_review?: Partial<WriteReviewSettings> | undefined;
  readonly summary?: Partial<ReviewSummarySettings> | undefined;
  readonly qa?: Partial<QaSettingsFields> | undefined;
  readonly buyers_show?: Partial<BuyersShowSettings> | undefined;
  readonly card_carousel?: Partial<CardCarouselSettings> | undefined;
  readonly store_review?: Partial<StoreReviewSettings> | undefined;
  readonly side_tab?: Partial<SideTabSettings> | undefined;
  readonly referral?: Partial<ReferralSettings> | undefined;
  readonly order_review?: Partial<OrderReviewSettings> | undefined;
  readonly locale?: string | undefined;
}

/** The services a preview reads the shop's data through. */
export interface PreviewSources {
  readonly storefront: StorefrontRepository;
  readonly buildPage: BuildReviewPage;
  readonly buildQuestions: BuildQuestionPage;
  readonly summaries: BuildReviewAiSummary;
  readonly showcase: BuildShowcase;
}

const NO_SHOWCASE: ShowcaseMetafield = { buyers_show: [], card_carousel: [] };

/**
 * preview_widget: the storefront block with the settings as they stand in the form, on the shop's
 * most reviewed product (the store-reviews block: the shop's store reviews), drawn by the same
 * Liquid the storefront runs.
 */
export class PreviewWidgetUseCase {
  constructor(
    private readonly sources: PreviewSources,
    private readonly settings: SettingsRepository,
    private readonly shops: ShopRepository,
    private readonly css: CssSanitizer,
    private readonly renderer: WidgetPreviewRenderer,
  ) {}

  async execute(shop: AuthenticatedShop, request: PreviewRequest): Promise<{ readonly html: string }> {
    const [record, saved, product] = await Promise.all([this.shops.get(shop), readShopWidgetSettings(this.settings, shop), this.sources.storefront.mostReviewedProduct(shop)]);
    if (!record) throw notFound('shop');
    const draft = draftOver(saved, request, this.css);
    const settings = draft.widget;
    const pageOf = request.widget === 'store-reviews' ? { id: STORE_REVIEW_PRODUCT_ID } : product;
    const page: StorefrontReviewPage = pageOf
      ? await this.sources.buildPage.execute(shop, pageOf.id, { page: 1 }, { record, widget: settings })
      : { summary: ratingSummary(EMPTY_HISTOGRAM), reviews: [], page: 1, pages: 1, per_page: settings.reviews_per_page_number, sort: settings.review_sort_by };
    const locale = request.locale ?? settings.language;
    const showsShowcase = request.widget === 'buyers-show' || request.widget === 'card-carousel';
    const [questions, aiSummary, showcase] = await Promise.all([
      product ? this.sources.buildQuestions.execute(shop, product.id) : Promise.resolve<StorefrontQuestionPage>({ count: 0, questions: [] }),
      this.sources.summaries.execute(shop, product?.id ?? null, { lang: locale, maxAspects: draft.summary.max_aspects }),
      showsShowcase ? this.sources.showcase.execute(shop, { buyersShow: draft.buyersShow, cardCarousel: draft.cardCarousel }) : Promise.resolve(NO_SHOWCASE),
    ]);
    const html = await this.renderer.render({
      widget: request.widget,
      settings: storefrontSettingsOf(draft, record),
      page,
      questions,
      aiSummary,
      showcase,
      // Shown whatever the switches say: the merchant sees what switching them on would show.
      storeWidgets: {
        store_review: { ...draft.storeReview, is_active_store_review: FLAG_ON },
        side_tab: { ...draft.sideTab, is_active: FLAG_ON, pages: 'all', action: 'dialog' },
      },
      product: product ?? { id: '', title: record.name },
      shopName: record.name,
      locale,
    });
    return { html };
  }
}

/** The settings as saved with the form's unsaved values over them (custom CSS as the sanitizer keeps it). */
function draftOver(saved: ShopWidgetSettings, request: PreviewRequest, css: CssSanitizer): ShopWidgetSettings {
  // The id names the shop's one buyers' show; a draft never changes it.
  const { id: _id, ...buyersShow } = definedOnly(request.buyers_show ?? {});
  return {
    widget: { ...saved.widget, ...withSanitizedCss(definedOnly(request.settings), css).changes },
    writeReview: { ...saved.writeReview, ...definedOnly(request.write_review ?? {}) },
    qa: { ...saved.qa, ...definedOnly(request.qa ?? {}) },
    summary: { ...saved.summary, ...definedOnly(request.summary ?? {}) },
    buyersShow: { ...saved.buyersShow, ...buyersShow },
    cardCarousel: { ...saved.cardCarousel, ...definedOnly(request.card_carousel ?? {}) },
    storeReview: { ...saved.storeReview, ...definedOnly(request.store_review ?? {}) },
    sideTab: { ...saved.sideTab, ...definedOnly(request.side_tab ?? {}) },
    referral: { ...saved.referral, ...definedOnly(request.referral ?? {}) },
    orderReview: { ...saved.orderReview, ...definedOnly(request.order_review ?? {}) },
    referralPlacements: saved.referralPlacements,
    // The preview shows the notice as saved on /integrated/compliance.
    verificationNotice: saved.verificationNotice,
  };
}
