import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frameAncestorsFor } from '../../../server/infrastructure/http/security-headers';
import { TEST_DATABASES } from '../support/test-databases';
import { createTestServer } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const PICKER_HOSTS = ['https://sister.example', 'https://other-app.example:8443'];
const ASSET = `console.log(${JSON.stringify('admin '.repeat(400))});`;

describe('frameAncestorsFor', () => {
  it('lets our own origin and the configured hosts frame the resource picker, and nothing else', () => {
    expect(frameAncestorsFor(undefined, '/resource_picker', PICKER_HOSTS)).toBe(
      "frame-ancestors 'self' https://sister.example https://other-app.example:8443;",
    );
    expect(frameAncestorsFor(undefined, '/resource_picker')).toBe("frame-ancestors 'self';");
    expect(frameAncestorsFor('acme.myshopify.com', '/resource_picker', PICKER_HOSTS)).toBe(
      "frame-ancestors 'self' https://sister.example https://other-app.example:8443 https://acme.myshopify.com https://admin.shopify.com;",
    );
    for (const path of ['/', '/settings', '/resource_picker/x', '/resource_pickers']) {
      expect(frameAncestorsFor(undefined, path, PICKER_HOSTS)).toBe("frame-ancestors 'none';");
      expect(frameAncestorsFor('acme.myshopify.com', path, PICKER_HOSTS)).toBe('frame-ancestors https://acme.myshopify.com https://admin.shopify.com;');
    }
  });
});

describe.each(TEST_DATABASES)('the HTTP surface on $name', (target) => {
  let distDir: string;

  beforeAll(() => {
    distDir = mkdtempSync(join(tmpdir(), 'starling-dist-'));
    writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
    mkdirSync(join(distDir, 'static/js'), { recursive: true });
    writeFileSync(join(distDir, 'static/js/index.0123abcd.js'), ASSET);
    // What the build's precompress plugin writes beside each text asset.
    writeFileSync(join(distDir, 'static/js/index.0123abcd.js.br'), brotliCompressSync(ASSET));
    writeFileSync(join(distDir, 'static/js/index.0123abcd.js.gz'), gzipSync(ASSET));
  });
  afterAll(() => {
    rmSync(distDir, { recursive: true, force: true });
  });
  const ctx = useTestServer(target, () => ({ distDir, pickerHostOrigins: PICKER_HOSTS }));

  it('serves the admin for every client route, never cached, framable only by that shop', async () => {
    const page = await ctx.server.call('GET', '/settings/language?shop=acme.myshopify.com&host=abc');
    expect(page.status).toBe(200);
    expect(page.text).toBe(INDEX_HTML);
    expect(page.headers.get('Cache-Control')).toBe('no-store');
    expect(page.headers.get('Content-Security-Policy')).toBe(
      'frame-ancestors https://acme.myshopify.com https://admin.shopify.com;',
    );
    const other = await ctx.server.call('GET', '/?shop=other-shop.myshopify.com');
    expect(other.headers.get('Content-Security-Policy')).toContain('https://other-shop.myshopify.com ');
  });

  it('lets nobody frame the admin when the shop parameter is missing or forged', async () => {
    for (const path of ['/', '/?shop=evil.com', '/?shop=evil.com%20https://admin.shopify.com']) {
      const page = await ctx.server.call('GET', path);
      expect(page.headers.get('Content-Security-Policy')).toBe("frame-ancestors 'none';");
    }
  });

  it("lets our own origin and the configured picker hosts frame the resource picker page, and only that page", async () => {
    const picker = await ctx.server.call('GET', '/resource_picker');
    expect(picker.status).toBe(200);
    expect(picker.text).toBe(INDEX_HTML);
    expect(picker.headers.get('Content-Security-Policy')).toBe(
      "frame-ancestors 'self' https://sister.example https://other-app.example:8443;",
    );
    const inAdmin = await ctx.server.call('GET', '/resource_picker?shop=acme.myshopify.com');
    expect(inAdmin.headers.get('Content-Security-Policy')).toBe(
      "frame-ancestors 'self' https://sister.example https://other-app.example:8443 https://acme.myshopify.com https://admin.shopify.com;",
    );
    for (const path of ['/', '/login', '/reviewList', '/resource_picker/other']) {
      const page = await ctx.server.call('GET', path);
      expect(page.headers.get('Content-Security-Policy')).toBe("frame-ancestors 'none';");
    }
  });

  it('caches hashed assets for a year and sends nosniff and a strict referrer policy everywhere', async () => {
    const asset = await ctx.server.call('GET', '/static/js/index.0123abcd.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    for (const response of [asset, await ctx.server.call('GET', '/'), await ctx.server.call('GET', '/api/v1/admin/get_user_info')]) {
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('lets no cache keep an API answer: sign-in tokens, shop data and errors alike', async () => {
    const signIn = await ctx.server.call('POST', '/api/v1/admin/login', { body: { shop: 'no-store.myshopify.com' } });
    expect(signIn.status).toBe(200);
    const token = signIn.json?.data.shop_info.token as string;
    const answers = [
      signIn,
      await ctx.server.call('GET', '/api/v1/admin/get_user_info', { token }),
      await ctx.server.call('GET', '/api/v1/app_config'),
      await ctx.server.call('GET', '/api/v1/admin/get_user_info'),
      await ctx.server.call('GET', '/api/v1/admin/no_such_call', { token }),
      await ctx.server.call('GET', '/store/v1/products?app_id=starling-reviews'),
    ];
    expect(answers.map((answer) => answer.headers.get('Cache-Control'))).toEqual(answers.map(() => 'no-store'));
  });

  it('sends the build\'s brotli or gzip copy of an asset by Accept-Encoding, and says the answer varies by it', async () => {
    const fetchAsset = async (acceptEncoding: string | null) => {
      const response = await ctx.server.app.request('/static/js/index.0123abcd.js', { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });
      return { response, bytes: Buffer.from(await response.arrayBuffer()) };
    };
    const brotli = await fetchAsset('gzip, deflate, br');
    expect(brotli.response.headers.get('Content-Encoding')).toBe('br');
    expect(brotli.response.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(brotli.response.headers.get('Content-Type')).toMatch(/javascript/);
    expect(brotliDecompressSync(brotli.bytes).toString()).toBe(ASSET);
    expect(brotli.bytes.length).toBeLessThan(ASSET.length / 4);
    const gzip = await fetchAsset('gzip');
    expect(gzip.response.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toBe(ASSET);
    const plain = await fetchAsset(null);
    expect(plain.response.headers.get('Content-Encoding')).toBeNull();
    expect(plain.bytes.toString()).toBe(ASSET);
  });

  it('compresses an API answer of 1 KiB or more for a client that accepts it, and leaves small ones as they are', async () => {
    const token = await ctx.server.signIn('compressed.myshopify.com');
    const large = await ctx.server.app.request('/api/v1/admin/get_user_info', { headers: { Authorization: `Bearer ${token}`, 'Accept-Encoding': 'gzip' } });
    expect(large.headers.get('Content-Encoding')).toBe('gzip');
    expect(large.headers.get('Vary')).toMatch(/Accept-Encoding/);
    const text = gunzipSync(Buffer.from(await large.arrayBuffer())).toString();
    expect(text.length).toBeGreaterThanOrEqual(1024);
    expect(JSON.parse(text)).toMatchObject({ code: 0 });

    const small = await ctx.server.app.request('/api/v1/app_config', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(small.headers.get('Content-Encoding')).toBeNull();
    expect(await small.json()).toMatchObject({ code: 0 });
    const refused = await ctx.server.app.request('/api/v1/admin/get_user_info', { headers: { Authorization: `Bearer ${token}` } });
    expect(refused.headers.get('Content-Encoding')).toBeNull();
    expect(await refused.json()).toMatchObject({ code: 0 });
  });

  it('answers a missing hashed asset with a 404, not the admin page', async () => {
    const missing = await ctx.server.call('GET', '/static/js/gone.js');
    expect(missing.status).toBe(404);
  });

  it('grants no cross-origin access to the admin API', async () => {
    const preflight = await ctx.server.call('OPTIONS', '/api/v1/admin/get_user_info', {
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const token = await ctx.server.signIn('cors.myshopify.com');
    const call = await ctx.server.call('GET', '/api/v1/admin/get_user_info', { token, headers: { Origin: 'https://evil.example' } });
    expect(call.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});

describe.each(TEST_DATABASES)('an unexpected failure on $name', (target) => {
  // Opens its own database inside the test (a PGlite start is slow on a loaded machine): the hook's limit, not the test's.
  it('answers 500 with a generic message and a request id, and /healthz reports the database down', { timeout: 60_000 }, async () => {
    const database = await target.open();
    const server = createTestServer(database.handle);
    const token = await server.signIn('broken.myshopify.com');
    await database.handle.close();

    const response = await server.call('GET', '/api/v1/admin/get_user_info', { token });
    expect(response.status).toBe(500);
    expect(response.json?.code).toBe(50000);
    const requestId = response.json?.data.request_id as string;
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.json?.message).toBe(`Something went wrong on our side. Reference: ${requestId}`);
    expect(response.text).not.toMatch(/\.ts:\d+|node_modules|Error:/);

    const health = await server.call('GET', '/healthz');
    expect(health.status).toBe(503);
    await database.dispose();
  });
});
