import { and, eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { storefrontMetafields } from '../../../server/infrastructure/db/schema';
import { DEMO_SHOP_DOMAIN } from '../../../src/domain/shop/shop-domain';
import { DEFAULT_SIDE_TAB_SETTINGS, DEFAULT_STORE_REVIEW_SETTINGS, STORE_REVIEW_PRODUCT_ID } from '../../../src/domain/storefront/store-review-widgets';
import { PLAN_ID_GROWTH_MONTHLY } from '../../../src/domain/plans/plan-catalog';
import { insertReviews } from '../support/review-fixtures';
import { type SignedInShop, signInShop, updateShop } from '../support/shop-fixtures';
import { proxyCall } from '../support/storefront-proxy';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const ADMIN = '/api/v1/admin';
const PRODUCT = 'gid://shopify/Product/501';
const XSS = '<img src=x onerror="window.__pwned = 1">';

describe.each(TEST_DATABASES)('store reviews and the side tab on $name', (target) => {
  const ctx = useTestServer(target);
  const admin = (shop: SignedInShop, method: 'GET' | 'POST', path: string, body?: unknown) =>
    ctx.server.call(method, `${ADMIN}/${path}`, { token: shop.token, ...(body === undefined ? {} : { body }) });
  const growthShop = async (domain: string) => {
    const shop = await signInShop(ctx.server, domain);
    await updateShop(ctx.database.handle, shop, { pricingPlanId: PLAN_ID_GROWTH_MONTHLY });
    return shop;
  };
  const storeReview = { rating: 4, title: 'Fast shipping', body: 'Arrived in two days', name: 'Mia Lund', email: 'mia@example.com' };

  it('keeps one switch for store reviews, shared with the reviews widget, and saves only the fields sent', async () => {
    const shop = await signInShop(ctx.server, 'store-settings.myshopify.com');
    // The Free plan's widget allowance is full from the start (plan-gates.test.ts): a paid shop switches one more on.
    await updateShop(ctx.database.handle, shop, { pricingPlanId: PLAN_ID_GROWTH_MONTHLY });
    expect((await admin(shop, 'GET', 'get_store_review_setting')).json?.data).toEqual(DEFAULT_STORE_REVIEW_SETTINGS);
    const saved = await admin(shop, 'POST', 'set_store_review_setting', { is_active_store_review: '1', title: 'What shoppers say', star_color: '#AA0000' });
    expect(saved.json?.data).toEqual({ ...DEFAULT_STORE_REVIEW_SETTINGS, is_active_store_review: '1', title: 'What shoppers say', star_color: '#aa0000' });
    expect((await admin(shop, 'GET', 'get_review_widget_settings')).json?.data.is_active_store_review).toBe('1');
    await admin(shop, 'POST', 'set_review_widget_settings', { is_active_store_review: '2' });
    expect((await admin(shop, 'GET', 'get_store_review_setting')).json?.data).toMatchObject({ is_active_store_review: '2', title: 'What shoppers say' });
  });

  it('refuses bad settings with a 422 naming the field, and changes nothing', async () => {
    const shop = await signInShop(ctx.server, 'store-invalid.myshopify.com');
    for (const [path, body, field] of [
      ['set_store_review_setting', { title_color: 'blue' }, 'title_color'],
      ['set_store_review_setting', { is_allow_write: 'yes' }, 'is_allow_write'],
      ['set_store_review_setting', { title: 'x'.repeat(101) }, 'title'],
      ['set_sidetab_settings', { position: 'top' }, 'position'],
      ['set_sidetab_settings', { page_url: 'https://evil.example' }, 'page_url'],
      ['set_sidetab_settings', {}, 'must change at least one setting'],
    ] as const) {
      const response = await admin(shop, 'POST', path, body);
      expect(response.status, field).toBe(422);
      expect(response.json?.code).not.toBe(0);
      expect(response.json?.message).toContain(field);
    }
    expect((await admin(shop, 'GET', 'get_store_review_setting')).json?.data).toEqual(DEFAULT_STORE_REVIEW_SETTINGS);
    expect((await admin(shop, 'GET', 'get_sidetab_settings')).json?.data).toEqual(DEFAULT_SIDE_TAB_SETTINGS);
  });

  it('takes a store review through submit_review only while the shop takes them (422 naming product_id otherwise)', async () => {
    const shop = await growthShop('store-submit.myshopify.com');
    const off = await proxyCall(ctx.server, shop.domain, 'POST', 'submit_review', { body: storeReview });
    expect(off.status).toBe(422);
    expect(off.json?.message).toBe('product_id: is required: this shop does not take store reviews');
    await admin(shop, 'POST', 'set_store_review_setting', { is_active_store_review: '1', is_allow_write: '2' });
    expect((await proxyCall(ctx.server, shop.domain, 'POST', 'submit_review', { body: storeReview })).status).toBe(422);
    await admin(shop, 'POST', 'set_store_review_setting', { is_allow_write: '1' });
    const taken = await proxyCall(ctx.server, shop.domain, 'POST', 'submit_review', { body: storeReview });
    expect(taken.json).toMatchObject({ code: 0, data: { status: 'published' } });
    // The merchant finds it in /reviewList as a review of the shop, not of a product.
    const listed = (await admin(shop, 'GET', 'get_reviews?page_size=10')).json?.data.list as { product_id: string; title: string }[];
    expect(listed).toEqual([expect.objectContaining({ product_id: STORE_REVIEW_PRODUCT_ID, title: 'Fast shipping' })]);
  });

  it('writes the store reviews to a shop-level metafield and pages them through the proxy with the cache headers', async () => {
    const shop = await growthShop('store-pages.myshopify.com');
    await admin(shop, 'POST', 'set_store_review_setting', { is_active_store_review: '1' });
    await insertReviews(ctx.database.handle, shop, [
      { productId: STORE_REVIEW_PRODUCT_ID, rating: 5, authorName: 'Ann Lee', body: 'Lovely shop', commentedAt: new Date('2026-03-03T00:00:00Z') },
      { productId: STORE_REVIEW_PRODUCT_ID, rating: 3, authorName: 'Held Back', body: 'Not yet', published: false },
      { productId: PRODUCT, rating: 4, authorName: 'Bo Kim', body: 'Good apron', commentedAt: new Date('2026-03-04T00:00:00Z') },
    ]);
    await ctx.server.storefrontSync.drain();
    const [metafield] = await ctx.database.handle.db
      .select()
      .from(storefrontMetafields)
      .where(and(eq(storefrontMetafields.shopId, shop.id), eq(storefrontMetafields.ownerId, ''), eq(storefrontMetafields.key, 'store_reviews')));
    const firstPage = JSON.parse(metafield!.value) as { summary: { count: number }; reviews: { body: string }[]; json_ld?: unknown };
    expect(firstPage.summary.count).toBe(1);
    expect(firstPage.reviews.map((review) => review.body)).toEqual(['Lovely shop']);
    expect(firstPage.json_ld).toBeUndefined();

    const page = await proxyCall(ctx.server, shop.domain, 'GET', 'store_reviews', { query: { page: '1' } });
    expect((page.json?.data.reviews as { body: string }[]).map((review) => review.body)).toEqual(['Lovely shop']);
    expect(page.headers.get('cache-control')).toBe('public, max-age=60');
    const etag = page.headers.get('etag')!;
    expect((await proxyCall(ctx.server, shop.domain, 'GET', 'store_reviews', { query: { page: '1' }, headers: { 'If-None-Match': etag } })).status).toBe(304);
    // The side tab's list: product and store reviews together, newest first.
    const all = await proxyCall(ctx.server, shop.domain, 'GET', 'shop_reviews', {});
    expect((all.json?.data.reviews as { body: string }[]).map((review) => review.body)).toEqual(['Good apron', 'Lovely shop']);
    expect(all.headers.get('etag')).toBeTruthy();
    expect((await proxyCall(ctx.server, shop.domain, 'GET', 'shop_reviews', { query: { page: '0' } })).status).toBe(422);
  });

  it("answers only the signed shop's reviews, whatever a parameter names", async () => {
    const shop = await growthShop('store-tenant-a.myshopify.com');
    const other = await growthShop('store-tenant-b.myshopify.com');
    await insertReviews(ctx.database.handle, shop, [{ productId: STORE_REVIEW_PRODUCT_ID, body: 'Mine' }]);
    await insertReviews(ctx.database.handle, other, [{ productId: STORE_REVIEW_PRODUCT_ID, body: 'Not yours' }, { productId: PRODUCT, body: 'Not yours either' }]);
    for (const name of ['store_reviews', 'shop_reviews']) {
      const answer = await proxyCall(ctx.server, shop.domain, 'GET', name, { query: { shop_id: String(other.id), shop_domain: other.domain } });
      expect((answer.json?.data.reviews as { body: string }[]).map((review) => review.body), name).toEqual(['Mine']);
    }
    await admin(other, 'POST', 'set_sidetab_settings', { position: 'left' });
    expect((await admin(shop, 'GET', 'get_sidetab_settings')).json?.data.position).toBe('right');
  });

  it('creates the reviews page once, links the tab to it, and the demo storefront shows the tab and the store reviews there', async () => {
    const shop = await growthShop(DEMO_SHOP_DOMAIN);
    await admin(shop, 'POST', 'set_store_review_setting', { is_active_store_review: '1' });
    await admin(shop, 'POST', 'set_sidetab_settings', { is_active: '1', position: 'left', bg_color: '#123456' });
    await insertReviews(ctx.database.handle, shop, [{ productId: STORE_REVIEW_PRODUCT_ID, authorName: `Eve ${XSS}`, title: XSS, body: `</script>${XSS}` }]);
    const created = await admin(shop, 'POST', 'create_sidetab_review_page');
    expect(created.json?.data).toMatchObject({ url: '/pages/reviews', settings: { page_url: '/pages/reviews' } });
    expect((await admin(shop, 'POST', 'create_sidetab_review_page')).json?.data.url).toBe('/pages/reviews');
    await ctx.server.storefrontSync.drain();

    const response = await ctx.server.call('GET', '/demo-store/pages/reviews');
    expect(response.status).toBe(200);
    const document = new JSDOM(response.text).window.document;
    const block = document.querySelector('.starling-store-reviews')!;
    expect(block.querySelector('h2')?.textContent?.trim()).toBe('Store reviews');
    expect(block.querySelector('[data-field="title"]')?.textContent).toBe(XSS);
    expect(block.querySelector('img[onerror]')).toBeNull();
    expect(block.querySelector('form[data-starling-form]')?.getAttribute('data-product-id')).toBe('');
    const tab = document.querySelector('[data-starling-side-tab]')!;
    expect(tab.classList.contains('starling-side-tab--left')).toBe(true);
    expect(tab.getAttribute('style')).toContain('#123456');
    expect(tab.querySelector('button[aria-haspopup="dialog"]')?.textContent).toContain('Reviews');
    expect(tab.querySelector('dialog')?.getAttribute('aria-modal')).toBe('true');
    expect([...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'))).toContain('/demo-store/assets/starling-side-tab.js');

    // Linked to the page instead of the dialog, the tab is a link there.
    await admin(shop, 'POST', 'set_sidetab_settings', { action: 'page' });
    await ctx.server.storefrontSync.drain();
    const homeResponse = await ctx.server.call('GET', '/demo-store/collections/all');
    expect(homeResponse.status).toBe(200);
    const home = new JSDOM(homeResponse.text).window.document;
    expect(home.querySelector('a.starling-side-tab__button')?.getAttribute('href')).toBe('/demo-store/pages/reviews');
    expect(home.querySelector('nav a[href="/demo-store/pages/reviews"]')?.textContent).toBe('Reviews');
  });

  it("previews the store-reviews block and the side tab with unsaved settings, drawn by the extension's Liquid", async () => {
    const shop = await growthShop('store-preview.myshopify.com');
    await insertReviews(ctx.database.handle, shop, [
      { productId: STORE_REVIEW_PRODUCT_ID, authorName: 'Ann Lee', title: XSS, body: 'Lovely shop' },
      { productId: PRODUCT, authorName: 'Bo Kim', body: 'Good apron' },
    ]);
    const store = await admin(shop, 'POST', 'preview_widget', { widget: 'store-reviews', settings: {}, store_review: { title: 'Our shoppers', star_color: '#00aa00' } });
    expect(store.status).toBe(200);
    const storeDocument = new JSDOM(store.json?.data.html as string).window.document;
    expect(storeDocument.querySelector('.starling-store-reviews h2')?.textContent?.trim()).toBe('Our shoppers');
    expect(storeDocument.querySelector('.starling-store-reviews')?.getAttribute('style')).toContain('--starling-star: #00aa00');
    expect([...storeDocument.querySelectorAll('.starling-card__body')].map((body) => body.textContent)).toEqual(['Lovely shop']);
    expect(storeDocument.querySelector('[data-field="title"]')?.textContent).toBe(XSS);
    expect(storeDocument.querySelector('img[onerror]')).toBeNull();
    // Saved settings are not touched by a preview.
    expect((await admin(shop, 'GET', 'get_store_review_setting')).json?.data.title).toBe('');

    const tab = await admin(shop, 'POST', 'preview_widget', { widget: 'side-tab', settings: {}, side_tab: { position: 'left', bg_color: '#abcdef' } });
    const tabDocument = new JSDOM(tab.json?.data.html as string).window.document;
    expect(tabDocument.querySelector('.starling-side-tab--left')?.getAttribute('style')).toContain('#abcdef');
    const refused = await admin(shop, 'POST', 'preview_widget', { widget: 'side-tab', settings: {}, side_tab: { position: 'middle' } });
    expect(refused.status).toBe(422);
    expect(refused.json?.message).toContain('side_tab.position');
  });
});
