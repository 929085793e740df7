import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reviews, usedSigns } from '../../../server/infrastructure/db/schema';
import { FakeReviewImportStarter } from '../../fakes/fake-review-import-starter';
import { recordedHostOrigins, useRecordedMarketplace } from '../support/marketplace-pages-server';
import { addCatalog, productWithVariants } from '../support/catalog-fixtures';
import { signInShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const ADMIN = '/api/v1/admin/import';
const BOOKMARK = '/api/v1/public/bookmark_import';
const PRODUCT = 'gid://shopify/Product/7001';
const PAGE = 'https://www.amazon.com/Stellar-Steel-Electric-Kettle/dp/B0TESTKETL';
const MINUTE = 60_000;

const review = (overrides: Record<string, unknown> = {}) => ({
  rating: 5,
  title: 'Boils fast',
  body: 'Quiet and quick.',
  author: 'Margaret O.',
  country: 'United States',
  date: '2024-03-03',
  photos: ['https://m.media-amazon.com/images/I/71kettleA.jpg'],
  videos: [],
  verified_purchase: true,
  ...overrides,
});

describe.each(TEST_DATABASES)('marketplace imports on $name', (target) => {
  const marketplace = useRecordedMarketplace();
  const starter = new FakeReviewImportStarter();
  let clock = new Date('2024-06-01T12:00:00Z');
  const ctx = useTestServer(target, () => ({
    now: () => clock,
    reviewImportStarter: starter,
    marketplaceFetch: { hostOrigins: recordedHostOrigins(marketplace.origin), timeoutMs: 500, pagesPerShopPerHour: 1000, pagesPerMarketplacePerMinute: 1000 },
  }));

  const tokenFor = async (shopToken: string, options: Record<string, unknown> = {}) => {
    const response = await ctx.server.call('POST', `${ADMIN}/create_bookmark_token`, { token: shopToken, body: { product_id: PRODUCT, options } });
    expect(response.status, response.text).toBe(200);
    return response.json?.data as { token: string; expires_at: string; max_reviews: number };
  };
  const send = (body: unknown, headers: Record<string, string> = {}) =>
    ctx.server.call('POST', BOOKMARK, { body, headers: { Origin: 'https://www.amazon.com', 'X-Forwarded-For': '203.0.113.7', ...headers } });

  describe('the bookmarklet', () => {
    it('makes a 30-minute token for the picked product and options', async () => {
      const shop = await signInShop(ctx.server, 'bookmark-token.myshopify.com');
      const made = await tokenFor(shop.token, { max_reviews: 40 });
      expect(made.expires_at).toBe(new Date(clock.getTime() + 30 * MINUTE).toISOString());
      expect(made.max_reviews).toBe(40);
      expect(made.token.split('.')).toHaveLength(3);
    });

    it('refuses a token request without a product or with options out of range, naming the field', async () => {
      const shop = await signInShop(ctx.server, 'bookmark-invalid.myshopify.com');
      const noProduct = await ctx.server.call('POST', `${ADMIN}/create_bookmark_token`, { token: shop.token, body: {} });
      expect(noProduct.status).toBe(422);
      expect(noProduct.json?.message).toContain('product_id');
      const stars = await ctx.server.call('POST', `${ADMIN}/create_bookmark_token`, { token: shop.token, body: { product_id: PRODUCT, options: { min_rating: 6 } } });
      expect(stars.status).toBe(422);
      expect(stars.json?.message).toContain('min_rating');
    });

    it('answers any origin without cookies, for the marketplace page to call', async () => {
      const preflight = await ctx.server.app.request(BOOKMARK, {
        method: 'OPTIONS',
        headers: { Origin: 'https://www.aliexpress.com', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('*');
      expect(preflight.headers.get('Access-Control-Allow-Credentials')).toBeNull();
      const toPrivate = await ctx.server.app.request(BOOKMARK, {
        method: 'OPTIONS',
        headers: { Origin: 'https://www.amazon.com', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Private-Network': 'true' },
      });
      expect(toPrivate.headers.get('Access-Control-Allow-Private-Network')).toBe('true');
    });

    it("imports the page's reviews the options keep, once, into the token's shop and product", async () => {
      const shop = await signInShop(ctx.server, 'bookmark-send.myshopify.com');
      const { token } = await tokenFor(shop.token, { min_rating: 4, skip_without_text: true });
      const sent = await send({ token, page_url: PAGE, reviews: [review(), review({ rating: 2, title: 'Hot handle' }), review({ title: '', body: '' })] });
      expect(sent.status, sent.text).toBe(200);
      expect(sent.headers.get('Access-Control-Allow-Origin')).toBe('*');
      expect(sent.json?.data).toMatchObject({ marketplace: 'amazon', found: 3, kept: 1, job: { kind: 'bookmark', origin: 'amazon', status: 'queued' } });
      const call = starter.calls.at(-1)!;
      expect(call.shop).toMatchObject({ id: shop.id, domain: shop.domain });
      expect(call.request).toMatchObject({ kind: 'bookmark', origin: 'amazon', label: PAGE });
      expect(call.request.drafts).toEqual([
        expect.objectContaining({
          product: { kind: 'id', id: PRODUCT },
          rating: 5,
          title: 'Boils fast',
          authorName: 'Margaret O.',
          commentedAt: '2024-03-03T00:00:00.000Z',
          claimsVerifiedPurchase: true,
          media: [{ kind: 'photo', url: 'https://m.media-amazon.com/images/I/71kettleA.jpg' }],
        }),
      ]);

      const replay = await send({ token, page_url: PAGE, reviews: [review()] });
      expect(replay.status).toBe(401);
      expect(replay.json?.message).toMatch(/^token: this bookmarklet has already sent its reviews/);
      expect(starter.calls.at(-1)).toBe(call);
    });

    it('refuses a page of another site, or reviews the options all leave out, and the token still works after', async () => {
      const shop = await signInShop(ctx.server, 'bookmark-host.myshopify.com');
      const { token } = await tokenFor(shop.token, { min_rating: 5 });
      const otherSite = await send({ token, page_url: 'https://www.ebay.com/itm/123', reviews: [review()] });
      expect(otherSite.status).toBe(422);
      expect(otherSite.json?.message).toMatch(/^page_url: must be an Amazon or AliExpress page/);
      const noneKept = await send({ token, page_url: PAGE, reviews: [review({ rating: 4 })] });
      expect(noneKept.status).toBe(422);
      expect(noneKept.json?.message).toMatch(/^reviews: no review found \(1 in all\) matches the import options \(at least 5 stars, with text\)/);
      const aliExpress = await send({ token, page_url: 'https://fr.aliexpress.com/item/1005001234567890.html', reviews: [review()] });
      expect(aliExpress.status).toBe(200);
      expect(aliExpress.json?.data).toMatchObject({ marketplace: 'aliexpress', kept: 1 });
    });

    it('validates the send with its limits, naming the field', async () => {
      const shop = await signInShop(ctx.server, 'bookmark-limits.myshopify.com');
      const { token } = await tokenFor(shop.token);
      const tooMany = await send({ token, page_url: PAGE, reviews: Array.from({ length: 501 }, () => review({ photos: [] })) });
      expect(tooMany.status).toBe(422);
      expect(tooMany.json?.message).toContain('reviews');
      const longTitle = await send({ token, page_url: PAGE, reviews: [review({ title: 'x'.repeat(301) })] });
      expect(longTitle.status).toBe(422);
      expect(longTitle.json?.message).toContain('title');
      const badPhoto = await send({ token, page_url: PAGE, reviews: [review({ photos: ['javascript:alert(1)'] })] });
      expect(badPhoto.status).toBe(422);
      expect(badPhoto.json?.message).toContain('photos');
      const badRating = await send({ token, page_url: PAGE, reviews: [review({ rating: 0 })] });
      expect(badRating.status).toBe(422);
      expect(badRating.json?.message).toContain('rating');
      const notAToken = await send({ token: 'nope', page_url: PAGE, reviews: [review()] });
      expect(notAToken.status).toBe(422);
      expect(notAToken.json?.message).toContain('token');
    });

    it('refuses an expired or forged token', async () => {
      const shop = await signInShop(ctx.server, 'bookmark-expired.myshopify.com');
      const { token } = await tokenFor(shop.token);
      const forged = `${token.slice(0, -4)}AAAA`;
      expect((await send({ token: forged, page_url: PAGE, reviews: [review()] })).json?.message).toMatch(/^token: is not a bookmarklet token/);
      const madeAt = clock;
      clock = new Date(madeAt.getTime() + 31 * MINUTE);
      try {
        const late = await send({ token, page_url: PAGE, reviews: [review()] });
        expect(late.status).toBe(401);
        expect(late.json?.message).toMatch(/^token: has expired \(a bookmarklet works for 30 minutes\)/);
      } finally {
        clock = madeAt;
      }
    });

    it('forgets used tokens once they have expired anyway', async () => {
      const shop = await signInShop(ctx.server, 'bookmark-forget.myshopify.com');
      const first = await tokenFor(shop.token);
      expect((await send({ token: first.token, page_url: PAGE, reviews: [review()] })).status).toBe(200);
      const madeAt = clock;
      clock = new Date(madeAt.getTime() + 40 * MINUTE);
      try {
        const second = await tokenFor(shop.token);
        expect((await send({ token: second.token, page_url: PAGE, reviews: [review()] })).status).toBe(200);
        const signs = (await ctx.database.handle.db.select().from(usedSigns)).filter((row) => row.shopId === shop.id);
        expect(signs).toHaveLength(1);
        expect(signs[0]!.sign).toMatch(/^bookmark:/);
      } finally {
        clock = madeAt;
      }
    });
  });

  describe('the import by product URL', () => {
    const importUrl = (shopToken: string, url: string, options: Record<string, unknown> = { min_rating: 1, skip_without_text: false }) =>
      ctx.server.call('POST', `${ADMIN}/import_marketplace_url`, { token: shopToken, body: { url, product_id: PRODUCT, options } });

    it("reads an Amazon product page's reviews as a browser would, and imports what the options keep", async () => {
      const shop = await signInShop(ctx.server, 'url-amazon.myshopify.com');
      const imported = await importUrl(shop.token, PAGE, { min_rating: 4 });
      expect(imported.status, imported.text).toBe(200);
      expect(imported.json?.data).toMatchObject({ marketplace: 'amazon', found: 4, kept: 2, job: { kind: 'marketplace', origin: 'amazon' } });
      expect(marketplace.requested).toContain('/Stellar-Steel-Electric-Kettle/dp/B0TESTKETL');
      expect(marketplace.userAgents.at(-1)).toMatch(/^Mozilla\/5\.0 .*Chrome/);
      const call = starter.calls.at(-1)!;
      expect(call.shop.id).toBe(shop.id);
      expect(call.request.drafts.map((draft) => [draft.title, draft.rating, draft.product])).toEqual([
        ['Boils in two minutes flat', 5, { kind: 'id', id: PRODUCT }],
        ['Gut verarbeitet', 4, { kind: 'id', id: PRODUCT }],
      ]);
    });

    it("reads an AliExpress product's feedback pages, following its next page once", async () => {
      const shop = await signInShop(ctx.server, 'url-aliexpress.myshopify.com');
      const imported = await importUrl(shop.token, 'https://www.aliexpress.com/item/1005001234567890.html?spm=a2g0o');
      expect(imported.status, imported.text).toBe(200);
      expect(imported.json?.data).toMatchObject({ marketplace: 'aliexpress', found: 4, kept: 4 });
      expect(marketplace.requested.filter((path) => path.startsWith('/display/productEvaluation.htm'))).toEqual(
        expect.arrayContaining(['/display/productEvaluation.htm?productId=1005001234567890&page=1', '/display/productEvaluation.htm?productId=1005001234567890&page=2']),
      );
    });

    it.each([
      ['https://www.amazon.com/dp/B0CAPTCHA1', 502, 'url: Amazon asked for a captcha; use the bookmarklet instead'],
      ['https://www.amazon.com/dp/B0LOGIN001', 502, 'url: Amazon asked to sign in before showing the reviews; use the bookmarklet instead'],
      ['https://www.amazon.com/dp/B0FORBIDDN', 502, 'url: Amazon refused to serve the page to our server (HTTP 403); use the bookmarklet instead'],
      ['https://www.amazon.com/dp/B0UNAVAIL1', 502, 'url: Amazon did not serve the page (HTTP 503); try again later or use the bookmarklet instead'],
      ['https://www.amazon.com/dp/B0SLOWPAGE', 502, 'url: Amazon did not answer in time; try again later or use the bookmarklet instead'],
      ['https://www.amazon.com/dp/B0MISSING1', 422, 'url: Amazon has no page at that address (HTTP 404)'],
      ['https://www.amazon.com/dp/B0NOREVIEW', 422, 'url: Amazon showed no reviews on that page; check the address, or use the bookmarklet'],
      ['https://www.ebay.com/itm/123', 422, 'url: must be the address of an Amazon or AliExpress product page'],
      ['ftp://www.amazon.com/dp/B0TESTKETL', 422, 'url: must be an http(s) address'],
    ])('says what happened when reading %s fails, never a 500', async (url, status, message) => {
      const shop = await signInShop(ctx.server, 'url-refused.myshopify.com');
      const calls = starter.calls.length;
      const refused = await importUrl(shop.token, url);
      expect(refused.status).toBe(status);
      expect(refused.json?.message).toBe(message);
      expect(starter.calls).toHaveLength(calls);
    });

    it('refuses a request without a product, naming the field', async () => {
      const shop = await signInShop(ctx.server, 'url-invalid.myshopify.com');
      const missing = await ctx.server.call('POST', `${ADMIN}/import_marketplace_url`, { token: shop.token, body: { url: PAGE } });
      expect(missing.status).toBe(422);
      expect(missing.json?.message).toContain('product_id');
    });
  });
});

describe.each(TEST_DATABASES)('marketplace imports through the import pipeline on $name', (target) => {
  const marketplace = useRecordedMarketplace();
  const ctx = useTestServer(target, () => ({
    importWorker: { leaseMs: 60_000, pollMs: 60_000, chunkRows: 50 },
    marketplaceFetch: { hostOrigins: recordedHostOrigins(marketplace.origin) },
  }));

  it("lands the bookmarklet's reviews on the picked product with their provenance, and the URL import's too", async () => {
    const shop = await signInShop(ctx.server, 'pipeline-sources.myshopify.com');
    await addCatalog(ctx.database.handle, shop, { products: [productWithVariants(PRODUCT, 'Stellar Kettle', ['Silver'])] });
    const made = await ctx.server.call('POST', `${ADMIN}/create_bookmark_token`, { token: shop.token, body: { product_id: PRODUCT } });
    const sent = await ctx.server.call('POST', BOOKMARK, { body: { token: made.json?.data.token, page_url: PAGE, reviews: [review(), review({ author: 'Derek', title: 'Good', body: 'Fine kettle.' })] } });
    expect(sent.status, sent.text).toBe(200);
    const url = await ctx.server.call('POST', `${ADMIN}/import_marketplace_url`, { token: shop.token, body: { url: PAGE, product_id: PRODUCT, options: { min_rating: 5 } } });
    expect(url.status, url.text).toBe(200);
    await ctx.server.reviewImportWorker.drain();

    for (const [answer, origin] of [[sent, 'amazon'], [url, 'amazon']] as const) {
      const jobId = answer.json?.data.job.id as number;
      const job = await ctx.server.call('GET', `${ADMIN}/get_review_import?job_id=${jobId}`, { token: shop.token });
      expect(job.json?.data).toMatchObject({ status: 'completed', kind: jobId === sent.json?.data.job.id ? 'bookmark' : 'marketplace', origin });
    }
    const stored = await ctx.database.handle.db.select().from(reviews).where(and(eq(reviews.shopId, shop.id), eq(reviews.productId, PRODUCT))).orderBy(reviews.importJobId, reviews.importRow);
    expect(stored.map((row) => [row.authorName, row.importOrigin, row.verified])).toEqual([
      ['Margaret O.', 'amazon', false],
      ['Derek', 'amazon', false],
      ['Margaret O.', 'amazon', false],
    ]);
  });
});
