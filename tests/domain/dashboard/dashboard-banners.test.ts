import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  AD_ROTATION_MS,
  adIndexAt,
  BANNER_DISMISSAL_MS,
  DASHBOARD_BANNER_PRIORITY,
  type DashboardBannerInput,
  dismissDashboardBanner,
  isDismissalRemembered,
  isReviewOverage,
  nextAdIndex,
  selectDashboardBanner,
} from '../../../src/domain/dashboard/dashboard-banners';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2025, 5, 15, 12, 0, 0);

/** Every banner wants to show; tests switch individual ones off. */
const everyBannerWanted: DashboardBannerInput = {
  themeEmbedEnabled: false,
  reviewsDisplayed: 25,
  reviewDisplayLimit: 20,
  hasAnomalies: true,
  isHideRefreshTip: '2',
  adCount: 3,
  adElapsedMs: 0,
  dismissals: {},
};

const noBannerWanted: DashboardBannerInput = {
  themeEmbedEnabled: true,
  reviewsDisplayed: 10,
  reviewDisplayLimit: 20,
  hasAnomalies: false,
  isHideRefreshTip: '1',
  adCount: 0,
  adElapsedMs: 0,
  dismissals: {},
};

describe('dashboard banner constants', () => {
  it('remembers dismissals for 7 days and rotates ads every 15 s', () => {
    expect(BANNER_DISMISSAL_MS).toBe(7 * DAY_MS);
    expect(AD_ROTATION_MS).toBe(15_000);
  });

  it('orders banners embed, overage, anomalies, menu refresh, ad', () => {
    expect(DASHBOARD_BANNER_PRIORITY).toEqual(['embed', 'overage', 'anomalies', 'menuRefresh', 'ad']);
  });
});

describe('selectDashboardBanner priority', () => {
  it('shows the embed warning first when the theme app embed is disabled', () => {
    expect(selectDashboardBanner(everyBannerWanted, NOW)).toEqual({ kind: 'embed', tone: 'warning' });
  });

  it('shows overage when the embed is enabled', () => {
    expect(selectDashboardBanner({ ...everyBannerWanted, themeEmbedEnabled: true }, NOW)).toEqual({ kind: 'overage' });
  });

  it('shows no embed warning while the embed status is unknown', () => {
    expect(selectDashboardBanner({ ...everyBannerWanted, themeEmbedEnabled: undefined }, NOW)).toEqual({ kind: 'overage' });
  });

  it('shows anomalies when there is no overage', () => {
    expect(selectDashboardBanner({ ...everyBannerWanted, themeEmbedEnabled: true, reviewsDisplayed: 20 }, NOW)).toEqual({
      kind: 'anomalies',
    });
  });

  it('shows the menu-refresh tip after anomalies', () => {
    const input = { ...noBannerWanted, isHideRefreshTip: '2', adCount: 3 };
    expect(selectDashboardBanner(input, NOW)).toEqual({ kind: 'menuRefresh' });
  });

  it('shows the menu-refresh tip when is_hide_refresh_tip was never set', () => {
    expect(selectDashboardBanner({ ...noBannerWanted, isHideRefreshTip: undefined }, NOW)).toEqual({ kind: 'menuRefresh' });
  });

  it('shows the rotating ad last', () => {
    const input = { ...noBannerWanted, adCount: 3, adElapsedMs: AD_ROTATION_MS * 4 };
    expect(selectDashboardBanner(input, NOW)).toEqual({ kind: 'ad', adIndex: 1 });
  });

  it('shows nothing when no banner applies (no ads, e.g. after an ads failure)', () => {
    expect(selectDashboardBanner(noBannerWanted, NOW)).toBeUndefined();
  });

  it('falls through to the next banner when a higher one was dismissed recently', () => {
    const input = { ...everyBannerWanted, dismissals: { embed: NOW - DAY_MS, overage: NOW - DAY_MS } };
    expect(selectDashboardBanner(input, NOW)).toEqual({ kind: 'anomalies' });
  });

  it('hides a dismissed anomalies or ad banner', () => {
    const anomaliesOnly = { ...noBannerWanted, hasAnomalies: true, dismissals: { anomalies: NOW } };
    expect(selectDashboardBanner(anomaliesOnly, NOW)).toBeUndefined();
    const adOnly = { ...noBannerWanted, adCount: 2, dismissals: { ad: NOW } };
    expect(selectDashboardBanner(adOnly, NOW)).toBeUndefined();
  });

  it('shows the embed warning again exactly 7 days after its dismissal', () => {
    const dismissedAt = NOW - BANNER_DISMISSAL_MS;
    expect(selectDashboardBanner({ ...everyBannerWanted, dismissals: { embed: dismissedAt } }, NOW)?.kind).toBe('embed');
    expect(selectDashboardBanner({ ...everyBannerWanted, dismissals: { embed: dismissedAt + 1 } }, NOW)?.kind).toBe('overage');
  });

  it('always shows the first wanted, non-dismissed banner in priority order', () => {
    fc.assert(
      fc.property(
        fc.record({
          embed: fc.boolean(),
          overage: fc.boolean(),
          anomalies: fc.boolean(),
          menuRefresh: fc.boolean(),
          ad: fc.boolean(),
        }),
        fc.record({ embed: fc.boolean(), overage: fc.boolean(), anomalies: fc.boolean(), ad: fc.boolean() }),
        (wanted, dismissed) => {
          const input: DashboardBannerInput = {
            themeEmbedEnabled: !wanted.embed,
            reviewsDisplayed: wanted.overage ? 21 : 20,
            reviewDisplayLimit: 20,
            hasAnomalies: wanted.anomalies,
            isHideRefreshTip: wanted.menuRefresh ? '2' : '1',
            adCount: wanted.ad ? 2 : 0,
            adElapsedMs: 0,
            dismissals: Object.fromEntries(
              Object.entries(dismissed)
                .filter(([, isDismissed]) => isDismissed)
                .map(([banner]) => [banner, NOW - 1]),
            ),
          };
          const visible = DASHBOARD_BANNER_PRIORITY.filter(
            (banner) => wanted[banner] && (banner === 'menuRefresh' || !dismissed[banner]),
          );
          expect(selectDashboardBanner(input, NOW)?.kind).toBe(visible[0]);
        },
      ),
    );
  });
});

describe('isReviewOverage', () => {
  it('is an overage only when displayed reviews exceed the limit', () => {
    expect(isReviewOverage(19, 20)).toBe(false);
    expect(isReviewOverage(20, 20)).toBe(false);
    expect(isReviewOverage(21, 20)).toBe(true);
  });

  it('is never an overage without a limit', () => {
    expect(isReviewOverage(1_000_000, undefined)).toBe(false);
    expect(isReviewOverage(1_000_000, null)).toBe(false);
  });

  it('matches "displayed > limit" for any counts', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (displayed, limit) => {
        expect(isReviewOverage(displayed, limit)).toBe(displayed > limit);
      }),
    );
  });
});

describe('isDismissalRemembered', () => {
  it('remembers a dismissal from just now until just before 7 days', () => {
    expect(isDismissalRemembered(NOW, NOW)).toBe(true);
    expect(isDismissalRemembered(NOW - BANNER_DISMISSAL_MS + 1, NOW)).toBe(true);
  });

  it('forgets it exactly 7 days later, and after', () => {
    expect(isDismissalRemembered(NOW - BANNER_DISMISSAL_MS, NOW)).toBe(false);
    expect(isDismissalRemembered(NOW - BANNER_DISMISSAL_MS - 1, NOW)).toBe(false);
  });

  it('ignores a missing, invalid or future dismissal time', () => {
    expect(isDismissalRemembered(undefined, NOW)).toBe(false);
    expect(isDismissalRemembered(Number.NaN, NOW)).toBe(false);
    expect(isDismissalRemembered(NOW + 1, NOW)).toBe(false);
  });

  it('remembers a dismissal for exactly 7 days', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 * DAY_MS }), (elapsed) => {
        expect(isDismissalRemembered(NOW - elapsed, NOW)).toBe(elapsed < 7 * DAY_MS);
      }),
    );
  });
});

describe('dismissDashboardBanner', () => {
  it.each(['embed', 'overage', 'anomalies', 'ad'] as const)('remembers a %s dismissal with its time', (banner) => {
    expect(dismissDashboardBanner(banner, NOW)).toEqual({ type: 'rememberDismissal', banner, dismissedAtMs: NOW });
  });

  it('dismisses the menu-refresh tip for good by saving is_hide_refresh_tip = "1"', () => {
    const effect = dismissDashboardBanner('menuRefresh', NOW);
    expect(effect).toEqual({ type: 'saveShopConfig', key: 'is_hide_refresh_tip', value: '1' });
    const later = NOW + 365 * DAY_MS;
    const input = { ...noBannerWanted, isHideRefreshTip: effect.type === 'saveShopConfig' ? effect.value : undefined };
    expect(selectDashboardBanner(input, later)).toBeUndefined();
  });

  it('hides a dismissed banner until 7 days have passed', () => {
    const effect = dismissDashboardBanner('embed', NOW);
    const dismissals = effect.type === 'rememberDismissal' ? { [effect.banner]: effect.dismissedAtMs } : {};
    const input = { ...noBannerWanted, themeEmbedEnabled: false, dismissals };
    expect(selectDashboardBanner(input, NOW + BANNER_DISMISSAL_MS - 1)).toBeUndefined();
    expect(selectDashboardBanner(input, NOW + BANNER_DISMISSAL_MS)?.kind).toBe('embed');
  });
});

describe('ad rotation', () => {
  it('advances every 15 s and wraps to the first ad', () => {
    expect(adIndexAt(0, 3)).toBe(0);
    expect(adIndexAt(AD_ROTATION_MS - 1, 3)).toBe(0);
    expect(adIndexAt(AD_ROTATION_MS, 3)).toBe(1);
    expect(adIndexAt(2 * AD_ROTATION_MS, 3)).toBe(2);
    expect(adIndexAt(3 * AD_ROTATION_MS, 3)).toBe(0);
  });

  it('keeps a single ad in place', () => {
    expect(adIndexAt(10 * AD_ROTATION_MS, 1)).toBe(0);
    expect(nextAdIndex(0, 1)).toBe(0);
  });

  it('has no ad when the list is empty or the count is invalid', () => {
    expect(adIndexAt(AD_ROTATION_MS, 0)).toBeUndefined();
    expect(adIndexAt(AD_ROTATION_MS, -2)).toBeUndefined();
    expect(adIndexAt(AD_ROTATION_MS, Number.NaN)).toBeUndefined();
    expect(nextAdIndex(0, 0)).toBeUndefined();
  });

  it('starts at the first ad for a negative or invalid elapsed time', () => {
    expect(adIndexAt(-AD_ROTATION_MS, 3)).toBe(0);
    expect(adIndexAt(Number.NaN, 3)).toBe(0);
  });

  it('moves to the next ad and wraps after the last', () => {
    expect(nextAdIndex(0, 3)).toBe(1);
    expect(nextAdIndex(1, 3)).toBe(2);
    expect(nextAdIndex(2, 3)).toBe(0);
  });

  it('normalises an out-of-range or invalid current index', () => {
    expect(nextAdIndex(7, 3)).toBe(2);
    expect(nextAdIndex(-2, 3)).toBe(2);
    expect(nextAdIndex(Number.NaN, 3)).toBe(1);
  });

  it('is always a valid index, and one rotation later is the next index', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 1, max: 20 }), (elapsed, count) => {
        const index = adIndexAt(elapsed, count);
        expect(index).toBeGreaterThanOrEqual(0);
        expect(index).toBeLessThan(count);
        expect(adIndexAt(elapsed + AD_ROTATION_MS, count)).toBe(nextAdIndex(index ?? -1, count));
      }),
    );
  });
});
