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
  app.use(
    '/static/*',
    serveStatic({
      root: distDir,
      onFound: (_path, c) => {
        c.header('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
      },
    }),
  );
  app.use('/locales/*', serveStatic({ root: distDir, onFound: (_path, c) => c.header('Cache-Control', 'no-cache') }));
  app.get('*', (c) => {
    if (!existsSync(indexPath)) return c.text('The admin is not built yet: run `npm run build`.', 503);
    c.header('Cache-Control', 'no-store');
    return c.html(readFileSync(indexPath, 'utf8'));
  });
  return app;
}
