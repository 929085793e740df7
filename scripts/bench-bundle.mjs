// `npm run bench:bundle`: prints what a merchant's browser downloads before the admin's first paint.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const DIST = 'dist';
const html = readFileSync(join(DIST, 'index.html'), 'utf8');
const initialAssets = [
  ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+href="([^"]+\.css)"/g),
].map((match) => match[1]);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const rows = initialAssets.map((asset) => {
  const content = readFileSync(join(DIST, asset.replace(/^\//, '')));
  return { asset, raw: statSync(join(DIST, asset.replace(/^\//, ''))).size, gzip: gzipSync(content).length, brotli: brotliCompressSync(content).length };
});

console.log('Initial bundle (assets referenced by dist/index.html):');
for (const row of rows) console.log(`  ${row.asset.padEnd(48)} raw ${kb(row.raw).padStart(11)}  gzip ${kb(row.gzip).padStart(10)}  brotli ${kb(row.brotli).padStart(10)}`);
const total = (key) => rows.reduce((sum, row) => sum + row[key], 0);
console.log(`  ${'TOTAL'.padEnd(48)} raw ${kb(total('raw')).padStart(11)}  gzip ${kb(total('gzip')).padStart(10)}  brotli ${kb(total('brotli')).padStart(10)}`);
