import { DEFAULT_REVIEW_SUMMARY_SETTINGS, type ReviewSummarySettings } from '../../../src/domain/storefront/review-summary-settings';
import { documentOverDefaults } from '../../../src/domain/storefront/settings-document';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { STOREFRONT_WIDGETS } from '../../../src/domain/storefront/widget-registry';

/** The shop_documents kind holding the review summary block's settings. */
export const REVIEW_SUMMARY_SETTINGS_DOCUMENT = STOREFRONT_WIDGETS.summary.settingsDocument;

/** The stored settings over the defaults: a field never saved, or saved with another type, has its default. */
export function reviewSummarySettingsFrom(stored: unknown): ReviewSummarySettings {
  return documentOverDefaults(DEFAULT_REVIEW_SUMMARY_SETTINGS, stored);
}

export async function readReviewSummarySettings(settings: SettingsRepository, shop: AuthenticatedShop): Promise<ReviewSummarySettings> {
  return reviewSummarySettingsFrom(await settings.readDocument(shop, REVIEW_SUMMARY_SETTINGS_DOCUMENT));
}
