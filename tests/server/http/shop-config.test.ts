import { describe, expect, it } from 'vitest';
import { MS_PER_DAY } from '../../../src/domain/shared/time';
import { addOrdersWithReviewRequests, signInShop, updateShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const ADMIN = '/api/v1/admin';

/** docs/product/spec-map.md §3's shop config flags, plus is_guide_banner, as a new shop gets them. */
const NEW_SHOP_CONFIG = {
  store_front_left_review_limit: '2',
  is_recommended_app_show: '2',
  is_remove_powered_by_show: '2',
  hide_setup_guide: '2',
  backend_lang: 'en',
  show_batch_del_btn: '2',
  import_tip_move_to_bottom: '2',
  is_show_instagram: '2',
  is_hide_refresh_tip: '2',
  // The domain writes an NPS survey that is off as '0', the value closing it saves.
  is_show_nps: '0',
  show_attribute_banner: '2',
  import_reviews_layout: '2',
  clicked_custom_referral: '2',
  clicked_custom_reviews_widget_btn: '2',
  clicked_migrate_reviews_btn: '2',
  clicked_guide_discount_show: '2',
  enable_review_request_1st_email: '2',
  clicked_auto_reviews: '2',
  hide_case_study_card_dashboard: '2',
  hide_case_study_card_plan: '2',
  source_guide_save_widget: '2',
  is_show_widget_switches: '2',
  is_show_ad: '2',
  is_guide_banner: '1',
};

describe.each(TEST_DATABASES)('shop config calls on $name', (target) => {
  const ctx = useTestServer(target);

  const configsOf = async (token: string): Promise<any> => (await ctx.server.call('GET', `${ADMIN}/get_shop_configs`, { token })).json?.data;
  const save = (token: string, body: unknown) => ctx.server.call('POST', `${ADMIN}/save_shop_config`, { token, body });
  /** The group the setup guide follows (get_new_setup_guide, which derives and saves it on its first read). */
  const guideGroupOf = async (token: string): Promise<string> => (await ctx.server.call('GET', `${ADMIN}/get_new_setup_guide`, { token })).json?.data.group as string;

  it('gives a new shop every flag of the product docs with its default, as strings', async () => {
    const { token } = await signInShop(ctx.server, 'config-defaults.myshopify.com');
    const response = await ctx.server.call('GET', `${ADMIN}/get_shop_configs`, { token });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ code: 0 });
    expect(response.json?.data).toEqual(NEW_SHOP_CONFIG);
  });

  it('saves several keys at once, stores numbers as strings, and returns the saved config', async () => {
    const { token } = await signInShop(ctx.server, 'config-save.myshopify.com');
    const response = await save(token, { hide_setup_guide: 1, backend_lang: 'ja', is_show_nps: '0', import_reviews_layout: '1', shop_guide_group: 'C' });
    expect(response.status).toBe(200);
    expect(response.json?.data).toEqual({
      ...NEW_SHOP_CONFIG,
      hide_setup_guide: '1',
      backend_lang: 'ja',
      is_show_nps: '0',
      import_reviews_layout: '1',
      shop_guide_group: 'C',
    });
    expect(await configsOf(token)).toEqual(response.json?.data);
    const info = await ctx.server.call('GET', `${ADMIN}/get_user_info`, { token });
    expect(info.json?.data.shopConfig).toMatchObject({ hide_setup_guide: '1', backend_lang: 'ja', is_show_nps: '0' });
  });

  it('reads the guide group as the domain does, case and spaces ignored, and stores it upper case', async () => {
    const { token } = await signInShop(ctx.server, 'config-group-case.myshopify.com');
    const response = await save(token, { shop_guide_group: ' d ' });
    expect(response.status).toBe(200);
    expect(response.json?.data).toMatchObject({ shop_guide_group: 'D' });
    expect(await guideGroupOf(token)).toBe('D');
  });

  it('takes the generic key/value save of the product docs, with or without a type', async () => {
    const { token } = await signInShop(ctx.server, 'config-key-value.myshopify.com');
    const first = await save(token, { key: 'is_hide_refresh_tip', value: 1, type: 1 });
    expect(first.status).toBe(200);
    expect(first.json?.data).toMatchObject({ is_hide_refresh_tip: '1' });
    await save(token, { key: 'is_guide_banner', value: '2' });
    await save(token, { key: 'store_front_left_review_limit', value: '35' });
    expect(await configsOf(token)).toMatchObject({ is_hide_refresh_tip: '1', is_guide_banner: '2', store_front_left_review_limit: '35' });
  });

  it.each([
    [{ hide_setup_guide: '1', no_such_flag: '1' }, 'no_such_flag: is not a known setting'],
    [{ key: 'no_such_flag', value: '1' }, 'no_such_flag: is not a known setting'],
    [{ hide_setup_guide: '1', is_show_ad: '3' }, "is_show_ad: must be '1' or '2'"],
    [{ hide_setup_guide: 'yes' }, "hide_setup_guide: must be '1' or '2'"],
    [{ hide_setup_guide: 1.5 }, "hide_setup_guide: must be '1' or '2'"],
    [{ hide_setup_guide: '0' }, "hide_setup_guide: must be '1' or '2'"],
    [{ hide_setup_guide: null }, "hide_setup_guide: must be '1' or '2'"],
    [{ is_show_nps: '3' }, "is_show_nps: must be '1', '2' or '0'"],
    [{ backend_lang: 'xx' }, 'backend_lang: must be one of en, cs, da, de, es, fr, it, nl, no, pl, pt, pt-PT, fi, sv, tr, th, ja, zh-CN, zh-TW, ko'],
    [{ backend_lang: 'EN' }, 'backend_lang: must be one of'],
    [{ import_reviews_layout: '3' }, "import_reviews_layout: must be '1' or '2'"],
    [{ shop_guide_group: 'E' }, 'shop_guide_group: must be one of A, B, C, D'],
    [{ shop_guide_group: 'AB' }, 'shop_guide_group: must be one of A, B, C, D'],
    [{ store_front_left_review_limit: '-1' }, 'store_front_left_review_limit: must be a whole number of 0 or more'],
    [{ key: 'hide_setup_guide', value: '9', type: 1 }, "hide_setup_guide: must be '1' or '2'"],
    [{ key: 5, value: '1' }, 'key: must be a setting name'],
    [{ key: 'hide_setup_guide' }, 'value: must be a string or a number'],
    [{ key: 'hide_setup_guide', value: '1', shop: 'other.myshopify.com' }, 'shop: is not a known field'],
    [{}, 'body: must contain at least one setting'],
    [['hide_setup_guide'], 'body: must be a JSON object'],
    ['"1"', 'body: must be a JSON object'],
  ])('refuses %j with a 422 naming the key, and writes nothing', async (body, message) => {
    const { token } = await signInShop(ctx.server, 'config-invalid.myshopify.com');
    const before = await configsOf(token);
    const response = await save(token, body);
    expect(response.status).toBe(422);
    expect(response.json?.code).toBe(42200);
    expect(response.json?.message).toContain(message);
    expect(response.json?.message.startsWith(message.split(':')[0]!)).toBe(true);
    expect(await configsOf(token)).toEqual(before);
  });

  describe('the guide group', () => {
    it('derives group A for a new shop without orders on the guide\'s first read, saves it, then keeps it', async () => {
      const shop = await signInShop(ctx.server, 'guide-new.myshopify.com');
      expect(await configsOf(shop.token)).not.toHaveProperty('shop_guide_group');
      expect(await guideGroupOf(shop.token)).toBe('A');
      expect(await configsOf(shop.token)).toMatchObject({ shop_guide_group: 'A' });
      // A shop never changes group, even once it has orders.
      await addOrdersWithReviewRequests(ctx.database.handle, shop, 3);
      expect(await guideGroupOf(shop.token)).toBe('A');
      expect(await configsOf(shop.token)).toMatchObject({ shop_guide_group: 'A' });
    });

    it.each([
      [0, 31, 'B'],
      [3, 0, 'C'],
      [2, 30, 'A'],
      [5, 45, 'D'],
    ])('derives from %i order requests and %i days since install the group %s', async (orderRequests, days, group) => {
      const shop = await signInShop(ctx.server, `guide-${orderRequests}-${days}.myshopify.com`);
      await updateShop(ctx.database.handle, shop, { installedAt: new Date(Date.now() - days * MS_PER_DAY - 60_000) });
      await addOrdersWithReviewRequests(ctx.database.handle, shop, orderRequests);
      expect(await guideGroupOf(shop.token)).toBe(group);
      expect(await configsOf(shop.token)).toMatchObject({ shop_guide_group: group });
    });
  });
});
