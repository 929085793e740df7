import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_SHOP_CONFIG,
  parseImportReviewsLayout,
  parseShopConfig,
  parseShopConfigFlag,
  parseStoreFrontLeftReviewLimit,
  serializeShopConfig,
  SHOP_CONFIG_FLAG_KEYS,
  type ShopConfigFlagKey,
  shopConfigFlagEntry,
  withShopConfigFlag,
} from '../../../src/domain/shop/shop-config-flags';

const SPEC_FLAG_KEYS = [
  'is_recommended_app_show',
  'is_remove_powered_by_show',
  'hide_setup_guide',
  'show_batch_del_btn',
  'import_tip_move_to_bottom',
  'is_show_instagram',
  'is_hide_refresh_tip',
  'is_show_nps',
  'show_attribute_banner',
  'clicked_custom_referral',
  'clicked_custom_reviews_widget_btn',
  'clicked_migrate_reviews_btn',
  'clicked_guide_discount_show',
  'enable_review_request_1st_email',
  'clicked_auto_reviews',
  'hide_case_study_card_dashboard',
  'hide_case_study_card_plan',
  'source_guide_save_widget',
  'is_show_widget_switches',
  'is_show_ad',
  'is_guide_banner',
];

const flagKey = fc.constantFrom(...SHOP_CONFIG_FLAG_KEYS);

describe('shop config flags', () => {
  it('covers every yes/no flag of the spec, including the guide banner', () => {
    expect([...SHOP_CONFIG_FLAG_KEYS].sort()).toEqual([...SPEC_FLAG_KEYS].sort());
  });

  it('shows a new shop the guide banner and the setup guide, with no steps done and no extras on', () => {
    const { flags } = DEFAULT_SHOP_CONFIG;
    expect(flags.is_guide_banner).toBe(true);
    expect(flags.hide_setup_guide).toBe(false);
    expect(flags.is_hide_refresh_tip).toBe(false);
    expect(flags.clicked_custom_reviews_widget_btn).toBe(false);
    expect(flags.enable_review_request_1st_email).toBe(false);
    expect(flags.is_recommended_app_show).toBe(false);
    expect(flags.is_show_nps).toBe(false);
    const onByDefault = SHOP_CONFIG_FLAG_KEYS.filter((key) => flags[key]);
    expect(onByDefault).toEqual(['is_guide_banner']);
  });

  it("gives a new shop English, import layout '2' and review limit '2'", () => {
    expect(DEFAULT_SHOP_CONFIG.backendLang).toBe('en');
    expect(DEFAULT_SHOP_CONFIG.importReviewsLayout).toBe('2');
    expect(DEFAULT_SHOP_CONFIG.storeFrontLeftReviewLimit).toBe('2');
    expect(DEFAULT_SHOP_CONFIG.otherEntries).toEqual({});
  });

  it("reads '1' as on and '2' as off for every flag", () => {
    fc.assert(
      fc.property(flagKey, (key) => {
        expect(parseShopConfig({ [key]: '1' }).flags[key]).toBe(true);
        expect(parseShopConfig({ [key]: '2' }).flags[key]).toBe(false);
      }),
    );
  });

  it('dismissing the setup guide hides it, dismissing the guide banner hides the banner', () => {
    const config = parseShopConfig({ hide_setup_guide: '1', is_guide_banner: '2' });
    expect(config.flags.hide_setup_guide).toBe(true);
    expect(config.flags.is_guide_banner).toBe(false);
  });

  it('falls back to the default for a value other than 1 or 2', () => {
    fc.assert(
      fc.property(
        flagKey,
        fc.string().filter((value) => !['0', '1', '2'].includes(value.trim())),
        (key, value) => {
          expect(parseShopConfig({ [key]: value }).flags[key]).toBe(DEFAULT_SHOP_CONFIG.flags[key]);
        },
      ),
    );
  });

  it("turns the NPS survey off with '0', as closing or submitting it does", () => {
    expect(shopConfigFlagEntry('is_show_nps', false)).toEqual({ key: 'is_show_nps', value: '0' });
    expect(parseShopConfigFlag('is_show_nps', '0')).toBe(false);
    expect(parseShopConfigFlag('is_show_nps', '2')).toBe(false);
    expect(parseShopConfigFlag('is_show_nps', '1')).toBe(true);
  });

  it("writes other flags as '1' or '2' for the key/value save", () => {
    expect(shopConfigFlagEntry('hide_setup_guide', true)).toEqual({ key: 'hide_setup_guide', value: '1' });
    expect(shopConfigFlagEntry('is_guide_banner', false)).toEqual({ key: 'is_guide_banner', value: '2' });
    expect(shopConfigFlagEntry('is_hide_refresh_tip', true)).toEqual({ key: 'is_hide_refresh_tip', value: '1' });
    expect(parseShopConfigFlag('clicked_auto_reviews', 1)).toBe(true);
  });

  it('reads a config sent as a JSON string', () => {
    expect(parseShopConfig('{"is_show_ad":"1"}').flags.is_show_ad).toBe(true);
    expect(parseShopConfig('not json')).toEqual(DEFAULT_SHOP_CONFIG);
  });

  it('changes one flag without touching the original config', () => {
    const updated = withShopConfigFlag(DEFAULT_SHOP_CONFIG, 'hide_setup_guide', true);
    expect(updated.flags.hide_setup_guide).toBe(true);
    expect(DEFAULT_SHOP_CONFIG.flags.hide_setup_guide).toBe(false);
    expect(serializeShopConfig(updated).hide_setup_guide).toBe('1');
  });
});

describe('shop config round trip', () => {
  const flagValues = fc.record(
    Object.fromEntries(
      SHOP_CONFIG_FLAG_KEYS.map((key) => [key, fc.constantFrom(...(key === 'is_show_nps' ? ['1', '0'] : ['1', '2']))]),
    ) as Record<ShopConfigFlagKey, fc.Arbitrary<string>>,
  );

  it("writes back exactly what the server sent, unknown keys included", () => {
    fc.assert(
      fc.property(
        flagValues,
        fc.constantFrom('en', 'de', 'pt-PT', 'zh-TW'),
        fc.constantFrom('1', '2'),
        fc.nat(1000).map(String),
        fc.constantFrom('A', 'B', 'C', 'D'),
        (flags, lang, layout, limit, group) => {
          const server = {
            ...flags,
            backend_lang: lang,
            import_reviews_layout: layout,
            store_front_left_review_limit: limit,
            shop_guide_group: group,
            future_setting: { nested: [1, 2] },
          };
          expect(serializeShopConfig(parseShopConfig(server))).toEqual(server);
        },
      ),
    );
  });

  it('writes defaults in place of unusable values', () => {
    const serialized = serializeShopConfig(
      parseShopConfig({ hide_setup_guide: 'yes', is_guide_banner: null, backend_lang: 'xx', import_reviews_layout: '3' }),
    );
    expect(serialized).toMatchObject({
      hide_setup_guide: '2',
      is_guide_banner: '1',
      backend_lang: 'en',
      import_reviews_layout: '2',
    });
  });
});

describe('non-boolean shop config keys', () => {
  it('resolves backend_lang to a supported admin language', () => {
    expect(parseShopConfig({ backend_lang: 'ja' }).backendLang).toBe('ja');
    expect(parseShopConfig({ backend_lang: 'de_AT' }).backendLang).toBe('de');
    expect(parseShopConfig({ backend_lang: 'xx' }).backendLang).toBe('en');
  });

  it("keeps import_reviews_layout '1' or '2', else '2'", () => {
    expect(parseImportReviewsLayout('1')).toBe('1');
    expect(parseImportReviewsLayout(2)).toBe('2');
    expect(parseImportReviewsLayout('3')).toBe('2');
    expect(parseImportReviewsLayout(undefined)).toBe('2');
  });

  it('keeps store_front_left_review_limit as any whole number, else 2', () => {
    expect(parseStoreFrontLeftReviewLimit('1')).toBe('1');
    expect(parseStoreFrontLeftReviewLimit('20')).toBe('20');
    expect(parseStoreFrontLeftReviewLimit(15)).toBe('15');
    for (const raw of ['-1', '2.5', 'abc', '', null]) {
      expect(parseStoreFrontLeftReviewLimit(raw)).toBe('2');
    }
  });
});
