import { colorField, documentOverDefaults, flagField, oneOfField, textField } from '../../../src/domain/storefront/settings-document';
import {
  DEFAULT_SIDE_TAB_SETTINGS,
  DEFAULT_STORE_REVIEW_SETTINGS,
  SIDE_TAB_ACTIONS,
  SIDE_TAB_PAGES,
  SIDE_TAB_POSITIONS,
  type SideTabSettings,
  type StoreReviewSettings,
} from '../../../src/domain/storefront/store-review-widgets';
import { type SettingsRepository } from './settings-repository.port';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { REVIEW_WIDGET_SETTINGS_DOCUMENT, reviewWidgetSettingsFrom } from './review-widget-settings-store';
import { STOREFRONT_WIDGETS } from '../../../src/domain/storefront/widget-registry';

/** The shop_documents kinds of the store-review block and the side tab (docs/product/storefront.md#store-reviews). */
export const STORE_REVIEW_SETTINGS_DOCUMENT = STOREFRONT_WIDGETS.storeReview.settingsDocument;
export const SIDE_TAB_SETTINGS_DOCUMENT = STOREFRONT_WIDGETS.tab.settingsDocument;

/** The stored document over the defaults; `is_active_store_review` is the reviews widget's own switch. */
export function storeReviewSettingsFrom(stored: unknown, isActive: StoreReviewSettings['is_active_store_review']): StoreReviewSettings {
  const settings = documentOverDefaults(DEFAULT_STORE_REVIEW_SETTINGS, stored, {
    is_allow_write: flagField,
    title_color: colorField,
    star_color: colorField,
    button_color: colorField,
    button_bg_color: colorField,
  });
  return { ...settings, is_active_store_review: isActive };
}

export async function readStoreReviewSettings(settings: SettingsRepository, shop: AuthenticatedShop): Promise<StoreReviewSettings> {
  const documents = await settings.readDocuments(shop, [REVIEW_WIDGET_SETTINGS_DOCUMENT, STORE_REVIEW_SETTINGS_DOCUMENT]);
  return storeReviewSettingsFrom(documents[STORE_REVIEW_SETTINGS_DOCUMENT], reviewWidgetSettingsFrom(documents[REVIEW_WIDGET_SETTINGS_DOCUMENT]).is_active_store_review);
}

export function sideTabSettingsFrom(stored: unknown): SideTabSettings {
  return documentOverDefaults(DEFAULT_SIDE_TAB_SETTINGS, stored, {
    is_active: flagField,
    position: oneOfField(SIDE_TAB_POSITIONS),
    pages: oneOfField(SIDE_TAB_PAGES),
    action: oneOfField(SIDE_TAB_ACTIONS),
    bg_color: colorField,
    text_color: colorField,
    page_url: textField((text) => text.startsWith('/')),
  });
}

export async function readSideTabSettings(settings: SettingsRepository, shop: AuthenticatedShop): Promise<SideTabSettings> {
  return sideTabSettingsFrom(await settings.readDocument(shop, SIDE_TAB_SETTINGS_DOCUMENT));
}
