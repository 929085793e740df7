import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REVIEW_SUMMARY_SETTINGS } from '../../../src/domain/storefront/review-summary-settings';
import { DEMO_SHOP_DOMAIN } from '../../../src/domain/shop/shop-domain';
import { PLAN_ID_GROWTH_MONTHLY } from '../../../src/domain/plans/plan-catalog';
import { addCatalog, productWithVariants } from '../support/catalog-fixtures';
import { insertReviews } from '../support/review-fixtures';
import { type SignedInShop, signInShop, updateShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const ADMIN = '/api/v1/admin';
const PRODUCT_API = '/api/v1/product';
const PRODUCT = 'gid://shopify/Product/5150';
const TAG_INJECTION = '<img src=x onerror="window.__pwned = 1">';

const MENTIONING_REVIEWS = [
  { productId: PRODUCT, rating: 5, title: 'Great quality', body: 'The quality is superb and shipping was fast.' },
  { productId: PRODUCT, rating: 4, title: 'Nice', body: 'Good quality, the size runs small.' },
  { productId: PRODUCT, rating: 2, title: 'Meh', body: 'Quality is fine but the size is wrong.' },
  { productId: PRODUCT, rating: 1, title: 'Hidden', body: 'Terrible quality', published: false },
];

describe.each(TEST_DATABASES)('the rating, summary, Q&A and write-review screens on $name', (target) => {
  const ctx = useTestServer(target);
  const getSummary = (shop: SignedInShop) => ctx.server.call('GET', `${PRODUCT_API}/get_review_summary_setting`, { token: shop.token });
  const setSummary = (shop: SignedInShop, body: unknown) => ctx.server.call('POST', `${PRODUCT_API}/set_review_summary_setting`, { token: shop.token, body });
  const aiSummary = (shop: SignedInShop, query: string) => ctx.server.call('GET', `${PRODUCT_API}/get_review_ai_summary?${query}`, { token: shop.token });
  const preview = async (shop: SignedInShop, body: unknown) => {
    const response = await ctx.server.call('POST', `${ADMIN}/preview_widget`, { token: shop.token, body });
    expect(response.json?.code, response.text).toBe(0);
    return new JSDOM(response.json?.data.html as string).window.document;
  };

  it('starts the summary settings from the defaults and saves only the fields sent', async () => {
    const shop = await signInShop(ctx.server, 'summary-defaults.myshopify.com');
    expect((await getSummary(shop)).json?.data).toEqual(DEFAULT_REVIEW_SUMMARY_SETTINGS);
    const saved = await setSummary(shop, { bar_color: '#00AA00', show_histogram: '2' });
    expect(saved.json?.data).toEqual({ ...DEFAULT_REVIEW_SUMMARY_SETTINGS, bar_color: '#00aa00', show_histogram: '2' });
    await setSummary(shop, { max_aspects: 2 });
    expect((await getSummary(shop)).json?.data).toMatchObject({ bar_color: '#00aa00', show_histogram: '2', max_aspects: 2 });
  });

  it('refuses a bad summary setting with a 422 naming the field, and changes nothing', async () => {
    const shop = await signInShop(ctx.server, 'summary-invalid.myshopify.com');
    for (const [body, field] of [
      [{ bar_color: 'green' }, 'bar_color'],
      [{ max_aspects: 9 }, 'max_aspects'],
      [{ show_ai_summary: 'yes' }, 'show_ai_summary'],
      [{ colour: '#ffffff' }, 'colour'],
      [{}, 'must change at least one setting'],
    ] as const) {
      const response = await setSummary(shop, body);
      expect(response.status, field).toBe(422);
      expect(response.json?.code).not.toBe(0);
      expect(response.json?.message).toContain(field);
    }
    expect((await getSummary(shop)).json?.data).toEqual(DEFAULT_REVIEW_SUMMARY_SETTINGS);
  });

  it('refuses a rating text with a placeholder the storefront would not fill, and a blank one', async () => {
    const shop = await signInShop(ctx.server, 'rating-text-invalid.myshopify.com');
    const set = (body: unknown) => ctx.server.call('POST', `${ADMIN}/set_review_widget_settings`, { token: shop.token, body });
    const unknown = await set({ product_rating_text: '{{stars}} ({{count}})' });
    expect(unknown.status).toBe(422);
    expect(unknown.json?.message).toBe('product_rating_text: may use only the placeholders {{star}} and {{review_number}}');
    const blank = await set({ list_rating_text: '  ' });
    expect(blank.status).toBe(422);
    expect(blank.json?.message).toContain('list_rating_text');
  });

  it("summarizes what shoppers mention from the published reviews, for the shop or one product, in the shop's language", async () => {
    const shop = await signInShop(ctx.server, 'summary-text.myshopify.com');
    await insertReviews(ctx.database.handle, shop, [...MENTIONING_REVIEWS, { productId: 'other-product', rating: 5, body: 'Lovely comfort' }]);
    const product = await aiSummary(shop, `page_type=product&product_id=${encodeURIComponent(PRODUCT)}&lang=en`);
    expect(product.json?.data).toEqual({
      review_count: 3,
      aspects: [
        { aspect: 'quality', mentions: 3, positive_percent: 67 },
        { aspect: 'size', mentions: 2, positive_percent: 50 },
        { aspect: 'shipping', mentions: 1, positive_percent: 100 },
      ],
      text: 'Shoppers mention quality (3 reviews, 67% positive), size and fit (2 reviews, 50% positive) and shipping (1 review, 100% positive) most.',
      lang: 'en',
    });
    const german = await aiSummary(shop, `page_type=product&product_id=${encodeURIComponent(PRODUCT)}&lang=de`);
    expect(german.json?.data.text).toBe('Am häufigsten erwähnen Kunden Qualität (3 Bewertungen, 67 % positiv), Größe und Passform (2 Bewertungen, 50 % positiv) und Versand (1 Bewertung, 100 % positiv).');
    const whole = await aiSummary(shop, 'page_type=shop');
    expect(whole.json?.data.review_count).toBe(4);
    expect((whole.json?.data.aspects as { aspect: string }[]).map((mention) => mention.aspect)).toContain('comfort');
    const missing = await aiSummary(shop, 'page_type=product');
    expect(missing.status).toBe(422);
    expect(missing.json?.message).toContain('product_id');
  });

  it('previews the star rating with an unsaved rating text, escaped, and every other screen\'s block', async () => {
    const shop = await signInShop(ctx.server, 'screens-preview.myshopify.com');
    await updateShop(ctx.database.handle, shop, { pricingPlanId: PLAN_ID_GROWTH_MONTHLY });
    await insertReviews(ctx.database.handle, shop, MENTIONING_REVIEWS);
    const rating = await preview(shop, { widget: 'star-rating', settings: { product_rating_text: `{{star}} ${TAG_INJECTION} rated by {{review_number}} shoppers` } });
    expect(rating.querySelector('.starling-rating__text')?.textContent?.replace(/\s+/g, ' ').trim()).toBe(`${TAG_INJECTION} rated by 3 shoppers`);
    expect(rating.querySelectorAll('img[onerror]')).toHaveLength(0);
    expect(rating.querySelector('.starling-rating [role="img"]')?.getAttribute('aria-label')).toBe('3.7 out of 5 stars');

    const summary = await preview(shop, { widget: 'review-summary', settings: {}, summary: { bar_color: '#112233', show_histogram: '2' } });
    expect(summary.querySelector('.starling-review-summary')?.getAttribute('style')).toContain('--starling-summary-bar: #112233');
    expect(summary.querySelector('.starling-histogram')).toBeNull();
    expect([...summary.querySelectorAll('.starling-review-summary__aspect')].map((element) => element.textContent)).toEqual(['Quality', 'Size and fit', 'Shipping']);

    const questions = await preview(shop, { widget: 'questions', settings: {}, qa: { color: '#AB0000' } });
    expect(questions.querySelector('.starling-qa')?.getAttribute('style')).toContain('--starling-qa-color: #AB0000');
    const hiddenQa = await preview(shop, { widget: 'questions', settings: {}, qa: { is_active: 0 } });
    expect(hiddenQa.querySelector('.starling-qa')).toBeNull();

    const form = await preview(shop, { widget: 'write-review', settings: {}, write_review: { is_del_powered: '1' } });
    expect(form.querySelector('form')).not.toBeNull();
    const bad = await ctx.server.call('POST', `${ADMIN}/preview_widget`, { token: shop.token, body: { widget: 'rating', settings: {} } });
    expect(bad.status).toBe(422);
    expect(bad.json?.message).toContain('widget');
  });

  it('draws the rating text, the histogram and the summary on the demo storefront from what the sync wrote', async () => {
    const shop = await signInShop(ctx.server, DEMO_SHOP_DOMAIN);
    await addCatalog(ctx.database.handle, shop, { products: [productWithVariants(PRODUCT, 'Wool Scarf', ['Default Title'])] });
    await insertReviews(ctx.database.handle, shop, MENTIONING_REVIEWS);
    const saved = await ctx.server.call('POST', `${ADMIN}/set_review_widget_settings`, { token: shop.token, body: { product_rating_text: `{{star}} {{review_number}} happy ${TAG_INJECTION}` } });
    expect(saved.json?.code).toBe(0);
    await ctx.server.storefrontSync.drain();
    const response = await ctx.server.call('GET', '/demo-store/products/wool-scarf');
    expect(response.status).toBe(200);
    expect(response.text).not.toContain(TAG_INJECTION);
    const document = new JSDOM(response.text).window.document;
    expect(document.querySelector('.starling-rating__text')?.textContent?.replace(/\s+/g, ' ').trim()).toBe(`3 happy ${TAG_INJECTION}`);
    const block = document.querySelector('.starling-review-summary')!;
    expect(block.querySelector('.starling-summary__average')?.textContent).toBe('3.7');
    expect([...block.querySelectorAll('.starling-histogram__row .starling-visually-hidden')].map((row) => row.textContent)).toEqual([
      '5 stars: 1 review',
      '4 stars: 1 review',
      '3 stars: 0 reviews',
      '2 stars: 1 review',
      '1 star: 0 reviews',
    ]);
    expect(block.querySelector('.starling-review-summary__aspects')?.textContent).toContain('67% positive in 3 reviews');

    // The merchant switches the summary off: the block draws nothing once the sync ran.
    await setSummary(shop, { is_active: '2' });
    await ctx.server.storefrontSync.drain();
    const off = new JSDOM((await ctx.server.call('GET', '/demo-store/products/wool-scarf')).text).window.document;
    expect(off.querySelector('.starling-review-summary') === null).toBe(true);
  });
});
