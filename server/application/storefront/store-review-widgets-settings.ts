import { readFlagValue } from '../../../src/domain/shop/flag-value';
import { readJsonRecord } from '../../../src/domain/shared/server-values';
import {
  DEFAULT_SIDE_TAB_SETTINGS,
  DEFAULT_STORE_REVIEW_SETTINGS,
  SIDE_TAB_ACTIONS,
  SIDE_TAB_PAGES,
  SIDE_TAB_POSITIONS,
  type SideTabSettings,
  type StoreReviewSettings,
} from '../../../src/domain/storefront/store-review-widgets';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { readReviewWidgetSettings } from './review-widget-settings-store';

/** The shop_documents kinds of the store-review block and the side tab (docs/product/storefront.md#store-reviews). */
export const STORE_REVIEW_SETTINGS_DOCUMENT = 'store_review_settings';
export const SIDE_TAB_SETTINGS_DOCUMENT = 'side_tab_settings';

const COLOR = /^#[0-9a-f]{6}$/;

function stringOr(value: unknown, fallback: string, valid: (text: string) => boolean = () => true): string {
  return typeof value === 'string' && valid(value) ? value : fallback;
}

function oneOfOr<T extends string>(values: readonly T[], value: unknown, fallback: T): T {
  return values.find((candidate) => candidate === value) ?? fallback;
}

/** The stored document over the defaults; `is_active_store_review` is the reviews widget's own switch. */
export function storeReviewSettingsFrom(stored: unknown, isActive: StoreReviewSettings['is_active_store_review']): StoreReviewSettings {
  const record = readJsonRecord(stored) ?? {};
  const defaults = DEFAULT_STORE_REVIEW_SETTINGS;
  const color = (field: 'title_color' | 'star_color' | 'button_color' | 'button_bg_color') => stringOr(record[field], defaults[field], (text) => COLOR.test(text));
  return {
    is_active_store_review: isActive,
    is_allow_write: readFlagValue(record.is_allow_write) ?? defaults.is_allow_write,
    title: stringOr(record.title, defaults.title),
    title_color: color('title_color'),
    star_color: color('star_color'),
    button_color: color('button_color'),
    button_bg_color: color('button_bg_color'),
  };
}

export async function readStoreReviewSettings(settings: SettingsRepository, shop: AuthenticatedShop): Promise<StoreReviewSettings> {
  const [widget, stored] = await Promise.all([readReviewWidgetSettings(settings, shop), settings.readDocument(shop, STORE_REVIEW_SETTINGS_DOCUMENT)]);
  return storeReviewSettingsFrom(stored, widget.is_active_store_review);
}

export function sideTabSettingsFrom(stored: unknown): SideTabSettings {
  const record = readJsonRecord(stored) ?? {};
  const defaults = DEFAULT_SIDE_TAB_SETTINGS;
  return {
    is_active: readFlagValue(record.is_active) ?? defaults.is_active,
    position: oneOfOr(SIDE_TAB_POSITIONS, record.position, defaults.position),
    pages: oneOfOr(SIDE_TAB_PAGES, record.pages, defaults.pages),
    action: oneOfOr(SIDE_TAB_ACTIONS, record.action, defaults.action),
    bg_color: stringOr(record.bg_color, defaults.bg_color, (text) => COLOR.test(text)),
    text_color: stringOr(record.text_color, defaults.text_color, (text) => COLOR.test(text)),
    page_url: stringOr(record.page_url, defaults.page_url, (text) => text.startsWith('/')),
  };
}

export async function readSideTabSettings(settings: SettingsRepository, shop: AuthenticatedShop): Promise<SideTabSettings> {
  return sideTabSettingsFrom(await settings.readDocument(shop, SIDE_TAB_SETTINGS_DOCUMENT));
}
