import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { EXTENSION_DIR } from '../../../server/infrastructure/storefront/storefront-liquid';
import { DEMO_SHOP_DOMAIN } from '../../../src/domain/shop/shop-domain';
import { PLAN_ID_GROWTH_MONTHLY } from '../../../src/domain/plans/plan-catalog';
import { addCatalog, productWithVariants } from '../support/catalog-fixtures';
import { insertReviews } from '../support/review-fixtures';
import { type SignedInShop, signInShop, updateShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const PRODUCT = 'gid://shopify/Product/4242';
const HANDLE = 'linen-apron';
const PHOTO_PRODUCT = 'gid://shopify/Product/4343';
const SCRIPT_BREAKOUT = '</script><script>window.__pwned = 1</script>';
const TAG_INJECTION = '<img src=x onerror="window.__pwned = 1">';

const STYLESHEET = readFileSync(join(EXTENSION_DIR, 'assets', 'starling-reviews.css'), 'utf8');

/** A var() chain resolved against custom properties: the first one set, else its fallback. */
function resolveVar(value: string, properties: ReadonlyMap<string, string>): string {
  const reference = /^var\((--[\w-]+)(?:,\s*(.*))?\)$/.exec(value.trim());
  if (!reference) return value.trim();
  return properties.get(reference[1]!) ?? resolveVar(reference[2] ?? '', properties);
}

/** The colour the review summary block draws its per-star bars in: its stylesheet rule, over the properties on the block and the stylesheet's defaults. */
function summaryBarColor(document: Document): string {
  const rule = /\.starling-review-summary \.starling-histogram__bar > span \{ background: ([^;]+); \}/.exec(STYLESHEET)?.[1];
  expect(rule, 'the summary bars rule').toBeDefined();
  const properties = new Map([...STYLESHEET.matchAll(/(--starling-[\w-]+-default): ([^;]+);/g)].map((match) => [match[1]!, match[2]!.trim()]));
  const style = document.querySelector('.starling-review-summary')?.getAttribute('style') ?? '';
  for (const declaration of style.split(';')) {
    const [name, value] = declaration.split(/:(.*)/s).map((part) => part.trim());
    if (name?.startsWith('--') && value) properties.set(name, value);
  }
  return resolveVar(rule!, properties);
}

describe.each(TEST_DATABASES)("the demo storefront renders the extension's blocks on $name", (target) => {
  const ctx = useTestServer(target);

  let seeded: Promise<unknown> | null = null;
  const demoShop = () => (seeded ??= seedDemoShop());
  const seedDemoShop = async () => {
    const shop = await signInShop(ctx.server, DEMO_SHOP_DOMAIN);
    await updateShop(ctx.database.handle, shop, { pricingPlanId: PLAN_ID_GROWTH_MONTHLY });
    await addCatalog(ctx.database.handle, shop, { products: [productWithVariants(PRODUCT, 'Linen Apron', ['Default Title'])] });
    await insertReviews(ctx.database.handle, shop, [
      { productId: PRODUCT, rating: 5, authorName: `Eve ${TAG_INJECTION}`, title: TAG_INJECTION, body: SCRIPT_BREAKOUT, commentedAt: new Date('2026-03-02T00:00:00Z') },
      { productId: PRODUCT, rating: 4, authorName: 'Noah Park', title: 'Solid', body: 'Good & sturdy "apron"', replyBody: `Thanks ${SCRIPT_BREAKOUT}`, replyPublished: true, commentedAt: new Date('2026-03-01T00:00:00Z') },
      { productId: PRODUCT, rating: 1, authorName: 'Held Back', published: false },
    ]);
    await ctx.server.storefrontSync.drain();
    return shop;
  };
  const productPage = async (query = '') => {
    const response = await ctx.server.call('GET', `/demo-store/products/${HANDLE}${query}`);
    expect(response.status).toBe(200);
    return { html: response.text, document: new JSDOM(response.text).window.document };
  };

  it('draws the stars, the summary and the first page from the metafields the sync wrote', async () => {
    await demoShop();
    const { document } = await productPage();
    expect(document.querySelector('.starling-rating [role="img"]')?.getAttribute('aria-label')).toBe('4.5 out of 5 stars');
    expect(document.querySelector('.starling-summary__average')?.textContent).toBe('4.5');
    const cards = [...document.querySelectorAll('[data-starling-list] .starling-card')];
    // First name and last initial: the last "word" of the injected name is '1">'.
    expect(cards.map((card) => card.querySelector('[data-field="author"]')?.textContent)).toEqual(['Eve 1.', 'Noah P.']);
    expect(document.body.textContent).not.toContain('Held Back');
    expect(document.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe('/demo-store/assets/starling-reviews.css');
    expect(document.querySelector('script[src]')?.getAttribute('src')).toBe('/demo-store/assets/starling-reviews.js');
  });

  it('renders every review field as text, never as markup, in the page and in its JSON-LD', async () => {
    await demoShop();
    const { html, document } = await productPage();
    expect(html).not.toContain(TAG_INJECTION);
    expect(html).not.toContain('<script>window.__pwned');
    expect(document.querySelectorAll('img[onerror]')).toHaveLength(0);
    const [card] = [...document.querySelectorAll('[data-starling-list] .starling-card')];
    expect(card?.querySelector('[data-field="title"]')?.textContent).toBe(TAG_INJECTION);
    expect(card?.querySelector('[data-field="body"]')?.textContent).toBe(SCRIPT_BREAKOUT);
    const scripts = [...document.querySelectorAll('script')].filter((script) => !script.src);
    expect(scripts.map((script) => script.type)).toEqual(['application/ld+json']);
  });

  it('gives search engines JSON-LD that matches the reviews shown', async () => {
    await demoShop();
    const { document } = await productPage();
    const markup = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null') as Record<string, unknown>;
    expect(markup).toMatchObject({ '@context': 'https://schema.org', '@type': 'Product', name: 'Linen Apron', url: expect.stringMatching(/\/demo-store\/products\/linen-apron$/) });
    expect(markup.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: '4.5', reviewCount: 2, bestRating: '5', worstRating: '1' });
    const shown = [...document.querySelectorAll('[data-starling-list] .starling-card')].map((card) => ({
      author: card.querySelector('[data-field="author"]')?.textContent,
      body: card.querySelector('[data-field="body"]')?.textContent,
    }));
    const reviews = markup.review as { author: { name: string }; reviewBody: string; reviewRating: { ratingValue: number }; datePublished: string }[];
    expect(reviews.map((review) => ({ author: review.author.name, body: review.reviewBody }))).toEqual(shown);
    for (const review of reviews) {
      expect(review.author.name.length).toBeLessThan(100);
      expect(review.reviewRating.ratingValue).toBeGreaterThanOrEqual(1);
      expect(review.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("speaks the shopper's language", async () => {
    await demoShop();
    const french = JSON.parse(readFileSync(join(EXTENSION_DIR, 'locales', 'fr.json'), 'utf8')) as { reviews: { heading: string; write: string } };
    const { document } = await productPage('?locale=fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(document.querySelector('.starling-reviews__heading')?.textContent).toBe(french.reviews.heading);
    expect(document.querySelector('[data-starling-open-form]')?.textContent).toBe(french.reviews.write);
  });

  it("shows the merchant's own words in the shopper's language only, as text, and the extension's words elsewhere", async () => {
    const shop = await demoShop();
    const german = JSON.parse(readFileSync(join(EXTENSION_DIR, 'locales', 'de.json'), 'utf8')) as { reviews: { heading: string } };
    const saved = await ctx.server.call('POST', '/api/v1/admin/set_shop_selfdefine_lang', {
      token: (shop as { token: string }).token,
      body: { lang: 'de', json_data: { 'reviews.heading': `Meinungen ${TAG_INJECTION}`, 'reviews.based_on.other': 'Aus {{ count }} Stimmen', 'reviews.reply_from': 'Antwort von {{shop}}' } },
    });
    expect(saved.status).toBe(200);
    await ctx.server.storefrontSync.drain();
    const { html, document } = await productPage('?locale=de');
    expect(document.querySelector('.starling-reviews__heading')?.textContent).toBe(`Meinungen ${TAG_INJECTION}`);
    expect(html).not.toContain(TAG_INJECTION);
    expect(document.querySelector('.starling-summary__count')?.textContent).toBe('Aus 2 Stimmen');
    expect(document.querySelector('.starling-reply__from')?.textContent).toMatch(/^Antwort von \S/);
    expect((await productPage('?locale=de')).document.querySelectorAll('img[onerror]')).toHaveLength(0);
    expect((await productPage('?locale=fr')).document.querySelector('.starling-reviews__heading')?.textContent).not.toContain('Meinungen');
    await ctx.server.call('POST', '/api/v1/admin/set_shop_selfdefine_lang', { token: (shop as { token: string }).token, body: { lang: 'de', json_data: {} } });
    await ctx.server.storefrontSync.drain();
    expect((await productPage('?locale=de')).document.querySelector('.starling-reviews__heading')?.textContent).toBe(german.reviews.heading);
  });

  it("puts the merchant's own words in every widget: carousel, gallery, summary, rating, store reviews, side tab, referral and order prompt", async () => {
    const shop = (await demoShop()) as SignedInShop;
    const admin = (name: string, body: unknown) => ctx.server.call('POST', `/api/v1/admin/${name}`, { token: shop.token, body });
    await addCatalog(ctx.database.handle, shop, { products: [productWithVariants(PHOTO_PRODUCT, 'Clay Bowl', ['Default Title'])] });
    await insertReviews(ctx.database.handle, shop, [{ productId: PHOTO_PRODUCT, rating: 5, authorName: 'Mia Stone', body: 'Lovely bowl', media: [{ kind: 'photo', url: 'https://cdn.example/mia.jpg' }] }]);
    expect((await admin('set_referral_setting', { is_active: '1', friend_discount_value: 10 })).status).toBe(200);
    expect((await admin('set_store_review_setting', { is_active_store_review: '1' })).status).toBe(200);
    expect((await admin('set_sidetab_settings', { is_active: '1' })).status).toBe(200);
    expect((await admin('create_sidetab_review_page', {})).status).toBe(200);
    const ownWords = {
      'showcase.carousel_heading': `Stimmen ${TAG_INJECTION}`,
      'showcase.shows_heading': 'Eure Fotos',
      'showcase.photo_alt': 'Foto: {{ author }}',
      'summary.heading': 'Kurz gesagt',
      'rating.count.other': '{{ count }} Meinungen',
      'store_reviews.heading': 'Was Kunden über uns sagen',
      'side_tab.label': 'Meinungen',
      'side_tab.close': `Zu "${TAG_INJECTION}`,
      'referral.get_link': 'Link holen',
      'referral.title': 'Schenk {{ reward }}',
      'order_review.heading': 'Wie war es?',
      'order_review.rate_product': '{{ product }} bewerten',
    };
    const saved = await admin('set_shop_selfdefine_lang', { lang: 'de', json_data: ownWords });
    expect(saved.status).toBe(200);
    await ctx.server.storefrontSync.drain();
    const pageIn = async (path: string) => {
      const response = await ctx.server.call('GET', `/demo-store${path}?locale=de`);
      expect(response.status, path).toBe(200);
      expect(response.text, path).not.toContain(TAG_INJECTION);
      const document = new JSDOM(response.text).window.document;
      expect(document.querySelectorAll('img[onerror]'), path).toHaveLength(0);
      return document;
    };

    const home = await pageIn('');
    expect(home.querySelector('[data-starling-carousel] h2')?.textContent).toBe(ownWords['showcase.carousel_heading']);
    expect(home.querySelector('[data-starling-shows] h2')?.textContent).toBe('Eure Fotos');
    expect(home.querySelector('[data-starling-shows] .starling-shows__open img')?.getAttribute('alt')).toBe('Foto: Mia S.');
    expect(home.querySelector('[data-starling-referral-get]')?.textContent).toBe('Link holen');
    expect(home.querySelector('.starling-referral__title')?.textContent?.trim()).toBe('Schenk 10%');
    expect(home.querySelector('.starling-side-tab__button')?.textContent?.trim()).toBe('★ Meinungen');
    // An attribute text stays one attribute, the payload its plain value.
    expect(home.querySelector('.starling-side-tab__close')?.getAttribute('aria-label')).toBe(`Zu "${TAG_INJECTION}`);

    const product = await pageIn(`/products/${HANDLE}`);
    expect(product.querySelector('.starling-review-summary__heading')?.textContent).toBe('Kurz gesagt');
    expect(product.querySelector('.starling-rating .starling-rating__count')?.textContent).toBe('2 Meinungen');

    const storePage = await pageIn('/pages/reviews');
    expect(storePage.querySelector('.starling-store-reviews h2')?.textContent?.trim()).toBe('Was Kunden über uns sagen');

    const thanks = await pageIn('/thank-you');
    expect(thanks.querySelector('.starling-order-review__heading')?.textContent?.trim()).toBe('Wie war es?');
    expect([...thanks.querySelectorAll('.starling-order-review__stars')].map((stars) => stars.getAttribute('aria-label'))).toContain('Linen Apron bewerten');

    // Other languages keep the extension's words.
    const english = await ctx.server.call('GET', '/demo-store');
    expect(new JSDOM(english.text).window.document.querySelector('.starling-side-tab__button')?.textContent?.trim()).toBe('★ Reviews');
    await admin('set_shop_selfdefine_lang', { lang: 'de', json_data: {} });
    await ctx.server.storefrontSync.drain();
  });

  it("draws the summary block's bars in the star colour the merchant set, unless the merchant gave the bars a colour of their own", async () => {
    const shop = (await demoShop()) as SignedInShop;
    const save = async (name: string, body: unknown) => {
      expect((await ctx.server.call('POST', `/api/v1/${name}`, { token: shop.token, body })).status).toBe(200);
      await ctx.server.storefrontSync.drain();
    };
    await save('admin/set_review_widget_settings', { star_color: '#d0021b' });
    // Saving another summary setting keeps the bars on the star colour.
    await save('product/set_review_summary_setting', { show_ai_summary: '2' });
    expect(summaryBarColor((await productPage()).document)).toBe('#d0021b');

    await save('product/set_review_summary_setting', { bar_color: '#00AA00' });
    expect(summaryBarColor((await productPage()).document)).toBe('#00aa00');
    await save('product/set_review_summary_setting', { bar_color: '', show_ai_summary: '1' });
    expect(summaryBarColor((await productPage()).document)).toBe('#d0021b');
    await save('admin/set_review_widget_settings', { star_color: '#f5a623' });
  });

  it("answers the shopper's scripts through its stand-in for Shopify's app proxy", async () => {
    await demoShop();
    const response = await ctx.server.call('GET', '/demo-store/apps/starling/reviews?product_id=4242&page=1');
    expect(response.status).toBe(200);
    expect(response.json?.data.summary).toMatchObject({ count: 2, average: '4.5' });
    expect((await ctx.server.call('GET', '/demo-store/products/no-such-product')).status).toBe(404);
  });
});
