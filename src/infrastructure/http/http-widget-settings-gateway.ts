import { type PreviewDraft, type WidgetSettingsGateway } from '../../application/display/widget-settings-gateway.port';
import { getReviewAiSummary, getReviewSummarySettings, setReviewSummarySettings } from '../../contracts/review-summary.contract';
import { type ReviewAiSummary, type ReviewSummarySettings } from '../../domain/storefront/review-summary-settings';
import { type ContractClient } from '../../application/http/contract-client.port';
import { type AppBlockStatus, type AppEmbedsStatus, getAppBlockStatus, getAppEmbedsStatus } from '../../contracts/storefront-status.contract';
import {
  getReviewWidgetSettings,
  getWidgetOverview,
  getWriteReviewSettings,
  previewWidget,
  type SavedReviewWidgetSettings,
  setReviewWidgetSettings,
  setWriteReviewSettings,
  type WidgetOverview,
  type WriteReviewSettingsAnswer,
} from '../../contracts/widget-settings.contract';
import { type ReviewWidgetSettings, type WriteReviewSettings } from '../../domain/storefront/review-widget-settings';

/** The widget settings calls of the admin API, through their contracts. */
export class HttpWidgetSettingsGateway implements WidgetSettingsGateway {
  constructor(private readonly client: ContractClient) {}

  reviewWidget(): Promise<ReviewWidgetSettings> {
    return this.client.call(getReviewWidgetSettings, {});
  }

  saveReviewWidget(changes: Partial<ReviewWidgetSettings>): Promise<SavedReviewWidgetSettings> {
    return this.client.call(setReviewWidgetSettings, changes);
  }

  writeReview(): Promise<WriteReviewSettingsAnswer> {
    return this.client.call(getWriteReviewSettings, {});
  }

  saveWriteReview(changes: Partial<WriteReviewSettings>): Promise<WriteReviewSettingsAnswer> {
    return this.client.call(setWriteReviewSettings, changes);
  }

  async previewReviewWidget(settings: ReviewWidgetSettings, writeReview: WriteReviewSettings, locale: string): Promise<string> {
    return (await this.client.call(previewWidget, { widget: 'reviews', settings, write_review: writeReview, locale })).html;
  }

  async previewBlock(draft: PreviewDraft): Promise<string> {
    return (await this.client.call(previewWidget, draft)).html;
  }

  reviewSummary(): Promise<ReviewSummarySettings> {
    return this.client.call(getReviewSummarySettings, {});
  }

  saveReviewSummary(changes: Partial<ReviewSummarySettings>): Promise<ReviewSummarySettings> {
    return this.client.call(setReviewSummarySettings, changes);
  }

  reviewAiSummary(lang: string): Promise<ReviewAiSummary> {
    return this.client.call(getReviewAiSummary, { lang, page_type: 'shop' });
  }

  overview(): Promise<WidgetOverview> {
    return this.client.call(getWidgetOverview, {});
  }

  async themeStatus(): Promise<{ readonly embed: AppEmbedsStatus; readonly block: AppBlockStatus }> {
    const [embed, block] = await Promise.all([this.client.call(getAppEmbedsStatus, {}), this.client.call(getAppBlockStatus, {})]);
    return { embed, block };
  }
}
