import { type PreviewDraft, type WidgetSettingsGateway } from '../../application/display/widget-settings-gateway.port';
import { type ContractClient } from '../../application/http/contract-client.port';
import { type AppBlockStatus, type AppEmbedsStatus, getAppBlockStatus, getAppEmbedsStatus } from '../../contracts/storefront-status.contract';
import { previewWidget } from '../../contracts/widget-settings.contract';
import { type ReviewWidgetSettings, type WriteReviewSettings } from '../../domain/storefront/review-widget-settings';

/** The widgets' live preview and the theme's state, through their contracts. */
export class HttpWidgetSettingsGateway implements WidgetSettingsGateway {
  constructor(private readonly client: ContractClient) {}

  async previewReviewWidget(settings: ReviewWidgetSettings, writeReview: WriteReviewSettings, locale: string): Promise<string> {
    return (await this.client.call(previewWidget, { widget: 'reviews', settings, write_review: writeReview, locale })).html;
  }

  async previewBlock(draft: PreviewDraft): Promise<string> {
    return (await this.client.call(previewWidget, draft)).html;
  }

  async themeStatus(): Promise<{ readonly embed: AppEmbedsStatus; readonly block: AppBlockStatus }> {
    const [embed, block] = await Promise.all([this.client.call(getAppEmbedsStatus, {}), this.client.call(getAppBlockStatus, {})]);
    return { embed, block };
  }
}
