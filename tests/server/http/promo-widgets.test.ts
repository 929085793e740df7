import { and, eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { storefrontMetafields } from '../../../server/infrastructure/db/schema';
import { CHECKOUT_PROMPT_METAFIELD, readOrderReviewSettings } from '../../../src/domain/collect/checkout-review-prompt';
import { DEFAULT_ORDER_REVIEW_SETTINGS, DEFAULT_REFERRAL_SETTINGS } from '../../../src/domain/storefront/promo-widget-settings';
import { DEMO_SHOP_DOMAIN } from '../../../src/domain/shop/shop-domain';
import { PLAN_ID_GROWTH_MONTHLY } from '../../../src/domain/plans/plan-catalog';
import { addCatalog, productWithVariants } from '../support/catalog-fixtures';
import { insertReviews } from '../support/review-fixtures';
import { type SignedInShop, signInShop, updateShop } from '../support/shop-fixtures';
import { proxyCall } from '../support/storefront-proxy';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const ADMIN = '/api/v1/admin';
const XSS = '<img src=x onerror="window.__pwned = 1">';

describe.each(TEST_DATABASES)('the referral widget and the order review prompt on $name', (target) => {
  const ctx = useTestServer(target);
  const call = (shop: SignedInShop, method: 'GET' | 'POST', name: string, body?: unknown) => ctx.server.call(method, `${ADMIN}/${name}`, { token: shop.token, ...(body === undefined ? {} : { body }) });
  const storefrontSettings = async (shop: SignedInShop) => {
    await ctx.server.storefrontSync.drain();
    const [row] = await ctx.database.handle.db
      .select()
      .from(storefrontMetafields)
      .where(and(eq(storefrontMetafields.shopId, shop.id), eq(storefrontMetafields.ownerId, ''), eq(storefrontMetafields.key, 'settings')));
    return JSON.parse(row!.value) as { referral: Record<string, unknown>; order_review: Record<string, unknown> };
  };

  it('starts the referral offer switched off, saves a 10% reward and the storefront gets it as text', async () => {
    const shop = await signInShop(ctx.server, 'referral-save.myshopify.com');
    // The Free plan's widget allowance is full from the start (plan-gates.test.ts): a paid shop switches one more on.
    await updateShop(ctx.database.handle, shop, { pricingPlanId: PLAN_ID_GROWTH_MONTHLY });
    expect((await call(shop, 'GET', 'get_referral_offer_setting')).json?.data).toEqual(DEFAULT_REFERRAL_SETTINGS);
    const saved = await call(shop, 'POST', 'set_referral_setting', { is_active: '1', friend_discount_value: 10, advocate_discount_type: 2, advocate_discount_value: 7.5, title_text: 'Friends save {{Discount_amount}}' });
    expect(saved.status).toBe(200);
    expect(saved.json?.data).toEqual({ ...DEFAULT_REFERRAL_SETTINGS, is_active: '1', friend_discount_value: 10, advocate_discount_type: 2, advocate_discount_value: 7.5, title_text: 'Friends save {{Discount_amount}}' });
    expect((await storefrontSettings(shop)).referral).toMatchObject({ is_active: '1', friend_reward: '10%', advocate_reward: '$7.50', title: 'Friends save 10%', description: '' });
  });

  it('refuses a reward outside its discount rule with a 422 naming the field, and changes nothing', async () => {
    const shop = await signInShop(ctx.server, 'referral-invalid.myshopify.com');
    for (const [body, message] of [
      [{ friend_discount_value: 120 }, 'friend_discount_value: a percent discount must be greater than 0 and at most 100'],
      [{ advocate_discount_value: 0 }, 'advocate_discount_value: a percent discount must be greater than 0 and at most 100'],
      [{ friend_discount_type: 2, friend_discount_value: 5.555 }, 'friend_discount_value: a fixed discount may have at most two decimals'],
      [{ friend_discount_type: 3 }, 'friend_discount_type: 3 is not one of 1 (percent), 2 (fixed amount)'],
      [{ bg_color: 'blue' }, 'bg_color: must be a colour as #RRGGBB'],
      [{ position: 'top' }, 'position: "top" is not one of inline, bottom-left, bottom-right'],
      [{}, 'must change at least one setting'],
    ] as const) {
      const response = await call(shop, 'POST', 'set_referral_setting', body);
      expect(response.status, message).toBe(422);
      expect(response.json?.code).not.toBe(0);
      expect(response.json?.message).toContain(message);
    }
    expect((await call(shop, 'GET', 'get_referral_offer_setting')).json?.data).toEqual(DEFAULT_REFERRAL_SETTINGS);
  });

  it('saves the order review prompt and refuses a bad value naming the field', async () => {
    const shop = await signInShop(ctx.server, 'order-review-save.myshopify.com');
    expect((await call(shop, 'GET', 'get_auto_leave_review_setting')).json?.data).toEqual(DEFAULT_ORDER_REVIEW_SETTINGS);
    const refused = await call(shop, 'POST', 'set_auto_leave_review_setting', { star_tap_action: 'email' });
    expect(refused.status).toBe(422);
    expect(refused.json?.message).toContain('star_tap_action');
    const saved = await call(shop, 'POST', 'set_auto_leave_review_setting', { heading_text: 'Rate your goods', star_color: '#AA0000' });
    expect(saved.json?.data).toEqual({ ...DEFAULT_ORDER_REVIEW_SETTINGS, heading_text: 'Rate your goods', star_color: '#aa0000' });
    expect((await storefrontSettings(shop)).order_review).toMatchObject({ heading_text: 'Rate your goods', star_color: '#aa0000' });
    // The checkout extension reads its own shop-owned copy: it cannot read the theme's app-data metafield.
    const [checkoutCopy] = await ctx.database.handle.db
      .select()
      .from(storefrontMetafields)
      .where(and(eq(storefrontMetafields.shopId, shop.id), eq(storefrontMetafields.ownerId, 'shop'), eq(storefrontMetafields.namespace, CHECKOUT_PROMPT_METAFIELD.namespace), eq(storefrontMetafields.key, CHECKOUT_PROMPT_METAFIELD.key)));
    expect(readOrderReviewSettings(checkoutCopy?.value)).toEqual({ ...DEFAULT_ORDER_REVIEW_SETTINGS, heading_text: 'Rate your goods', star_color: '#aa0000' });
  });

  it('previews both blocks with the unsaved settings, a title as text', async () => {
    const shop = await signInShop(ctx.server, 'promo-preview.myshopify.com');
    await addCatalog(ctx.database.handle, shop, { products: [productWithVariants('gid://shopify/Product/55', 'Wool Socks', ['Default Title'])] });
    await insertReviews(ctx.database.handle, shop, [{ productId: 'gid://shopify/Product/55' }]);
    const referral = await call(shop, 'POST', 'preview_widget', { widget: 'referral', settings: {}, referral: { is_active: '1', friend_discount_value: 10, title_text: `${XSS} {{Discount_amount}}` } });
    const referralPage = new JSDOM(referral.json?.data.html as string).window.document;
    expect(referralPage.querySelector('.starling-referral__title')?.textContent).toBe(`${XSS} 10%`);
    expect(referralPage.querySelectorAll('img')).toHaveLength(0);
    expect(referralPage.querySelector('.starling-referral__text')?.textContent).toContain('10%');
    const checkout = await call(shop, 'POST', 'preview_widget', { widget: 'checkout', settings: {}, order_review: { heading_text: 'Rate it' } });
    const checkoutPage = new JSDOM(checkout.json?.data.html as string).window.document;
    expect(checkoutPage.querySelector('.starling-order-review__heading')?.textContent).toBe('Rate it');
    expect(checkoutPage.querySelector('.starling-order-review__product')?.textContent).toBe('Wool Socks');
    expect(checkoutPage.querySelectorAll('.starling-order-review__star')).toHaveLength(5);
    const refused = await call(shop, 'POST', 'preview_widget', { widget: 'referral', settings: {}, referral: { friend_discount_type: 9 } });
    expect(refused.status).toBe(422);
  });

  it("gives a signed-in shopper a stable code of their own, only while the offer is on, for the proxy's shop", async () => {
    const shop = await signInShop(ctx.server, 'referral-link-a.myshopify.com');
    const other = await signInShop(ctx.server, 'referral-link-b.myshopify.com');
    const link = (target: SignedInShop, customer: string) => proxyCall(ctx.server, target.domain, 'GET', 'referral_link', { customer });
    expect((await link(shop, '501')).status).toBe(404);
    // The Free plan's widget allowance is full from the start (plan-gates.test.ts): a paid shop switches one more on.
    for (const each of [shop, other]) await updateShop(ctx.database.handle, each, { pricingPlanId: PLAN_ID_GROWTH_MONTHLY });
    for (const each of [shop, other]) await call(each, 'POST', 'set_referral_setting', { is_active: '1' });
    const first = (await link(shop, '501')).json?.data.code as string;
    expect(first).toMatch(/^501-[\w-]{12}$/);
    expect((await link(shop, '501')).json?.data.code).toBe(first);
    expect((await link(shop, '502')).json?.data.code).not.toBe(first);
    expect((await link(other, '501')).json?.data.code).not.toBe(first);
    expect((await link(shop, '')).json?.data).toEqual({ code: null, share_url: null });
    // Only the proxy's signed-in customer counts, never one named in the query.
    expect((await proxyCall(ctx.server, shop.domain, 'GET', 'referral_link', { query: { logged_in_customer_id: '501' } })).json?.data).toEqual({ code: null, share_url: null });
    // Unsigned, a customer id is worth nothing.
    expect((await ctx.server.call('GET', `/proxy/referral_link?shop=${shop.domain}&logged_in_customer_id=501`)).status).toBe(401);
  });

  it('shows the referral card on the demo home page and the prompt with a review form per product on its thank-you page', async () => {
    const shop = await signInShop(ctx.server, DEMO_SHOP_DOMAIN);
    await updateShop(ctx.database.handle, shop, { pricingPlanId: PLAN_ID_GROWTH_MONTHLY });
    await addCatalog(ctx.database.handle, shop, { products: [productWithVariants('gid://shopify/Product/901', 'Apron', ['Default Title']), productWithVariants('gid://shopify/Product/902', 'Bowl', ['Default Title'])] });
    await call(shop, 'POST', 'set_referral_setting', { is_active: '1', friend_discount_value: 10, description_text: XSS });
    await ctx.server.storefrontSync.drain();
    const home = await ctx.server.call('GET', '/demo-store');
    const homePage = new JSDOM(home.text).window.document;
    expect(homePage.querySelector('.starling-referral__title')?.textContent).toBe('Give your friends 10% off');
    expect(homePage.querySelector('.starling-referral__text')?.textContent).toBe(XSS);
    expect(homePage.querySelector('script[src="/demo-store/assets/starling-referral.js"]')).not.toBeNull();
    const thanks = await ctx.server.call('GET', '/demo-store/thank-you');
    const thanksPage = new JSDOM(thanks.text).window.document;
    expect([...thanksPage.querySelectorAll('.starling-order-review__product')].map((item) => item.textContent)).toEqual(['Apron', 'Bowl']);
    expect([...thanksPage.querySelectorAll('form[data-starling-form]')].map((form) => form.getAttribute('data-product-id'))).toEqual(['901', '902']);
    // The demo proxy signs the demo shopper in, as Shopify's proxy does for a signed-in customer.
    const code = await ctx.server.call('GET', '/demo-store/apps/starling/referral_link?logged_in_customer_id=1');
    expect(code.json?.data.code).toMatch(/^7001-/);
  });
});
