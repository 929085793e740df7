import { describe, expect, it } from 'vitest';
import {
  BANNER_DISMISSAL_KEY_LIST,
  bannerDismissalEntry,
  parseBannerDismissals,
  readDismissalTime,
} from '../../../src/domain/dashboard/banner-dismissal-times';

describe('banner dismissal times', () => {
  it('round-trips a dismissal through the banner display setting', () => {
    const entry = bannerDismissalEntry('overage', 1_700_000_000_123.7);
    expect(entry).toEqual({ dashboard_overage_dismissed_at: '1700000000123' });
    expect(parseBannerDismissals({ ...entry, home_top_ad: '1' })).toEqual({ overage: 1_700_000_000_123 });
  });

  it('has one key per timed banner', () => {
    expect(BANNER_DISMISSAL_KEY_LIST).toEqual([
      'dashboard_embed_dismissed_at',
      'dashboard_overage_dismissed_at',
      'dashboard_anomalies_dismissed_at',
      'dashboard_ad_dismissed_at',
    ]);
  });

  it('reads digits or a whole number and ignores anything else', () => {
    expect(readDismissalTime(' 42 ')).toBe('42');
    expect(readDismissalTime(42)).toBe('42');
    expect(readDismissalTime(-1)).toBeUndefined();
    expect(readDismissalTime('1e3')).toBeUndefined();
    expect(readDismissalTime(null)).toBeUndefined();
    expect(parseBannerDismissals({ dashboard_ad_dismissed_at: 'soon', dashboard_embed_dismissed_at: 5 })).toEqual({ embed: 5 });
  });
});
