import {
  entriesExcept,
  type FlagEntry,
  type FlagFormat,
  formatFlag,
  formatFlagSet,
  parseFlagSet,
  STANDARD_FLAG_FORMAT_ON,
  toSettingsRecord,
} from './flag-value';

/**
 * Banner display settings ('1' shown, '2' dismissed, like is_guide_banner).
 * Every banner shows for a new shop until the merchant dismisses it.
 */
export const BANNER_STATUS_FLAG_FORMATS = {
  home_setup_guide: STANDARD_FLAG_FORMAT_ON,
  home_top_ad: STANDARD_FLAG_FORMAT_ON,
  wiio: STANDARD_FLAG_FORMAT_ON,
  parcel_panel: STANDARD_FLAG_FORMAT_ON,
  langwill: STANDARD_FLAG_FORMAT_ON,
  seoant: STANDARD_FLAG_FORMAT_ON,
  loloyal: STANDARD_FLAG_FORMAT_ON,
} as const satisfies Readonly<Record<string, FlagFormat>>;

export type BannerStatusKey = keyof typeof BANNER_STATUS_FLAG_FORMATS;

export const BANNER_STATUS_KEYS = Object.keys(BANNER_STATUS_FLAG_FORMATS) as readonly BannerStatusKey[];

export interface BannerStatus {
  /** `true`: the banner is shown. */
  readonly visible: Readonly<Record<BannerStatusKey, boolean>>;
  /** Keys this module does not know, kept as-is and written back unchanged. */
  readonly otherEntries: Readonly<Record<string, unknown>>;
}

/** Reads the banner display setting (object or JSON string); unusable values mean shown, never throws. */
export function parseBannerStatus(raw: unknown): BannerStatus {
  const record = toSettingsRecord(raw);
  return {
    visible: parseFlagSet(record, BANNER_STATUS_FLAG_FORMATS),
    otherEntries: entriesExcept(record, BANNER_STATUS_KEYS),
  };
}

/** The banner display setting in the server's format. */
export function serializeBannerStatus(status: BannerStatus): Readonly<Record<string, unknown>> {
  return { ...status.otherEntries, ...formatFlagSet(status.visible, BANNER_STATUS_FLAG_FORMATS) };
}

/** The status with one banner dismissed ('2'). */
export function dismissBanner(status: BannerStatus, key: BannerStatusKey): BannerStatus {
  return { ...status, visible: { ...status.visible, [key]: false } };
}

/** The key/value pair to save one banner's visibility. */
export function bannerStatusEntry<Key extends BannerStatusKey>(key: Key, visible: boolean): FlagEntry<Key> {
  return { key, value: formatFlag(visible, BANNER_STATUS_FLAG_FORMATS[key]) };
}
