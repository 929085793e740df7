import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_BRIDGE_SCRIPT_URL } from '../../../server/infrastructure/http/spa';
import { TEST_DATABASES } from '../support/test-databases';
import { TEST_SHOPIFY_API_KEY, testShopifyApp } from '../support/test-shopify-app';
import { useTestServer } from '../support/use-test-server';

const INDEX_HTML = '<!doctype html><html><head><meta charset="UTF-8"><title>Starling Reviews</title><script defer src="/static/js/index.js"></script></head><body><div id="root"></div></body></html>';

describe.each(TEST_DATABASES)('the public app configuration on $name', (target) => {
  let distDir: string;
  beforeAll(() => {
    distDir = mkdtempSync(join(tmpdir(), 'starling-dist-'));
    writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
  });
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  describe('in development store mode', () => {
    const ctx = useTestServer(target, () => ({ distDir }));

    it('names the mode and the demo shop, without a token', async () => {
      const response = await ctx.server.call('GET', '/api/v1/app_config');
      expect(response.status).toBe(200);
      expect(response.json).toEqual({
        code: 0,
        message: 'ok',
        data: { mode: 'development', api_key: null, demo_shop: 'demo-store.myshopify.com' },
      });
    });

    it('serves index.html without App Bridge', async () => {
      const page = await ctx.server.call('GET', '/login');
      expect(page.text).toBe(INDEX_HTML);
      expect(page.text).not.toContain('app-bridge.js');
    });
  });

  describe('in Shopify mode', () => {
    const ctx = useTestServer(target, () => ({ distDir, shopify: testShopifyApp() }));

    it('names the mode and the client id, and offers no demo shop', async () => {
      const response = await ctx.server.call('GET', '/api/v1/app_config');
      expect(response.json?.data).toEqual({ mode: 'shopify', api_key: TEST_SHOPIFY_API_KEY, demo_shop: null });
    });

    it('puts the api key meta tag and the App Bridge script first in the head of every client route', async () => {
      for (const path of ['/', '/reviewList?shop=acme.myshopify.com&host=abc']) {
        const page = await ctx.server.call('GET', path);
        const head = /<head>(.*)<\/head>/.exec(page.text)?.[1] ?? '';
        expect(head.startsWith(`<meta name="shopify-api-key" content="${TEST_SHOPIFY_API_KEY}"><script src="${APP_BRIDGE_SCRIPT_URL}"></script><meta charset="UTF-8">`)).toBe(true);
        // The bundle comes after App Bridge, and App Bridge is a plain synchronous script.
        expect(head.indexOf(APP_BRIDGE_SCRIPT_URL)).toBeLessThan(head.indexOf('/static/js/index.js'));
        expect(head).not.toMatch(/app-bridge\.js"[^>]*(async|defer|type="module")/);
      }
    });
  });
});

describe('the App Bridge tags', () => {
  it('escape a client id that is not plain text', async () => {
    const { withAppBridge } = await import('../../../server/infrastructure/http/spa');
    expect(withAppBridge('<html><head></head></html>', '"><script>x</script>')).toContain('content="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
  });
});
