import { type ReviewHandlingAnswer } from '../../../src/contracts/collect-manage.contract';
import { type ReviewHandlingSettings } from '../../../src/domain/collect/review-handling';
import { definedOnly } from '../../../src/domain/storefront/settings-document';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type DocumentChanges, type WidgetSettingsSaver } from '../shared/widget-settings-saver.port';
import { REVIEW_WIDGET_SETTINGS_DOCUMENT } from '../settings/review-widget-settings-store';
import { readReviewHandling, REVIEW_HANDLING_DOCUMENT } from './review-handling-settings';

/**
 * get/save_managing_reviews_setting (docs/product/collect-manage.md). `is_review_publish` is written
 * into the write-review settings, where the storefront form reads it; the rest into the
 * `review_handling` document, both in one transaction.
 */
export class ReviewHandlingUseCases {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly widgetSettings: WidgetSettingsSaver,
  ) {}

  async get(shop: AuthenticatedShop): Promise<ReviewHandlingAnswer> {
    return readReviewHandling(this.settings, shop);
  }

  async save(shop: AuthenticatedShop, changes: Partial<ReviewHandlingSettings>): Promise<ReviewHandlingAnswer> {
    const { is_review_publish: publish, ...own } = definedOnly(changes);
    const documents: DocumentChanges = [
      ...(publish !== undefined ? [[REVIEW_WIDGET_SETTINGS_DOCUMENT, { is_review_publish: publish }] as const] : []),
      ...(Object.keys(own).length > 0 ? [[REVIEW_HANDLING_DOCUMENT, own] as const] : []),
    ];
    // The shop is queued only when the write-review settings (which the storefront draws) are among them.
    await this.widgetSettings.save(shop, documents);
    return this.get(shop);
  }
}
