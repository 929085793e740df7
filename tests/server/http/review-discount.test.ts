import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { IssueReviewDiscountUseCase } from '../../../server/application/collect/issue-review-discount.use-case';
import { type ShopifyGateway } from '../../../server/application/shopify/shopify-gateway.port';
import { DEMO_DISCOUNT_CODES_DOCUMENT, DrizzleCatalogGateway } from '../../../server/infrastructure/db/drizzle-catalog-gateway';
import { DrizzleReviewDiscountRepository } from '../../../server/infrastructure/db/drizzle-review-discount-repository';
import { DrizzleSettingsRepository } from '../../../server/infrastructure/db/drizzle-settings-repository';
import { reviewDiscounts, reviews } from '../../../server/infrastructure/db/schema';
import { type ReviewDiscountOverview } from '../../../src/contracts/review-discount.contract';
import { DEFAULT_REVIEW_DISCOUNT_SETTINGS } from '../../../src/domain/collect/review-discount';
import { insertReviews, type ReviewSeed } from '../support/review-fixtures';
import { type SignedInShop, signInShop, updateShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const ADMIN = '/api/v1/admin';
const NOW = new Date('2026-03-01T10:00:00Z');
const PHOTO = { kind: 'photo', url: '/upload/p.jpg' } as const;
const VIDEO = { kind: 'video', url: '/upload/v.mp4' } as const;

describe.each(TEST_DATABASES)('review discounts on $name', (target) => {
  const ctx = useTestServer(target, { now: () => NOW });
  const admin = (shop: SignedInShop, method: 'GET' | 'POST', path: string, body?: unknown) =>
    ctx.server.call(method, `${ADMIN}/${path}`, { token: shop.token, ...(body === undefined ? {} : { body }) });
  const review = (shop: SignedInShop, seed: ReviewSeed) =>
    insertReviews(ctx.database.handle, shop, [{ authorName: 'Mia Lund', authorEmail: 'mia@example.com', ...seed }]).then(([id]) => id!);
  const issuedRows = async (shop: SignedInShop, reviewId: number) =>
    (await ctx.database.handle.db.select({ n: count() }).from(reviewDiscounts).where(and(eq(reviewDiscounts.shopId, shop.id), eq(reviewDiscounts.reviewId, reviewId))))[0]?.n;
  const incentivised = async (shop: SignedInShop, reviewId: number) =>
    (await ctx.database.handle.db.select({ flag: reviews.incentivized }).from(reviews).where(and(eq(reviews.shopId, shop.id), eq(reviews.id, reviewId))))[0]?.flag;
  const demoCodes = async (shop: SignedInShop) => Object.keys(((await new DrizzleSettingsRepository(ctx.database.handle.db).readDocument(shop, DEMO_DISCOUNT_CODES_DOCUMENT)) ?? {}));

  it('answers each kind’s defaults (all off) and saves only the fields sent', async () => {
    const shop = await signInShop(ctx.server, 'discount-settings.myshopify.com');
    for (const type of ['text', 'photo', 'video'] as const) {
      expect((await admin(shop, 'GET', `get_review_discount_setting?type=${type}`)).json?.data).toEqual({ ...DEFAULT_REVIEW_DISCOUNT_SETTINGS[type], type, currency_symbol: '$' });
    }
    const saved = await admin(shop, 'POST', 'save_review_discount_setting', { type: 'photo', is_enabled: '1', discount_value: 15 });
    expect(saved.json?.data).toEqual({ ...DEFAULT_REVIEW_DISCOUNT_SETTINGS.photo, is_enabled: '1', discount_value: 15, type: 'photo', currency_symbol: '$' });
    await admin(shop, 'POST', 'save_review_discount_setting', { type: 'photo', discount_type: 2, discount_value: 7.5, expiry_days: 0 });
    expect((await admin(shop, 'GET', 'get_review_discount_setting?type=photo')).json?.data).toMatchObject({ is_enabled: '1', discount_type: 2, discount_value: 7.5, expiry_days: 0 });
    expect((await admin(shop, 'GET', 'get_review_discount_setting?type=video')).json?.data).toMatchObject(DEFAULT_REVIEW_DISCOUNT_SETTINGS.video);
  });

  it('refuses bad settings with a 422 naming the field, and changes nothing', async () => {
    const shop = await signInShop(ctx.server, 'discount-invalid.myshopify.com');
    await admin(shop, 'POST', 'save_review_discount_setting', { type: 'text', discount_value: 12.345 });
    for (const [body, field] of [
      [{ type: 'text', discount_value: 100.5 }, 'discount_value: a percent discount must be greater than 0 and at most 100'],
      [{ type: 'text', discount_value: 0 }, 'discount_value'],
      // The saved 12.345 has decimals a fixed amount may not have: a type sent alone is checked against it.
      [{ type: 'text', discount_type: 2 }, 'discount_value: a fixed discount may have at most two decimals'],
      [{ type: 'text', discount_type: 2, discount_value: 1.005 }, 'discount_value'],
      [{ type: 'text', discount_type: 3 }, 'discount_type'],
      [{ type: 'text', discount_value: '15' }, 'discount_value'],
      [{ type: 'text', expiry_days: 366 }, 'expiry_days'],
      [{ type: 'text', expiry_days: 1.5 }, 'expiry_days'],
      [{ type: 'text', is_enabled: 'yes' }, 'is_enabled'],
      [{ type: 'rating', is_enabled: '1' }, 'type'],
      [{ type: 'text', min_rating: 4 }, 'min_rating'],
      [{ type: 'text' }, 'must change at least one setting'],
    ] as const) {
      const response = await admin(shop, 'POST', 'save_review_discount_setting', body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.json?.code).not.toBe(0);
      expect(response.json?.message).toContain(field);
    }
    expect((await admin(shop, 'GET', 'get_review_discount_setting?type=text')).json?.data).toMatchObject({ discount_type: 1, discount_value: 12.345, is_enabled: '2' });
    const unknownType = await admin(shop, 'GET', 'get_review_discount_setting?type=rating');
    expect(unknownType.status).toBe(422);
    expect(unknownType.json?.message).toContain('type');
  });

  it('issues one code per published review by its content, never by its rating, and lists it newest first', async () => {
    const shop = await signInShop(ctx.server, 'discount-issue.myshopify.com');
    await updateShop(ctx.database.handle, shop, { currencySymbol: '€', currencyCode: 'EUR' });
    const issuer = ctx.server.reviewDiscountIssuer;
    const text = await review(shop, { rating: 5 });
    const photo = await review(shop, { rating: 1, media: [PHOTO] });
    const both = await review(shop, { rating: 2, media: [PHOTO, VIDEO] });
    // Every kind off: nothing.
    expect(await issuer.issueFor(shop, text)).toBeNull();
    await admin(shop, 'POST', 'save_review_discount_setting', { type: 'photo', is_enabled: '1', discount_type: 2, discount_value: 5 });
    expect(await issuer.issueFor(shop, text)).toBeNull();
    // A one-star photo review earns the photo discount as a five-star one would; video is off, so photo.
    const photoCode = await issuer.issueFor(shop, photo);
    expect(photoCode).toEqual({ code: expect.stringMatching(/^REVIEW-[A-Z2-9]{10}$/), valueText: '€5', amount: '5', currency: '€', expiresAt: '2026-03-31T10:00:00.000Z', customerEmail: 'mia@example.com', customerName: 'Mia Lund' });
    expect((await issuer.issueFor(shop, both))?.valueText).toBe('€5');
    // Created once: a repeat answers the same code, even after the merchant changes the value.
    await admin(shop, 'POST', 'save_review_discount_setting', { type: 'photo', discount_value: 8 });
    expect(await issuer.issueFor(shop, photo)).toEqual(photoCode);
    expect(await issuedRows(shop, photo)).toBe(1);
    expect(await demoCodes(shop)).toHaveLength(2);
    // A review that earned a code is labelled incentivised (storefront and feed); one that earned none is not.
    expect(await incentivised(shop, photo)).toBe(true);
    expect(await incentivised(shop, text)).toBe(false);

    const overview = (await admin(shop, 'GET', 'get_review_discount_overview')).json?.data as ReviewDiscountOverview;
    expect(overview).toMatchObject({ currency_symbol: '€', issued_total: 2, page: 1, page_size: 20 });
    expect(overview.settings.photo).toMatchObject({ is_enabled: '1', discount_value: 8 });
    expect(overview.issued.map((row) => row.review_id)).toEqual([both, photo]);
    expect(overview.issued[1]).toEqual({
      review_id: photo,
      review_type: 'photo',
      code: photoCode?.code,
      customer_name: 'Mia Lund',
      customer_email: 'mia@example.com',
      discount_type: 2,
      discount_value: 5,
      value_text: '€5',
      expires_at: '2026-03-31T10:00:00.000Z',
      created_at: NOW.toISOString(),
      status: 'active',
    });
  });

  it('gives nothing to an unpublished review, one without an e-mail, or a review of another shop', async () => {
    const shop = await signInShop(ctx.server, 'discount-refuse.myshopify.com');
    const other = await signInShop(ctx.server, 'discount-refuse-other.myshopify.com');
    await admin(shop, 'POST', 'save_review_discount_setting', { type: 'text', is_enabled: '1' });
    const issuer = ctx.server.reviewDiscountIssuer;
    const hidden = await review(shop, { published: false });
    const anonymous = await review(shop, { authorEmail: '' });
    const theirs = await review(other, {});
    expect(await issuer.issueFor(shop, hidden)).toBeNull();
    expect(await issuer.issueFor(shop, anonymous)).toBeNull();
    expect(await issuer.issueFor(shop, theirs)).toBeNull();
    expect(await issuer.issueFor(shop, 999_999)).toBeNull();
    expect(await issuedRows(shop, hidden)).toBe(0);
  });

  it('shares one code between concurrent calls for the same review, and completes a claim Shopify failed on', async () => {
    const shop = await signInShop(ctx.server, 'discount-race.myshopify.com');
    await admin(shop, 'POST', 'save_review_discount_setting', { type: 'video', is_enabled: '1', discount_value: 20 });
    const { db } = ctx.database.handle;
    const development = new DrizzleCatalogGateway(db);
    // Both calls are inside Shopify's create at once before either goes on.
    let arrived = 0;
    let release: () => void = () => undefined;
    const bothArrived = new Promise<void>((resolve) => (release = resolve));
    let failNext = false;
    const gateway = {
      async createDiscountCode(owner, discount) {
        if (failNext) {
          failNext = false;
          throw new Error('Shopify is down');
        }
        arrived += 1;
        if (arrived === 2) release();
        await Promise.race([bothArrived, new Promise((resolve) => setTimeout(resolve, 2000))]);
        return development.createDiscountCode(owner, discount);
      },
    } as Pick<ShopifyGateway, 'createDiscountCode'> as ShopifyGateway;
    let seed = 0;
    const issuer = new IssueReviewDiscountUseCase(new DrizzleReviewDiscountRepository(db), new DrizzleSettingsRepository(db), gateway, (n) => Array.from({ length: n }, () => (seed += 7)), () => NOW);

    const reviewId = await review(shop, { media: [VIDEO] });
    const [first, second] = await Promise.all([issuer.issueFor(shop, reviewId), issuer.issueFor(shop, reviewId)]);
    expect(arrived).toBe(2);
    expect(first?.code).toBeDefined();
    expect(second).toEqual(first);
    expect(await issuedRows(shop, reviewId)).toBe(1);
    expect(await demoCodes(shop)).toEqual([first?.code]);

    // Shopify fails: the claim stays pending with its code; the next call completes it.
    const later = await review(shop, { media: [VIDEO] });
    failNext = true;
    await expect(issuer.issueFor(shop, later)).rejects.toThrow('Shopify is down');
    const pending = await db.select().from(reviewDiscounts).where(and(eq(reviewDiscounts.shopId, shop.id), eq(reviewDiscounts.reviewId, later)));
    expect(pending[0]?.status).toBe('pending');
    arrived = 1;
    const retried = await issuer.issueFor(shop, later);
    expect(retried?.code).toBe(pending[0]?.code);
    const overview = (await admin(shop, 'GET', 'get_review_discount_overview')).json?.data as ReviewDiscountOverview;
    expect(overview.issued.map((row) => row.status)).toEqual(['active', 'active']);
  });

  it('pages the issued codes and refuses a bad page with a 422', async () => {
    const shop = await signInShop(ctx.server, 'discount-pages.myshopify.com');
    await admin(shop, 'POST', 'save_review_discount_setting', { type: 'text', is_enabled: '1' });
    for (let index = 0; index < 3; index += 1) await ctx.server.reviewDiscountIssuer.issueFor(shop, await review(shop, {}));
    const second = (await admin(shop, 'GET', 'get_review_discount_overview?page=2&page_size=2')).json?.data;
    expect(second).toMatchObject({ issued_total: 3, page: 2, page_size: 2 });
    expect(second.issued).toHaveLength(1);
    const bad = await admin(shop, 'GET', 'get_review_discount_overview?page=0');
    expect(bad.status).toBe(422);
    expect(bad.json?.message).toContain('page');
  });
});
