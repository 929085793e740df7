// `npm run bench:feed`: the Google Product Ratings feed of a shop with 1,000,000 published reviews
// (docs/product/google-shopping.md#streaming). The reviews are seeded in SQL (generate_series) on a
// scratch PostgreSQL database; the BUILT server (dist-server/main.mjs, as `npm start` runs it) is
// a separate process; a streaming client saves the feed to a file while the server's resident
// memory is sampled from /proc/<pid>/status; the file is then validated against Google's XSD with
// xmllint's streaming validator. Aim: peak RSS during the stream under 200 MB, and a valid feed.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { envelopeData, freeLoopbackPort, LOOPBACK, loadAverage, stopServer, waitUntilHealthy, watchServers } from './bench-support';
import { createScratchPostgresDatabase } from './scratch-postgres-database';
import { serverNodeOptions } from './server-node-options.mjs';

const REVIEWS = Number(process.env.BENCH_FEED_REVIEWS ?? 1_000_000);
const PRODUCTS = 1_000;
const SHOP_DOMAIN = 'bench-feed.myshopify.com';
const AIM_PEAK_RSS_MB = 200;
const READY_TIMEOUT_MS = 300_000;
const OVERALL_TIMEOUT_MS = 40 * 60_000;
const RSS_SAMPLE_MS = 50;
const XSD = fileURLToPath(new URL('../server/infrastructure/feeds/google/product_reviews.xsd', import.meta.url));

/** VmRSS and VmHWM of a process, in MB. */
function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

async function seed(url: string, shopId: number): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = Date.now();
  await client.query(
    `insert into products (shop_id, id, title, handle, status, vendor)
     select $1, (100000 + n)::text, 'Bench product ' || n || ' & co', 'bench-product-' || n, 'ACTIVE', 'Bench <Brand>'
     from generate_series(1, ${PRODUCTS}) as n`,
    [shopId],
  );
  await client.query(
    `insert into product_variants (shop_id, id, product_id, title, price, position, sku, barcode)
     select $1, (500000 + n)::text, (100000 + n)::text, 'Default', '10.00', 1, 'SKU-' || n, (4006381000000 + n)::text
     from generate_series(1, ${PRODUCTS}) as n`,
    [shopId],
  );
  // Every rating, some incentivised or verified, one in fifty hidden (so the counts have left-outs).
  await client.query(
    `insert into reviews (shop_id, product_id, author_name, author_search, rating, title, body, source, verified, incentivized, published, commented_at)
     select $1, (100000 + 1 + n % ${PRODUCTS})::text, 'Reviewer ' || n, 'reviewer ' || n, 1 + n % 5,
            'Review ' || n, 'Bench review ' || n || ': fits "well" & washes <fine>.', case when n % 3 = 0 then 'Email request' else 'Store front' end,
            n % 2 = 0, n % 10 = 0, n % 50 <> 0, timestamptz '2020-01-01' + n * interval '1 minute'
     from generate_series(1, ${REVIEWS}) as n`,
    [shopId],
  );
  await client.query('analyze reviews');
  await client.end();
  return Date.now() - started;
}

interface Fetched {
  readonly firstByteMs: number;
  readonly lastByteMs: number;
  readonly bytes: number;
  readonly peakRssMb: number;
}

/** Streams the feed to `file`, sampling the server's memory until the last byte. */
async function fetchFeed(url: string, file: string, serverPid: number): Promise<Fetched> {
  let peakRssMb = 0;
  const sampler = setInterval(() => {
    peakRssMb = Math.max(peakRssMb, memoryOf(serverPid).rss);
  }, RSS_SAMPLE_MS);
  const started = performance.now();
  let firstByteMs = NaN;
  let bytes = 0;
  const out = createWriteStream(file);
  try {
    const response = await fetch(url);
    if (!response.ok || !response.body) throw new Error(`the feed answered HTTP ${response.status}`);
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - started;
      bytes += value.byteLength;
      if (!out.write(value)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    }
  } finally {
    clearInterval(sampler);
    await new Promise<void>((resolve) => out.end(() => resolve()));
  }
  peakRssMb = Math.max(peakRssMb, memoryOf(serverPid).rss);
  return { firstByteMs, lastByteMs: performance.now() - started, bytes, peakRssMb };
}

function startBuiltServer(databaseUrl: string, port: number, dataDir: string): ChildProcess {
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the server bundle did not build');
  return spawn(process.execPath, ['--enable-source-maps', 'dist-server/main.mjs'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: LOOPBACK, LOG_LEVEL: 'warn', DATA_DIR: dataDir, NODE_OPTIONS: serverNodeOptions(process.env.NODE_OPTIONS) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function main() {
  console.log(`bench:feed: load average at start ${loadAverage()} (1, 5, 15 min)`);
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const running = watchServers('bench:feed', OVERALL_TIMEOUT_MS);
  const scratch = await createScratchPostgresDatabase(adminUrl, 'bench_feed_');
  const work = mkdtempSync(join(tmpdir(), 'bench-feed-'));
  let server: ChildProcess | null = null;
  try {
    const port = await freeLoopbackPort();
    const origin = `http://${LOOPBACK}:${port}`;
    server = startBuiltServer(scratch.url.toString(), port, join(work, 'data'));
    running.add(server);
    await waitUntilHealthy(origin, server, READY_TIMEOUT_MS);
    const pid = server.pid!;

    const login = await envelopeData(await fetch(`${origin}/api/v1/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ shop: SHOP_DOMAIN }) }), 'the login');
    const shopInfo = login.shop_info as { token: string; id?: number };
    const bearer = { Authorization: `Bearer ${shopInfo.token}`, 'Content-Type': 'application/json' };
    const enabled = await envelopeData<{ url: string }>(
      await fetch(`${origin}/api/v1/admin/set_google_shopping_feed_enabled`, { method: 'POST', headers: bearer, body: JSON.stringify({ enabled: true }) }),
      'switching the feed on',
    );
    const feedPath = new URL(enabled.url).pathname;
    const shopId = Number(/\/(\d+)\.[^/]+\.xml$/.exec(feedPath)?.[1]);

    const seedMs = await seed(scratch.url.toString(), shopId);
    console.log(`seeded ${REVIEWS.toLocaleString('en')} reviews of ${PRODUCTS} products in ${(seedMs / 1000).toFixed(1)} s`);

    const before = memoryOf(pid);
    const file = join(work, 'feed.xml');
    const fetched = await fetchFeed(`${origin}${feedPath}`, file, pid);
    const after = memoryOf(pid);

    const status = await envelopeData<{ included: number; left_out: Record<string, number> }>(await fetch(`${origin}/api/v1/admin/get_google_shopping_feed`, { headers: bearer }), 'the status');
    const inFile = Number(spawnSync('sh', ['-c', `grep -o '<review>' '${file}' | wc -l`], { encoding: 'utf8' }).stdout.trim());
    const validation = spawnSync('xmllint', ['--stream', '--noout', '--schema', XSD, file], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const valid = validation.status === 0;

    console.log('\nGoogle Product Ratings feed, PostgreSQL, built server (dist-server/main.mjs)\n');
    console.log(`reviews in feed          ${status.included.toLocaleString('en')} (status card), ${inFile.toLocaleString('en')} <review> in the file`);
    console.log(`left out                 ${JSON.stringify(status.left_out)}`);
    console.log(`time to first byte       ${fetched.firstByteMs.toFixed(0)} ms`);
    console.log(`time to last byte        ${(fetched.lastByteMs / 1000).toFixed(1)} s`);
    console.log(`feed size                ${(statSync(file).size / 1024 / 1024).toFixed(1)} MB (${fetched.bytes.toLocaleString('en')} bytes)`);
    console.log(`server RSS before fetch  ${before.rss.toFixed(1)} MB (peak since start ${before.hwm.toFixed(1)} MB)`);
    console.log(`server RSS during fetch  peak ${fetched.peakRssMb.toFixed(1)} MB sampled every ${RSS_SAMPLE_MS} ms (VmHWM after ${after.hwm.toFixed(1)} MB)`);
    console.log(`valid against the XSD    ${valid ? 'yes' : `no\n${(validation.stderr || validation.stdout).split('\n').slice(0, 10).join('\n')}`}`);
    console.log(`aim: peak RSS during the stream < ${AIM_PEAK_RSS_MB} MB: ${fetched.peakRssMb < AIM_PEAK_RSS_MB ? 'met' : 'MISSED'}`);
    console.log(`\nbench:feed: load average at end ${loadAverage()}`);
    if (!valid || fetched.peakRssMb >= AIM_PEAK_RSS_MB) process.exitCode = 1;
  } finally {
    if (server) await stopServer(server);
    rmSync(work, { recursive: true, force: true });
    await scratch.drop();
  }
}

main().catch((error: unknown) => {
  console.error(`bench:feed failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
