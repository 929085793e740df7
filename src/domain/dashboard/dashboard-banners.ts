/**
 * The single banner at the top of the dashboard: the first visible one in priority order,
 * with time-limited dismissals and a rotating ad.
 */
import { type FlagEntry, isFlagOn } from '../shop/flag-value';
import { shopConfigFlagEntry } from '../shop/shop-config-flags';
import { MS_PER_DAY } from '../shared/time';

export const DASHBOARD_BANNER_PRIORITY = ['embed', 'overage', 'anomalies', 'menuRefresh', 'ad'] as const;
export type DashboardBannerKind = (typeof DASHBOARD_BANNER_PRIORITY)[number];

/** Banners whose dismissal is remembered for BANNER_DISMISSAL_MS (menu refresh is dismissed for good). */
export type TimedBannerKind = Exclude<DashboardBannerKind, 'menuRefresh'>;

export const BANNER_DISMISSAL_MS = 7 * MS_PER_DAY;
export const AD_ROTATION_MS = 15_000;
export const EMBED_BANNER_TONE = 'warning';

/** Epoch ms of each banner's last dismissal; missing when never dismissed. */
export type BannerDismissals = Readonly<Partial<Record<TimedBannerKind, number>>>;

export interface DashboardBannerInput {
  /** Theme app embed status; undefined while unknown (no warning until it is known to be off). */
  readonly themeEmbedEnabled: boolean | undefined;
  readonly reviewsDisplayed: number;
  /** The plan's review display limit; undefined or null when unlimited. */
  readonly reviewDisplayLimit: number | null | undefined;
  readonly hasAnomalies: boolean;
  /** Shop config is_hide_refresh_tip; '1' hides the menu-refresh tip for good. */
  readonly isHideRefreshTip: unknown;
  /** Ads available to show (0 when the ads call failed or ads are switched off). */
  readonly adCount: number;
  /** Ms since the ad rotation started. */
  readonly adElapsedMs: number;
  readonly dismissals: BannerDismissals;
}

export type DashboardBanner =
  | { readonly kind: 'embed'; readonly tone: typeof EMBED_BANNER_TONE }
  | { readonly kind: 'overage' | 'anomalies' | 'menuRefresh' }
  | { readonly kind: 'ad'; readonly adIndex: number };

export type BannerDismissalEffect =
  | { readonly type: 'rememberDismissal'; readonly banner: TimedBannerKind; readonly dismissedAtMs: number }
  | ({ readonly type: 'saveShopConfig' } & FlagEntry<'is_hide_refresh_tip'>);

/** The first visible banner in DASHBOARD_BANNER_PRIORITY order, or undefined when none is. */
export function selectDashboardBanner(input: DashboardBannerInput, nowMs: number): DashboardBanner | undefined {
  const shows = (banner: TimedBannerKind): boolean => !isDismissalRemembered(input.dismissals[banner], nowMs);
  if (input.themeEmbedEnabled === false && shows('embed')) return { kind: 'embed', tone: EMBED_BANNER_TONE };
  if (isReviewOverage(input.reviewsDisplayed, input.reviewDisplayLimit) && shows('overage')) return { kind: 'overage' };
  if (input.hasAnomalies && shows('anomalies')) return { kind: 'anomalies' };
  if (!isFlagOn(input.isHideRefreshTip)) return { kind: 'menuRefresh' };
  const adIndex = adIndexAt(input.adElapsedMs, input.adCount);
  if (adIndex !== undefined && shows('ad')) return { kind: 'ad', adIndex };
  return undefined;
}

/** Overage means strictly more reviews displayed than the plan allows. */
export function isReviewOverage(reviewsDisplayed: number, limit: number | null | undefined): boolean {
  return typeof limit === 'number' && reviewsDisplayed > limit;
}

/**
 * A dismissal hides its banner for BANNER_DISMISSAL_MS: exactly 7 days later the banner shows again.
 * A dismissal time in the future (clock moved back, corrupt storage) is ignored so a banner cannot hide for ever.
 */
export function isDismissalRemembered(dismissedAtMs: number | undefined, nowMs: number): boolean {
  if (dismissedAtMs === undefined || !Number.isFinite(dismissedAtMs)) return false;
  const elapsed = nowMs - dismissedAtMs;
  return elapsed >= 0 && elapsed < BANNER_DISMISSAL_MS;
}

export function dismissDashboardBanner(banner: DashboardBannerKind, nowMs: number): BannerDismissalEffect {
  if (banner === 'menuRefresh') return { type: 'saveShopConfig', ...shopConfigFlagEntry('is_hide_refresh_tip', true) };
  return { type: 'rememberDismissal', banner, dismissedAtMs: nowMs };
}

/** The ad shown after `elapsedMs`: advances every AD_ROTATION_MS and wraps; undefined with no ads. */
export function adIndexAt(elapsedMs: number, adCount: number): number | undefined {
  const count = readAdCount(adCount);
  if (count === 0) return undefined;
  const ticks = Number.isFinite(elapsedMs) && elapsedMs > 0 ? Math.floor(elapsedMs / AD_ROTATION_MS) : 0;
  return ticks % count;
}

/** The ad after `currentIndex`, wrapping to the first; undefined with no ads. */
export function nextAdIndex(currentIndex: number, adCount: number): number | undefined {
  const count = readAdCount(adCount);
  if (count === 0) return undefined;
  const current = Number.isInteger(currentIndex) ? currentIndex : 0;
  return (((current + 1) % count) + count) % count;
}

function readAdCount(adCount: number): number {
  return Number.isFinite(adCount) && adCount > 0 ? Math.floor(adCount) : 0;
}
