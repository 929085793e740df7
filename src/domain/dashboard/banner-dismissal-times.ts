/**
 * Where the dashboard keeps its banners' dismissal times: in the banner display setting, one key
 * per banner holding the epoch ms of the dismissal, so a dismissal follows the shop to every
 * device (docs/product/dashboard-and-guide.md#banners).
 */
import { type BannerDismissals, type TimedBannerKind } from './dashboard-banners';

export const BANNER_DISMISSAL_KEYS = {
  embed: 'dashboard_embed_dismissed_at',
  overage: 'dashboard_overage_dismissed_at',
  anomalies: 'dashboard_anomalies_dismissed_at',
  ad: 'dashboard_ad_dismissed_at',
} as const satisfies Readonly<Record<TimedBannerKind, string>>;

export type BannerDismissalKey = (typeof BANNER_DISMISSAL_KEYS)[TimedBannerKind];

const TIMED_BANNERS = Object.keys(BANNER_DISMISSAL_KEYS) as readonly TimedBannerKind[];

export const BANNER_DISMISSAL_KEY_LIST: readonly BannerDismissalKey[] = TIMED_BANNERS.map((banner) => BANNER_DISMISSAL_KEYS[banner]);

const EPOCH_MS_PATTERN = /^\d{1,15}$/;

/** A stored dismissal time: whole epoch ms as digits (a number is read too); anything else is no dismissal. */
export function readDismissalTime(raw: unknown): string | undefined {
  const text = typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 0 ? String(raw) : typeof raw === 'string' ? raw.trim() : undefined;
  return text !== undefined && EPOCH_MS_PATTERN.test(text) ? text : undefined;
}

/** The dismissals kept in a banner display setting; unreadable values are no dismissal. */
export function parseBannerDismissals(record: Readonly<Record<string, unknown>>): BannerDismissals {
  const dismissals: Partial<Record<TimedBannerKind, number>> = {};
  for (const banner of TIMED_BANNERS) {
    const time = readDismissalTime(record[BANNER_DISMISSAL_KEYS[banner]]);
    if (time !== undefined) dismissals[banner] = Number(time);
  }
  return dismissals;
}

/** The banner display setting entry that remembers a dismissal. */
export function bannerDismissalEntry(banner: TimedBannerKind, dismissedAtMs: number): Readonly<Record<string, string>> {
  return { [BANNER_DISMISSAL_KEYS[banner]]: String(Math.max(0, Math.floor(dismissedAtMs))) };
}
