import { type AppBlockStatus, type AppEmbedsStatus } from '../../contracts/storefront-status.contract';
import { type PreviewWidget } from '../../contracts/widget-settings.contract';
import { type QaSettingsFields } from '../../domain/questions/qa-settings';
import { type ReviewSummarySettings } from '../../domain/storefront/review-summary-settings';
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
 * The storefront widgets' live preview and the theme's state (docs/product/storefront.md#widget-settings):
 * the calls with behaviour of their own (the preview request built and its page read out, two status
 * calls composed). Reading and saving the settings is a plain call: view-models call the ContractClient.
 */
export interface WidgetSettingsGateway {
  /** The reviews block drawn by the storefront's Liquid with these (unsaved) settings: a whole HTML page. */
  previewReviewWidget(settings: ReviewWidgetSettings, writeReview: WriteReviewSettings, locale: string): Promise<string>;
  /** Any block drawn by the storefront's Liquid with the draft's settings: a whole HTML page. */
  previewBlock(draft: PreviewDraft): Promise<string>;
  /** Whether the live theme has our app embed switched on and our block on the product page. */
  themeStatus(): Promise<{ readonly embed: AppEmbedsStatus; readonly block: AppBlockStatus }>;
}
