import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../../server/application/shared/app-error';
import { DROPSHIPMAN_PAGE_SIZE, HttpDropshipmanGateway } from '../../../../server/infrastructure/imports/http-dropshipman-gateway';
import { HttpJudgemeReviewAppGateway, JUDGEME_PAGE_SIZE } from '../../../../server/infrastructure/imports/http-judgeme-review-app-gateway';
import { HttpOkendoReviewAppGateway, OKENDO_PAGE_SIZE } from '../../../../server/infrastructure/imports/http-okendo-review-app-gateway';
import { type FakeDropshipmanReview, type FakeImportAppServers, startFakeImportAppServers } from '../../../fakes/fake-import-app-servers';

const KEY = 'dsm-key-0001';

function dropshipmanReview(index: number): FakeDropshipmanReview {
  return {
    id: `r${index}`,
    rating: (index % 5) + 1,
    content: `Review ${index}`,
    buyer_name: `Buyer ${index}`,
    buyer_country: 'FR',
    created_at: '2025-03-04T05:06:07Z',
    images: index % 2 === 0 ? [`https://ae.example/${index}.jpg`] : [],
  };
}

function judgemeReview(index: number, extra: Record<string, unknown> = {}) {
  return {
    id: index,
    title: `Title ${index}`,
    body: `Body ${index}`,
    rating: 4,
    product_external_id: 111,
    product_handle: 'mug',
    reviewer: { name: `Reviewer ${index}`, email: `r${index}@example.com` },
    created_at: '2024-05-12T04:38:32+00:00',
    pictures: [{ urls: { original: `https://judgeme.example/${index}.jpg` } }],
    verified: 'buyer',
    published: true,
    hidden: false,
    ...extra,
  };
}

async function failureOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('the import apps\' HTTP gateways against fake APIs on loopback', () => {
  let fake: FakeImportAppServers;
  beforeAll(async () => {
    fake = await startFakeImportAppServers();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.outage = false;
    fake.requests.length = 0;
  });

  describe('Dropshipman', () => {
    beforeAll(() => {
      const products = Array.from({ length: DROPSHIPMAN_PAGE_SIZE + 3 }, (_, index) => ({
        shopify_product_id: `sp${index}`,
        supplier_product_id: `ae${index}`,
        supplier_title: `Supplier ${index}`,
        review_count: index,
      }));
      fake.dropshipman.set(KEY, { products, reviews: { ae1: Array.from({ length: DROPSHIPMAN_PAGE_SIZE + 1 }, (_, index) => dropshipmanReview(index)) } });
    });

    it('lists the linked products page by page, with the key as a bearer token', async () => {
      const gateway = new HttpDropshipmanGateway(fake.dropshipmanUrl);
      const first = await gateway.linkedProducts(KEY, 1);
      expect(first.items).toHaveLength(DROPSHIPMAN_PAGE_SIZE);
      expect(first.items[0]).toEqual({ shopifyProductId: 'sp0', supplierProductId: 'ae0', supplierTitle: 'Supplier 0', reviewCount: 0 });
      expect(first.nextPage).toBe(2);
      const second = await gateway.linkedProducts(KEY, 2);
      expect(second.items.map((product) => product.shopifyProductId)).toEqual([`sp${DROPSHIPMAN_PAGE_SIZE}`, `sp${DROPSHIPMAN_PAGE_SIZE + 1}`, `sp${DROPSHIPMAN_PAGE_SIZE + 2}`]);
      expect(second.nextPage).toBeNull();
    });

    it('reads a product\'s reviews with their photos, paged', async () => {
      const gateway = new HttpDropshipmanGateway(fake.dropshipmanUrl);
      const first = await gateway.reviews(KEY, 'ae1', 1);
      expect(first.items[2]).toEqual({
        id: 'r2',
        rating: 3,
        body: 'Review 2',
        authorName: 'Buyer 2',
        country: 'FR',
        commentedAt: '2025-03-04T05:06:07Z',
        photoUrls: ['https://ae.example/2.jpg'],
        videoUrls: [],
      });
      expect(first.nextPage).toBe(2);
      expect((await gateway.reviews(KEY, 'ae1', 2)).items).toHaveLength(1);
      expect(fake.requests.at(-1)).toBe(`/dropshipman/api/v1/linked-products/ae1/reviews?page=2&per_page=${DROPSHIPMAN_PAGE_SIZE}`);
    });

    it('names the key when Dropshipman refuses it, and says Dropshipman is down on an outage', async () => {
      const gateway = new HttpDropshipmanGateway(fake.dropshipmanUrl);
      const refused = await failureOf(gateway.linkedProducts('wrong-key-123', 1));
      expect(refused.kind).toBe('invalidInput');
      expect(refused.message).toMatch(/^api_key: Dropshipman refused it/);
      fake.outage = true;
      const down = await failureOf(gateway.linkedProducts(KEY, 1));
      expect(down.kind).toBe('upstreamFailure');
      expect(down.message).toBe('Dropshipman: is unavailable (HTTP 503); try again later');
    });

    it('says Dropshipman cannot be reached when nothing listens', async () => {
      const down = await failureOf(new HttpDropshipmanGateway('http://127.0.0.1:9').linkedProducts(KEY, 1));
      expect(down).toMatchObject({ kind: 'upstreamFailure', message: 'Dropshipman: could not be reached; try again later' });
    });
  });

  describe('Judge.me', () => {
    const shop = 'moving.myshopify.com';
    const token = 'jdgm-private-token';
    beforeAll(() => {
      fake.judgeme.set(`${shop} ${token}`, [
        ...Array.from({ length: JUDGEME_PAGE_SIZE }, (_, index) => judgemeReview(index + 1)),
        judgemeReview(JUDGEME_PAGE_SIZE + 1, { product_external_id: null, product_handle: null, hidden: true, verified: 'nothing', reply: 'Thanks!' }),
        judgemeReview(JUDGEME_PAGE_SIZE + 2, { product_external_id: null, pictures: [{ hidden: true, urls: { original: 'https://judgeme.example/h.jpg' } }] }),
      ]);
    });

    it('reads every page until a short one, each review a draft', async () => {
      const drafts = await new HttpJudgemeReviewAppGateway(fake.judgemeUrl).reviews({ shop_domain: shop, api_token: token }, 10_000);
      expect(drafts).toHaveLength(JUDGEME_PAGE_SIZE + 2);
      expect(fake.requests).toEqual([
        `/judgeme/api/v1/reviews?shop_domain=${shop}&api_token=${token}&per_page=100&page=1`,
        `/judgeme/api/v1/reviews?shop_domain=${shop}&api_token=${token}&per_page=100&page=2`,
      ]);
      expect(drafts[0]).toEqual({
        row: 1,
        product: { kind: 'id', id: '111' },
        rating: 4,
        title: 'Title 1',
        body: 'Body 1',
        authorName: 'Reviewer 1',
        authorEmail: 'r1@example.com',
        commentedAt: '2024-05-12T04:38:32.000Z',
        published: true,
        featured: false,
        claimsVerifiedPurchase: true,
        incentivized: false,
        orderId: null,
        country: '',
        reply: null,
        media: [{ kind: 'photo', url: 'https://judgeme.example/1.jpg' }],
      });
      expect(drafts[JUDGEME_PAGE_SIZE]).toMatchObject({ row: 101, product: { kind: 'store' }, published: false, claimsVerifiedPurchase: false, reply: { body: 'Thanks!', repliedAt: null } });
      expect(drafts[JUDGEME_PAGE_SIZE + 1]).toMatchObject({ product: { kind: 'handle', handle: 'mug' }, media: [] });
    });

    it('stops at the limit', async () => {
      const drafts = await new HttpJudgemeReviewAppGateway(fake.judgemeUrl).reviews({ shop_domain: shop, api_token: token }, 3);
      expect(drafts.map((draft) => draft.row)).toEqual([1, 2, 3]);
    });

    it('names the token when Judge.me refuses it, and reports an outage', async () => {
      const gateway = new HttpJudgemeReviewAppGateway(fake.judgemeUrl);
      expect(await failureOf(gateway.reviews({ shop_domain: shop, api_token: 'not-the-token' }, 10))).toMatchObject({ kind: 'invalidInput', message: expect.stringMatching(/^api_token: Judge\.me refused it/) });
      fake.outage = true;
      expect(await failureOf(gateway.reviews({ shop_domain: shop, api_token: token }, 10))).toMatchObject({ kind: 'upstreamFailure' });
    });
  });

  describe('Okendo', () => {
    const store = 'store-uuid-1';
    const key = 'okendo-key-1';
    beforeAll(() => {
      fake.okendo.set(
        `${store} ${key}`,
        Array.from({ length: OKENDO_PAGE_SIZE + 1 }, (_, index) => ({
          reviewId: `o${index}`,
          productId: index === 0 ? 'shopify-777' : '',
          rating: 5,
          title: 'Great',
          body: `Okendo ${index}`,
          reviewer: { displayName: 'Oka', email: 'oka@example.com', isVerified: true },
          dateCreated: '2023-01-02T03:04:05.000Z',
          status: index === 1 ? 'rejected' : 'approved',
          isIncentivized: index === 0,
          media: [
            { type: 'image', fullSizeUrl: 'https://okendo.example/p.jpg' },
            { type: 'video', streamUrl: 'https://okendo.example/v.mp4' },
          ],
          reply: index === 0 ? { body: 'Thank you', dateCreated: '2023-01-03T00:00:00.000Z' } : undefined,
        })),
      );
    });

    it('follows nextUrl with Basic credentials and maps products, status, incentive, media and reply', async () => {
      const drafts = await new HttpOkendoReviewAppGateway(fake.okendoUrl).reviews({ store_id: store, api_key: key }, 10_000);
      expect(drafts).toHaveLength(OKENDO_PAGE_SIZE + 1);
      expect(fake.requests).toHaveLength(2);
      expect(drafts[0]).toMatchObject({
        product: { kind: 'id', id: '777' },
        incentivized: true,
        claimsVerifiedPurchase: true,
        reply: { body: 'Thank you', repliedAt: '2023-01-03T00:00:00.000Z' },
        media: [
          { kind: 'photo', url: 'https://okendo.example/p.jpg' },
          { kind: 'video', url: 'https://okendo.example/v.mp4' },
        ],
      });
      expect(drafts[1]).toMatchObject({ product: { kind: 'store' }, published: false });
    });

    it('names the API key when Okendo refuses it', async () => {
      expect(await failureOf(new HttpOkendoReviewAppGateway(fake.okendoUrl).reviews({ store_id: store, api_key: 'wrong-key-1' }, 10))).toMatchObject({
        kind: 'invalidInput',
        message: expect.stringMatching(/^api_key: Okendo refused it/),
      });
    });
  });
});
