import { DEFAULT_REVIEW_WIDGET_SETTINGS, type ReviewWidgetSettings } from '../../../src/domain/storefront/review-widget-settings';
import { readJsonRecord } from '../../../src/domain/shared/server-values';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { type AuthenticatedShop } from '../shared/authenticated-shop';

/** The shop_documents kind holding the reviews widget's settings. */
export const REVIEW_WIDGET_SETTINGS_DOCUMENT = 'review_widget_settings';

/** The stored settings over the defaults: a field never saved, or saved with another type, has its default. */
export function reviewWidgetSettingsFrom(stored: unknown): ReviewWidgetSettings {
  const record = readJsonRecord(stored) ?? {};
  const merged: Record<string, unknown> = { ...DEFAULT_REVIEW_WIDGET_SETTINGS };
  for (const [key, fallback] of Object.entries(DEFAULT_REVIEW_WIDGET_SETTINGS)) {
    if (typeof record[key] === typeof fallback) merged[key] = record[key];
  }
  return merged as ReviewWidgetSettings;
}

export async function readReviewWidgetSettings(settings: SettingsRepository, shop: AuthenticatedShop): Promise<ReviewWidgetSettings> {
  return reviewWidgetSettingsFrom(await settings.readDocument(shop, REVIEW_WIDGET_SETTINGS_DOCUMENT));
}
