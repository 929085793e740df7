// `npm run bench:bundle`: what a merchant's browser downloads before the admin's first paint,
// against the floor of the stack (a bare React + Polaris page built with the same toolchain),
// and the size of every lazily loaded chunk.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const APP_DIST = 'dist';
const FLOOR_DIST = '.bench/bundle-floor';
const RATIO_AIM = 1.5;
const LAZY_CHUNK_AIM_BYTES = 60 * 1024;

const floorBuild = spawnSync('npx', ['rsbuild', 'build', '-c', 'scripts/bundle-floor/rsbuild.floor.config.ts'], { stdio: 'ignore' });
if (floorBuild.status !== 0) throw new Error('The floor page did not build: run the command above by hand to see why.');

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const measure = (dist, asset) => {
  const content = readFileSync(join(dist, asset.replace(/^\//, '')));
  return { asset, raw: content.length, gzip: gzipSync(content).length, brotli: brotliCompressSync(content).length };
};
const initialAssets = (dist) => {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  return [...html.matchAll(/<script[^>]+src="([^"]+)"/g), ...html.matchAll(/<link[^>]+href="([^"]+\.css)"/g)].map((m) => m[1]);
};
const total = (rows, key) => rows.reduce((sum, row) => sum + row[key], 0);
const printRows = (title, rows) => {
  console.log(title);
  for (const row of rows) {
    console.log(`  ${row.asset.padEnd(48)} raw ${kb(row.raw).padStart(11)}  gzip ${kb(row.gzip).padStart(10)}  brotli ${kb(row.brotli).padStart(10)}`);
  }
  console.log(`  ${'TOTAL'.padEnd(48)} raw ${kb(total(rows, 'raw')).padStart(11)}  gzip ${kb(total(rows, 'gzip')).padStart(10)}  brotli ${kb(total(rows, 'brotli')).padStart(10)}`);
};

const app = initialAssets(APP_DIST).map((asset) => measure(APP_DIST, asset));
const floor = initialAssets(FLOOR_DIST).map((asset) => measure(FLOOR_DIST, asset));
printRows('Admin, initial JS+CSS (assets referenced by dist/index.html):', app);
printRows('Floor, bare React + Polaris page, initial JS+CSS:', floor);
const ratio = total(app, 'gzip') / total(floor, 'gzip');
console.log(`Ratio admin / floor (gzip): ${ratio.toFixed(2)} (aim ≤ ${RATIO_AIM})`);

const lazyDir = join(APP_DIST, 'static/js/async');
const lazy = existsSync(lazyDir) ? readdirSync(lazyDir).map((file) => measure(APP_DIST, `static/js/async/${file}`)) : [];
const overAim = lazy.filter((chunk) => chunk.gzip > LAZY_CHUNK_AIM_BYTES);
console.log(`Lazy chunks: ${lazy.length}, largest ${kb(Math.max(0, ...lazy.map((c) => c.gzip)))} gzip (aim ≤ ${kb(LAZY_CHUNK_AIM_BYTES)} each)`);
for (const chunk of lazy.sort((a, b) => b.gzip - a.gzip)) {
  console.log(`  ${chunk.asset.padEnd(48)} gzip ${kb(chunk.gzip).padStart(10)}${chunk.gzip > LAZY_CHUNK_AIM_BYTES ? '  over the aim' : ''}`);
}
if (overAim.length > 0) console.log(`${overAim.length} lazy chunk(s) over the aim.`);
