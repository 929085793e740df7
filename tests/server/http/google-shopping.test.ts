import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readFeedCoverage } from '../../../server/application/google-shopping/read-feed-coverage';
import { DrizzleFeedProductCatalog } from '../../../server/infrastructure/db/drizzle-feed-product-catalog';
import { DrizzleGoogleShoppingFeedRepository } from '../../../server/infrastructure/db/drizzle-google-shopping-feed-repository';
import { products, productVariants } from '../../../server/infrastructure/db/schema';
import { getGoogleShoppingFeed, rotateGoogleShoppingFeedUrl, setGoogleShoppingFeedEnabled, type GoogleShoppingFeedStatus } from '../../../src/contracts/google-shopping.contract';
import { googleFeedSchemaErrors } from '../../support/google-feed-schema';
import { addCatalog, productWithVariants } from '../support/catalog-fixtures';
import { proxyCall } from '../support/storefront-proxy';
import { insertReviews } from '../support/review-fixtures';
import { type SignedInShop, signInShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const reviewIdsIn = (xml: string) => [...xml.matchAll(/<review_id>(\d+)<\/review_id>/g)].map((match) => Number(match[1])).sort((a, b) => a - b);

describe.each(TEST_DATABASES)('the Google Product Ratings feed on $name', (target) => {
  const ctx = useTestServer(target);
  const status = async (shop: SignedInShop) => (await ctx.server.call('GET', getGoogleShoppingFeed.path, { token: shop.token })).json?.data as GoogleShoppingFeedStatus;
  const enable = async (shop: SignedInShop, enabled: boolean) => ctx.server.call('POST', setGoogleShoppingFeedEnabled.path, { token: shop.token, body: { enabled } });
  const fetchFeed = (url: string) => ctx.server.call('GET', new URL(url).pathname);

  /** Ten reviews that show on the storefront (one rated 1, one incentivised), and those that do not. */
  async function shopWithReviews(domain: string) {
    const shop = await signInShop(ctx.server, domain);
    await addCatalog(ctx.database.handle, shop, {
      products: [productWithVariants('101', 'Linen Shirt', ['S', 'M']), productWithVariants('102', 'Old Mug', ['One']), productWithVariants('103', 'Clay & Cup', ['One'])],
    });
    const db = ctx.database.handle.db;
    await db.update(products).set({ vendor: 'Acme & Sons' }).where(eq(products.shopId, shop.id));
    await db.update(products).set({ status: 'ARCHIVED' }).where(eq(products.id, '102'));
    await db.update(productVariants).set({ sku: 'LS-S', barcode: '4006381333931' }).where(eq(productVariants.shopId, shop.id));
    const shown = Array.from({ length: 10 }, (_, index) => ({
      productId: index % 2 ? '101' : '103',
      rating: index === 0 ? 1 : 5,
      title: `Review <${index}> & "quoted"`,
      body: `Body ${index} of ${domain}`,
      incentivized: index === 1,
      verified: index % 3 === 0,
    }));
    const ids = await insertReviews(ctx.database.handle, shop, [
      ...shown,
      { productId: '101', rating: 1, body: 'Hidden for spam', published: false, moderationReason: 'spam' },
      { productId: '101', rating: 2, body: 'Hidden by the merchant', published: false, moderationReason: 'offensive_content' },
      { productId: '102', rating: 4, body: 'Product archived' },
      { productId: '999', rating: 4, body: 'Product not in the catalog' },
      { productId: '101', rating: 3, body: '   ' },
    ]);
    return { shop, shownIds: ids.slice(0, 10), spamId: ids[10]!, unfitForGoogleIds: ids.slice(12) };
  }

  it('serves, at its secret address, a feed valid against Google’s XSD holding what the storefront shows', async () => {
    const { shop, shownIds, spamId, unfitForGoogleIds } = await shopWithReviews('feed-valid.myshopify.com');
    const before = await status(shop);
    expect(before).toMatchObject({ enabled: false, last_fetched_at: null, included: 0 });
    expect(before.url).toMatch(new RegExp(`/feeds/google/product_reviews/${shop.id}\\.[A-Za-z0-9_-]{32}\\.xml$`));
    expect((await fetchFeed(before.url)).status).toBe(404);

    expect((await enable(shop, true)).json?.data).toMatchObject({ enabled: true, url: before.url });
    const feed = await fetchFeed(before.url);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('application/xml');
    expect(await googleFeedSchemaErrors(feed.text)).toEqual([]);

    // Every review the storefront shows, and the one hidden as spam, flagged; none of the others.
    expect(reviewIdsIn(feed.text)).toEqual([...shownIds, spamId].sort((a, b) => a - b));
    const storefront = await proxyCall(ctx.server, shop.domain, 'GET', 'shop_reviews');
    const pages = storefront.json?.data.pages as number;
    const shownOnStorefront: number[] = [];
    for (let page = 1; page <= pages; page += 1) {
      const answer = await proxyCall(ctx.server, shop.domain, 'GET', 'shop_reviews', { query: { page: String(page) } });
      shownOnStorefront.push(...(answer.json?.data.reviews as { id: number }[]).map((review) => review.id));
    }
    // The storefront shows exactly the feed's reviews not flagged as spam, and the three Google cannot
    // take (a product without a page on the storefront, none in the catalog, no text).
    const notSpam = reviewIdsIn(feed.text.replace(/<review>(?:(?!<\/review>).)*<is_spam>true<\/is_spam>.*?<\/review>/gs, ''));
    expect(notSpam).toEqual(shownIds);
    expect(shownOnStorefront.sort((a, b) => a - b)).toEqual([...notSpam, ...unfitForGoogleIds].sort((a, b) => a - b));

    expect(feed.text).toContain('<title>Review &lt;0&gt; &amp; &quot;quoted&quot;</title>');
    expect(feed.text).toContain('<overall min="1" max="5">1</overall>');
    expect(feed.text).toContain('<is_incentivized_review>true</is_incentivized_review>');
    expect(feed.text).toContain('<brand>Acme &amp; Sons</brand>');
    expect(feed.text).toContain('<gtin>4006381333931</gtin>');
    expect(feed.text).toContain(`<product_url>https://${shop.domain}/products/linen-shirt</product_url>`);

    expect(await status(shop)).toMatchObject({
      last_fetched_at: expect.any(String),
      included: 11,
      spam_flagged: 1,
      low_ratings_included: 2,
      left_out: { unpublished: 1, product_missing: 1, product_not_active: 1, empty_content: 1 },
    });
    expect(await readFeedCoverage(new DrizzleGoogleShoppingFeedRepository(ctx.database.handle.db, new DrizzleFeedProductCatalog(ctx.database.handle.db)), shop)).toEqual({ enabled: true, lowRatingsIncluded: true, incentivisedLabelled: true });
  });

  it('answers 404 to a wrong secret, a malformed name, a switched-off feed and an address rotated away', async () => {
    const { shop } = await shopWithReviews('feed-secret.myshopify.com');
    await enable(shop, true);
    const { url } = await status(shop);
    const wrong = url.replace(/\.([A-Za-z0-9_-]{32})\.xml$/, (_, secret: string) => `.${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}.xml`);
    expect((await fetchFeed(wrong)).status).toBe(404);
    expect((await fetchFeed(url.replace(/\.xml$/, '.json'))).status).toBe(404);

    const rotated = (await ctx.server.call('POST', rotateGoogleShoppingFeedUrl.path, { token: shop.token, body: {} })).json?.data as GoogleShoppingFeedStatus;
    expect(rotated.url).not.toBe(url);
    expect((await fetchFeed(url)).status).toBe(404);
    expect((await fetchFeed(rotated.url)).status).toBe(200);

    await enable(shop, false);
    expect((await fetchFeed(rotated.url)).status).toBe(404);
  });

  it('keeps each shop to its own feed: a shop id with another shop’s secret is a 404, and no review crosses', async () => {
    const a = await shopWithReviews('feed-tenant-a.myshopify.com');
    const b = await shopWithReviews('feed-tenant-b.myshopify.com');
    await enable(a.shop, true);
    await enable(b.shop, true);
    const urlA = (await status(a.shop)).url;
    const urlB = (await status(b.shop)).url;
    const secretOfB = /\.([A-Za-z0-9_-]{32})\.xml$/.exec(urlB)?.[1] ?? '';
    expect((await fetchFeed(urlA.replace(/\.[A-Za-z0-9_-]{32}\.xml$/, `.${secretOfB}.xml`))).status).toBe(404);
    const feedA = await fetchFeed(urlA);
    expect(feedA.text).toContain('feed-tenant-a.myshopify.com');
    expect(feedA.text).not.toContain('feed-tenant-b');
  });

  it('refuses a switch that is not true or false, naming the field', async () => {
    const shop = await signInShop(ctx.server, 'feed-input.myshopify.com');
    const refused = await ctx.server.call('POST', setGoogleShoppingFeedEnabled.path, { token: shop.token, body: { enabled: 'yes' } });
    expect(refused.status).toBe(422);
    expect(refused.json?.message).toContain('enabled');
  });
});
