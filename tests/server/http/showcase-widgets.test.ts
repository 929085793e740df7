import { and, eq } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { reviews, storefrontMetafields } from '../../../server/infrastructure/db/schema';
import { DEFAULT_BUYERS_SHOW_SETTINGS, DEFAULT_CARD_CAROUSEL_SETTINGS, type ShowcaseMetafield } from '../../../src/domain/storefront/showcase-settings';
import { DEMO_SHOP_DOMAIN } from '../../../src/domain/shop/shop-domain';
import { addCatalog, productWithVariants } from '../support/catalog-fixtures';
import { insertReviews } from '../support/review-fixtures';
import { type SignedInShop, signInShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const ADMIN = '/api/v1/admin';
const photo = (name: string) => ({ kind: 'photo' as const, url: `https://cdn.example/${name}.jpg` });

describe.each(TEST_DATABASES)("the buyers' show, the card carousel and home reviews on $name", (target) => {
  const ctx = useTestServer(target);
  const call = (shop: SignedInShop, method: 'GET' | 'POST', name: string, body?: unknown) => ctx.server.call(method, `${ADMIN}/${name}`, { token: shop.token, ...(body === undefined ? {} : { body }) });
  const appMetafield = async (shop: SignedInShop, key: string) => {
    const [row] = await ctx.database.handle.db
      .select()
      .from(storefrontMetafields)
      .where(and(eq(storefrontMetafields.shopId, shop.id), eq(storefrontMetafields.ownerId, ''), eq(storefrontMetafields.key, key)));
    return row ? (JSON.parse(row.value) as Record<string, unknown>) : null;
  };

  it('answers the defaults with the object id, saves only the fields sent, and the storefront gets them', async () => {
    const shop = await signInShop(ctx.server, 'showcase-defaults.myshopify.com');
    expect((await call(shop, 'GET', 'get_buyers_show_settings')).json?.data).toEqual(DEFAULT_BUYERS_SHOW_SETTINGS);
    expect((await call(shop, 'GET', 'get_card_carousel_setting')).json?.data).toEqual(DEFAULT_CARD_CAROUSEL_SETTINGS);
    expect(DEFAULT_CARD_CAROUSEL_SETTINGS).toMatchObject({ autoplay_interval: 2000, autoplay_speed: 300 });

    const show = await call(shop, 'POST', 'save_buyers_show_settings', { id: 1, title: 'Seen on you', title_color: '#AA0000', columns_desktop: 5 });
    expect(show.json?.data).toEqual({ ...DEFAULT_BUYERS_SHOW_SETTINGS, title: 'Seen on you', title_color: '#aa0000', columns_desktop: 5 });
    const carousel = await call(shop, 'POST', 'save_card_carousel_setting', { carousel_type: 3, is_activate_home_reviews: '2' });
    expect(carousel.json?.data).toEqual({ ...DEFAULT_CARD_CAROUSEL_SETTINGS, carousel_type: 3, is_activate_home_reviews: '2' });
    await call(shop, 'POST', 'save_card_carousel_setting', { is_active: '2' });
    expect((await call(shop, 'GET', 'get_card_carousel_setting')).json?.data).toMatchObject({ carousel_type: 3, is_active: '2' });

    await ctx.server.storefrontSync.drain();
    const settings = await appMetafield(shop, 'settings');
    expect(settings?.buyers_show).toMatchObject({ title: 'Seen on you', columns_desktop: 5 });
    expect(settings?.card_carousel).toMatchObject({ carousel_type: 3, is_active: '2' });
  });

  it('refuses a bad value with a 422 naming the field, and changes nothing', async () => {
    const shop = await signInShop(ctx.server, 'showcase-invalid.myshopify.com');
    for (const [name, body, field] of [
      ['save_buyers_show_settings', { id: 7, title: 'x' }, 'id'],
      ['save_buyers_show_settings', { title_color: 'red' }, 'title_color'],
      ['save_buyers_show_settings', { columns_desktop: 9 }, 'columns_desktop'],
      ['save_buyers_show_settings', { layout: 'masonry' }, 'layout'],
      ['save_buyers_show_settings', { title: 'x'.repeat(121) }, 'title'],
      ['save_card_carousel_setting', { carousel_type: 4 }, 'carousel_type'],
      ['save_card_carousel_setting', { autoplay_interval: 10 }, 'autoplay_interval'],
      ['save_card_carousel_setting', { is_activate_home_reviews: 'yes' }, 'is_activate_home_reviews'],
      ['save_card_carousel_setting', { speed: 300 }, 'speed'],
      ['save_card_carousel_setting', {}, 'must change at least one setting'],
    ] as const) {
      const response = await call(shop, 'POST', name, body);
      expect(response.status, `${name} ${field}`).toBe(422);
      expect(response.json?.code).not.toBe(0);
      expect(response.json?.message).toContain(field);
    }
    expect((await call(shop, 'GET', 'get_buyers_show_settings')).json?.data).toEqual(DEFAULT_BUYERS_SHOW_SETTINGS);
    expect((await call(shop, 'GET', 'get_card_carousel_setting')).json?.data).toEqual(DEFAULT_CARD_CAROUSEL_SETTINGS);
  });

  it('keeps the showcase metafield current: published reviews only, picked as set, no e-mail, refreshed when a review changes', async () => {
    const shop = await signInShop(ctx.server, 'showcase-sync.myshopify.com');
    const [shown, , hidden, featured] = await insertReviews(ctx.database.handle, shop, [
      { productId: 'gid://shopify/Product/1', authorName: 'Ada Lovelace', authorEmail: 'ada@example.com', rating: 5, inShows: true, media: [photo('ada')] },
      { productId: 'gid://shopify/Product/1', authorName: 'Grace Hopper', rating: 2, media: [photo('grace')] },
      { productId: 'gid://shopify/Product/2', authorName: 'Alan Turing', rating: 5, published: false, inShows: true, media: [photo('alan')] },
      { productId: 'gid://shopify/Product/2', authorName: 'Edsger Dijkstra', rating: 4, featured: true },
    ]);
    await call(shop, 'POST', 'save_buyers_show_settings', { review_source: 'shows' });
    await call(shop, 'POST', 'save_card_carousel_setting', { carousel_type: 1 });
    await ctx.server.storefrontSync.drain();
    let showcase = (await appMetafield(shop, 'showcase')) as unknown as ShowcaseMetafield;
    expect(showcase.buyers_show.map((review) => [review.id, review.author, review.photos])).toEqual([[shown, 'Ada L.', ['https://cdn.example/ada.jpg']]]);
    expect(showcase.card_carousel.map((review) => [review.id, review.author])).toEqual([[featured, 'Edsger D.']]);
    expect(JSON.stringify(showcase)).not.toContain('ada@example.com');

    // A review is published (whatever wrote it, the trigger queues its product): the shop's showcase follows.
    await ctx.database.handle.db.update(reviews).set({ published: true }).where(and(eq(reviews.shopId, shop.id), eq(reviews.id, hidden!)));
    await ctx.server.storefrontSync.drain();
    showcase = (await appMetafield(shop, 'showcase')) as unknown as ShowcaseMetafield;
    expect(showcase.buyers_show.map((review) => review.author)).toEqual(['Alan T.', 'Ada L.']);
  });

  it('leaves reviews of draft and archived products out of the carousel, whose cards link to the product page', async () => {
    const shop = await signInShop(ctx.server, 'showcase-drafts.myshopify.com');
    await addCatalog(ctx.database.handle, shop, {
      products: [
        productWithVariants('gid://shopify/Product/71', 'On Sale', ['Default Title']),
        { ...productWithVariants('gid://shopify/Product/72', 'Still A Draft', ['Default Title']), status: 'DRAFT' },
        { ...productWithVariants('gid://shopify/Product/73', 'Long Gone', ['Default Title']), status: 'ARCHIVED' },
        { ...productWithVariants('gid://shopify/Product/74', 'By Link Only', ['Default Title']), status: 'UNLISTED' },
      ],
    });
    const [onSale, , , unlisted, uncatalogued] = await insertReviews(ctx.database.handle, shop, [
      { productId: 'gid://shopify/Product/71', authorName: 'Ada Lovelace', rating: 5, commentedAt: new Date('2026-01-05T00:00:00Z') },
      { productId: 'gid://shopify/Product/72', authorName: 'Grace Hopper', rating: 5, commentedAt: new Date('2026-01-04T00:00:00Z'), media: [photo('grace')] },
      { productId: 'gid://shopify/Product/73', authorName: 'Alan Turing', rating: 5, commentedAt: new Date('2026-01-03T00:00:00Z') },
      { productId: 'gid://shopify/Product/74', authorName: 'Edsger Dijkstra', rating: 5, commentedAt: new Date('2026-01-02T00:00:00Z') },
      { productId: 'gid://shopify/Product/75', authorName: 'Barbara Liskov', rating: 5, commentedAt: new Date('2026-01-01T00:00:00Z') },
    ]);
    await call(shop, 'POST', 'save_card_carousel_setting', { carousel_type: 2 });
    await ctx.server.storefrontSync.drain();
    const showcase = (await appMetafield(shop, 'showcase')) as unknown as ShowcaseMetafield;
    expect(showcase.card_carousel.map((review) => [review.id, review.product?.title ?? null])).toEqual([
      [onSale, 'On Sale'],
      [unlisted, 'By Link Only'],
      [uncatalogued, null],
    ]);
    // The gallery links to no product: a draft's photo still shows there.
    expect(showcase.buyers_show.map((review) => review.author)).toEqual(['Grace H.']);
  });

  it('previews both blocks with unsaved settings on the shop\'s reviews, shoppers\' text as text', async () => {
    const shop = await signInShop(ctx.server, 'showcase-preview.myshopify.com');
    await insertReviews(ctx.database.handle, shop, [{ authorName: 'Ada Lovelace', body: '<img src=x onerror=alert(1)>', media: [photo('ada')] }]);
    const draw = async (body: unknown) => {
      const response = await call(shop, 'POST', 'preview_widget', body);
      expect(response.json?.code, JSON.stringify(response.json)).toBe(0);
      return new JSDOM(response.json?.data.html as string).window.document;
    };
    const carousel = await draw({ widget: 'card-carousel', settings: {}, card_carousel: { title: 'Loved by many', card_bg_color: '#abcdef' }, locale: 'de' });
    expect(carousel.querySelector('.starling-showcase__heading')?.textContent).toBe('Loved by many');
    expect(carousel.querySelector('[data-starling-carousel]')?.getAttribute('style')).toContain('--starling-showcase-surface: #abcdef');
    expect(carousel.querySelector('.starling-carousel__body')?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(carousel.querySelector('.starling-carousel__track img')).toBeNull();
    expect(carousel.querySelector('[data-starling-prev] .starling-visually-hidden')?.textContent).toBe('Vorherige Bewertungen');

    const gallery = await draw({ widget: 'buyers-show', settings: {}, buyers_show: { columns_desktop: 3 } });
    expect(gallery.querySelector('.starling-showcase__heading')?.textContent).toBe('Customer photos');
    expect(gallery.querySelector('[data-starling-shows]')?.getAttribute('style')).toContain('--starling-showcase-columns: 3');
    const tile = gallery.querySelector('.starling-shows__open img');
    expect(tile?.getAttribute('src')).toBe('https://cdn.example/ada.jpg');
    expect(tile?.getAttribute('width')).toBe('400');
    expect(gallery.querySelector('dialog .starling-shows__author')?.textContent).toBe('Ada L.');

    expect((await draw({ widget: 'buyers-show', settings: {}, buyers_show: { is_active: '2' } })).querySelector('[data-starling-shows]')).toBeNull();
    const refused = await call(shop, 'POST', 'preview_widget', { widget: 'card-carousel', settings: {}, card_carousel: { title_color: 'blue' } });
    expect(refused.status).toBe(422);
    expect(refused.json?.message).toContain('title_color');
    // Nothing was saved.
    expect((await call(shop, 'GET', 'get_card_carousel_setting')).json?.data.title).toBe('');
  });

  it("draws the carousel and the gallery on the demo storefront's home page from the sync's metafields, and none when home reviews are off", async () => {
    const shop = await signInShop(ctx.server, DEMO_SHOP_DOMAIN);
    await addCatalog(ctx.database.handle, shop, { products: [productWithVariants('gid://shopify/Product/31', 'Wool Scarf', ['Default Title'])] });
    await insertReviews(ctx.database.handle, shop, [
      { productId: 'gid://shopify/Product/31', authorName: 'Mia Stone', rating: 5, body: '</script><img src=x onerror=alert(1)>', media: [photo('mia')] },
      { productId: 'gid://shopify/Product/31', authorName: 'Low Rating', rating: 2, body: 'Meh' },
    ]);
    await call(shop, 'POST', 'save_card_carousel_setting', { title: 'Our fans', is_active: '2' });
    await ctx.server.storefrontSync.drain();
    const home = new JSDOM((await ctx.server.call('GET', '/demo-store')).text).window.document;
    const carousel = home.querySelector('[data-starling-carousel]');
    expect(carousel?.querySelector('h2')?.textContent).toBe('Our fans');
    expect(carousel?.getAttribute('data-interval')).toBe('2000');
    expect(carousel?.getAttribute('data-speed')).toBe('300');
    // Four stars and up by default: the two-star review stays on the product's own reviews.
    expect([...home.querySelectorAll('.starling-carousel__body')].map((body) => body.textContent)).toEqual(['</script><img src=x onerror=alert(1)>']);
    expect(carousel?.querySelector('.starling-carousel__product')?.getAttribute('href')).toBe('/demo-store/products/wool-scarf');
    expect(home.querySelectorAll('img[src="x"]')).toHaveLength(0);
    expect(home.querySelector('[data-starling-shows] .starling-shows__open img')?.getAttribute('alt')).toBe('Photo by Mia S.');
    expect(home.querySelector('script[src$="starling-card-carousel.js"]')).not.toBeNull();
    expect(home.querySelector('script[src$="starling-buyers-show.js"]')).not.toBeNull();
    // Home reviews off: the home page draws no carousel.
    await call(shop, 'POST', 'save_card_carousel_setting', { is_activate_home_reviews: '2' });
    await ctx.server.storefrontSync.drain();
    expect(new JSDOM((await ctx.server.call('GET', '/demo-store')).text).window.document.querySelector('[data-starling-carousel]')).toBeNull();
  });
});
