// Builds the storefront scripts (storefront/src) into the theme app extension's assets: one small,
// framework-free file per widget (docs/product/storefront.md#budgets). `npm run build:widgets`.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { widgetScripts } from '../src/domain/storefront/widget-registry';

/** Every widget's scripts (the widget registry's), and the app embed's own: the beacon, which is no widget. */
export const WIDGET_ENTRIES: Readonly<Record<string, string>> = { ...widgetScripts(), 'starling-core': 'storefront/src/core-embed.ts' };

const root = fileURLToPath(new URL('..', import.meta.url));

/** The marketplace bookmarklet's code, served with the admin's static files (docs/product/import-marketplaces.md#bookmarklet). */
export const BOOKMARKLET_OUTFILE = 'dist/static/bookmarklet/marketplace-import.js';

export async function buildWidgets(): Promise<void> {
  await build({
    absWorkingDir: root,
    entryPoints: WIDGET_ENTRIES,
    outdir: 'extensions/starling-reviews/assets',
    bundle: true,
    minify: true,
    format: 'iife',
    target: ['es2020', 'safari15'],
    legalComments: 'none',
    logLevel: 'warning',
  });
}

/** One self-contained script: the install page inlines it whole into a `javascript:` bookmark. */
export async function buildBookmarklet(): Promise<void> {
  await build({
    absWorkingDir: root,
    entryPoints: ['storefront/src/bookmarklet/marketplace-bookmarklet-entry.ts'],
    outfile: BOOKMARKLET_OUTFILE,
    bundle: true,
    minify: true,
    format: 'iife',
    target: ['es2020', 'safari15'],
    legalComments: 'none',
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await Promise.all([buildWidgets(), buildBookmarklet()]);
