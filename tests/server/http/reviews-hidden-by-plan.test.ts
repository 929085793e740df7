import { describe, expect, it } from 'vitest';
import { PLAN_ID_GROWTH_MONTHLY } from '../../../src/domain/plans/plan-catalog';
import { insertReviews } from '../support/review-fixtures';
import { addReviews, signInShop, updateShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const ADMIN = '/api/v1/admin';

/**
 * What the Free plan's 20 reviews per product hide, across every product (docs/product/plans-and-limits.md#reviews-shown-per-product):
 * the dashboard reads it in get_user_info, the plan page and its downgrade dialog in get_shop_pricing_plan.
 */
describe.each(TEST_DATABASES)('reviews hidden by the plan on $name', (target) => {
  const ctx = useTestServer(target);
  const get = async (token: string, path: string): Promise<any> => (await ctx.server.call('GET', path, { token })).json?.data;

  it('sums the reviews past the limit over every product that has more, and only published ones of this shop', async () => {
    const shop = await signInShop(ctx.server, 'hidden-many.myshopify.com');
    const other = await signInShop(ctx.server, 'hidden-other.myshopify.com');
    await addReviews(ctx.database.handle, shop, 'busiest', 73); // 53 hidden
    await addReviews(ctx.database.handle, shop, 'second', 30); // 10 hidden
    await addReviews(ctx.database.handle, shop, 'third', 21); // 1 hidden
    await addReviews(ctx.database.handle, shop, 'at-limit', 20); // none hidden
    await addReviews(ctx.database.handle, shop, 'under', 3);
    // Unpublished reviews are not on the storefront: 'under' stays under, 'third' gains nothing.
    await insertReviews(ctx.database.handle, shop, [
      ...Array.from({ length: 25 }, () => ({ productId: 'under', published: false })),
      ...Array.from({ length: 5 }, () => ({ productId: 'third', published: false })),
    ]);
    // Another shop's reviews of the same product ids count for that shop only.
    await addReviews(ctx.database.handle, other, 'at-limit', 40);
    await addReviews(ctx.database.handle, other, 'under', 40);

    const info = await get(shop.token, `${ADMIN}/get_user_info`);
    expect(info.reviewsCountInfo).toEqual({ max: 73, limit: 20, hidden: 64, hiddenProducts: 3, hiddenProductIds: ['busiest', 'second', 'third'] });
    expect(info.overage).toEqual({ isShow: true, num: 20 });
    expect((await get(shop.token, `${ADMIN}/get_shop_pricing_plan`)).review_quota_info).toEqual({
      max_product_review_count: 73,
      free_display_quota: 20,
      free_hidden_review_count: 64,
      free_hidden_product_count: 3,
    });
    expect((await get(other.token, `${ADMIN}/get_user_info`)).reviewsCountInfo).toMatchObject({ hidden: 40, hiddenProducts: 2 });
  });

  it('hides nothing on a paid plan, and says what Free would hide for the downgrade dialog', async () => {
    const shop = await signInShop(ctx.server, 'hidden-paid.myshopify.com');
    await addReviews(ctx.database.handle, shop, 'busiest', 45);
    await addReviews(ctx.database.handle, shop, 'second', 22);
    await updateShop(ctx.database.handle, shop, { pricingPlanId: PLAN_ID_GROWTH_MONTHLY });

    const info = await get(shop.token, `${ADMIN}/get_user_info`);
    expect(info.reviewsCountInfo).toEqual({ max: 45, limit: 0, hidden: 0, hiddenProducts: 0, hiddenProductIds: [] });
    expect(info.overage.isShow).toBe(false);
    expect((await get(shop.token, `${ADMIN}/get_shop_pricing_plan`)).review_quota_info).toMatchObject({
      free_hidden_review_count: 27,
      free_hidden_product_count: 2,
    });
  });

  it('hides nothing while every product is at or under the limit', async () => {
    const shop = await signInShop(ctx.server, 'hidden-none.myshopify.com');
    await addReviews(ctx.database.handle, shop, 'at-limit', 20);
    expect((await get(shop.token, `${ADMIN}/get_user_info`)).reviewsCountInfo).toEqual({ max: 20, limit: 20, hidden: 0, hiddenProducts: 0, hiddenProductIds: [] });
  });
});
