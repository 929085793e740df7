import { DEFAULT_REVIEW_WIDGET_SETTINGS, type ReviewWidgetSettings } from '../../../src/domain/storefront/review-widget-settings';
import { documentOverDefaults } from '../../../src/domain/storefront/settings-document';
import { type SettingsRepository } from './settings-repository.port';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { STOREFRONT_WIDGETS } from '../../../src/domain/storefront/widget-registry';

/** The shop_documents kind holding the reviews widget's settings. */
export const REVIEW_WIDGET_SETTINGS_DOCUMENT = STOREFRONT_WIDGETS.reviews.settingsDocument;

/** The stored settings over the defaults: a field never saved, or saved with another type, has its default. */
export function reviewWidgetSettingsFrom(stored: unknown): ReviewWidgetSettings {
  return documentOverDefaults(DEFAULT_REVIEW_WIDGET_SETTINGS, stored);
}

export async function readReviewWidgetSettings(settings: SettingsRepository, shop: AuthenticatedShop): Promise<ReviewWidgetSettings> {
  return reviewWidgetSettingsFrom(await settings.readDocument(shop, REVIEW_WIDGET_SETTINGS_DOCUMENT));
}
