import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storefrontSyncQueue } from '../../../server/infrastructure/db/schema';
import { PLAN_ID_GROWTH_MONTHLY, PLAN_ID_STARTER_MONTHLY } from '../../../src/domain/plans/plan-catalog';
import { FREE_PLAN_STOREFRONT_WIDGETS } from '../../../src/domain/plans/feature-matrix';
import { type SignedInShop, signInShop, updateShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

/** The plan gates of docs/product/plan-permissions.md that the server enforces on its own calls. */

const ADMIN = '/api/v1/admin';
const SIDE_TAB = `${ADMIN}/set_sidetab_settings`;
const SUMMARY = '/api/v1/product/set_review_summary_setting';
const REFERRAL = `${ADMIN}/set_referral_setting`;
const WIDGET_LIMIT_MESSAGE = `is_active: the Free plan shows at most ${FREE_PLAN_STOREFRONT_WIDGETS} storefront widgets at once; switch one off or upgrade your plan`;

describe.each(TEST_DATABASES)('plan gates on $name', (target) => {
  const ctx = useTestServer(target);
  const post = (shop: SignedInShop, path: string, body: unknown) => ctx.server.call('POST', path, { token: shop.token, body });
  const get = async (shop: SignedInShop, path: string): Promise<any> => (await ctx.server.call('GET', path, { token: shop.token })).json?.data;

  describe('storefront widgets switched on', () => {
    it(`a Free shop has ${FREE_PLAN_STOREFRONT_WIDGETS} on from the start and cannot switch on one more; nothing of the save lands`, async () => {
      const shop = await signInShop(ctx.server, 'gate-widgets-free.myshopify.com');
      const refused = await post(shop, SIDE_TAB, { is_active: '1', position: 'left' });
      expect(refused.status).toBe(409);
      expect(refused.json).toEqual({ code: 40910, message: WIDGET_LIMIT_MESSAGE, data: { plan_limit: 'storefront_widgets', allowed: FREE_PLAN_STOREFRONT_WIDGETS, plan_name: 'Free' } });
      expect(await get(shop, `${ADMIN}/get_sidetab_settings`)).toMatchObject({ is_active: '2', position: 'right' });
    });

    it('a Free shop switches one off, then another on', async () => {
      const shop = await signInShop(ctx.server, 'gate-widgets-swap.myshopify.com');
      expect((await post(shop, SUMMARY, { is_active: '2' })).status).toBe(200);
      expect((await post(shop, SIDE_TAB, { is_active: '1' })).status).toBe(200);
      expect(await get(shop, `${ADMIN}/get_sidetab_settings`)).toMatchObject({ is_active: '1' });
      // Back at the limit: the summary cannot come back on.
      expect((await post(shop, SUMMARY, { is_active: '1' })).json?.message).toBe(WIDGET_LIMIT_MESSAGE);
    });

    it('every widget save is counted: the reviews widget, the carousel on the home page alone, store reviews and the Q&A page', async () => {
      const shop = await signInShop(ctx.server, 'gate-widgets-paths.myshopify.com');
      expect((await post(shop, SUMMARY, { is_active: '2' })).status).toBe(200);
      expect((await post(shop, `${ADMIN}/save_card_carousel_setting`, { is_active: '2', is_activate_home_reviews: '2' })).status).toBe(200);
      expect((await post(shop, `${ADMIN}/set_qa_settings`, { is_active: 0 })).status).toBe(200);
      // Three places free: store reviews (through the reviews widget's settings), the side tab and the referral card take them.
      expect((await post(shop, `${ADMIN}/set_review_widget_settings`, { is_active_store_review: '1' })).status).toBe(200);
      expect((await post(shop, SIDE_TAB, { is_active: '1' })).status).toBe(200);
      expect((await post(shop, REFERRAL, { is_active: '1' })).status).toBe(200);

      const refusals = [
        await post(shop, `${ADMIN}/save_card_carousel_setting`, { is_activate_home_reviews: '1' }),
        await post(shop, `${ADMIN}/set_qa_settings`, { is_active: 1 }),
        await post(shop, SUMMARY, { is_active: '1' }),
      ];
      expect(refusals.map((answer) => [answer.status, answer.json?.code])).toEqual([
        [409, 40910],
        [409, 40910],
        [409, 40910],
      ]);
      expect(await get(shop, `${ADMIN}/get_card_carousel_setting`)).toMatchObject({ is_active: '2', is_activate_home_reviews: '2' });
      expect(await get(shop, `${ADMIN}/get_qa_settings`)).toMatchObject({ is_active: 0 });
    });

    it('a refused save queues no storefront sync', async () => {
      const shop = await signInShop(ctx.server, 'gate-widgets-queue.myshopify.com');
      const queued = async () => (await ctx.database.handle.db.select().from(storefrontSyncQueue).where(eq(storefrontSyncQueue.shopId, shop.id))).length;
      await ctx.database.handle.db.delete(storefrontSyncQueue).where(eq(storefrontSyncQueue.shopId, shop.id));
      expect((await post(shop, `${ADMIN}/set_store_review_setting`, { is_active_store_review: '1', title: 'Refused' })).status).toBe(409);
      expect(await queued()).toBe(0);
      expect(await get(shop, `${ADMIN}/get_store_review_setting`)).toMatchObject({ is_active_store_review: '2' });
    });

    it('saving other fields of a switched-on widget at the limit is allowed', async () => {
      const shop = await signInShop(ctx.server, 'gate-widgets-edit.myshopify.com');
      expect((await post(shop, SUMMARY, { is_active: '1', show_histogram: '2' })).status).toBe(200);
    });

    it('a paid shop switches every widget on; after a downgrade it keeps them but cannot add one', async () => {
      const shop = await signInShop(ctx.server, 'gate-widgets-paid.myshopify.com');
      await updateShop(ctx.database.handle, shop, { pricingPlanId: PLAN_ID_GROWTH_MONTHLY });
      expect((await post(shop, SIDE_TAB, { is_active: '1' })).status).toBe(200);
      expect((await post(shop, `${ADMIN}/set_store_review_setting`, { is_active_store_review: '1' })).status).toBe(200);
      await updateShop(ctx.database.handle, shop, { pricingPlanId: 2 });
      expect((await post(shop, SIDE_TAB, { position: 'left' })).status).toBe(200);
      expect((await post(shop, REFERRAL, { is_active: '1' })).status).toBe(409);
    });
  });

  describe('the "Powered by" line', () => {
    it('a Free shop cannot set is_remove_powered_by_show; a paid one can', async () => {
      const free = await signInShop(ctx.server, 'gate-branding-free.myshopify.com');
      const refused = await post(free, `${ADMIN}/save_shop_config`, { is_remove_powered_by_show: '1' });
      expect(refused.status).toBe(409);
      expect(refused.json?.message).toBe('is_remove_powered_by_show: removing the branding needs a paid plan (remove_branding)');
      expect(await get(free, `${ADMIN}/get_shop_configs`)).toMatchObject({ is_remove_powered_by_show: '2' });
      // Keeping it off is always allowed.
      expect((await post(free, `${ADMIN}/save_shop_config`, { key: 'is_remove_powered_by_show', value: '2' })).status).toBe(200);

      const paid = await signInShop(ctx.server, 'gate-branding-paid.myshopify.com');
      await updateShop(ctx.database.handle, paid, { pricingPlanId: PLAN_ID_STARTER_MONTHLY });
      expect((await post(paid, `${ADMIN}/save_shop_config`, { is_remove_powered_by_show: '1' })).status).toBe(200);
      expect(await get(paid, `${ADMIN}/get_shop_configs`)).toMatchObject({ is_remove_powered_by_show: '1' });
    });
  });
});
