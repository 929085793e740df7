// `npm run bench:analytics`: get_analytics over HTTP through the real server, for several date
// ranges, on a shop with 1,000,000 reviews (two years of them), 100,000 orders, 100,000 sent
// review requests and two years of beacon counts, on PostgreSQL (BENCH_DATABASE_URL or
// TEST_DATABASE_URL; a scratch database, dropped after) and on PGlite (a smaller seed). Prints
// p50/p95/max per range against the aim (docs/product/analytics.md#speed).
import { type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type AppDatabase, type DatabaseHandle, openDatabase } from '../server/infrastructure/db/database';
import { ANALYTICS_RANGES, envelopeData, printTable, runDatabaseBench, signInHeaders, startBenchServer, stopServer, type Timing, timeRuns } from './bench-support';
import { createScratchPostgresDatabase } from './scratch-postgres-database';

const AIM_P95_MS = 50;
const OTHER_SHOPS = 4;
const DAYS = 730;
const VISITORS_PER_DAY = 200;
const POSTGRES_SEED = { reviews: 1_000_000, orders: 100_000, mails: 100_000, otherShopReviews: 50_000 };
const PGLITE_SEED = { reviews: 200_000, orders: 20_000, mails: 20_000, otherShopReviews: 10_000 };
type Seed = typeof POSTGRES_SEED;
const WARMUP = 3;
const SAMPLES = 30;
const READY_TIMEOUT_MS = 120_000;
const OVERALL_TIMEOUT_MS = 40 * 60_000;
const MEASURED_DOMAIN = 'bench-analytics-1.myshopify.com';
const SOURCES = ['CSV uploaded', 'Email request', 'Store front', 'Store link', 'AliExpress', 'Amazon', 'Shop', 'QR Code'];

const SCENARIOS = ANALYTICS_RANGES;

/** The measured shop (New York, so every day is cut in its zone) and a few others, each table filled by one INSERT ... SELECT generate_series. */
async function seed(db: AppDatabase, sizes: Seed): Promise<void> {
  await db.execute(sql.raw(`insert into shops (domain, name, reviews_api_key, pricing_plan_id, time_zone, currency_code)
    select 'bench-analytics-' || s || '.myshopify.com', 'Bench ' || s, md5(s::text), 5, 'America/New_York', 'EUR' from generate_series(1, ${OTHER_SHOPS + 1}) s`));
  const result: unknown = await db.execute(sql.raw(`select id from shops where domain like 'bench-analytics-%' order by id`));
  const [measured, ...others] = (result as { rows: { id: string | number }[] }).rows.map((row) => Number(row.id)) as [number, ...number[]];
  const sources = `array[${SOURCES.map((source) => `'${source}'`).join(',')}]`;
  const reviewsOf = (shopId: number, count: number) =>
    db.execute(sql.raw(`insert into reviews (shop_id, product_id, author_name, author_search, author_email, rating, source, body, commented_at)
      select ${shopId}, 'p' || (n % 200), 'Buyer ' || n, 'buyer ' || n, 'buyer' || (n % 50000) || '@example.com', 1 + abs(hashint4(n)) % 5,
        (${sources})[1 + abs(hashint4(n + 7)) % ${SOURCES.length}], 'Body of review ' || n,
        now() - (abs(hashint4(n + 13)) % (${DAYS} * 86400)) * interval '1 second'
      from generate_series(1, ${count}) n`));
  await reviewsOf(measured, sizes.reviews);
  for (const other of others) await reviewsOf(other, sizes.otherShopReviews);
  await db.execute(sql.raw(`insert into orders (shop_id, id, name, customer_name, customer_email, total_price, placed_at)
    select ${measured}, 'o' || n, '#' || n, 'Buyer ' || n, 'Buyer' || (n % 80000) || '@Example.com', (10 + n % 90)::numeric + 0.99,
      now() - (abs(hashint4(n + 3)) % (${DAYS} * 86400)) * interval '1 second'
    from generate_series(1, ${sizes.orders}) n`));
  await db.execute(sql.raw(`insert into collect_mails (shop_id, key, type, order_id, step, recipient, state, due_at, sent_at)
    select ${measured}, 'order:o' || n || ':1', 'request_1', 'o' || n, 1, 'buyer' || n || '@example.com', 'sent', t, t
    from (select n, now() - (abs(hashint4(n + 5)) % (${DAYS} * 86400)) * interval '1 second' as t from generate_series(1, ${sizes.mails}) n) as g`));
  await db.execute(sql.raw(`insert into storefront_daily_stats (shop_id, day, metric, count)
    select ${measured}, to_char(current_date - d, 'YYYY-MM-DD'), metric, 500 + abs(hashint4(d)) % 500
    from generate_series(0, ${DAYS - 1}) d, unnest(array['page_view', 'widget_impression:reviews']) metric`));
  await db.execute(sql.raw(`insert into storefront_daily_visitors (shop_id, day, visitor)
    select ${measured}, to_char(current_date - d, 'YYYY-MM-DD'), md5(d || ':' || v)
    from generate_series(0, ${DAYS - 1}) d, generate_series(1, ${VISITORS_PER_DAY}) v`));
  await db.execute(sql.raw('vacuum analyze'));
}

interface RangeTiming extends Timing {
  readonly reviews: number;
}

async function timeScenario(origin: string, headers: Record<string, string>, query: string): Promise<RangeTiming> {
  let reviews = 0;
  const timing = await timeRuns(async () => {
    const data = await envelopeData<{ current: { reviews_collected: number } }>(await fetch(`${origin}/api/v1/bff/get_analytics?${query}`, { headers }), query);
    reviews = data.current.reviews_collected;
  }, WARMUP, SAMPLES);
  return { ...timing, reviews };
}

async function measure(env: Readonly<Record<string, string>>, running: Set<ChildProcess>): Promise<RangeTiming[]> {
  const { server, origin } = await startBenchServer(env, running, READY_TIMEOUT_MS);
  try {
    const headers = await signInHeaders(origin, MEASURED_DOMAIN);
    const timings: RangeTiming[] = [];
    for (const scenario of SCENARIOS) timings.push(await timeScenario(origin, headers, scenario.query));
    return timings;
  } finally {
    await stopServer(server);
    running.delete(server);
  }
}

function print(title: string, timings: readonly RangeTiming[]): void {
  const lines = SCENARIOS.map((scenario, index) => {
    const timing = timings[index]!;
    return [
      scenario.label,
      timing.reviews.toLocaleString('en'),
      timing.p50.toFixed(1),
      timing.p95.toFixed(1),
      timing.max.toFixed(1),
      String(AIM_P95_MS),
      timing.p95 <= AIM_P95_MS ? 'yes' : 'NO',
    ];
  });
  printTable(title, `${WARMUP} warm-up then ${SAMPLES} sequential requests per range; times in ms`, ['range', 'reviews in range', 'p50', 'p95', 'max', 'aim p95', 'met'], lines);
}

async function seeded(handle: DatabaseHandle, sizes: Seed): Promise<string> {
  await handle.migrate();
  const started = performance.now();
  await seed(handle.db, sizes);
  return ((performance.now() - started) / 1000).toFixed(1);
}

async function benchPostgres(adminUrl: string, running: Set<ChildProcess>): Promise<void> {
  const { url, drop } = await createScratchPostgresDatabase(adminUrl, 'starling_bench_analytics_');
  const dataDir = mkdtempSync(join(tmpdir(), 'starling-bench-analytics-'));
  try {
    const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
    const seconds = await seeded(handle, POSTGRES_SEED).finally(() => handle.close());
    const timings = await measure({ DATA_DIR: dataDir, DATABASE_URL: url.toString() }, running);
    print(`PostgreSQL (${url.host}): ${POSTGRES_SEED.reviews.toLocaleString('en')} reviews over ${DAYS} days in the measured shop, ${POSTGRES_SEED.orders.toLocaleString('en')} orders, ${POSTGRES_SEED.mails.toLocaleString('en')} sent requests (seeded in ${seconds} s)`, timings);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await drop();
  }
}

async function benchPglite(running: Set<ChildProcess>): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'starling-bench-analytics-pglite-'));
  try {
    // PGlite is embedded: the bench fills the data folder itself, then hands it to the server.
    const handle = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    const seconds = await seeded(handle, PGLITE_SEED).finally(() => handle.close());
    const timings = await measure({ DATA_DIR: dataDir }, running);
    print(`PGlite (embedded): ${PGLITE_SEED.reviews.toLocaleString('en')} reviews in the measured shop (single-threaded WASM seeding; seeded in ${seconds} s)`, timings);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runDatabaseBench('bench:analytics', OVERALL_TIMEOUT_MS, { postgres: benchPostgres, pglite: benchPglite });
