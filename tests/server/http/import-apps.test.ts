import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uploadAddress } from '../../../src/contracts/upload-address';
import { type FakeImportAppServers, startFakeImportAppServers } from '../../fakes/fake-import-app-servers';
import { FakeReviewImportStarter } from '../../fakes/fake-review-import-starter';
import { addCatalog, productWithVariants } from '../support/catalog-fixtures';
import { type SignedInShop, signInShop, withQuery } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const IMPORT = '/api/v1/admin/import';
const KEY_A = 'dsm-key-shop-a-1234';
const PNG_BYTES = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const review = (id: string, rating: number, images: string[] = []) => ({
  id,
  rating,
  content: `AliExpress review ${id}`,
  buyer_name: `Buyer ${id}`,
  buyer_country: 'ES',
  created_at: '2025-02-03T04:05:06Z',
  images,
});

describe.each(TEST_DATABASES)('imports from other apps and by hand on $name', (target) => {
  let fake: FakeImportAppServers;
  let uploadDir: string;
  const starter = new FakeReviewImportStarter();
  const clock = new Date('2025-06-01T12:00:00Z');
  beforeAll(async () => {
    fake = await startFakeImportAppServers();
    uploadDir = mkdtempSync(join(tmpdir(), 'starling-import-apps-'));
    fake.dropshipman.set(KEY_A, {
      products: [
        { shopify_product_id: '1001', supplier_product_id: 'ae-1', supplier_title: 'Supplier mug', review_count: 3 },
        { shopify_product_id: '1002', supplier_product_id: 'ae-2', supplier_title: 'Supplier lamp', review_count: 1 },
      ],
      reviews: {
        'ae-1': [review('a', 5, ['https://ae.example/a.jpg']), review('b', 2, ['https://ae.example/b.jpg']), review('c', 5)],
        'ae-2': [review('d', 4, ['https://ae.example/d.jpg'])],
      },
    });
    fake.judgeme.set('moving.myshopify.com jdgm-token-123', [
      { id: 1, title: 'Nice', body: 'Lovely mug', rating: 5, product_external_id: 1001, reviewer: { name: 'Jo', email: 'jo@example.com' }, created_at: '2024-01-01T00:00:00Z', pictures: [], verified: 'buyer', published: true },
    ]);
  });
  afterAll(async () => {
    await fake.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });
  const ctx = useTestServer(target, () => ({
    now: () => clock,
    uploadDir,
    reviewImportStarter: starter,
    importApps: { dropshipmanApiUrl: fake.dropshipmanUrl, judgemeApiUrl: fake.judgemeUrl, okendoApiUrl: fake.okendoUrl },
  }));
  let shopA: SignedInShop;
  let shopB: SignedInShop;
  beforeAll(async () => {
    shopA = await signInShop(ctx.server, 'import-apps-a.myshopify.com');
    shopB = await signInShop(ctx.server, 'import-apps-b.myshopify.com');
  });
  beforeEach(() => {
    starter.calls.length = 0;
    fake.outage = false;
  });

  const post = (shop: SignedInShop, path: string, body: unknown) => ctx.server.call('POST', `${IMPORT}/${path}`, { token: shop.token, body });
  const get = (shop: SignedInShop, path: string) => ctx.server.call('GET', `${IMPORT}/${path}`, { token: shop.token });

  describe('Dropshipman', () => {
    it('refuses a key Dropshipman refuses, naming api_key, and stores nothing', async () => {
      const refused = await post(shopA, 'connect_dropshipman', { api_key: 'not-a-real-key' });
      expect(refused.status).toBe(422);
      expect(refused.json?.message).toMatch(/^api_key: Dropshipman refused it/);
      expect((await get(shopA, 'get_dropshipman_connection')).json?.data).toEqual({ connected: false, key_hint: '', connected_at: null });
      expect((await post(shopA, 'connect_dropshipman', { api_key: 'short' })).json?.message).toBe('api_key: must be at least 8 characters');
    });

    it('says Dropshipman is down when it is', async () => {
      fake.outage = true;
      const down = await post(shopA, 'connect_dropshipman', { api_key: KEY_A });
      expect(down.status).toBe(502);
      expect(down.json?.message).toBe('Dropshipman: is unavailable (HTTP 503); try again later');
    });

    it('asks to connect before listing products', async () => {
      const response = await get(shopA, 'get_dropshipman_products');
      expect(response.status).toBe(409);
      expect(response.json?.message).toBe('api_key: connect Dropshipman first');
    });

    it('connects with a working key and never shows it again in full', async () => {
      const connected = await post(shopA, 'connect_dropshipman', { api_key: KEY_A });
      expect(connected.json?.data).toEqual({ connected: true, key_hint: '••••1234', connected_at: clock.toISOString() });
      expect(connected.text).not.toContain(KEY_A);
      expect((await get(shopA, 'get_dropshipman_connection')).text).not.toContain(KEY_A);
      expect((await get(shopB, 'get_dropshipman_connection')).json?.data.connected).toBe(false);
    });

    it('lists the linked products, none synced yet', async () => {
      const list = await get(shopA, 'get_dropshipman_products');
      expect(list.json?.data.products).toEqual([
        { shopify_product_id: '1001', supplier_product_id: 'ae-1', supplier_title: 'Supplier mug', review_count: 3, synced_at: null, last_job_id: null },
        { shopify_product_id: '1002', supplier_product_id: 'ae-2', supplier_title: 'Supplier lamp', review_count: 1, synced_at: null, last_job_id: null },
      ]);
    });

    it('syncs the chosen product\'s reviews that pass the filters as one import, then marks it synced', async () => {
      const synced = await post(shopA, 'sync_dropshipman_reviews', { product_ids: ['1001'], min_rating: 4, only_with_photos: true });
      expect(synced.status, synced.text).toBe(200);
      expect(starter.calls).toHaveLength(1);
      expect(starter.calls[0]!.request).toMatchObject({ kind: 'dropshipman', origin: 'dropshipman' });
      const [call] = starter.calls;
      expect(call!.shop.id).toBe(shopA.id);
      expect(call!.request).toMatchObject({ kind: 'dropshipman', origin: 'dropshipman', label: 'Dropshipman' });
      expect(call!.request.drafts).toEqual([
        {
          row: 1,
          product: { kind: 'id', id: '1001' },
          rating: 5,
          title: '',
          body: 'AliExpress review a',
          authorName: 'Buyer a',
          authorEmail: '',
          commentedAt: '2025-02-03T04:05:06.000Z',
          published: true,
          featured: false,
          claimsVerifiedPurchase: false,
          incentivized: false,
          orderId: null,
          country: 'ES',
          reply: null,
          media: [{ kind: 'photo', url: 'https://ae.example/a.jpg' }],
        },
      ]);
      const list = await get(shopA, 'get_dropshipman_products');
      const products = list.json?.data.products as { synced_at: string | null; last_job_id: number | null }[];
      expect(products.map((product) => [product.synced_at, product.last_job_id])).toEqual([
        [clock.toISOString(), 1],
        [null, null],
      ]);
    });

    it('syncs every product when none is named', async () => {
      await post(shopA, 'sync_dropshipman_reviews', {});
      expect(starter.calls[0]!.request.drafts.map((draft) => [draft.row, draft.product])).toEqual([
        [1, { kind: 'id', id: '1001' }],
        [2, { kind: 'id', id: '1001' }],
        [3, { kind: 'id', id: '1001' }],
        [4, { kind: 'id', id: '1002' }],
      ]);
    });

    it('refuses a product Dropshipman does not link, and filters that leave nothing', async () => {
      expect((await post(shopA, 'sync_dropshipman_reviews', { product_ids: ['9999'] })).json?.message).toBe('product_ids: 9999 is not a product linked in Dropshipman');
      expect((await post(shopA, 'sync_dropshipman_reviews', { product_ids: ['1002'], min_rating: 5 })).json?.message).toBe('product_ids: the chosen products have no reviews that match the filters');
      expect((await post(shopA, 'sync_dropshipman_reviews', { min_rating: 6 })).json?.message).toBe('min_rating: must be a whole number from 1 to 5');
      expect(starter.calls).toEqual([]);
    });

    it('forgets the key on disconnect; shop B never reaches A\'s connection', async () => {
      expect((await post(shopB, 'sync_dropshipman_reviews', {})).status).toBe(409);
      const disconnected = await post(shopA, 'disconnect_dropshipman', {});
      expect(disconnected.json?.data).toEqual({ connected: false, key_hint: '', connected_at: null });
      expect((await get(shopA, 'get_dropshipman_products')).status).toBe(409);
    });
  });

  describe('another review app', () => {
    it('imports every Judge.me review through the pipeline, the credentials used once', async () => {
      const response = await post(shopA, 'import_from_review_app', { app: 'judgeme', shop_domain: 'moving.myshopify.com', api_token: 'jdgm-token-123' });
      expect(response.status, response.text).toBe(200);
      expect(starter.calls[0]!.request).toMatchObject({ kind: 'other_app', origin: 'judgeme', label: 'Judge.me' });
      expect(starter.calls[0]!.request.drafts).toMatchObject([{ row: 1, product: { kind: 'id', id: '1001' }, body: 'Lovely mug', claimsVerifiedPurchase: true, published: true }]);
      expect(response.text).not.toContain('jdgm-token-123');
    });

    it('imports unpublished when asked', async () => {
      await post(shopA, 'import_from_review_app', { app: 'judgeme', shop_domain: 'moving.myshopify.com', api_token: 'jdgm-token-123', publish: false });
      expect(starter.calls[0]!.request.drafts[0]!.published).toBe(false);
    });

    it('names the field at fault', async () => {
      expect((await post(shopA, 'import_from_review_app', { app: 'trustpilot' })).json?.message).toBe('app: must be one of judgeme, okendo');
      expect((await post(shopA, 'import_from_review_app', { app: 'judgeme', shop_domain: 'moving.example', api_token: 'jdgm-token-123' })).json?.message).toBe(
        'shop_domain: must be a *.myshopify.com domain',
      );
      const refused = await post(shopA, 'import_from_review_app', { app: 'judgeme', shop_domain: 'moving.myshopify.com', api_token: 'wrong-token-1' });
      expect(refused.status).toBe(422);
      expect(refused.json?.message).toMatch(/^api_token: Judge\.me refused it/);
      const unreachable = await post(shopA, 'import_from_review_app', { app: 'okendo', store_id: 'abc-123', api_key: 'okendo-key-1' });
      expect(unreachable.json?.message).toMatch(/^api_key: Okendo refused it/);
      expect(starter.calls).toEqual([]);
    });
  });

  describe('a review by hand', () => {
    async function uploadPhoto(shop: SignedInShop): Promise<string> {
      const policy = (await ctx.server.call('GET', '/api/v1/admin/get_policy_token', { token: shop.token })).json?.data;
      const form = new FormData();
      form.append('key', `${policy.dir}manual01.png`);
      form.append('policy', policy.policy);
      form.append('OSSAccessKeyId', policy.accessid);
      form.append('signature', policy.signature);
      form.append('file', new Blob([new Uint8Array(PNG_BYTES)], { type: 'image/png' }), 'photo.png');
      const response = await ctx.server.app.request(uploadAddress('/upload', policy), { method: 'POST', body: form });
      return ((await response.json()) as { data: { key: string } }).data.key;
    }

    const valid = {
      product_id: '1001',
      rating: 4,
      title: 'Solid',
      body: 'Bought it at the market stall.',
      author_name: 'Ana',
      author_email: 'ana@example.com',
      commented_at: '2025-05-30',
      country: 'PT',
      reply: 'Thanks Ana',
      incentivized: true,
      published: false,
    };

    it('hands one draft with our own upload addresses to the pipeline', async () => {
      const key = await uploadPhoto(shopA);
      const response = await post(shopA, 'add_manual_review', { ...valid, photos: [key] });
      expect(response.status, response.text).toBe(200);
      expect(starter.calls[0]!.request).toMatchObject({ kind: 'manual', origin: 'manual', label: 'Ana' });
      expect(starter.calls[0]!.request.drafts).toEqual([
        {
          row: 1,
          product: { kind: 'id', id: '1001' },
          rating: 4,
          title: 'Solid',
          body: 'Bought it at the market stall.',
          authorName: 'Ana',
          authorEmail: 'ana@example.com',
          commentedAt: '2025-05-30T12:00:00.000Z',
          published: false,
          featured: false,
          claimsVerifiedPurchase: false,
          incentivized: true,
          orderId: null,
          country: 'PT',
          reply: { body: 'Thanks Ana', repliedAt: clock.toISOString() },
          media: [{ kind: 'photo', url: `/upload/${key}` }],
        },
      ]);
    });

    it('makes a store review without a product and today never later than now', async () => {
      await post(shopA, 'add_manual_review', { ...valid, product_id: '', commented_at: '2025-06-01', reply: '' });
      expect(starter.calls[0]!.request.drafts[0]).toMatchObject({ product: { kind: 'store' }, commentedAt: clock.toISOString(), reply: null });
    });

    it('names the field at fault', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ ...valid, commented_at: '2025-06-03' }, 'commented_at: must not be in the future'],
        [{ ...valid, commented_at: '2025-02-30' }, 'commented_at: must be a real date'],
        [{ ...valid, rating: 0 }, 'rating: must be a whole number from 1 to 5'],
        [{ ...valid, body: '  ' }, 'body: must not be blank'],
        [{ ...valid, author_name: '' }, 'author_name: must not be blank'],
        [{ ...valid, author_email: 'ana@' }, 'author_email: must be an e-mail address or empty'],
        [{ ...valid, photos: ['1/other/photo.png'] }, 'photos: 1/other/photo.png is not a file uploaded to this shop'],
      ];
      for (const [body, message] of cases) {
        const response = await post(shopA, 'add_manual_review', body);
        expect(response.status, message).toBe(422);
        expect(response.json?.message).toBe(message);
      }
      expect(starter.calls).toEqual([]);
    });

    it('refuses a photo another shop uploaded', async () => {
      const key = await uploadPhoto(shopB);
      const response = await post(shopA, 'add_manual_review', { ...valid, photos: [key] });
      expect(response.json?.message).toBe(`photos: ${key} is not a file uploaded to this shop`);
    });
  });
});

describe.each(TEST_DATABASES)('imports from other apps and by hand through the import pipeline on $name', (target) => {
  let fake: FakeImportAppServers;
  let uploadDir: string;
  beforeAll(async () => {
    fake = await startFakeImportAppServers();
    uploadDir = mkdtempSync(join(tmpdir(), 'starling-import-apps-pipeline-'));
    fake.dropshipman.set(KEY_A, {
      products: [{ shopify_product_id: 'pipeline-mug', supplier_product_id: 'ae-9', supplier_title: 'Supplier mug', review_count: 1 }],
      reviews: { 'ae-9': [review('z', 5)] },
    });
  });
  afterAll(async () => {
    await fake.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });
  const ctx = useTestServer(target, () => ({
    uploadDir,
    importApps: { dropshipmanApiUrl: fake.dropshipmanUrl, judgemeApiUrl: fake.judgemeUrl, okendoApiUrl: fake.okendoUrl },
  }));
  let shop: SignedInShop;
  beforeAll(async () => {
    shop = await signInShop(ctx.server, 'import-apps-pipeline.myshopify.com');
    await addCatalog(ctx.database.handle, shop, { products: [productWithVariants('pipeline-mug', 'Pipeline mug', ['One'])] });
  });

  async function reviewsBy(author: string) {
    const answer = await ctx.server.call('GET', withQuery('/api/v1/admin/get_reviews', { search_field: 'author', keyword: author }), { token: shop.token });
    return answer.json?.data.list as { product_id: string; rating: number; incentivized: boolean; media: { kind: string; url: string }[]; reply: { body: string } | null; provenance: { origin: string } | null }[];
  }

  it('a review by hand becomes a review with its own upload linked, its reply and its incentive', async () => {
    const policy = (await ctx.server.call('GET', '/api/v1/admin/get_policy_token', { token: shop.token })).json?.data;
    const form = new FormData();
    for (const [name, value] of Object.entries({ key: `${policy.dir}pipeline1.png`, policy: policy.policy, OSSAccessKeyId: policy.accessid, signature: policy.signature })) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(PNG_BYTES)], { type: 'image/png' }), 'photo.png');
    const key = ((await (await ctx.server.app.request(uploadAddress('/upload', policy), { method: 'POST', body: form })).json()) as { data: { key: string } }).data.key;
    const added = await ctx.server.call('POST', `${IMPORT}/add_manual_review`, {
      token: shop.token,
      body: { product_id: 'pipeline-mug', rating: 5, body: 'Told us at the counter.', author_name: 'Counter Customer', commented_at: '2025-01-02', photos: [key], reply: 'Thanks!', incentivized: true },
    });
    expect(added.json?.data).toMatchObject({ kind: 'manual', origin: 'manual' });
    await ctx.server.reviewImportWorker.drain();
    expect(await reviewsBy('Counter Customer')).toMatchObject([
      { product_id: 'pipeline-mug', rating: 5, incentivized: true, media: [{ kind: 'photo', url: `/upload/${key}` }], reply: { body: 'Thanks!' }, provenance: { origin: 'manual' } },
    ]);
  });

  it('a Dropshipman sync becomes reviews on the linked product', async () => {
    await ctx.server.call('POST', `${IMPORT}/connect_dropshipman`, { token: shop.token, body: { api_key: KEY_A } });
    const synced = await ctx.server.call('POST', `${IMPORT}/sync_dropshipman_reviews`, { token: shop.token, body: {} });
    expect(synced.json?.data).toMatchObject({ kind: 'dropshipman', total_rows: 1 });
    await ctx.server.reviewImportWorker.drain();
    expect(await reviewsBy('Buyer z')).toMatchObject([{ product_id: 'pipeline-mug', rating: 5, provenance: { origin: 'dropshipman' } }]);
  });
});
