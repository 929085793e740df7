import { and, eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { storefrontMetafields, storefrontSyncQueue } from '../../../server/infrastructure/db/schema';
import { DEFAULT_REVIEW_WIDGET_SETTINGS } from '../../../src/domain/storefront/review-widget-settings';
import { PLAN_ID_FREE, PLAN_ID_GROWTH_MONTHLY } from '../../../src/domain/plans/plan-catalog';
import { insertReviews } from '../support/review-fixtures';
import { type SignedInShop, signInShop, updateShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const ADMIN = '/api/v1/admin';
const PRODUCT = 'gid://shopify/Product/77';

describe.each(TEST_DATABASES)('the reviews widget settings and their preview on $name', (target) => {
  const ctx = useTestServer(target);
  const get = (shop: SignedInShop) => ctx.server.call('GET', `${ADMIN}/get_review_widget_settings`, { token: shop.token });
  const set = (shop: SignedInShop, body: unknown) => ctx.server.call('POST', `${ADMIN}/set_review_widget_settings`, { token: shop.token, body });
  const preview = (shop: SignedInShop, body: unknown) => ctx.server.call('POST', `${ADMIN}/preview_widget`, { token: shop.token, body });

  it('lists the built storefront files against their budgets, and where the demo storefront is', async () => {
    const shop = await signInShop(ctx.server, 'widget-overview.myshopify.com');
    const overview = await ctx.server.call('GET', `${ADMIN}/get_widget_overview`, { token: shop.token });
    expect(overview.json?.data.demo_storefront_url).toBe('/demo-store/');
    const assets = overview.json?.data.assets as { file: string; gzip_bytes: number; raw_bytes: number; budget_bytes: number }[];
    expect(assets.map((asset) => asset.file)).toEqual(expect.arrayContaining(['starling-reviews.css', 'starling-reviews.js', 'starling-write-review.js']));
    const script = assets.find((asset) => asset.file === 'starling-reviews.js')!;
    expect(script.budget_bytes).toBe(10_000);
    expect(script.gzip_bytes).toBeGreaterThan(500);
    expect(script.gzip_bytes).toBeLessThan(script.raw_bytes);
    expect(assets.find((asset) => asset.file === 'starling-reviews.css')?.budget_bytes).toBe(100_000);
  });

  it('starts from the defaults and saves only the fields sent', async () => {
    const shop = await signInShop(ctx.server, 'widget-defaults.myshopify.com');
    expect((await get(shop)).json?.data).toEqual(DEFAULT_REVIEW_WIDGET_SETTINGS);
    const saved = await set(shop, { star_color: '#AA00FF', reviews_per_page_number: 6 });
    expect(saved.json?.data).toEqual({ settings: { ...DEFAULT_REVIEW_WIDGET_SETTINGS, star_color: '#aa00ff', reviews_per_page_number: 6 }, css_removed: [] });
    await set(shop, { layout: 'grid' });
    expect((await get(shop)).json?.data).toMatchObject({ star_color: '#aa00ff', reviews_per_page_number: 6, layout: 'grid' });
  });

  it('refuses a bad value with a 422 naming the field, and changes nothing', async () => {
    const shop = await signInShop(ctx.server, 'widget-invalid.myshopify.com');
    for (const [body, message] of [
      [{ star_color: 'red' }, 'star_color: must be a colour as #RRGGBB'],
      [{ font_size: 99 }, 'font_size: must be a whole number from 10 to 24'],
      [{ review_sort_by: 'random' }, 'review_sort_by: "random" is not one of commented-at-descending, commented-at-ascending, rating-descending, rating-ascending, helpful-descending'],
      [{ is_show_helpful: 'yes' }, "is_show_helpful: \"yes\" is not one of '1' (on), '2' (off)"],
      [{ colour: '#ffffff' }, 'colour: is not a field of this request'],
      [{}, 'must change at least one setting'],
    ] as const) {
      const response = await set(shop, body);
      expect(response.status, message).toBe(422);
      expect(response.json?.message).toContain(message.split(':')[0]!);
    }
    expect((await get(shop)).json?.data).toEqual(DEFAULT_REVIEW_WIDGET_SETTINGS);
  });

  it('keeps custom CSS only as sanitized, says what it took out, and the storefront gets it', async () => {
    const shop = await signInShop(ctx.server, 'widget-css.myshopify.com');
    await insertReviews(ctx.database.handle, shop, [{ productId: PRODUCT }]);
    await ctx.server.storefrontSync.drain();
    const saved = await set(shop, { reviews_css_code: '.starling-card{padding:2px}@import url(https://evil.example/x.css);.x::after{content:"</style><script>alert(1)</script>"}' });
    expect(saved.json?.data.css_removed).toEqual(['@import url(https://evil.example/x.css);']);
    expect(saved.json?.data.settings.reviews_css_code).toBe('.starling-card{padding:2px}.x::after{content:"\\3c /style>\\3c script>alert(1)\\3c /script>"}');
    // The save queued the shop's settings and its reviewed products' first pages for the storefront.
    const queued = await ctx.database.handle.db.select().from(storefrontSyncQueue).where(eq(storefrontSyncQueue.shopId, shop.id));
    expect(queued.map((row) => row.productId).sort()).toEqual(['', PRODUCT]);
    await ctx.server.storefrontSync.drain();
    const [appSettings] = await ctx.database.handle.db
      .select()
      .from(storefrontMetafields)
      .where(and(eq(storefrontMetafields.shopId, shop.id), eq(storefrontMetafields.ownerId, ''), eq(storefrontMetafields.key, 'settings')));
    expect(JSON.parse(appSettings!.value)).toMatchObject({ reviews_css_code: saved.json?.data.settings.reviews_css_code });
  });

  it('removes the branding only for a plan that allows it, and a downgrade brings it back on the storefront', async () => {
    const shop = await signInShop(ctx.server, 'widget-branding.myshopify.com');
    const setWrite = (body: unknown) => ctx.server.call('POST', `${ADMIN}/set_write_review_setting`, { token: shop.token, body });
    const appSettings = async () => {
      await ctx.server.storefrontSync.drain();
      const [row] = await ctx.database.handle.db
        .select()
        .from(storefrontMetafields)
        .where(and(eq(storefrontMetafields.shopId, shop.id), eq(storefrontMetafields.ownerId, ''), eq(storefrontMetafields.key, 'settings')));
      return (JSON.parse(row!.value) as { write_review: { is_del_powered: string } }).write_review;
    };
    await updateShop(ctx.database.handle, shop, { pricingPlanId: PLAN_ID_FREE });
    expect((await ctx.server.call('GET', `${ADMIN}/get_write_review_setting`, { token: shop.token })).json?.data).toEqual({
      is_del_powered: '2',
      show_review_btn: '1',
      write_review_type: 1,
      branding_removable: false,
    });
    const refused = await setWrite({ is_del_powered: '1' });
    expect(refused.status).toBe(403);
    expect(refused.json?.message).toBe('is_del_powered: removing the branding needs a paid plan (remove_branding)');
    await updateShop(ctx.database.handle, shop, { pricingPlanId: PLAN_ID_GROWTH_MONTHLY });
    expect((await setWrite({ is_del_powered: '1', write_review_type: 2 })).json?.data).toMatchObject({ is_del_powered: '1', write_review_type: 2, branding_removable: true });
    expect(await appSettings()).toMatchObject({ is_del_powered: '1', write_review_type: 2 });
    // Back on Free, the next sync of the shop shows the line again, without a save.
    await updateShop(ctx.database.handle, shop, { pricingPlanId: PLAN_ID_FREE });
    await ctx.database.handle.db.insert(storefrontSyncQueue).values({ shopId: shop.id, productId: '' }).onConflictDoNothing();
    expect(await appSettings()).toMatchObject({ is_del_powered: '2' });
  });

  it('draws nothing when the merchant switches the reviews widget off, and the branding line unless removed', async () => {
    const shop = await signInShop(ctx.server, 'widget-switches.myshopify.com');
    await updateShop(ctx.database.handle, shop, { pricingPlanId: PLAN_ID_GROWTH_MONTHLY });
    await insertReviews(ctx.database.handle, shop, [{ productId: PRODUCT }]);
    const draw = async (settings: Record<string, unknown>, writeReview: Record<string, unknown> = {}) => {
      const response = await preview(shop, { widget: 'reviews', settings, write_review: writeReview });
      return new JSDOM(response.json?.data.html as string).window.document;
    };
    expect((await draw({})).querySelector('.starling-powered')?.textContent).toBe('Reviews by Starling');
    expect((await draw({}, { is_del_powered: '1' })).querySelector('.starling-powered')).toBeNull();
    expect((await draw({ is_activate_reviews: '2' })).querySelector('[data-starling-reviews]')).toBeNull();
    const alwaysOpen = await draw({}, { write_review_type: 2 });
    expect(alwaysOpen.querySelector('[data-starling-open-form]')).toBeNull();
    expect(alwaysOpen.querySelector('form[data-starling-form]')?.hasAttribute('hidden')).toBe(false);
    expect((await draw({}, { show_review_btn: '2' })).querySelector('form[data-starling-form]')).toBeNull();
  });

  it('previews the block with unsaved settings on the shop\'s own reviews, as the storefront draws it', async () => {
    const shop = await signInShop(ctx.server, 'widget-preview.myshopify.com');
    await updateShop(ctx.database.handle, shop, { pricingPlanId: PLAN_ID_GROWTH_MONTHLY });
    await insertReviews(ctx.database.handle, shop, [
      { productId: PRODUCT, authorName: 'Ada Lovelace', body: '<b>bold</b> claim' },
      { productId: PRODUCT, authorName: 'Grace Hopper' },
      { productId: PRODUCT, authorName: 'Alan Turing', published: false },
    ]);
    const response = await preview(shop, { widget: 'reviews', settings: { star_color: '#abcdef', reviews_per_page_number: 1, is_anonymous: '1' }, locale: 'de' });
    expect(response.json?.code).toBe(0);
    const document = new JSDOM(response.json?.data.html as string).window.document;
    expect(document.documentElement.lang).toBe('de');
    expect(document.querySelector('.starling-reviews__heading')?.textContent).toBe('Kundenbewertungen');
    expect(document.querySelector('[data-starling-reviews]')?.getAttribute('style')).toContain('--starling-star: #abcdef');
    const authors = [...document.querySelectorAll('[data-starling-list] [data-field="author"]')].map((element) => element.textContent);
    expect(authors).toHaveLength(1);
    expect(['A. L.', 'G. H.']).toContain(authors[0]);
    expect(document.querySelector('[data-field="body"]')?.innerHTML ?? '').not.toContain('<b>');
    // Nothing was saved.
    expect((await get(shop)).json?.data.star_color).toBe(DEFAULT_REVIEW_WIDGET_SETTINGS.star_color);
  });
});
