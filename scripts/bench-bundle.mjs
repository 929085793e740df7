// `npm run bench:bundle`: the JS and CSS a merchant's browser downloads to show the dashboard
// route and every other screen a merchant can land on (the menu's destinations), against the
// floor of the stack (a bare React + Polaris page built in the same run with the same toolchain),
// and the size of every lazily loaded chunk. It exits with 1 when a route or a chunk passes its
// aim, so a first load cannot grow unnoticed (docs/decisions/0046-first-screen-bundle.md).
//
// Both pages are loaded in Chromium and every .js/.css response is measured, so the figure is
// what the route really needs (entry, shared chunks, the route's own chunk), not a guess from
// the build manifest. The admin runs on the real server with a fresh demo store.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const APP_DIST = 'dist';
const FLOOR_DIST = '.bench/bundle-floor';
/** The dashboard, where every sign-in lands, carries only the first screen's stylesheet. */
const DASHBOARD_RATIO_AIM = 1.5;
/**
 * Where a merchant lands from the menu, a bookmark or a link in an e-mail, with the most each may
 * load against the floor: what it loaded when this list was last set (with the declarative router,
 * decision 0046), rounded up, so it can shrink and not grow. They add Polaris' complete stylesheet (about a quarter of the floor) to their parts.
 */
const LANDING_ROUTE_RATIO_AIMS = {
  '/reviewList': 2.44,
  '/qa': 2.4,
  '/collect': 1.76,
  '/display': 1.76,
  '/widgetsList': 1.77,
  '/import': 2.14,
  '/data-analyze': 2.38,
  '/plan': 1.89,
  '/guide': 1.75,
  '/settings/language': 1.82,
  '/settings': 1.74,
  '/settings/notifications': 1.85,
  '/settings/product_groups': 2.27,
  '/settings/api': 1.87,
  '/settings/canny': 1.73,
  '/integrated/klaviyo': 1.81,
  '/settings/referral_offer': 1.84,
  '/settings/referral_widgets': 1.82,
  '/settings/referral_email': 1.98,
  '/settings/advocate_email': 1.98,
  '/settings/referrals': 2.29,
  '/referral_share_link': 1.49,
  '/referral_conversion': 1.48,
  '/privacy_policy': 1.75,
  '/terms_service': 1.74,
  '/affiliate': 1.72,
  '/integrated': 1.73,
  '/integrated/channelwill': 1.73,
  '/integrated/google_shopping': 1.79,
  '/integrated/instagram': 1.85,
  '/integrated/compliance': 1.82,
};
const LAZY_CHUNK_AIM_BYTES = 60 * 1024;
const APP_PORT = 4791;
const FLOOR_PORT = 4792;
const DATA_DIR = '.bench/bundle-data';
const CHROMIUM = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const floorBuild = spawnSync('npx', ['rsbuild', 'build', '-c', 'scripts/bundle-floor/rsbuild.floor.config.ts'], { stdio: 'ignore' });
if (floorBuild.status !== 0) throw new Error('The floor page did not build: run the command above by hand to see why.');

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const measure = (dist, asset) => {
  const content = readFileSync(join(dist, asset.replace(/^\//, '')));
  return { asset, raw: content.length, gzip: gzipSync(content).length, brotli: brotliCompressSync(content).length };
};
const total = (rows, key) => rows.reduce((sum, row) => sum + row[key], 0);
const printRows = (title, rows) => {
  console.log(title);
  for (const row of rows) {
    console.log(`  ${row.asset.padEnd(48)} raw ${kb(row.raw).padStart(11)}  gzip ${kb(row.gzip).padStart(10)}  brotli ${kb(row.brotli).padStart(10)}`);
  }
  console.log(`  ${'TOTAL'.padEnd(48)} raw ${kb(total(rows, 'raw')).padStart(11)}  gzip ${kb(total(rows, 'gzip')).padStart(10)}  brotli ${kb(total(rows, 'brotli')).padStart(10)}`);
};

/** Serves a built folder as static files (the floor has no server of its own). */
function serveStatic(root, port) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const file = join(root, path === '/' ? 'index.html' : path);
    if (!existsSync(file)) return void response.writeHead(404).end();
    response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

async function waitForHealth(url, child) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) throw new Error('The server stopped while starting.');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not become healthy at ${url}.`);
}

/** Loads `url` in `context` and returns the .js/.css files the page fetched until `ready` and the network is idle. */
async function assetsLoadedBy(context, url, ready) {
  const page = await context.newPage();
  const assets = new Set();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (/\.(js|css)$/.test(path) && response.ok()) assets.add(path);
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await page.close();
  return [...assets].sort();
}

rmSync(DATA_DIR, { recursive: true, force: true });
const { DATABASE_URL: _embeddedDatabaseOnly, ...serverEnv } = process.env;
const server = spawn('npx', ['tsx', 'server/main.ts'], {
  env: { ...serverEnv, PORT: String(APP_PORT), HOST: '127.0.0.1', DATA_DIR, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
const floorServer = await serveStatic(FLOOR_DIST, FLOOR_PORT);
const failures = [];
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
try {
  await waitForHealth(`http://127.0.0.1:${APP_PORT}/healthz`, server);
  const appBase = `http://127.0.0.1:${APP_PORT}`;
  // Sign in to the demo store the way a merchant does, then measure a cold load of the dashboard.
  const context = await browser.newContext();
  const cold = await context.newPage();
  await cold.goto(`${appBase}/login`);
  await cold.getByRole('button', { name: 'Use the demo store' }).click();
  await cold.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  const storage = await context.storageState();
  await context.close();

  const floorContext = await browser.newContext();
  const floorAssets = await assetsLoadedBy(floorContext, `http://127.0.0.1:${FLOOR_PORT}/`, (page) =>
    page.getByRole('heading', { name: 'Floor' }).waitFor(),
  );
  await floorContext.close();
  const floor = floorAssets.map((asset) => measure(FLOOR_DIST, asset));
  printRows('Floor, bare React + Polaris page, every JS+CSS file Chromium fetched:', floor);

  // Each route in a fresh context (an empty browser cache), signed in.
  const routeLoad = async (path) => {
    const signedIn = await browser.newContext({ storageState: storage });
    const assets = await assetsLoadedBy(signedIn, `${appBase}${path}`, (page) => page.getByRole('heading', { level: 1 }).first().waitFor());
    await signedIn.close();
    return assets.map((asset) => measure(APP_DIST, asset));
  };
  const dashboard = await routeLoad('/');
  printRows('Admin, dashboard route (/) signed in, every JS+CSS file Chromium fetched:', dashboard);
  const routes = [{ path: '/', rows: dashboard, aim: DASHBOARD_RATIO_AIM }];
  for (const [path, aim] of Object.entries(LANDING_ROUTE_RATIO_AIMS)) routes.push({ path, rows: await routeLoad(path), aim });

  console.log('First load of each route, every JS+CSS file, against the floor (gzip):');
  for (const route of routes) {
    const ratio = total(route.rows, 'gzip') / total(floor, 'gzip');
    const over = ratio > route.aim;
    if (over) failures.push(`${route.path} is ${ratio.toFixed(3)}× the floor (aim ≤ ${route.aim})`);
    console.log(`  ${route.path.padEnd(22)} gzip ${kb(total(route.rows, 'gzip')).padStart(10)}  ${ratio.toFixed(3)}× (aim ≤ ${route.aim})${over ? '  OVER THE AIM' : ''}`);
  }
  console.log(`Ratio dashboard / floor (gzip): ${(total(dashboard, 'gzip') / total(floor, 'gzip')).toFixed(3)} (aim ≤ ${DASHBOARD_RATIO_AIM})`);
} finally {
  await browser.close();
  floorServer.close();
  if (server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
}

const lazyChunks = ['static/js/async', 'static/css/async']
  .filter((dir) => existsSync(join(APP_DIST, dir)))
  .flatMap((dir) => readdirSync(join(APP_DIST, dir)).filter((file) => /\.(js|css)$/.test(file)).map((file) => measure(APP_DIST, `${dir}/${file}`)));
const overAim = lazyChunks.filter((chunk) => chunk.gzip > LAZY_CHUNK_AIM_BYTES);
console.log(`Lazy chunks: ${lazyChunks.length}, largest ${kb(Math.max(0, ...lazyChunks.map((c) => c.gzip)))} gzip (aim ≤ ${kb(LAZY_CHUNK_AIM_BYTES)} each)`);
for (const chunk of lazyChunks.sort((a, b) => b.gzip - a.gzip)) {
  console.log(`  ${chunk.asset.padEnd(48)} gzip ${kb(chunk.gzip).padStart(10)}${chunk.gzip > LAZY_CHUNK_AIM_BYTES ? '  over the aim' : ''}`);
}
if (overAim.length > 0) failures.push(`${overAim.length} lazy chunk(s) over ${kb(LAZY_CHUNK_AIM_BYTES)}`);
if (failures.length > 0) {
  console.error(`\nbench:bundle FAILED, over the aim:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
}
