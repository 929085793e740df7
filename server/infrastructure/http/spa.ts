import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { type HttpEnv } from './http-env';

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * The built admin: hashed assets cached for a year, everything else (client routes) answered
 * with index.html, which is never cached so a deploy is picked up at once.
 */
export function spaRoutes(distDir: string) {
  const app = new Hono<HttpEnv>();
  const indexPath = join(distDir, 'index.html');
  app.use('/static/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
  });
  app.use('/static/*', serveStatic({ root: distDir }));
  // A chunk of an older build must fail as a 404, not come back as index.html with the wrong type.
  app.get('/static/*', (c) => c.text('Not found', 404));
  app.use('/locales/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-cache');
  });
  app.use('/locales/*', serveStatic({ root: distDir }));
  app.get('/locales/*', (c) => c.text('Not found', 404));
  app.get('*', (c) => {
    if (!existsSync(indexPath)) return c.text('The admin is not built yet: run `npm run build`.', 503);
    c.header('Cache-Control', 'no-store');
    return c.html(readFileSync(indexPath, 'utf8'));
  });
  return app;
}
