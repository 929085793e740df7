import { type ReviewWidgetSettings, type WriteReviewSettings } from '../../../src/domain/storefront/review-widget-settings';
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
import { referralWidgetView, type OrderReviewSettings, type ReferralSettings } from '../../../src/domain/storefront/promo-widget-settings';
import { readOrderReviewSettings, readReferralSettings, type PromoStorefrontSettings } from './promo-widget-settings-use-cases';
import { type StorefrontRepository } from './storefront-repository.port';
import { effectiveWriteReviewSettings, readWriteReviewSettings } from './write-review-settings-use-cases';

/** The blocks a preview draws: the reviews block, the referral card, the order review prompt. */
export type PreviewWidgetName = 'reviews' | 'referral' | 'checkout';

/** What a preview draws: the block, the settings it draws with and the reviews on it. */
export interface WidgetPreview {
  readonly widget: PreviewWidgetName;
  readonly settings: StorefrontSettings;
  readonly page: StorefrontReviewPage;
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
  ) {}

  async execute(
    shop: AuthenticatedShop,
    request: {
      readonly widget: PreviewWidgetName;
      readonly settings: Partial<ReviewWidgetSettings>;
      readonly write_review?: Partial<WriteReviewSettings> | undefined;
      readonly referral?: Partial<ReferralSettings> | undefined;
      readonly order_review?: Partial<OrderReviewSettings> | undefined;
      readonly locale?: string | undefined;
    },
  ): Promise<{ readonly html: string }> {
    const [record, saved, writeReview, product] = await Promise.all([
      this.shops.get(shop),
      readReviewWidgetSettings(this.settings, shop),
      readWriteReviewSettings(this.settings, shop),
      this.storefront.mostReviewedProduct(shop),
    ]);
    if (!record) throw notFound('shop');
    const draft = definedOnly(request.settings);
    const settings: ReviewWidgetSettings = { ...saved, ...withSanitizedCss(draft, this.css).changes };
    const page: StorefrontReviewPage = product
      ? await this.buildPage.execute(shop, product.id, { page: 1 }, settings)
      : { summary: ratingSummary(EMPTY_HISTOGRAM), reviews: [], page: 1, pages: 1, per_page: settings.reviews_per_page_number, sort: settings.review_sort_by };
    const html = await this.renderer.render({
      widget: request.widget,
      settings: {
        ...settings,
        write_review: effectiveWriteReviewSettings({ ...writeReview, ...definedOnly(request.write_review ?? {}) }, record.pricingPlanId),
        qa: readQaSettings(await this.settings.readDocument(shop, QA_SETTINGS_DOCUMENT)),
        ...(await this.promoDraft(shop, record.currencySymbol, request)),
      },
      page,
      product: product ?? { id: '', title: record.name },
      shopName: record.name,
      locale: request.locale ?? settings.language,
    });
    return { html };
  }

  /** The referral offer and the order prompt as saved, with the form's unsaved values over them. */
  private async promoDraft(
    shop: AuthenticatedShop,
    currencySymbol: string,
    request: { readonly referral?: Partial<ReferralSettings> | undefined; readonly order_review?: Partial<OrderReviewSettings> | undefined },
  ): Promise<PromoStorefrontSettings> {
    const [referral, orderReview] = await Promise.all([readReferralSettings(this.settings, shop), readOrderReviewSettings(this.settings, shop)]);
    return {
      referral: referralWidgetView({ ...referral, ...definedOnly(request.referral ?? {}) }, currencySymbol),
      order_review: { ...orderReview, ...definedOnly(request.order_review ?? {}) },
    };
  }
}

/** The fields a draft sets (a partial request's absent fields arrive as undefined). */
function definedOnly<T extends object>(draft: T): Partial<T> {
  return Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== undefined)) as Partial<T>;
}
