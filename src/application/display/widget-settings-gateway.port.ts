import { type AppBlockStatus, type AppEmbedsStatus } from '../../contracts/storefront-status.contract';
import { type PreviewWidget, type SavedReviewWidgetSettings, type WidgetOverview, type WriteReviewSettingsAnswer } from '../../contracts/widget-settings.contract';
import { type QaSettingsFields } from '../../domain/questions/qa-settings';
import { type ReviewAiSummary, type ReviewSummarySettings } from '../../domain/storefront/review-summary-settings';
import { type ReviewWidgetSettings, type WriteReviewSettings } from '../../domain/storefront/review-widget-settings';

/** A block drawn with unsaved settings: the ones a screen edits, the saved ones for the rest. */
export interface PreviewDraft {
  readonly widget: PreviewWidget;
  readonly settings: Partial<ReviewWidgetSettings>;
  readonly write_review?: Partial<WriteReviewSettings>;
  readonly summary?: Partial<ReviewSummarySettings>;
  readonly qa?: Partial<QaSettingsFields>;
  readonly locale?: string;
}

/**
 * The storefront widgets' settings and their live preview (docs/product/storefront.md#widget-settings).
 * A refused save rejects with an ApiError whose message names the field.
 */
export interface WidgetSettingsGateway {
  reviewWidget(): Promise<ReviewWidgetSettings>;
  /** A partial save; answers every field and what the custom-CSS check took out. */
  saveReviewWidget(changes: Partial<ReviewWidgetSettings>): Promise<SavedReviewWidgetSettings>;
  writeReview(): Promise<WriteReviewSettingsAnswer>;
  /** A partial save; removing the branding without the plan's permission rejects (403). */
  saveWriteReview(changes: Partial<WriteReviewSettings>): Promise<WriteReviewSettingsAnswer>;
  /** The reviews block drawn by the storefront's Liquid with these (unsaved) settings: a whole HTML page. */
  previewReviewWidget(settings: ReviewWidgetSettings, writeReview: WriteReviewSettings, locale: string): Promise<string>;
  /** Any block drawn by the storefront's Liquid with the draft's settings: a whole HTML page. */
  previewBlock(draft: PreviewDraft): Promise<string>;
  reviewSummary(): Promise<ReviewSummarySettings>;
  /** A partial save of the review summary block's settings; answers every field. */
  saveReviewSummary(changes: Partial<ReviewSummarySettings>): Promise<ReviewSummarySettings>;
  /** What shoppers mention across the shop's published reviews, in `lang`'s words where the summarizer has them. */
  reviewAiSummary(lang: string): Promise<ReviewAiSummary>;
  /** The storefront files against their budgets, and the demo storefront's address. */
  overview(): Promise<WidgetOverview>;
  /** Whether the live theme has our app embed switched on and our block on the product page. */
  themeStatus(): Promise<{ readonly embed: AppEmbedsStatus; readonly block: AppBlockStatus }>;
}
