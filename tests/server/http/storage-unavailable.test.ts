import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importJobs, uploadedFiles } from '../../../server/infrastructure/db/schema';
import { S3FileStorage } from '../../../server/infrastructure/storage/s3-file-storage';
import { uploadAddress } from '../../../src/contracts/upload-address';
import { TEST_S3_LIMITS, UNREACHABLE_S3 } from '../support/loopback-s3';
import { type SignedInShop, signInShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

/** A real 1×1 PNG. */
const PNG_BYTES = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const UNAVAILABLE = { code: 50300, message: 'storage: the file storage did not answer; try again shortly', data: null };

describe.each(TEST_DATABASES)('uploads and reads while the S3 bucket cannot be reached, on $name', (target) => {
  const storage = new S3FileStorage(UNREACHABLE_S3, pino({ level: 'silent' }), TEST_S3_LIMITS);
  const ctx = useTestServer(target, { fileStorage: storage });
  let shop: SignedInShop;

  beforeAll(async () => {
    shop = await signInShop(ctx.server, 'storage-down.myshopify.com');
  });
  afterAll(() => storage.close());

  const rowsOf = async (table: typeof uploadedFiles | typeof importJobs) =>
    (await ctx.database.handle.db.select({ value: count() }).from(table).where(eq(table.shopId, shop.id)))[0]?.value;

  it('refuses an upload with 503, Retry-After and the storage named, recording no file', async () => {
    const policy = (await ctx.server.call('GET', '/api/v1/admin/get_policy_token', { token: shop.token })).json?.data as Record<'dir' | 'policy' | 'accessid' | 'signature', string>;
    const form = new FormData();
    for (const [name, value] of Object.entries({ key: `${policy.dir}Ab3dE6gH9k.png`, policy: policy.policy, OSSAccessKeyId: policy.accessid, signature: policy.signature })) {
      form.append(name, value);
    }
    form.append('file', new Blob([PNG_BYTES], { type: 'image/png' }), 'photo.png');
    const credential = { accessid: policy.accessid, policy: policy.policy, signature: policy.signature };
    const response = await ctx.server.app.request(uploadAddress('/upload', credential), { method: 'POST', body: form });
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('30');
    expect(await response.json()).toEqual(UNAVAILABLE);
    expect(await rowsOf(uploadedFiles)).toBe(0);
  });

  it('answers a read of a recorded file with the same clean 503, for GET and HEAD', async () => {
    const key = `${shop.id}/Recorded01.png`;
    await ctx.database.handle.db.insert(uploadedFiles).values({ shopId: shop.id, key, originalName: 'photo.png', contentType: 'image/png', sizeBytes: PNG_BYTES.length });
    const read = await ctx.server.app.request(`/upload/${key}`, { headers: { Range: 'bytes=0-3' } });
    expect(read.status).toBe(503);
    expect(read.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await read.json()).toEqual(UNAVAILABLE);
    expect((await ctx.server.app.request(`/upload/${key}`, { method: 'HEAD' })).status).toBe(503);
  });

  it('refuses a review import file the same way, creating no import', async () => {
    const form = new FormData();
    form.append('file', new Blob(['title,body,rating\nGreat,Love it,5\n'], { type: 'text/csv' }), 'reviews.csv');
    const response = await ctx.server.app.request('/api/v1/admin/import/upload_review_file', { method: 'POST', body: form, headers: { Authorization: `Bearer ${shop.token}` } });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual(UNAVAILABLE);
    expect(await rowsOf(importJobs)).toBe(0);
  });
});
