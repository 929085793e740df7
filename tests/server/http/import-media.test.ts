import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ReviewItem } from '../../../src/domain/reviews/review-item';
import { importMedia } from '../../../server/infrastructure/db/schema';
import { insertReviews } from '../support/review-fixtures';
import { type RemoteMediaServer, serveBytes, startRemoteMediaServer, tinyPng } from '../support/remote-media-server';
import { signInShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

describe.each(TEST_DATABASES)('imported reviews’ media in the composed server on $name', (target) => {
  const uploadDir = mkdtempSync(join(tmpdir(), 'starling-import-media-http-'));
  const ctx = useTestServer(target, { uploadDir });
  const png = tinyPng(4);
  let remote: RemoteMediaServer;

  beforeAll(async () => {
    remote = await startRemoteMediaServer({ '/review-photo.png': serveBytes(png, 'image/png') });
  });
  afterAll(async () => {
    await remote.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  it('shows a fetched photo in get_reviews at our /upload/ address, which serves it (development store mode reaches loopback)', async () => {
    const shop = await signInShop(ctx.server, 'import-media-http.myshopify.com');
    const [reviewId] = await insertReviews(ctx.database.handle, shop, [{ productId: 'product-imported', source: 'Loox' }]);
    await ctx.database.handle.db
      .insert(importMedia)
      .values({ shopId: shop.id, reviewId: reviewId!, position: 0, jobId: 1, kind: 'photo', sourceUrl: `${remote.origin}/review-photo.png` });

    expect(await ctx.server.importMediaWorker.drain()).toBe(1);

    const listed = await ctx.server.call('GET', '/api/v1/admin/get_reviews?page_size=50', { token: shop.token });
    const review = (listed.json?.data.list as ReviewItem[]).find((item) => Number(item.id) === reviewId);
    expect(review?.media).toEqual([{ kind: 'photo', url: expect.stringMatching(new RegExp(`^/upload/${shop.id}/[A-Za-z0-9]{10}\\.png$`)) }]);

    const served = await ctx.server.app.request(review!.media[0]!.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
  });
});
