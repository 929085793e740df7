import { describe, expect, it } from 'vitest';
import { PLAN_ID_GROWTH_MONTHLY } from '../../../src/domain/plans/plan-catalog';
import { addReviews, signInShop, updateShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const ADMIN = '/api/v1/admin';

const ALL_BANNERS_SHOWN = {
  home_setup_guide: '1',
  home_top_ad: '1',
  wiio: '1',
  parcel_panel: '1',
  langwill: '1',
  seoant: '1',
  loloyal: '1',
};

describe.each(TEST_DATABASES)('banners, theme status and the review display limit on $name', (target) => {
  const ctx = useTestServer(target);

  const get = async (token: string, path: string): Promise<any> => (await ctx.server.call('GET', path, { token })).json?.data;

  describe('banner display setting', () => {
    it('shows every banner of the product docs to a new shop', async () => {
      const { token } = await signInShop(ctx.server, 'banners-new.myshopify.com');
      expect(await get(token, `${ADMIN}/get_banner_display_setting`)).toEqual(ALL_BANNERS_SHOWN);
    });

    it('saves dismissals, numbers as strings, and returns every banner', async () => {
      const { token } = await signInShop(ctx.server, 'banners-save.myshopify.com');
      const response = await ctx.server.call('POST', `${ADMIN}/set_banner_display_setting`, { token, body: { wiio: '2', home_top_ad: 2 } });
      expect(response.status).toBe(200);
      expect(response.json?.data).toEqual({ ...ALL_BANNERS_SHOWN, wiio: '2', home_top_ad: '2' });
      await ctx.server.call('POST', `${ADMIN}/set_banner_display_setting`, { token, body: { wiio: '1' } });
      expect(await get(token, `${ADMIN}/get_banner_display_setting`)).toEqual({ ...ALL_BANNERS_SHOWN, home_top_ad: '2' });
    });

    it.each([
      [{ wiio: '2', not_a_banner: '2' }, 'not_a_banner: is not a known setting'],
      [{ wiio: '2', langwill: '0' }, "langwill: must be '1' or '2'"],
      [{ seoant: 'hidden' }, "seoant: must be '1' or '2'"],
      [{}, 'body: must contain at least one setting'],
    ])('refuses %j with a 422 naming the key, and writes nothing', async (body, message) => {
      const { token } = await signInShop(ctx.server, 'banners-invalid.myshopify.com');
      const response = await ctx.server.call('POST', `${ADMIN}/set_banner_display_setting`, { token, body });
      expect(response.status).toBe(422);
      expect(response.json?.message).toBe(message);
      expect(await get(token, `${ADMIN}/get_banner_display_setting`)).toEqual(ALL_BANNERS_SHOWN);
    });
  });

  describe('theme app embed and app block', () => {
    it('reports both off for a new shop, with theme editor links on its myshopify domain', async () => {
      const { token } = await signInShop(ctx.server, 'theme-off.myshopify.com');
      expect(await get(token, `${ADMIN}/get_core_app_embeds_status`)).toEqual({
        app_embeds_enabled: 0,
        url: 'https://theme-off.myshopify.com/admin/themes/current/editor?context=apps',
      });
      expect(await get(token, `${ADMIN}/get_app_block_status`)).toEqual({
        is_app_block_added: 0,
        url: 'https://theme-off.myshopify.com/admin/themes/current/editor?template=product',
      });
    });

    it('reports each one on once the theme has it', async () => {
      const shop = await signInShop(ctx.server, 'theme-on.myshopify.com');
      await updateShop(ctx.database.handle, shop, { themeEmbedEnabled: true });
      expect(await get(shop.token, `${ADMIN}/get_core_app_embeds_status`)).toMatchObject({ app_embeds_enabled: 1 });
      expect(await get(shop.token, `${ADMIN}/get_app_block_status`)).toMatchObject({ is_app_block_added: 0 });
      await updateShop(ctx.database.handle, shop, { themeAppBlockEnabled: true });
      expect(await get(shop.token, `${ADMIN}/get_app_block_status`)).toMatchObject({ is_app_block_added: 1 });
    });
  });

  describe('review display limit (get_user_info, which the dashboard reads)', () => {
    const limitOf = async (token: string) => {
      const info = await get(token, `${ADMIN}/get_user_info`);
      return { overage: info.overage, reviewsCountInfo: info.reviewsCountInfo };
    };

    it('is not limited on the Free plan while no product has more than 20 reviews', async () => {
      const shop = await signInShop(ctx.server, 'limit-at.myshopify.com');
      expect(await limitOf(shop.token)).toEqual({ overage: { isShow: false, num: 20 }, reviewsCountInfo: { max: 0, limit: 20, hidden: 0, hiddenProducts: 0, hiddenProductIds: [] } });
      await addReviews(ctx.database.handle, shop, 'product-1', 20);
      await addReviews(ctx.database.handle, shop, 'product-2', 15);
      expect(await limitOf(shop.token)).toEqual({ overage: { isShow: false, num: 20 }, reviewsCountInfo: { max: 20, limit: 20, hidden: 0, hiddenProducts: 0, hiddenProductIds: [] } });
    });

    it('is limited on the Free plan once one product has 21 reviews, and not on a paid plan', async () => {
      const shop = await signInShop(ctx.server, 'limit-over.myshopify.com');
      await addReviews(ctx.database.handle, shop, 'product-1', 21);
      expect(await limitOf(shop.token)).toEqual({ overage: { isShow: true, num: 20 }, reviewsCountInfo: { max: 21, limit: 20, hidden: 1, hiddenProducts: 1, hiddenProductIds: ['product-1'] } });
      await updateShop(ctx.database.handle, shop, { pricingPlanId: PLAN_ID_GROWTH_MONTHLY });
      expect(await limitOf(shop.token)).toEqual({ overage: { isShow: false, num: 20 }, reviewsCountInfo: { max: 21, limit: 0, hidden: 0, hiddenProducts: 0, hiddenProductIds: [] } });
    });
  });
});
