import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REVIEW_WIDGET_SETTINGS_DOCUMENT } from '../../../server/application/settings/review-widget-settings-store';
import { DrizzleSettingsRepository } from '../../../server/infrastructure/db/drizzle-settings-repository';
import { answers, orders, questions, reviewMedia, reviews, storefrontDailyStats, storefrontDailyVisitors, storefrontMetafields } from '../../../server/infrastructure/db/schema';
import { uploadAddress } from '../../../src/contracts/upload-address';
import { PLAN_ID_FREE, PLAN_ID_GROWTH_MONTHLY } from '../../../src/domain/plans/plan-catalog';
import { insertReviews } from '../support/review-fixtures';
import { type SignedInShop, signInShop, updateShop } from '../support/shop-fixtures';
import { proxyCall, TEST_PROXY_SECRET } from '../support/storefront-proxy';
import { signAppProxyQuery } from '../../../server/infrastructure/shopify/app-proxy-signature';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const NOW = new Date('2026-03-10T12:00:00Z');
const PRODUCT = 'gid://shopify/Product/101';

describe.each(TEST_DATABASES)('the storefront endpoints behind the app proxy on $name', (target) => {
  const ctx = useTestServer(target, () => ({
    now: () => NOW,
    storefrontLimits: { readsPerShopPerMinute: 1000, readsPerAddressPerMinute: 1000, reviewsPerAddressPerHour: 3, reviewsPerShopPerHour: 1000, votesPerAddressPerMinute: 1000, beaconsPerAddressPerMinute: 2, uploadsPerAddressPerHour: 1000, trustedProxyHops: 0 },
  }));
  const call = (shop: SignedInShop | string, method: 'GET' | 'POST', name: string, options: Parameters<typeof proxyCall>[4] = {}) =>
    proxyCall(ctx.server, typeof shop === 'string' ? shop : shop.domain, method, name, { at: NOW, ...options });
  const page = (shop: SignedInShop, query: Record<string, string> = {}) => call(shop, 'GET', 'reviews', { query: { product_id: '101', ...query } });
  const shopWithGrowthPlan = async (domain: string) => {
    const shop = await signInShop(ctx.server, domain);
    await updateShop(ctx.database.handle, shop, { pricingPlanId: PLAN_ID_GROWTH_MONTHLY });
    return shop;
  };
  const validReview = { product_id: '101', rating: 5, title: 'Great', body: 'Works well', name: 'Jane Doe', email: 'jane@example.com' };

  it('serves only requests the app proxy signed, and only for an installed shop', async () => {
    const shop = await shopWithGrowthPlan('proxy-signature.myshopify.com');
    expect((await ctx.server.call('GET', '/proxy/reviews?product_id=101&shop=proxy-signature.myshopify.com')).json).toMatchObject({
      message: 'signature: the request did not come through the app proxy',
    });
    const stale = await call(shop, 'GET', 'reviews', { query: { product_id: '101' }, at: new Date(NOW.getTime() - 10 * 60_000) });
    expect(stale.status).toBe(401);
    expect(stale.json?.message).toBe('timestamp: too old or in the future');
    const unknownShop = await call('never-installed.myshopify.com', 'GET', 'reviews', { query: { product_id: '101' } });
    expect(unknownShop.status).toBe(404);
    expect((await page(shop)).status).toBe(200);
  });

  it("answers the signed shop's published reviews only, whatever shop a parameter names", async () => {
    const shop = await shopWithGrowthPlan('proxy-tenant-a.myshopify.com');
    const other = await shopWithGrowthPlan('proxy-tenant-b.myshopify.com');
    await insertReviews(ctx.database.handle, shop, [{ productId: PRODUCT, authorName: 'Alice Martin', body: 'Mine' }, { productId: PRODUCT, published: false, body: 'Held' }]);
    await insertReviews(ctx.database.handle, other, [{ productId: PRODUCT, authorName: 'Bob Secret', body: 'Not yours' }]);
    const answer = await page(shop, { shop_id: String(other.id), myshopify_domain: other.domain });
    expect((answer.json?.data.reviews as { body: string }[]).map((review) => review.body)).toEqual(['Mine']);
    expect(answer.json?.data.summary).toEqual({ average: '5.0', count: 1, histogram: [0, 0, 0, 0, 1] });
    expect(answer.text).not.toContain('Bob');
  });

  it('shows what shoppers may see: no e-mail, the reply only when published, names shortened', async () => {
    const shop = await shopWithGrowthPlan('proxy-shape.myshopify.com');
    await insertReviews(ctx.database.handle, shop, [
      { productId: PRODUCT, authorName: 'Jane van Dyke', authorEmail: 'jane@private.example', replyBody: 'Draft reply', replyPublished: false, commentedAt: new Date('2026-03-01T10:00:00Z') },
      { productId: PRODUCT, authorName: 'Omar', replyBody: 'Thanks!', replyPublished: true, repliedAt: new Date('2026-03-02T09:00:00Z'), verified: true, commentedAt: new Date('2026-03-02T08:00:00Z'), media: [{ kind: 'photo', url: '/upload/1/abcdefghij.jpg' }, { kind: 'video', url: '/upload/1/klmnopqrst.mp4' }, { kind: 'photo', url: '/upload/1/uvwxyzabcd.jpg' }] },
    ]);
    const answer = await page(shop);
    expect(answer.text).not.toContain('private.example');
    expect(answer.text).not.toContain('Draft reply');
    const [newest, oldest] = answer.json?.data.reviews as unknown[];
    expect(newest).toMatchObject({ author: 'Omar', verified: true, reply: { body: 'Thanks!', date_text: '03/02/2026' }, date_text: '03/02/2026' });
    // Each review's media in the order the shopper added them, photos and the video apart.
    expect(newest).toMatchObject({ photos: ['/upload/1/abcdefghij.jpg', '/upload/1/uvwxyzabcd.jpg'], videos: ['/upload/1/klmnopqrst.mp4'] });
    expect(oldest).toMatchObject({ author: 'Jane D.', reply: null, photos: [], videos: [] });
  });

  it('pages and sorts by the widget settings, and caps what a Free plan shows', async () => {
    const shop = await shopWithGrowthPlan('proxy-pages.myshopify.com');
    await insertReviews(
      ctx.database.handle,
      shop,
      Array.from({ length: 30 }, (_, index) => ({ productId: PRODUCT, rating: (index % 5) + 1, commentedAt: new Date(Date.UTC(2026, 0, 1, 0, index)) })),
    );
    const first = await page(shop);
    expect(first.json?.data).toMatchObject({ page: 1, pages: 3, per_page: 14, sort: 'commented-at-descending' });
    expect(first.json?.data.reviews).toHaveLength(14);
    const third = await page(shop, { page: '3' });
    expect(third.json?.data.reviews).toHaveLength(2);
    const lowest = await page(shop, { sort: 'rating-ascending' });
    const ratings = (lowest.json?.data.reviews as { rating: number }[]).map((review) => review.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => a - b));
    expect(ratings.slice(0, 6)).toEqual([1, 1, 1, 1, 1, 1]);
    // The merchant's save shows on the next read, although the server remembers the shop's settings between reads.
    expect((await ctx.server.call('POST', '/api/v1/admin/set_review_widget_settings', { token: shop.token, body: { reviews_per_page_number: 10 } })).status).toBe(200);
    expect((await page(shop)).json?.data).toMatchObject({ pages: 3, per_page: 10 });
    await updateShop(ctx.database.handle, shop, { pricingPlanId: PLAN_ID_FREE });
    const free = await page(shop, { page: '2' });
    expect(free.json?.data).toMatchObject({ pages: 2, summary: { count: 30 } });
    expect(free.json?.data.reviews).toHaveLength(10);
    expect((await page(shop, { page: '3' })).json?.data.reviews).toEqual([]);
    // Every order shows the same 20 newest reviews: sorting never reveals the others.
    const seen = new Set<number>();
    for (const sort of ['commented-at-descending', 'commented-at-ascending', 'rating-descending', 'rating-ascending', 'helpful-descending']) {
      for (const pageNumber of ['1', '2']) for (const review of (await page(shop, { sort, page: pageNumber })).json?.data.reviews as { id: number }[]) seen.add(review.id);
    }
    expect(seen.size).toBe(20);
  });

  it('is cacheable: Cache-Control, an ETag, and 304 when the page has not changed', async () => {
    const shop = await shopWithGrowthPlan('proxy-etag.myshopify.com');
    await insertReviews(ctx.database.handle, shop, [{ productId: PRODUCT }]);
    const first = await page(shop);
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=60');
    const etag = first.headers.get('ETag')!;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await call(shop, 'GET', 'reviews', { query: { product_id: '101' }, headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    await insertReviews(ctx.database.handle, shop, [{ productId: PRODUCT, body: 'New' }]);
    expect((await call(shop, 'GET', 'reviews', { query: { product_id: '101' }, headers: { 'If-None-Match': etag } })).status).toBe(200);
  });

  it('refuses a bad page request with a message naming the field', async () => {
    const shop = await shopWithGrowthPlan('proxy-bad-query.myshopify.com');
    for (const [query, message] of [
      [{ product_id: 'gid://shopify/Product/1' }, 'product_id: must be a product number'],
      [{ product_id: '101', page: '0' }, 'page: must be a whole number from 1 to 1000'],
      [{ product_id: '101', sort: 'random' }, 'sort: "random" is not one of commented-at-descending, commented-at-ascending, rating-descending, rating-ascending, helpful-descending'],
    ] as const) {
      const response = await call(shop, 'GET', 'reviews', { query });
      expect(response.status).toBe(422);
      expect(response.json?.message).toBe(message);
    }
  });

  it('takes a review: published by the settings, never "verified" by a typed address, listed for the merchant', async () => {
    const shop = await shopWithGrowthPlan('proxy-submit.myshopify.com');
    await ctx.database.handle.db.insert(orders).values({ shopId: shop.id, id: 'order-1', name: '#1001', customerName: 'Jane Doe', customerEmail: 'JANE@example.com', totalPrice: '20.00', placedAt: NOW });
    const published = await call(shop, 'POST', 'submit_review', { body: validReview });
    expect(published.json).toMatchObject({ code: 0, data: { status: 'published' } });
    await new DrizzleSettingsRepository(ctx.database.handle.db).writeDocument(shop, REVIEW_WIDGET_SETTINGS_DOCUMENT, { auto_publish_min_rating: 4 });
    const held = await call(shop, 'POST', 'submit_review', { body: { ...validReview, rating: 2, email: 'someone@example.com' }, address: '198.51.100.2' });
    expect(held.json?.data).toEqual({ status: 'pending' });
    const stored = await ctx.database.handle.db.select().from(reviews).where(eq(reviews.shopId, shop.id)).orderBy(reviews.id);
    expect(stored.map((row) => [row.rating, row.published, row.verified, row.source, row.productId])).toEqual([
      // The shop has an order from jane@example.com, yet a typed address verifies nothing.
      [5, true, false, 'Store front', PRODUCT],
      [2, false, false, 'Store front', PRODUCT],
    ]);
    const admin = await ctx.server.call('GET', '/api/v1/admin/get_reviews?publishes=2', { token: shop.token });
    expect((admin.json?.data.list as { rating: number }[]).map((item) => item.rating)).toEqual([2]);
  });

  it('refuses a bad review with a 422 naming the field, and stores nothing', async () => {
    const shop = await shopWithGrowthPlan('proxy-submit-bad.myshopify.com');
    for (const [change, message] of [
      [{ rating: 6 }, 'rating: must be a whole number from 1 to 5'],
      [{ body: '   ' }, 'body: must not be blank'],
      [{ name: 'x'.repeat(101) }, 'name: must be at most 100 characters'],
      [{ email: 'not-an-address' }, 'email: must be an e-mail address'],
      [{ photos: ['9999/abcdefghij.jpg'] }, 'photos: 9999/abcdefghij.jpg is not a file uploaded to this shop'],
    ] as const) {
      const response = await call(shop, 'POST', 'submit_review', { body: { ...validReview, ...change }, address: `192.0.2.${message.length}` });
      expect(response.status, message).toBe(422);
      expect(response.json?.message).toBe(message);
    }
    expect(await ctx.database.handle.db.select().from(reviews).where(eq(reviews.shopId, shop.id))).toEqual([]);
    expect(await ctx.database.handle.db.select().from(reviewMedia).where(eq(reviewMedia.shopId, shop.id))).toEqual([]);
  });

  it('answers a filled honeypot as a held review and stores nothing', async () => {
    const shop = await shopWithGrowthPlan('proxy-honeypot.myshopify.com');
    const response = await call(shop, 'POST', 'submit_review', { body: { ...validReview, website: 'http://spam.example' } });
    expect(response.json?.data).toEqual({ status: 'pending' });
    expect(await ctx.database.handle.db.select().from(reviews).where(eq(reviews.shopId, shop.id))).toEqual([]);
  });

  it('limits reviews per shopper address with a 429 that says when to try again', async () => {
    const shop = await shopWithGrowthPlan('proxy-rate.myshopify.com');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await call(shop, 'POST', 'submit_review', { body: validReview, address: '203.0.113.50' })).status).toBe(200);
    }
    const refused = await call(shop, 'POST', 'submit_review', { body: validReview, address: '203.0.113.50' });
    expect(refused.status).toBe(429);
    expect(refused.json?.message).toMatch(/^address: too many reviews; try again in \d+ s$/);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await call(shop, 'POST', 'submit_review', { body: validReview, address: '203.0.113.51' })).status).toBe(200);
  });

  it('counts one helpful vote per shopper, and none for a review shoppers cannot see', async () => {
    const shop = await shopWithGrowthPlan('proxy-votes.myshopify.com');
    const [shown, held] = await insertReviews(ctx.database.handle, shop, [{ productId: PRODUCT }, { productId: PRODUCT, published: false }]);
    const vote = (reviewId: number, voter: string) => call(shop, 'POST', 'vote_helpful', { body: { review_id: reviewId, voter } });
    expect((await vote(shown!, 'voter-aaaaaaaaaaaaaaaa')).json?.data).toEqual({ helpful: 1 });
    expect((await vote(shown!, 'voter-aaaaaaaaaaaaaaaa')).json?.data).toEqual({ helpful: 1 });
    expect((await vote(shown!, 'voter-bbbbbbbbbbbbbbbb')).json?.data).toEqual({ helpful: 2 });
    expect((await vote(held!, 'voter-aaaaaaaaaaaaaaaa')).status).toBe(404);
    expect((await vote(shown!, 'short')).json?.message).toBe('voter: must be 16 to 64 letters, digits or hyphens');
  });

  it('counts page views, widget impressions and unique visitors per shop-local day, with nothing personal stored', async () => {
    const shop = await shopWithGrowthPlan('proxy-beacon.myshopify.com');
    await updateShop(ctx.database.handle, shop, { timeZone: 'Pacific/Auckland' });
    const beacon = (events: unknown, address: string, userAgent = 'Mozilla/5.0 Test') =>
      call(shop, 'POST', 'beacon', { body: { events }, address, headers: { 'User-Agent': userAgent } });
    const viewAndImpressions = [{ type: 'page_view' }, { type: 'widget_impression', widget: 'reviews' }, { type: 'widget_impression', widget: 'reviews' }];
    expect((await beacon(viewAndImpressions, '198.51.100.10')).json?.data).toEqual({ recorded: 3 });
    expect((await beacon([{ type: 'page_view' }], '198.51.100.10')).json?.data).toEqual({ recorded: 1 });
    expect((await beacon([{ type: 'page_view' }], '198.51.100.11')).json?.data).toEqual({ recorded: 1 });
    // 12:00 UTC on 10 March is already 11 March in Auckland.
    const stats = await ctx.database.handle.db.select().from(storefrontDailyStats).where(eq(storefrontDailyStats.shopId, shop.id));
    expect(Object.fromEntries(stats.map((row) => [`${row.day} ${row.metric}`, row.count]))).toEqual({
      '2026-03-11 page_view': 3,
      '2026-03-11 widget_impression:reviews': 2,
    });
    const visitors = await ctx.database.handle.db.select().from(storefrontDailyVisitors).where(eq(storefrontDailyVisitors.shopId, shop.id));
    expect(visitors).toHaveLength(2);
    for (const visitor of visitors) expect(visitor.visitor).not.toContain('198.51.100');
  });

  it('refuses a malformed beacon by name, and limits beacons per shopper address', async () => {
    const shop = await shopWithGrowthPlan('proxy-beacon-bad.myshopify.com');
    const beacon = (events: unknown, address: string) => call(shop, 'POST', 'beacon', { body: { events }, address });
    const noWidget = await beacon([{ type: 'widget_impression' }], '198.51.100.20');
    expect(noWidget.status).toBe(422);
    expect(noWidget.json?.message).toBe('events.0: a widget impression names its widget, a page view none');
    expect((await beacon(Array.from({ length: 21 }, () => ({ type: 'page_view' })), '198.51.100.21')).json?.message).toBe('events: must hold at most 20 events');
    expect((await beacon([{ type: 'page_view' }], '198.51.100.22')).status).toBe(200);
    expect((await beacon([{ type: 'page_view' }], '198.51.100.22')).status).toBe(200);
    const refused = await beacon([{ type: 'page_view' }], '198.51.100.22');
    expect(refused.status).toBe(429);
    expect(refused.json?.message).toMatch(/^address: too many beacons; try again in \d+ s$/);
  });

  it("takes a review's photo through the app proxy's upload path, and refuses another shop's policy", async () => {
    const shop = await shopWithGrowthPlan('proxy-photos.myshopify.com');
    const other = await shopWithGrowthPlan('proxy-photos-other.myshopify.com');
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const policyOf = async (domain: string) => (await call(domain, 'GET', 'upload_policy')).json?.data as { host: string; dir: string; policy: string; accessid: string; signature: string };
    const upload = async (domain: string, policy: Awaited<ReturnType<typeof policyOf>>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries({ key: `${policy.dir}Photo00001.png`, policy: policy.policy, OSSAccessKeyId: policy.accessid, signature: policy.signature, success_action_status: '200' })) form.append(name, value);
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
      const credential = new URL(uploadAddress('/proxy/upload', policy), 'http://localhost').searchParams;
      const query = signAppProxyQuery(credential, domain, TEST_PROXY_SECRET, NOW);
      const response = await ctx.server.app.request(`/proxy/upload?${query.toString()}`, { method: 'POST', body: form, headers: { 'X-Forwarded-For': '203.0.113.80' } });
      return { status: response.status, json: (await response.json()) as { code: number; message: string; data: { key: string } } };
    };
    const policy = await policyOf(shop.domain);
    expect(policy.host).toBe('/apps/starling/upload');
    expect(policy.dir).toBe(`${shop.id}/`);
    const stored = await upload(shop.domain, policy);
    // The chosen name, or one of the server's when that name is taken (the test folder outlives runs).
    expect(stored.json.data.key).toMatch(new RegExp(`^${shop.id}/[A-Za-z0-9]{10}\\.png$`));
    const review = await call(shop, 'POST', 'submit_review', { body: { ...validReview, photos: [stored.json.data.key] }, address: '203.0.113.81' });
    expect(review.json?.data).toEqual({ status: 'published' });
    const [media] = await ctx.database.handle.db.select().from(reviewMedia).where(eq(reviewMedia.shopId, shop.id));
    expect(media).toMatchObject({ kind: 'photo', url: `/upload/${stored.json.data.key}` });
    // A shopper's policy is taken only through the proxy, where its limits apply, and the admin's only outside it.
    const direct = new FormData();
    for (const [name, value] of Object.entries({ key: `${policy.dir}Direct0001.png`, policy: policy.policy, OSSAccessKeyId: policy.accessid, signature: policy.signature })) direct.append(name, value);
    direct.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    const bypass = await ctx.server.app.request(uploadAddress('/upload', policy), { method: 'POST', body: direct });
    expect(bypass.status).toBe(403);
    expect(((await bypass.json()) as { message: string }).message).toBe('policy: is not for this upload path');
    const adminPolicy = (await ctx.server.call('GET', '/api/v1/admin/get_policy_token', { token: shop.token })).json?.data as Awaited<ReturnType<typeof policyOf>>;
    expect((await upload(shop.domain, adminPolicy)).json.message).toBe('policy: is not for this upload path');
    const elsewhere = await upload(other.domain, policy);
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.json.message).toBe('policy: was issued to another shop');
    const asVideo = await call(shop, 'POST', 'submit_review', { body: { ...validReview, videos: [stored.json.data.key] }, address: '203.0.113.82' });
    expect(asVideo.json?.message).toBe(`videos: ${stored.json.data.key} is not a video`);
  });

  it('takes a question unpublished, and shows it on the product once answered and published', async () => {
    const shop = await shopWithGrowthPlan('proxy-questions.myshopify.com');
    const ask = (body: Record<string, unknown>, address = '203.0.113.90') =>
      call(shop, 'POST', 'ask_question', { body: { product_id: '101', name: 'Quinn Asker', email: 'quinn@example.com', ...body }, address });
    expect((await ask({ body: '  ' })).json?.message).toBe('body: must not be blank');
    expect((await ask({ body: 'Spam', website: 'http://spam.example' }, '203.0.113.91')).json?.data).toEqual({ status: 'pending' });
    expect((await ask({ body: 'Does it come in blue?' }, '203.0.113.92')).json?.data).toEqual({ status: 'pending' });
    const stored = await ctx.database.handle.db.select().from(questions).where(eq(questions.shopId, shop.id));
    expect(stored.map((row) => [row.body, row.published, row.productId])).toEqual([['Does it come in blue?', false, PRODUCT]]);

    const firstQuestions = async () => {
      await ctx.server.storefrontSync.drain();
      const rows = await ctx.database.handle.db.select().from(storefrontMetafields).where(eq(storefrontMetafields.shopId, shop.id));
      const row = rows.find((candidate) => candidate.ownerId === PRODUCT && candidate.key === 'questions');
      return JSON.parse(row!.value) as { count: number; questions: { body: string; author: string; answers: { body: string }[] }[] };
    };
    expect(await firstQuestions()).toEqual({ count: 0, questions: [] });
    await ctx.database.handle.db.insert(answers).values({ shopId: shop.id, questionId: stored[0]!.id, authorName: 'The shop', body: 'Yes, three blues.', answeredAt: NOW });
    await ctx.database.handle.db.update(questions).set({ published: true }).where(eq(questions.id, stored[0]!.id));
    expect(await firstQuestions()).toMatchObject({ count: 1, questions: [{ body: 'Does it come in blue?', author: 'Quinn A.', answers: [{ body: 'Yes, three blues.' }] }] });
  });
});
