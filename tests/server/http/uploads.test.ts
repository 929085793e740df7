import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uploadedFiles } from '../../../server/infrastructure/db/schema';
import { uploadAddress } from '../../../src/contracts/upload-address';
import { type SignedInShop, signInShop } from '../support/shop-fixtures';
import { useLoopbackS3 } from '../support/loopback-s3';
import { TEST_DATABASES, type TestDatabaseTarget } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const MB = 1024 * 1024;
/** A real 1×1 PNG. */
const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0 photo bytes'), Buffer.from([0xff, 0xd9])]);
const MP4_BYTES = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42\0\0\0\0isommp42'), Buffer.alloc(64, 7)]);
const HTML_BYTES = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
const SVG_BYTES = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');

interface Policy {
  host: string;
  accessid: string;
  policy: string;
  signature: string;
  dir: string;
  expire: number;
  callback: string;
  success_action_status: string;
}

/** Every database on the local disk, and the bucket once (the storage does not depend on the database). */
const CASES: readonly { readonly target: TestDatabaseTarget; readonly storage: 'local disk' | 'S3' }[] = [
  ...TEST_DATABASES.map((target) => ({ target, storage: 'local disk' as const })),
  ...TEST_DATABASES.slice(0, 1).map((target) => ({ target, storage: 'S3' as const })),
];

describe.each(CASES)('get_policy_token and the form upload it authorises on $target.name, files on the $storage', ({ target, storage }) => {
  let uploadDir: string;
  let clock = new Date('2025-06-01T12:00:00Z');
  let shopA: SignedInShop;
  let shopB: SignedInShop;

  beforeAll(() => {
    uploadDir = mkdtempSync(join(tmpdir(), 'starling-uploads-test-'));
  });
  afterAll(() => {
    rmSync(uploadDir, { recursive: true, force: true });
  });
  const bucket = storage === 'S3' ? useLoopbackS3() : null;
  const ctx = useTestServer(target, () => ({ uploadDir, now: () => clock, ...(bucket ? { fileStorage: bucket.s3.storage() } : {}) }));

  beforeAll(async () => {
    shopA = await signInShop(ctx.server, 'uploads-a.myshopify.com');
    shopB = await signInShop(ctx.server, 'uploads-b.myshopify.com');
  });
  beforeEach(() => {
    clock = new Date('2025-06-01T12:00:00Z');
  });

  async function policyFor(shop: SignedInShop): Promise<Policy> {
    const response = await ctx.server.call('GET', '/api/v1/admin/get_policy_token', { token: shop.token });
    expect(response.json?.code).toBe(0);
    return response.json?.data as Policy;
  }

  let clientNames = 0;
  /** What the admin sends (docs/product/api.md): a fresh 10-character name plus the original extension. */
  const clientKey = (policy: Policy, fileName: string) =>
    `${policy.dir}Client${String((clientNames += 1)).padStart(4, '0')}${fileName.slice(fileName.lastIndexOf('.'))}`;

  async function upload(policy: Policy, file: { bytes: Uint8Array; name: string; type: string }, overrides: Record<string, string> = {}) {
    const form = new FormData();
    const fields: Record<string, string> = {
      key: clientKey(policy, file.name),
      policy: policy.policy,
      OSSAccessKeyId: policy.accessid,
      signature: policy.signature,
      success_action_status: policy.success_action_status,
      callback: policy.callback,
      ...overrides,
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    const credential = { accessid: fields.OSSAccessKeyId ?? '', policy: fields.policy ?? '', signature: fields.signature ?? '' };
    const response = await ctx.server.app.request(uploadAddress('/upload', credential), { method: 'POST', body: form });
    return { status: response.status, json: (await response.json()) as Record<string, any> };
  }

  async function storedNothing<R extends { status: number }>(run: () => Promise<R>, status: number): Promise<R> {
    const rowsBefore = await uploadRowCount();
    const filesBefore = await storedKeys();
    const response = await run();
    expect(response.status).toBe(status);
    expect(await uploadRowCount()).toBe(rowsBefore);
    expect(await storedKeys()).toEqual(filesBefore);
    return response;
  }

  async function uploadRowCount(): Promise<number> {
    const [row] = await ctx.database.handle.db.select({ value: count() }).from(uploadedFiles);
    return row?.value ?? 0;
  }

  /** The keys of every stored file, in the bucket or on the disk. */
  async function storedKeys(): Promise<string[]> {
    if (bucket) return bucket.s3.keys();
    return readdirSync(uploadDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(uploadDir, join(entry.parentPath, entry.name)))
      .sort();
  }

  const storedBytes = (key: string) => (bucket ? bucket.s3.bytesOf(key) : Promise.resolve(readFileSync(join(uploadDir, key))));

  it('hands a signed-in admin a form-upload policy for its own folder', async () => {
    const policy = await policyFor(shopA);
    expect(policy).toMatchObject({
      host: 'http://localhost/upload',
      accessid: expect.any(String),
      dir: `${shopA.id}/`,
      expire: Math.floor(clock.getTime() / 1000) + 3600,
      callback: '',
      success_action_status: '200',
    });
    expect(Buffer.from(policy.signature, 'base64')).toHaveLength(32);
    expect(JSON.parse(Buffer.from(policy.policy, 'base64').toString('utf8'))).toEqual({
      expiration: '2025-06-01T13:00:00.000Z',
      shop: 'uploads-a.myshopify.com',
      conditions: [
        ['starts-with', '$key', `${shopA.id}/`],
        ['content-length-range', 1, 50 * MB],
        ['in', '$content-type', ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'video/mp4', 'video/webm', 'video/quicktime']],
      ],
    });
    expect((await ctx.server.call('GET', '/api/v1/admin/get_policy_token')).status).toBe(401);
  });

  it('stores an image under the admin’s key, records it, and serves it at host + "/" + key byte-identical and inert', async () => {
    const policy = await policyFor(shopA);
    const stored = await upload(policy, { bytes: PNG_BYTES, name: 'My Photo.PNG', type: 'image/png' }, { key: `${policy.dir}Ab3dE6gH9k.PNG` });
    expect(stored.status).toBe(200);
    expect(stored.json).toEqual({
      code: 0,
      message: 'ok',
      data: { key: `${shopA.id}/Ab3dE6gH9k.PNG`, url: `${policy.host}/${shopA.id}/Ab3dE6gH9k.PNG` },
    });

    const [row] = await ctx.database.handle.db.select().from(uploadedFiles).where(eq(uploadedFiles.key, stored.json.data.key));
    expect(row).toMatchObject({ shopId: shopA.id, originalName: 'My Photo.PNG', contentType: 'image/png', sizeBytes: PNG_BYTES.length });
    expect((await storedBytes(stored.json.data.key)).equals(PNG_BYTES)).toBe(true);

    const served = await ctx.server.app.request(new URL(stored.json.data.url).pathname);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(served.headers.get('Content-Disposition')).toBe('inline');
    expect(served.headers.get('Content-Security-Policy')).toBe("default-src 'none'; sandbox");
    expect(served.headers.get('Content-Length')).toBe(String(PNG_BYTES.length));
    const earlierAddress = await ctx.server.app.request(`/uploads/${stored.json.data.key}`);
    expect(Buffer.from(await earlierAddress.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
  });

  it('names the file itself when the admin’s key is taken, malformed or names another type', async () => {
    const policy = await policyFor(shopA);
    const png = { bytes: PNG_BYTES, name: 'x.png', type: 'image/png' };
    const first = await upload(policy, png, { key: `${policy.dir}Taken00001.png` });
    expect(first.json.data.key).toBe(`${shopA.id}/Taken00001.png`);
    const again = await upload(policy, { ...png, bytes: JPEG_BYTES, name: 'x.jpg' }, { key: `${policy.dir}Taken00001.png` });
    expect(again.status).toBe(200);
    expect(again.json.data.key).toMatch(new RegExp(`^${shopA.id}/[A-Za-z0-9]{10}\\.jpg$`));
    expect(again.json.data.key).not.toBe(first.json.data.key);
    expect(Buffer.from(await (await ctx.server.app.request(`/upload/${first.json.data.key}`)).arrayBuffer()).equals(PNG_BYTES)).toBe(true);
    for (const key of [`${policy.dir}Short.png`, `${policy.dir}Ab3dE6gH9k.jpg`, `${policy.dir}sub/Ab3dE6gH9k.png`, `${policy.dir}Ab3dE6gH9k.png.html`]) {
      const response = await upload(policy, png, { key });
      expect(response.status, key).toBe(200);
      expect(response.json.data.key, key).toMatch(new RegExp(`^${shopA.id}/[A-Za-z0-9]{10}\\.png$`));
      expect(response.json.data.key, key).not.toBe(key);
      expect(response.json.data.url).toBe(`${policy.host}/${response.json.data.key}`);
    }
  });

  it('keeps the original extension only when it names the type the bytes really are', async () => {
    const policy = await policyFor(shopA);
    const renamed = await upload(policy, { bytes: PNG_BYTES, name: 'holiday.jpg', type: 'image/jpeg' });
    expect(renamed.json.data.key).toMatch(new RegExp(`^${shopA.id}/[A-Za-z0-9]{10}$`));
    const served = await ctx.server.app.request(`/upload/${renamed.json.data.key}`);
    expect(served.headers.get('Content-Type')).toBe('image/png');

    const jpeg = await upload(policy, { bytes: JPEG_BYTES, name: 'scan.JPEG', type: 'image/jpeg' }, { key: `${policy.dir}bad key.JPEG` });
    expect(jpeg.json.data.key).toMatch(/\/[A-Za-z0-9]{10}\.jpeg$/);
    const video = await upload(policy, { bytes: MP4_BYTES, name: 'clip.mp4', type: 'video/mp4' });
    expect(video.status).toBe(200);
    const servedVideo = await ctx.server.app.request(`/upload/${video.json.data.key}`, { headers: { Range: 'bytes=4-11' } });
    expect(servedVideo.status).toBe(206);
    expect(servedVideo.headers.get('Content-Type')).toBe('video/mp4');
    expect(servedVideo.headers.get('Content-Range')).toBe(`bytes 4-11/${MP4_BYTES.length}`);
    expect(Buffer.from(await servedVideo.arrayBuffer()).toString('latin1')).toBe('ftypmp42');
  });

  it('streams just the bytes a range asks for, and answers 416 for a range past the end', async () => {
    const video = await upload(await policyFor(shopA), { bytes: MP4_BYTES, name: 'clip.mp4', type: 'video/mp4' });
    const path = new URL(video.json.data.url).pathname;
    const firstTwo = await ctx.server.app.request(path, { headers: { Range: 'bytes=0-1' } });
    expect(firstTwo.status).toBe(206);
    expect(firstTwo.headers.get('Content-Length')).toBe('2');
    expect(firstTwo.headers.get('Content-Range')).toBe(`bytes 0-1/${MP4_BYTES.length}`);
    expect(firstTwo.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(firstTwo.headers.get('Content-Security-Policy')).toBe("default-src 'none'; sandbox");
    expect(firstTwo.body).toBeInstanceOf(ReadableStream);
    expect(Buffer.from(await firstTwo.arrayBuffer())).toEqual(MP4_BYTES.subarray(0, 2));

    const tail = await ctx.server.app.request(path, { headers: { Range: 'bytes=-5' } });
    expect(tail.headers.get('Content-Length')).toBe('5');
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(MP4_BYTES.subarray(-5));

    const pastEnd = await ctx.server.app.request(path, { headers: { Range: `bytes=${MP4_BYTES.length}-` } });
    expect(pastEnd.status).toBe(416);
    expect(pastEnd.headers.get('Content-Range')).toBe(`bytes */${MP4_BYTES.length}`);
    expect(await pastEnd.arrayBuffer()).toHaveProperty('byteLength', 0);

    const head = await ctx.server.app.request(path, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('Content-Length')).toBe(String(MP4_BYTES.length));
  });

  it('stores a file whose name carries a NUL or other control characters, recording the name without them', async () => {
    const policy = await policyFor(shopA);
    const stored = await upload(policy, { bytes: PNG_BYTES, name: 'evil\u0000name\u0007.png', type: 'image/png' });
    expect(stored.status).toBe(200);
    const [row] = await ctx.database.handle.db.select().from(uploadedFiles).where(eq(uploadedFiles.key, stored.json.data.key));
    expect(row?.originalName).toBe('evilname.png');
  });

  it('refuses a tampered policy and stores nothing', async () => {
    const policy = await policyFor(shopA);
    const document = JSON.parse(Buffer.from(policy.policy, 'base64').toString('utf8'));
    document.conditions[0][2] = `${shopB.id}/`;
    document.shop = 'uploads-b.myshopify.com';
    const tampered = Buffer.from(JSON.stringify(document)).toString('base64');
    const response = await storedNothing(
      () => upload(policy, { bytes: PNG_BYTES, name: 'x.png', type: 'image/png' }, { policy: tampered, key: `${shopB.id}/Ab3dE6gH9k.png` }),
      403,
    );
    expect(response.json.message).toBe('signature: does not match the policy');
    const badSignature = await storedNothing(
      () => upload(policy, { bytes: PNG_BYTES, name: 'x.png', type: 'image/png' }, { signature: Buffer.alloc(32).toString('base64') }),
      403,
    );
    expect(badSignature.json.message).toMatch(/^signature: /);
  });

  it('answers an expired policy with a 422 (not the 403 that sends the merchant to /400) and stores nothing', async () => {
    const policy = await policyFor(shopA);
    clock = new Date(clock.getTime() + 3601 * 1000);
    const response = await storedNothing(() => upload(policy, { bytes: PNG_BYTES, name: 'x.png', type: 'image/png' }), 422);
    expect(response.json).toEqual({ code: 42200, message: 'policy: has expired, fetch a new one from get_policy_token', data: null });
    const fresh = await upload(await policyFor(shopA), { bytes: PNG_BYTES, name: 'x.png', type: 'image/png' });
    expect(fresh.status).toBe(200);
  });

  it('refuses HTML renamed .jpg, SVG and any other type with a 415 and stores nothing', async () => {
    const policy = await policyFor(shopA);
    const html = await storedNothing(() => upload(policy, { bytes: HTML_BYTES, name: 'cute-cat.jpg', type: 'image/jpeg' }), 415);
    expect(html.json).toMatchObject({ code: 41500, data: null });
    expect(html.json.message).toMatch(/^file: /);
    await storedNothing(() => upload(policy, { bytes: SVG_BYTES, name: 'logo.svg', type: 'image/svg+xml' }), 415);
    await storedNothing(() => upload(policy, { bytes: Buffer.from('%PDF-1.7 ...'), name: 'invoice.png', type: 'image/png' }), 415);
  });

  it('refuses an image over 10 MB and any upload over 50 MB, storing nothing', async () => {
    const policy = await policyFor(shopA);
    const bigImage = Buffer.concat([PNG_BYTES, Buffer.alloc(10 * MB + 1 - PNG_BYTES.length)]);
    const image = await storedNothing(() => upload(policy, { bytes: bigImage, name: 'huge.png', type: 'image/png' }), 413);
    expect(image.json.message).toBe('file: images must be 10 MB or smaller');
    const bigVideo = Buffer.concat([MP4_BYTES, Buffer.alloc(51 * MB)]);
    const video = await storedNothing(() => upload(policy, { bytes: bigVideo, name: 'huge.mp4', type: 'video/mp4' }), 413);
    expect(video.json.message).toBe('file: must be 50 MB or smaller');
  });

  it('refuses a key outside the shop’s folder, a foreign access id and a missing file', async () => {
    const policy = await policyFor(shopA);
    const png = { bytes: PNG_BYTES, name: 'x.png', type: 'image/png' };
    const foreignKey = await storedNothing(() => upload(policy, png, { key: `${shopB.id}/Ab3dE6gH9k.png` }), 403);
    expect(foreignKey.json.message).toBe(`key: must start with ${shopA.id}/`);
    await storedNothing(() => upload(policy, png, { key: `../${shopA.id}/x.png` }), 403);
    await storedNothing(() => upload(policy, png, { OSSAccessKeyId: 'someone-else' }), 403);
    await storedNothing(() => upload(policy, png, { success_action_status: '201' }), 422);
    const form = new FormData();
    form.append('key', `${policy.dir}x`);
    form.append('policy', policy.policy);
    form.append('signature', policy.signature);
    form.append('OSSAccessKeyId', policy.accessid);
    const noFile = await storedNothing(async () => {
      const response = await ctx.server.app.request(uploadAddress('/upload', policy), { method: 'POST', body: form });
      return { status: response.status, json: (await response.json()) as Record<string, any> };
    }, 422);
    expect(noFile.json.message).toMatch(/^file: /);
  });

  it('refuses uploads for a shop that was uninstalled after its policy was issued', async () => {
    const shop = await signInShop(ctx.server, 'uploads-gone.myshopify.com');
    const policy = await policyFor(shop);
    await ctx.server.shops.markUninstalled(shop, clock);
    await storedNothing(() => upload(policy, { bytes: PNG_BYTES, name: 'x.png', type: 'image/png' }), 403);
  });

  it('serves nothing for an unknown, malformed or path-escaping key', async () => {
    const stored = await upload(await policyFor(shopA), { bytes: PNG_BYTES, name: 'x.png', type: 'image/png' });
    const name = (stored.json.data.key as string).split('/')[1];
    const paths = [
      `/uploads/${shopA.id}/ZZZZZZZZZZ.png`,
      `/uploads/${shopB.id}/${name}`,
      `/uploads/${shopA.id}%2F..%2F..%2Fpglite`,
      `/uploads/..%2F..%2Fapp-token-secret`,
      `/uploads/${shopA.id}/${name}.html`,
      `/uploads/${shopA.id}/${name}%00.png`,
      `/uploads/`,
      `/upload/${shopA.id}/ZZZZZZZZZZ.png`,
      `/upload/${shopB.id}/${name}`,
      `/upload/..%2F..%2Fapp-token-secret`,
      `/upload/`,
    ];
    for (const path of paths) {
      const response = await ctx.server.app.request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('Content-Type'), path).toMatch(/^application\/json/);
    }
  });
});
