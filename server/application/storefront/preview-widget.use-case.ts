import { type ReviewWidgetSettings, type WriteReviewSettings } from '../../../src/domain/storefront/review-widget-settings';
import { type BuyersShowSettings, type CardCarouselSettings, type ShowcaseMetafield } from '../../../src/domain/storefront/showcase-settings';
import { type BuildShowcase } from './build-showcase';
import { readBuyersShowSettings, readCardCarouselSettings } from './showcase-settings-store';
import { EMPTY_HISTOGRAM, ratingSummary, type StorefrontReviewPage } from '../../../src/domain/storefront/storefront-review';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopRepository } from '../shops/shop-repository.port';
import { type BuildReviewPage } from './build-review-page';
import { type CssSanitizer } from './css-sanitizer.port';
import { withSanitizedCss } from './review-widget-settings-use-cases';
import { readReviewWidgetSettings } from './review-widget-settings-store';
import { QA_SETTINGS_DOCUMENT, readQaSettings } from '../questions/qa-settings';
import { type StorefrontSettings } from './storefront-metafields';
import { type StorefrontRepository } from './storefront-repository.port';
import { type PREVIEW_WIDGETS } from '../../../src/contracts/widget-settings.schema';
import { FLAG_ON } from '../../../src/domain/shop/flag-value';
import { STORE_REVIEW_PRODUCT_ID, type SideTabSettings, type StoreReviewSettings } from '../../../src/domain/storefront/store-review-widgets';
import { readSideTabSettings, readStoreReviewSettings } from './store-review-widgets-settings';
import { effectiveWriteReviewSettings, readWriteReviewSettings } from './write-review-settings-use-cases';

export type PreviewedWidget = (typeof PREVIEW_WIDGETS)[number];

/** What a preview draws: the block, the settings it draws with and the reviews on it. */
export interface WidgetPreview {
  readonly widget: PreviewedWidget;
  readonly settings: StorefrontSettings;
  /** The showcases' reviews (`starling.showcase`), drawn by the buyers' show and the card carousel. */
  readonly showcase: ShowcaseMetafield;
  readonly page: StorefrontReviewPage;
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

/**
 * preview_widget: the storefront block with the settings as they stand in the form, on the shop's
 * most reviewed product, drawn by the same Liquid the storefront runs.
 */
export class PreviewWidgetUseCase {
  constructor(
    private readonly storefront: StorefrontRepository,
    private readonly buildPage: BuildReviewPage,
    private readonly settings: SettingsRepository,
    private readonly shops: ShopRepository,
    private readonly css: CssSanitizer,
    private readonly renderer: WidgetPreviewRenderer,
    private readonly showcase: BuildShowcase,
  ) {}

  async execute(
    shop: AuthenticatedShop,
    request: {
      readonly widget: PreviewedWidget;
      readonly settings: Partial<ReviewWidgetSettings>;
      readonly write_review?: Partial<WriteReviewSettings> | undefined;
      readonly buyers_show?: Partial<BuyersShowSettings> | undefined;
      readonly card_carousel?: Partial<CardCarouselSettings> | undefined;
      readonly store_review?: Partial<StoreReviewSettings> | undefined;
      readonly side_tab?: Partial<SideTabSettings> | undefined;
      readonly locale?: string | undefined;
    },
  ): Promise<{ readonly html: string }> {
    const [record, saved, writeReview, product, savedBuyersShow, savedCardCarousel, storeReview, sideTab] = await Promise.all([
      this.shops.get(shop),
      readReviewWidgetSettings(this.settings, shop),
      readWriteReviewSettings(this.settings, shop),
      this.storefront.mostReviewedProduct(shop),
      readBuyersShowSettings(this.settings, shop),
      readCardCarouselSettings(this.settings, shop),
      readStoreReviewSettings(this.settings, shop),
      readSideTabSettings(this.settings, shop),
    ]);
    if (!record) throw notFound('shop');
    const draft = definedOnly(request.settings);
    const settings: ReviewWidgetSettings = { ...saved, ...withSanitizedCss(draft, this.css).changes };
    // The store-reviews block draws the shop's store reviews; the others the most reviewed product's.
    const pageOf = request.widget === 'store-reviews' ? { id: STORE_REVIEW_PRODUCT_ID } : product;
    const page: StorefrontReviewPage = pageOf
      ? await this.buildPage.execute(shop, pageOf.id, { page: 1 }, settings)
      : { summary: ratingSummary(EMPTY_HISTOGRAM), reviews: [], page: 1, pages: 1, per_page: settings.reviews_per_page_number, sort: settings.review_sort_by };
    const { id: _id, ...buyersShowDraft } = definedOnly(request.buyers_show ?? {});
    const buyersShow: BuyersShowSettings = { ...savedBuyersShow, ...buyersShowDraft };
    const cardCarousel: CardCarouselSettings = { ...savedCardCarousel, ...definedOnly(request.card_carousel ?? {}) };
    const html = await this.renderer.render({
      widget: request.widget,
      showcase: request.widget !== 'buyers-show' && request.widget !== 'card-carousel' ? { buyers_show: [], card_carousel: [] } : await this.showcase.execute(shop, { buyersShow, cardCarousel }),
      settings: {
        ...settings,
        write_review: effectiveWriteReviewSettings({ ...writeReview, ...definedOnly(request.write_review ?? {}) }, record.pricingPlanId),
        qa: readQaSettings(await this.settings.readDocument(shop, QA_SETTINGS_DOCUMENT)),
        buyers_show: buyersShow,
        card_carousel: cardCarousel,
      },
      page,
      // Shown whatever the switches say: the merchant sees what switching them on would show.
      storeWidgets: {
        store_review: { ...storeReview, ...definedOnly(request.store_review ?? {}), is_active_store_review: FLAG_ON },
        side_tab: { ...sideTab, ...definedOnly(request.side_tab ?? {}), is_active: FLAG_ON, pages: 'all', action: 'dialog' },
      },
      product: product ?? { id: '', title: record.name },
      shopName: record.name,
      locale: request.locale ?? settings.language,
    });
    return { html };
  }
}

/** The fields a draft sets (a partial request's absent fields arrive as undefined). */
function definedOnly<T extends object>(draft: T): Partial<T> {
  return Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== undefined)) as Partial<T>;
}
