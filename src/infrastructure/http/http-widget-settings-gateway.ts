import { type WidgetSettingsGateway } from '../../application/display/widget-settings-gateway.port';
import { type ContractClient } from '../../application/http/contract-client.port';
import { type AppBlockStatus, type AppEmbedsStatus, getAppBlockStatus, getAppEmbedsStatus } from '../../contracts/storefront-status.contract';
import {
  getReviewWidgetSettings,
  getWidgetOverview,
  previewWidget,
  type SavedReviewWidgetSettings,
  setReviewWidgetSettings,
  type WidgetOverview,
} from '../../contracts/widget-settings.contract';
import { type ReviewWidgetSettings } from '../../domain/storefront/review-widget-settings';

/** The widget settings calls of the admin API, through their contracts. */
export class HttpWidgetSettingsGateway implements WidgetSettingsGateway {
  constructor(private readonly client: ContractClient) {}

  reviewWidget(): Promise<ReviewWidgetSettings> {
    return this.client.call(getReviewWidgetSettings, {});
  }

  saveReviewWidget(changes: Partial<ReviewWidgetSettings>): Promise<SavedReviewWidgetSettings> {
    return this.client.call(setReviewWidgetSettings, changes);
  }

  async previewReviewWidget(settings: ReviewWidgetSettings, locale: string): Promise<string> {
    return (await this.client.call(previewWidget, { widget: 'reviews', settings, locale })).html;
  }

  overview(): Promise<WidgetOverview> {
    return this.client.call(getWidgetOverview, {});
  }

  async themeStatus(): Promise<{ readonly embed: AppEmbedsStatus; readonly block: AppBlockStatus }> {
    const [embed, block] = await Promise.all([this.client.call(getAppEmbedsStatus, {}), this.client.call(getAppBlockStatus, {})]);
    return { embed, block };
  }
}
