import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { type HttpEnv } from './http-env';

const ONE_YEAR_SECONDS = 31_536_000;
const ONE_DAY_SECONDS = 86_400;
export const APP_BRIDGE_SCRIPT_URL = 'https://cdn.shopify.com/shopifycloud/app-bridge.js';

/**
 * Shopify mode: App Bridge must be the first synchronous script of `<head>`, after the meta tag
 * naming the app (platform facts), and it can only come from Shopify's CDN.
 */
export function withAppBridge(html: string, shopifyApiKey: string): string {
  const tags = `<meta name="shopify-api-key" content="${escapeAttribute(shopifyApiKey)}"><script src="${APP_BRIDGE_SCRIPT_URL}"></script>`;
  return html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}${tags}`);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The built admin: hashed assets cached for a year, everything else (client routes) answered
 * with index.html, which is never cached so a deploy is picked up at once. In Shopify mode the
 * page loads App Bridge first.
 */
export function spaRoutes(distDir: string, shopifyApiKey: string | null = null) {
  const app = new Hono<HttpEnv>();
  const indexPath = join(distDir, 'index.html');
  app.use('/static/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
  });
  // The build wrote .br and .gz beside each text asset: sent by Accept-Encoding, with Vary.
  app.use('/static/*', serveStatic({ root: distDir, precompressed: true }));
  // A chunk of an older build must fail as a 404, not come back as index.html with the wrong type.
  app.get('/static/*', (c) => c.text('Not found', 404));
  app.use('/locales/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-cache');
  });
  app.use('/locales/*', serveStatic({ root: distDir, precompressed: true }));
  app.get('/locales/*', (c) => c.text('Not found', 404));
  // Our partners' images for the dashboard's ads and recommended apps (docs/product/dashboard-and-guide.md#ads).
  app.use('/partners/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', `public, max-age=${ONE_DAY_SECONDS}`);
  });
  app.use('/partners/*', serveStatic({ root: distDir }));
  app.get('/partners/*', (c) => c.text('Not found', 404));
  app.get('*', (c) => {
    if (!existsSync(indexPath)) return c.text('The admin is not built yet: run `npm run build`.', 503);
    c.header('Cache-Control', 'no-store');
    const html = readFileSync(indexPath, 'utf8');
    return c.html(shopifyApiKey ? withAppBridge(html, shopifyApiKey) : html);
  });
  return app;
}
