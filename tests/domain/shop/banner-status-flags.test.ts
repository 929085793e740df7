import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BANNER_STATUS_KEYS,
  bannerStatusEntry,
  dismissBanner,
  parseBannerStatus,
  serializeBannerStatus,
} from '../../../src/domain/shop/banner-status-flags';

describe('banner status flags', () => {
  it('knows the banners of the spec', () => {
    expect(BANNER_STATUS_KEYS).toEqual(['home_setup_guide', 'home_top_ad', 'wiio', 'parcel_panel', 'langwill', 'seoant', 'loloyal']);
  });

  it('shows every banner to a new shop', () => {
    const status = parseBannerStatus(undefined);
    expect(BANNER_STATUS_KEYS.every((key) => status.visible[key])).toBe(true);
  });

  it("hides a banner stored as '2' and shows one stored as '1'", () => {
    const status = parseBannerStatus({ wiio: '2', seoant: '1', langwill: 'junk' });
    expect(status.visible.wiio).toBe(false);
    expect(status.visible.seoant).toBe(true);
    expect(status.visible.langwill).toBe(true);
  });

  it('remembers a dismissal as 2 and leaves the other banners alone', () => {
    const dismissed = dismissBanner(parseBannerStatus({}), 'home_top_ad');
    expect(serializeBannerStatus(dismissed)).toMatchObject({ home_top_ad: '2', home_setup_guide: '1' });
    expect(bannerStatusEntry('loloyal', false)).toEqual({ key: 'loloyal', value: '2' });
    expect(bannerStatusEntry('loloyal', true)).toEqual({ key: 'loloyal', value: '1' });
  });

  it('writes back exactly what the server sent, unknown keys included', () => {
    const values = fc.record(
      Object.fromEntries(BANNER_STATUS_KEYS.map((key) => [key, fc.constantFrom('1', '2')])) as Record<
        (typeof BANNER_STATUS_KEYS)[number],
        fc.Arbitrary<string>
      >,
    );
    fc.assert(
      fc.property(values, (server) => {
        const withUnknown = { ...server, new_partner_banner: '2' };
        expect(serializeBannerStatus(parseBannerStatus(withUnknown))).toEqual(withUnknown);
      }),
    );
  });
});
