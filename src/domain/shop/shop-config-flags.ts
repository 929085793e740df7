import { type AdminLanguage, resolveAdminLanguage } from '../i18n/languages';
import {
  DEFAULT_PAGE_STATE,
  entriesExcept,
  FLAG_OFF,
  FLAG_ON,
  type FlagEntry,
  type FlagFormat,
  formatFlag,
  formatFlagSet,
  normaliseRawValue,
  parseFlag,
  parseFlagSet,
  STANDARD_FLAG_FORMAT_OFF,
  STANDARD_FLAG_FORMAT_ON,
  toSettingsRecord,
} from './flag-value';

/** is_show_nps is switched off with '0' (closing or submitting the NPS survey), not '2'. */
export const NPS_FLAG_OFF = '0';

const NPS_FLAG_FORMAT: FlagFormat = { defaultValue: FLAG_OFF, offValue: NPS_FLAG_OFF, offValues: [NPS_FLAG_OFF, FLAG_OFF] };

/**
 * Storage format of every yes/no shop config flag ('1' yes, '2' no). Defaults follow docs/product/settings.md's
 * default page state '2' (not clicked, not hidden, optional extras off) except is_guide_banner,
 * which a new shop sees until dismissing it.
 */
export const SHOP_CONFIG_FLAG_FORMATS = {
  /** Recommended-apps card on the dashboard. */
  is_recommended_app_show: STANDARD_FLAG_FORMAT_OFF,
  /** Offer to remove the "Powered by" branding. */
  is_remove_powered_by_show: STANDARD_FLAG_FORMAT_OFF,
  /** '1' hides the dashboard setup guide (set when the merchant dismisses it). */
  hide_setup_guide: STANDARD_FLAG_FORMAT_OFF,
  show_batch_del_btn: STANDARD_FLAG_FORMAT_OFF,
  import_tip_move_to_bottom: STANDARD_FLAG_FORMAT_OFF,
  is_show_instagram: STANDARD_FLAG_FORMAT_OFF,
  /** '1' after the merchant dismissed the menu-refresh tip. */
  is_hide_refresh_tip: STANDARD_FLAG_FORMAT_OFF,
  /** NPS survey (embedded mode only); written '0' when closed or submitted. */
  is_show_nps: NPS_FLAG_FORMAT,
  show_attribute_banner: STANDARD_FLAG_FORMAT_OFF,
  clicked_custom_referral: STANDARD_FLAG_FORMAT_OFF,
  /** Guide step 2: customise widget clicked. */
  clicked_custom_reviews_widget_btn: STANDARD_FLAG_FORMAT_OFF,
  /** Guide step 3: migrate reviews clicked. */
  clicked_migrate_reviews_btn: STANDARD_FLAG_FORMAT_OFF,
  /** Guide step 4: discount viewed. */
  clicked_guide_discount_show: STANDARD_FLAG_FORMAT_OFF,
  /** Guide step 6: first review-request email enabled. */
  enable_review_request_1st_email: STANDARD_FLAG_FORMAT_OFF,
  /** Guide step 7: auto reviews clicked. */
  clicked_auto_reviews: STANDARD_FLAG_FORMAT_OFF,
  hide_case_study_card_dashboard: STANDARD_FLAG_FORMAT_OFF,
  hide_case_study_card_plan: STANDARD_FLAG_FORMAT_OFF,
  source_guide_save_widget: STANDARD_FLAG_FORMAT_OFF,
  is_show_widget_switches: STANDARD_FLAG_FORMAT_OFF,
  is_show_ad: STANDARD_FLAG_FORMAT_OFF,
  /** Setup guide banner: '1' shown, '2' dismissed. */
  is_guide_banner: STANDARD_FLAG_FORMAT_ON,
} as const satisfies Readonly<Record<string, FlagFormat>>;

export type ShopConfigFlagKey = keyof typeof SHOP_CONFIG_FLAG_FORMATS;

export type ShopConfigFlags = Readonly<Record<ShopConfigFlagKey, boolean>>;

export const SHOP_CONFIG_FLAG_KEYS = Object.keys(SHOP_CONFIG_FLAG_FORMATS) as readonly ShopConfigFlagKey[];

export const BACKEND_LANG_KEY = 'backend_lang';
export const IMPORT_REVIEWS_LAYOUT_KEY = 'import_reviews_layout';
export const STORE_FRONT_LEFT_REVIEW_LIMIT_KEY = 'store_front_left_review_limit';

/** Which of the two import-reviews page layouts is shown; an id, not a yes/no. */
export type ImportReviewsLayout = typeof FLAG_ON | typeof FLAG_OFF;

export const DEFAULT_IMPORT_REVIEWS_LAYOUT: ImportReviewsLayout = DEFAULT_PAGE_STATE;
export const DEFAULT_STORE_FRONT_LEFT_REVIEW_LIMIT = DEFAULT_PAGE_STATE;

const STORE_FRONT_LEFT_REVIEW_LIMIT_PATTERN = /^\d+$/;

const KNOWN_KEYS: readonly string[] = [
  ...SHOP_CONFIG_FLAG_KEYS,
  BACKEND_LANG_KEY,
  IMPORT_REVIEWS_LAYOUT_KEY,
  STORE_FRONT_LEFT_REVIEW_LIMIT_KEY,
];

export interface ShopConfig {
  readonly flags: ShopConfigFlags;
  readonly backendLang: AdminLanguage;
  readonly importReviewsLayout: ImportReviewsLayout;
  /** Opaque digit string: its meaning is not shown, so it is kept exactly as the server sent it. */
  readonly storeFrontLeftReviewLimit: string;
  /** Keys this module does not know, kept as-is and written back unchanged. */
  readonly otherEntries: Readonly<Record<string, unknown>>;
}

export function parseImportReviewsLayout(raw: unknown): ImportReviewsLayout {
  const value = normaliseRawValue(raw);
  return value === FLAG_ON || value === FLAG_OFF ? value : DEFAULT_IMPORT_REVIEWS_LAYOUT;
}

/** Any whole non-negative number as a digit string ('1', '2', '20'); anything else gives the default '2'. */
export function parseStoreFrontLeftReviewLimit(raw: unknown): string {
  const value = normaliseRawValue(raw);
  return value !== undefined && STORE_FRONT_LEFT_REVIEW_LIMIT_PATTERN.test(value)
    ? value
    : DEFAULT_STORE_FRONT_LEFT_REVIEW_LIMIT;
}

/** Reads the shop config (object or JSON string); unusable values take their defaults, never throws. */
export function parseShopConfig(raw: unknown): ShopConfig {
  const record = toSettingsRecord(raw);
  return {
    flags: parseFlagSet(record, SHOP_CONFIG_FLAG_FORMATS),
    backendLang: resolveAdminLanguage(record[BACKEND_LANG_KEY]),
    importReviewsLayout: parseImportReviewsLayout(record[IMPORT_REVIEWS_LAYOUT_KEY]),
    storeFrontLeftReviewLimit: parseStoreFrontLeftReviewLimit(record[STORE_FRONT_LEFT_REVIEW_LIMIT_KEY]),
    otherEntries: entriesExcept(record, KNOWN_KEYS),
  };
}

/** What a shop with no stored config sees. */
export const DEFAULT_SHOP_CONFIG: ShopConfig = parseShopConfig({});

/** The shop config in the server's format: unknown keys unchanged, known keys as '1'/'2' strings. */
export function serializeShopConfig(config: ShopConfig): Readonly<Record<string, unknown>> {
  return {
    ...config.otherEntries,
    ...formatFlagSet(config.flags, SHOP_CONFIG_FLAG_FORMATS),
    [BACKEND_LANG_KEY]: config.backendLang,
    [IMPORT_REVIEWS_LAYOUT_KEY]: config.importReviewsLayout,
    [STORE_FRONT_LEFT_REVIEW_LIMIT_KEY]: config.storeFrontLeftReviewLimit,
  };
}

/** A single flag as read by the key/value config calls. */
export function parseShopConfigFlag(key: ShopConfigFlagKey, raw: unknown): boolean {
  return parseFlag(raw, SHOP_CONFIG_FLAG_FORMATS[key]);
}

/** The key/value pair to save one flag ('1', '2', or '0' for is_show_nps off). */
export function shopConfigFlagEntry<Key extends ShopConfigFlagKey>(key: Key, enabled: boolean): FlagEntry<Key> {
  return { key, value: formatFlag(enabled, SHOP_CONFIG_FLAG_FORMATS[key]) };
}

/** The config with one flag changed. */
export function withShopConfigFlag(config: ShopConfig, key: ShopConfigFlagKey, enabled: boolean): ShopConfig {
  return { ...config, flags: { ...config.flags, [key]: enabled } };
}
