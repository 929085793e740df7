import { describe, expect, it } from 'vitest';
import { PLAN_ID_STARTER_MONTHLY } from '../../../src/domain/plans/plan-catalog';
import { type SignedInShop, signInShop, updateShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

/** The plan gates of docs/product/plan-permissions.md that the server enforces on its own calls. */

const ADMIN = '/api/v1/admin';

describe.each(TEST_DATABASES)('plan gates on $name', (target) => {
  const ctx = useTestServer(target);
  const post = (shop: SignedInShop, path: string, body: unknown) => ctx.server.call('POST', path, { token: shop.token, body });
  const get = async (shop: SignedInShop, path: string): Promise<any> => (await ctx.server.call('GET', path, { token: shop.token })).json?.data;

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
