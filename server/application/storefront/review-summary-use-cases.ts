import { type ReviewAiSummary, type ReviewSummarySettings } from '../../../src/domain/storefront/review-summary-settings';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type Transactions } from '../shared/transactions.port';
import { type BuildReviewAiSummary } from './build-review-ai-summary';
import { readReviewWidgetSettings } from '../settings/review-widget-settings-store';
import { saveSettingsDocument, type WidgetSettingsWrites } from './settings-document-writes';
import { readReviewSummarySettings, REVIEW_SUMMARY_SETTINGS_DOCUMENT } from './review-summary-settings-store';

/** get_review_summary_setting, set_review_summary_setting and get_review_ai_summary (docs/product/storefront.md#review-summary). */
export class ReviewSummaryUseCases {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly writes: Transactions<WidgetSettingsWrites>,
    private readonly summaries: BuildReviewAiSummary,
  ) {}

  get(shop: AuthenticatedShop): Promise<ReviewSummarySettings> {
    return readReviewSummarySettings(this.settings, shop);
  }

  /**
   * Saves the fields sent and, in the same transaction, queues the shop's settings and every
   * reviewed product, whose summary names max_aspects aspects.
   */
  set(shop: AuthenticatedShop, changes: Partial<ReviewSummarySettings>): Promise<ReviewSummarySettings> {
    return saveSettingsDocument(this.writes, shop, [REVIEW_SUMMARY_SETTINGS_DOCUMENT, changes], (owner) => this.get(owner), { productPages: true });
  }

  /** The shop's summary, or a product's; in `lang`, else the widget's language. */
  async aiSummary(shop: AuthenticatedShop, request: { readonly lang?: string | undefined; readonly page_type?: 'shop' | 'product' | undefined; readonly product_id?: string | undefined }): Promise<ReviewAiSummary> {
    const [summary, widget] = await Promise.all([this.get(shop), readReviewWidgetSettings(this.settings, shop)]);
    const productId = request.page_type === 'product' ? (request.product_id ?? null) : null;
    return this.summaries.execute(shop, productId, { lang: request.lang ?? widget.language, maxAspects: summary.max_aspects });
  }
}
