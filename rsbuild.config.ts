import { type IncomingMessage, type ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { polarisCssPlugin } from './scripts/build/polaris-css-plugin';
import { polarisLightThemePlugin } from './scripts/build/polaris-light-theme-plugin';
import { precompressPlugin } from './scripts/build/precompress-plugin';

/**
 * `npm run dev` serves the admin with hot reload on DEV_PORT and forwards every path the API server
 * answers to that server, started apart with `npm run server` (on PORT, as always).
 */
const DEV_PORT = Number(process.env.DEV_PORT ?? 3001);
const API_ORIGIN = process.env.DEV_API_ORIGIN ?? `http://localhost:${process.env.PORT ?? 3000}`;
/** What server/infrastructure/http/app.ts serves besides the admin itself. */
const SERVER_PATHS = ['/api', '/store', '/webhooks', '/upload', '/uploads', '/healthz'];

const isServerPath = (path: string) => SERVER_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`));

/** With the API server down, an envelope that says what to do instead of a bare 502. */
function apiServerUnreachable(_error: Error, _request: IncomingMessage, response: ServerResponse | Socket) {
  if (response instanceof Socket) return void response.destroy();
  if (response.headersSent) return void response.end();
  response.writeHead(502, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify({ code: 50200, message: `The API server is not answering at ${API_ORIGIN}: start it with \`npm run server\`.`, data: null }));
}

export default defineConfig({
  plugins: [
    pluginReact(),
    polarisCssPlugin({
      // The dashboard and the upgrade offer a new shop sees over it. (The NPS survey, asked later
      // and drawing a text field, brings the complete stylesheet.)
      firstScreenChunks: ['dashboard', 'discount-offer'],
      // Carried by the first screen's Page and never drawn there: its action menu, pagination and
      // tooltips, and the filter field of the menu's list (whose label the dashboard's language
      // picker does draw, so labels stay).
      notDrawnOnFirstScreen: ['ActionMenu', 'ActionList', 'Pagination', 'Tooltip', 'TextField', 'Connected', 'InlineError'],
    }),
    polarisLightThemePlugin(),
    precompressPlugin(),
  ],
  source: {
    entry: { index: './src/main.tsx' },
    tsconfigPath: './tsconfig.app.json',
    // Inversify's legacy decorators (@injectable, @inject).
    decorators: { version: 'legacy' },
    define: { __BUILD_ID__: JSON.stringify(Date.now().toString(36)) },
  },
  html: {
    title: 'Starling Reviews',
    meta: { viewport: 'width=device-width, initial-scale=1' },
    favicon: './src/ui/assets/favicon.svg',
  },
  output: {
    // The icon lives with the other hashed assets under /static, which the server serves.
    distPath: { root: 'dist', favicon: 'static/image' },
  },
  tools: {
    // Every constructor parameter names what it needs with @inject, so TypeScript's
    // design:paramtypes metadata would be dead weight in every class (tsconfig.base.json agrees).
    swc: { jsc: { transform: { decoratorMetadata: false } } },
  },
  server: {
    port: DEV_PORT,
    // The Host header stays the dev server's, so upload URLs the API answers with come back through it.
    proxy: [{ target: API_ORIGIN, changeOrigin: false, pathFilter: isServerPath, on: { error: apiServerUnreachable } }],
  },
});
