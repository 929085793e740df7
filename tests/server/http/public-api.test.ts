import { beforeAll, describe, expect, it } from 'vitest';
import { publicImportSchema, publicProductRatingsSchema, publicQuestionPageSchema, publicQuestionSchema, publicReviewPageSchema, publicReviewSchema } from '../../../src/contracts/public-api.schema';
import { addCatalog } from '../support/catalog-fixtures';
import { insertProductGroup } from '../support/product-group-fixtures';
import { addQuestions } from '../support/question-fixtures';
import { insertReviews } from '../support/review-fixtures';
import { type SignedInShop, signInShop, updateShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { type TestServer } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

const API = '/api/public/v1';

interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly json: { code: number; message: string; data: unknown } | null;
}

/** A shop signed in to the admin, with its current reviews API key. */
interface KeyedShop extends SignedInShop {
  key: string;
}

async function keyedShop(server: TestServer, domain: string): Promise<KeyedShop> {
  const shop = await signInShop(server, domain);
  const info = await server.call('GET', '/api/v1/admin/get_user_info', { token: shop.token });
  return { ...shop, key: (info.json?.data as { reviews_api_key: string }).reviews_api_key };
}

const callWith = (server: TestServer, key: string | null, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> =>
  server.call(method, `${API}${path}`, { ...(key === null ? {} : { headers: { 'X-Api-Key': key } }), ...(body === undefined ? {} : { body }) });

const expectRefused = (answer: Answer, status: number, field: string) => {
  expect(answer.status).toBe(status);
  expect(answer.json?.code).not.toBe(0);
  expect(answer.json?.data).toBeNull();
  expect(answer.json?.message).toContain(field);
};

/** The public REST API (docs/api/public-api.md). */
describe.each(TEST_DATABASES)('the public API on $name', (target) => {
  describe('with the default limits', () => {
    const ctx = useTestServer(target, { now: () => new Date('2026-03-01T12:00:00Z') });
    let a: KeyedShop;
    let b: KeyedShop;
    let aReviews: number[];
    let bReviews: number[];
    let aQuestion: number;
    let bQuestion: number;
    const call = (key: string | null, method: 'GET' | 'POST', path: string, body?: unknown) => callWith(ctx.server, key, method, path, body);

    beforeAll(async () => {
      a = await keyedShop(ctx.server, 'public-api-a.myshopify.com');
      await addCatalog(ctx.database.handle, a, { products: [{ id: '9001', title: 'Blue mug', variants: [] }] });
      b = await keyedShop(ctx.server, 'public-api-b.myshopify.com');
      aReviews = await insertReviews(ctx.database.handle, a, [
        { productId: 'p-1', rating: 5, authorName: 'Ada' },
        { productId: 'p-1', rating: 4, authorName: 'Bea' },
        { productId: 'p-2', rating: 5, authorName: 'Cid' },
        { productId: 'p-2', rating: 1, authorName: 'Dot', published: false },
        { productId: 'p-1', rating: 5, authorName: 'Eve' },
      ]);
      bReviews = await insertReviews(ctx.database.handle, b, [{ productId: 'p-1', rating: 2, authorName: 'Shop B reviewer' }]);
      aQuestion = (await addQuestions(ctx.database.handle, a, [{ productId: 'p-1', questionerName: 'Quinn', body: 'Does it fit?', askedAt: new Date('2026-01-02T00:00:00Z') }]))[0]!;
      bQuestion = (await addQuestions(ctx.database.handle, b, [{ productId: 'p-1', questionerName: 'Shop B asker', body: 'B only', askedAt: new Date('2026-01-02T00:00:00Z') }]))[0]!;
    });

    describe('authentication', () => {
      it('refuses a call without a key, naming the header', async () => {
        expectRefused(await call(null, 'GET', '/reviews'), 401, 'X-Api-Key');
      });

      it('refuses a wrong key and an admin app token', async () => {
        expectRefused(await call('0123456789abcdef0123456789abcdef', 'GET', '/reviews'), 401, 'not a valid API key');
        const withAppToken = (await ctx.server.call('GET', `${API}/reviews`, { token: a.token })) as Answer;
        expectRefused(withAppToken, 401, 'not a valid API key');
      });

      it('refuses a key in the address, even a valid one, and says where it belongs', async () => {
        for (const name of ['api_key', 'key', 'token']) {
          const answer = (await ctx.server.call('GET', `${API}/reviews?${name}=${a.key}`)) as Answer;
          expectRefused(answer, 401, `"${name}" is refused`);
          expect(answer.json?.message).toContain('X-Api-Key header');
        }
        expectRefused(await call(a.key, 'GET', `/reviews?api_key=${a.key}`), 401, 'never in the address');
      });

      it('takes the key as X-Api-Key or as a bearer token, and refuses two different ones', async () => {
        expect((await call(a.key, 'GET', '/reviews')).status).toBe(200);
        const bearer = (await ctx.server.call('GET', `${API}/reviews`, { headers: { Authorization: `Bearer ${a.key}` } })) as Answer;
        expect(bearer.status).toBe(200);
        const both = (await ctx.server.call('GET', `${API}/reviews`, { headers: { Authorization: `Bearer ${b.key}`, 'X-Api-Key': a.key } })) as Answer;
        expectRefused(both, 401, 'send one key');
      });

      it('stops the old key at once when the key is rotated, and takes the new one', async () => {
        const shop = await keyedShop(ctx.server, 'public-api-rotate.myshopify.com');
        expect((await call(shop.key, 'GET', '/reviews')).status).toBe(200);
        const rotated = await ctx.server.call('POST', '/api/v1/admin/rotate_reviews_api_key', { token: shop.token, body: {} });
        const newKey = (rotated.json?.data as { reviews_api_key: string }).reviews_api_key;
        expectRefused(await call(shop.key, 'GET', '/reviews'), 401, 'rotated key stops at once');
        expect((await call(newKey, 'GET', '/reviews')).status).toBe(200);
      });

      it('refuses the key of an uninstalled shop', async () => {
        const shop = await keyedShop(ctx.server, 'public-api-gone.myshopify.com');
        await updateShop(ctx.database.handle, shop, { uninstalledAt: new Date('2026-02-01T00:00:00Z') });
        expectRefused(await call(shop.key, 'GET', '/reviews'), 401, 'not a valid API key');
      });
    });

    describe("the key's shop only", () => {
      it("lists only the key's shop's reviews, never another shop's", async () => {
        const answer = await call(a.key, 'GET', '/reviews?limit=100');
        expect(answer.json?.code).toBe(0);
        const page = publicReviewPageSchema.parse(answer.json?.data);
        expect(page.reviews.map((review) => review.id).sort((x, y) => x - y)).toEqual([...aReviews].sort((x, y) => x - y));
        expect(JSON.stringify(page)).not.toContain('Shop B');
        const theirs = publicReviewPageSchema.parse((await call(b.key, 'GET', '/reviews')).json?.data);
        expect(theirs.reviews.map((review) => review.id)).toEqual(bReviews);
      });

      it("answers another shop's review and question as not found, and writes nothing to them", async () => {
        const [bReview] = bReviews;
        expectRefused(await call(a.key, 'GET', `/reviews/${bReview}`), 404, `review ${bReview}`);
        expectRefused(await call(a.key, 'POST', `/reviews/${bReview}`, { published: false }), 404, `review ${bReview}`);
        expectRefused(await call(a.key, 'POST', `/reviews/${bReview}/reply`, { body: 'Not yours' }), 404, `review ${bReview}`);
        expectRefused(await call(a.key, 'GET', `/questions/${bQuestion}`), 404, `question ${bQuestion}`);
        const untouched = publicReviewSchema.parse((await call(b.key, 'GET', `/reviews/${bReview}`)).json?.data);
        expect(untouched).toMatchObject({ published: true, reply: null });
        const questions = publicQuestionPageSchema.parse((await call(a.key, 'GET', '/questions')).json?.data);
        expect(questions.questions.map((question) => question.id)).toEqual([aQuestion]);
      });

      it("rates the key's shop's products only", async () => {
        const answer = await call(a.key, 'GET', '/products/ratings?product_ids=p-1&product_ids=p-2&product_ids=unknown');
        const { products } = publicProductRatingsSchema.parse(answer.json?.data);
        expect(products).toEqual([
          { product_id: 'p-1', average: '4.7', count: 3, histogram: [0, 0, 0, 1, 2] },
          // The unpublished one-star review is not shown to shoppers, so it is not counted.
          { product_id: 'p-2', average: '5.0', count: 1, histogram: [0, 0, 0, 0, 1] },
          { product_id: 'unknown', average: '', count: 0, histogram: [0, 0, 0, 0, 0] },
        ]);
        const fromB = publicProductRatingsSchema.parse((await call(b.key, 'GET', '/products/ratings?product_ids=p-1')).json?.data);
        expect(fromB.products).toEqual([{ product_id: 'p-1', average: '2.0', count: 1, histogram: [0, 1, 0, 0, 0] }]);
        expectRefused(await call(a.key, 'GET', '/products/ratings'), 422, 'product_ids');
      });
    });

    describe('lists', () => {
      it("takes the admin's filters", async () => {
        const names = async (query: string) =>
          publicReviewPageSchema.parse((await call(a.key, 'GET', `/reviews?${query}`)).json?.data).reviews.map((review) => review.author_name).sort();
        expect(await names('ratings=5')).toEqual(['Ada', 'Cid', 'Eve']);
        expect(await names('ratings=4&ratings=1')).toEqual(['Bea', 'Dot']);
        expect(await names('publishes=2')).toEqual(['Dot']);
        expect(await names('product_ids=p-2')).toEqual(['Cid', 'Dot']);
        expect(await names('keyword=eve&search_field=author')).toEqual(['Eve']);
        expectRefused(await call(a.key, 'GET', '/reviews?ratings=6'), 422, 'ratings');
        expectRefused(await call(a.key, 'GET', '/reviews?sort=newest'), 422, 'sort');
      });

      it("filters by the admin's product groups: a group's products' reviews only, never by another shop's group", async () => {
        const names = async (query: string) =>
          publicReviewPageSchema.parse((await call(a.key, 'GET', `/reviews?${query}`)).json?.data).reviews.map((review) => review.author_name).sort();
        const group = await insertProductGroup(ctx.database.handle, a, 'Second product', ['p-2']);
        const theirs = await insertProductGroup(ctx.database.handle, b, 'Shop B group', ['p-1', 'p-2']);
        expect(await names(`product_groups=${group}`)).toEqual(['Cid', 'Dot']);
        expect(await names(`product_groups=${group}&ratings=5`)).toEqual(['Cid']);
        expect(await names(`product_groups=${theirs}`)).toEqual([]);
        expectRefused(await call(a.key, 'GET', '/reviews?product_groups=shirts'), 422, 'product_groups');
      });

      it('pages by cursor until next_cursor is null, each review once', async () => {
        const seen: number[] = [];
        let path: string | null = '/reviews?limit=2&sort=commented_at_asc';
        const pageSizes: number[] = [];
        while (path !== null) {
          const page = publicReviewPageSchema.parse((await call(a.key, 'GET', path)).json?.data);
          pageSizes.push(page.reviews.length);
          seen.push(...page.reviews.map((review) => review.id));
          path = page.next_cursor === null ? null : `/reviews?sort=commented_at_asc&cursor=${encodeURIComponent(page.next_cursor)}`;
        }
        expect(pageSizes).toEqual([2, 2, 1]);
        expect(seen).toEqual(aReviews);
      });

      it('refuses a cursor it did not write, and a different limit beside one', async () => {
        expectRefused(await call(a.key, 'GET', '/reviews?cursor=page-2'), 422, 'cursor');
        const first = publicReviewPageSchema.parse((await call(a.key, 'GET', '/reviews?limit=2')).json?.data);
        expectRefused(await call(a.key, 'GET', `/reviews?limit=3&cursor=${first.next_cursor}`), 422, 'limit');
        expectRefused(await call(a.key, 'GET', '/reviews?limit=101'), 422, 'limit');
      });

      it('lists and gets questions with their answers', async () => {
        const page = publicQuestionPageSchema.parse((await call(a.key, 'GET', '/questions?answered=2&limit=1')).json?.data);
        expect(page).toEqual({ questions: [expect.objectContaining({ id: aQuestion, questioner_name: 'Quinn', answers: [] })], next_cursor: null });
        expect(publicQuestionSchema.parse((await call(a.key, 'GET', `/questions/${aQuestion}`)).json?.data).body).toBe('Does it fit?');
      });
    });

    describe('writes', () => {
      it('publishes and features a review, and the answer is the review as it is now', async () => {
        const id = aReviews[1]!;
        const hidden = await call(a.key, 'POST', `/reviews/${id}`, { published: false, featured: true });
        expect(hidden.json?.code).toBe(0);
        expect(publicReviewSchema.parse(hidden.json?.data)).toMatchObject({ id, published: false, featured: true });
        expect(publicReviewSchema.parse((await call(a.key, 'GET', `/reviews/${id}`)).json?.data)).toMatchObject({ published: false, featured: true });
        await call(a.key, 'POST', `/reviews/${id}`, { published: true, featured: false });
        expectRefused(await call(a.key, 'POST', `/reviews/${id}`, {}), 422, 'published');
        expectRefused(await call(a.key, 'POST', `/reviews/${id}`, { published: 'yes' }), 422, 'published');
        expectRefused(await call(a.key, 'POST', `/reviews/${id}`, { verified: true }), 422, 'verified: is not a known field');
      });

      it('replies to a review', async () => {
        const id = aReviews[0]!;
        const answer = await call(a.key, 'POST', `/reviews/${id}/reply`, { body: '  Thank you, Ada!  ' });
        expect(publicReviewSchema.parse(answer.json?.data).reply).toMatchObject({ body: 'Thank you, Ada!', published: true });
        expectRefused(await call(a.key, 'POST', `/reviews/${id}/reply`, { body: ' ' }), 422, 'body');
      });

      it('imports created reviews as one batch, which appear once the import has run', async () => {
        const review = { product_id: '9001', rating: 4, body: 'Arrived quickly.', author_name: 'Fay', commented_at: '2026-02-20T09:30:00+01:00' };
        const created = await call(a.key, 'POST', '/reviews', { reviews: [review, { ...review, author_name: 'Gus', rating: 3, title: 'Fine' }] });
        expect(created.status).toBe(200);
        const job = publicImportSchema.parse(created.json?.data);
        expect(job).toMatchObject({ reviews: 2, status: 'queued' });
        await ctx.server.reviewImportWorker.drain();
        const imported = publicReviewPageSchema.parse((await call(a.key, 'GET', `/reviews?import=${job.import_id}`)).json?.data);
        expect(imported.reviews.map((item) => [item.author_name, item.rating, item.product_id, item.commented_at]).sort()).toEqual([
          ['Fay', 4, '9001', '2026-02-20T08:30:00.000Z'],
          ['Gus', 3, '9001', '2026-02-20T08:30:00.000Z'],
        ]);
        expect((await call(b.key, 'GET', `/reviews?import=${job.import_id}`)).json?.data).toEqual({ reviews: [], next_cursor: null });
      });

      it.each([
        [{ reviews: [{ product_id: 'p-1', rating: 6, body: 'x', author_name: 'A', commented_at: '2026-01-01T00:00:00Z' }] }, 'reviews.0.rating: must be a whole number from 1 to 5'],
        [{ reviews: [{ product_id: 'p-1', rating: 5, author_name: 'A', commented_at: '2026-01-01T00:00:00Z' }] }, 'reviews.0.body'],
        [{ reviews: [{ product_id: 'p-1', rating: 5, body: 'x', author_name: 'A', commented_at: '2026-01-01' }] }, 'reviews.0.commented_at'],
        [{ reviews: [{ product_id: 'p-1', rating: 5, body: 'x', author_name: 'A', commented_at: '2026-12-01T00:00:00Z' }] }, 'reviews.0.commented_at: must not be in the future'],
        [{ reviews: [{ product_id: 'p-1', rating: 5, body: 'x', author_name: 'A', commented_at: '2026-01-01T00:00:00Z', colour: 'red' }] }, 'reviews.0.colour: is not a known field'],
        [{ reviews: [] }, 'reviews: must hold at least one review'],
        [{ review: {} }, 'reviews: must be a list of reviews'],
      ])('refuses %j naming the field, and imports nothing', async (body, message) => {
        const before = publicReviewPageSchema.parse((await call(a.key, 'GET', '/reviews?limit=100')).json?.data).reviews.length;
        expectRefused(await call(a.key, 'POST', '/reviews', body), 422, message);
        await ctx.server.reviewImportWorker.drain();
        expect(publicReviewPageSchema.parse((await call(a.key, 'GET', '/reviews?limit=100')).json?.data).reviews).toHaveLength(before);
      });
    });
  });

  describe('rate limited per key', () => {
    const ctx = useTestServer(target, { publicApiLimits: { requestsPerKeyPerMinute: 3, badKeysPerAddressPerTenMinutes: 2, trustedProxyHops: 1 } });

    it('answers 429 with Retry-After once a key has used its minute, leaving other keys alone', async () => {
      const busy = await keyedShop(ctx.server, 'public-api-busy.myshopify.com');
      const calm = await keyedShop(ctx.server, 'public-api-calm.myshopify.com');
      for (let request = 0; request < 3; request += 1) expect((await callWith(ctx.server, busy.key, 'GET', '/reviews')).status).toBe(200);
      const refused = await callWith(ctx.server, busy.key, 'GET', '/reviews');
      expectRefused(refused, 429, 'X-Api-Key: too many requests with this key');
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers.get('Retry-After'))).toBeLessThanOrEqual(60);
      expect((await callWith(ctx.server, calm.key, 'GET', '/reviews')).status).toBe(200);
    });

    it('refuses an address that keeps sending keys that are not one, even with a good key next, and no other address', async () => {
      const shop = await keyedShop(ctx.server, 'public-api-guessed.myshopify.com');
      const from = (address: string, key: string) => ctx.server.call('GET', `${API}/reviews`, { headers: { 'X-Api-Key': key, 'X-Forwarded-For': address } });
      for (const guess of ['guess-1', 'guess-2']) expectRefused(await from('198.51.100.9', guess), 401, 'X-Api-Key: is not a valid API key');
      const blocked = await from('198.51.100.9', shop.key);
      expectRefused(blocked, 429, 'X-Api-Key: too many keys that are not valid from this address');
      expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(60);
      expect((await from('198.51.100.10', shop.key)).status).toBe(200);
    });
  });
});
