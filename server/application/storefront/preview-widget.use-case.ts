import { type QaSettingsFields } from '../../../src/domain/questions/qa-settings';
import { type ReviewWidgetSettings, type WriteReviewSettings } from '../../../src/domain/storefront/review-widget-settings';
import { type ReviewAiSummary, type ReviewSummarySettings } from '../../../src/domain/storefront/review-summary-settings';
import { EMPTY_HISTOGRAM, ratingSummary, type StorefrontQuestionPage, type StorefrontReviewPage } from '../../../src/domain/storefront/storefront-review';
import { type PreviewWidget } from '../../../src/contracts/widget-settings.contract';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopRepository } from '../shops/shop-repository.port';
import { type BuildQuestionPage } from './build-question-page';
import { type BuildReviewAiSummary } from './build-review-ai-summary';
import { type BuildReviewPage } from './build-review-page';
import { type CssSanitizer } from './css-sanitizer.port';
import { withSanitizedCss } from './review-widget-settings-use-cases';
import { readReviewWidgetSettings } from './review-widget-settings-store';
import { readReviewSummarySettings } from './review-summary-settings-store';
import { QA_SETTINGS_DOCUMENT, readQaSettings } from '../questions/qa-settings';
import { type StorefrontSettings } from './storefront-metafields';
import { type StorefrontRepository } from './storefront-repository.port';
import { effectiveWriteReviewSettings, readWriteReviewSettings } from './write-review-settings-use-cases';

/** What a preview draws: the block, the settings it draws with and the product's data as its metafields hold it. */
export interface WidgetPreview {
  readonly widget: PreviewWidget;
  readonly settings: StorefrontSettings;
  readonly page: StorefrontReviewPage;
  readonly questions: StorefrontQuestionPage;
  readonly aiSummary: ReviewAiSummary;
  readonly product: { readonly id: string; readonly title: string };
  readonly shopName: string;
  readonly locale: string;
}

/** Draws a storefront block as HTML: the extension's own Liquid (docs/product/storefront.md#one-renderer). */
export interface WidgetPreviewRenderer {
  render(preview: WidgetPreview): Promise<string>;
}

export interface PreviewRequest {
  readonly widget: PreviewWidget;
  readonly settings: Partial<ReviewWidgetSettings>;
  readonly write_review?: Partial<WriteReviewSettings> | undefined;
  readonly summary?: Partial<ReviewSummarySettings> | undefined;
  readonly qa?: Partial<QaSettingsFields> | undefined;
  readonly locale?: string | undefined;
}

/** The services a preview reads the shop's data through. */
export interface PreviewSources {
  readonly storefront: StorefrontRepository;
  readonly buildPage: BuildReviewPage;
  readonly buildQuestions: BuildQuestionPage;
  readonly summaries: BuildReviewAiSummary;
}

/**
 * preview_widget: the storefront block with the settings as they stand in the form, on the shop's
 * most reviewed product, drawn by the same Liquid the storefront runs.
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
    const [record, saved, writeReview, summary, qa, product] = await Promise.all([
      this.shops.get(shop),
      readReviewWidgetSettings(this.settings, shop),
      readWriteReviewSettings(this.settings, shop),
      readReviewSummarySettings(this.settings, shop),
      this.settings.readDocument(shop, QA_SETTINGS_DOCUMENT),
      this.sources.storefront.mostReviewedProduct(shop),
    ]);
    if (!record) throw notFound('shop');
    const settings: ReviewWidgetSettings = { ...saved, ...withSanitizedCss(definedOnly(request.settings), this.css).changes };
    const summarySettings: ReviewSummarySettings = { ...summary, ...definedOnly(request.summary ?? {}) };
    const page: StorefrontReviewPage = product
      ? await this.sources.buildPage.execute(shop, product.id, { page: 1 }, settings)
      : { summary: ratingSummary(EMPTY_HISTOGRAM), reviews: [], page: 1, pages: 1, per_page: settings.reviews_per_page_number, sort: settings.review_sort_by };
    const locale = request.locale ?? settings.language;
    const [questions, aiSummary] = await Promise.all([
      product ? this.sources.buildQuestions.execute(shop, product.id) : Promise.resolve<StorefrontQuestionPage>({ count: 0, questions: [] }),
      this.sources.summaries.execute(shop, product?.id ?? null, { lang: locale, maxAspects: summarySettings.max_aspects }),
    ]);
    const html = await this.renderer.render({
      widget: request.widget,
      settings: {
        ...settings,
        write_review: effectiveWriteReviewSettings({ ...writeReview, ...definedOnly(request.write_review ?? {}) }, record.pricingPlanId),
        qa: { ...readQaSettings(qa), ...definedOnly(request.qa ?? {}) },
        summary: summarySettings,
      },
      page,
      questions,
      aiSummary,
      product: product ?? { id: '', title: record.name },
      shopName: record.name,
      locale,
    });
    return { html };
  }
}

/** The fields a draft sets (a partial request's absent fields arrive as undefined). */
function definedOnly<T extends object>(draft: T): Partial<T> {
  return Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== undefined)) as Partial<T>;
}
