// `npm run bench:reviews`: the reviews list (get_reviews) over HTTP against the same SQL run
// directly, on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL; 1,000,000 reviews over 100
// shops, 100,000 in the measured shop) and on PGlite (a smaller seed), then a bulk publish of
// 50,000 matching reviews and the server's peak RSS. "SQL" is every statement the request runs, with
// the same text, over a plain client: the token's shop lookup, then the page and the capped count
// side by side (plus the shop's time zone when a date range needs it), as the server runs them.
import { type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { REVIEW_TOTAL_CAP } from '../server/application/reviews/list-reviews.use-case';
import { needsTimeZone, toReviewCriteria } from '../server/application/reviews/review-criteria';
import { type AppDatabase, type DatabaseHandle, openDatabase } from '../server/infrastructure/db/database';
import { reviewListQueries } from '../server/infrastructure/db/drizzle-review-repository';
import { reviewFilterQuery } from '../src/contracts/review-filter.schema';
import { decodeQueryString } from '../src/domain/reviews/query-string';
import { foldSearchText } from '../src/domain/reviews/review-filter-matcher';
import {
  envelopeData,
  printTable,
  REVIEW_LIST_SCENARIOS,
  runDatabaseBench,
  SEED_AUTHOR_NAMES,
  SEED_SOURCES,
  SEED_TITLES,
  signInHeaders,
  startBenchServer,
  stopServer,
  timeRuns,
} from './bench-support';
import { createScratchPostgresDatabase } from './scratch-postgres-database';
import { type ReviewSort } from '../src/domain/reviews/review-item';

const SHOPS = 100;
const PRODUCTS = 200;
const POSTGRES_SEED = { total: 1_000_000, measured: 100_000 };
const PGLITE_SEED = { total: 200_000, measured: 100_000 };
const WARMUP = 20;
const SAMPLES = 200;
const BULK_PRODUCTS = 100; // products p0..p99: exactly half the measured shop, 50,000 reviews
const READY_TIMEOUT_MS = 120_000;
const OVERALL_TIMEOUT_MS = 30 * 60_000;
const MEASURED_DOMAIN = 'bench-1.myshopify.com';

const SCENARIOS = REVIEW_LIST_SCENARIOS;
const NAMES = SEED_AUTHOR_NAMES;
const TITLES = SEED_TITLES;
const SOURCES = SEED_SOURCES;
const literalArray = (values: readonly string[]) => `array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]`;

/** Shops, the measured shop's products, and the reviews, each in one INSERT ... SELECT generate_series. */
async function seed(db: AppDatabase, sizes: { total: number; measured: number }): Promise<number> {
  await db.execute(sql.raw(`insert into shops (domain, name, reviews_api_key, pricing_plan_id)
    select 'bench-' || s || '.myshopify.com', 'Bench ' || s, md5(s::text), 5 from generate_series(1, ${SHOPS}) s`));
  const result: unknown = await db.execute(sql.raw(`select id from shops where domain like 'bench-%' order by id`));
  const ids = (result as { rows: { id: string | number }[] }).rows.map((row) => Number(row.id));
  const [measured, ...others] = ids as [number, ...number[]];
  await db.execute(sql.raw(`insert into products (shop_id, id, title, handle, image_url)
    select ${measured}, 'p' || i, 'Product ' || i, 'product-' || i, 'https://cdn.example/p' || i || '.jpg' from generate_series(0, ${PRODUCTS - 1}) i`));
  const folded = NAMES.map(foldSearchText);
  await db.execute(sql.raw(`insert into reviews (shop_id, product_id, author_name, author_search, author_email, rating, title, title_search, body, source,
      verified, featured, top_review, in_shows, published, photo_count, video_count, helpful_count, country, commented_at)
    select case when n <= ${sizes.measured} then ${measured} else (array[${others.join(',')}])[1 + n % ${others.length}] end,
      'p' || (n % ${PRODUCTS}),
      (${literalArray(NAMES)})[1 + h1 % 10] || ' ' || n, (${literalArray(folded)})[1 + h1 % 10] || ' ' || n,
      'buyer' || n || '@example.com',
      1 + h2 % 5,
      (${literalArray(TITLES)})[1 + h3 % 5], lower((${literalArray(TITLES)})[1 + h3 % 5]),
      case when h3 % 10 = 0 then '' else 'Body text of review ' || n end,
      (${literalArray(SOURCES)})[1 + h1 % 12],
      h2 % 3 = 0, h3 % 50 = 0, h1 % 97 = 0, h2 % 89 = 0, h3 % 5 <> 1,
      case when h5 % 5 = 1 then 1 + h1 % 3 else 0 end, case when h3 % 20 = 2 then 1 else 0 end,
      h1 % 40, 'US',
      now() - (h4 % (730 * 86400)) * interval '1 second'
    from (select n, abs(hashint4(n)) as h1, abs(hashint4(n + 7)) as h2, abs(hashint4(n + 13)) as h3, abs(hashint4(n + 29)) as h4, abs(hashint4(n + 41)) as h5
          from generate_series(1, ${sizes.total}) n) as g`));
  await db.execute(sql.raw('vacuum analyze'));
  return measured;
}

const timeSamples = (run: () => Promise<unknown>) => timeRuns(run, WARMUP, SAMPLES);

/** The get_reviews queries for a scenario, built exactly as the server builds them. */
function scenarioQueries(db: AppDatabase, shopId: number, query: string) {
  const params = decodeQueryString(query);
  const filter = reviewFilterQuery.parse(params);
  const criteria = toReviewCriteria(filter, 'UTC', new Date());
  const single = (key: string) => params[key]?.[0];
  const sort = (single('sort') ?? 'commented_at_desc') as ReviewSort;
  const offset = (Number(single('page') ?? 1) - 1) * 20;
  return {
    ...reviewListQueries(db, { id: shopId, domain: MEASURED_DOMAIN }, criteria, sort, { offset, limit: 20, countLimit: Math.max(REVIEW_TOTAL_CAP, offset + 20) }),
    needsTimeZone: needsTimeZone(filter),
  };
}

/** What authenticate runs for every request (DrizzleShopRepository's prepared shop_by_id_and_domain) and the criteria's time-zone read. */
const SHOP_SQL = `select "id", "domain", "name", "owner", "email", "custom_domain", "shopify_plan", "currency_symbol", "time_zone", "reviews_api_key",
  "pricing_plan_id", "is_selected_plan", "skip_install", "is_super_admin", "theme_embed_enabled", "theme_app_block_enabled", "email_quota_used",
  "email_quota_reset_at", "installed_at", "uninstalled_at" from "shops" where ("shops"."id" = $1 and "shops"."domain" = $2)`;
const TIME_ZONE_SQL = 'select "time_zone" from "shops" where "shops"."id" = $1';

/** Peak resident set size of a Linux process (VmHWM), in MiB. */
function peakRssMiB(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

type Data = Record<string, unknown> & { total?: number; job_id?: number; status?: string; processed?: number; shop_info?: { token: string } };

const envelope = (response: Response, what: string) => envelopeData<Data>(response, what);

const signIn = (origin: string) => signInHeaders(origin, MEASURED_DOMAIN);

async function httpTimings(origin: string, headers: Record<string, string>) {
  const results: { p50: number; p95: number; total: string }[] = [];
  for (const scenario of SCENARIOS) {
    let total = '';
    const timing = await timeSamples(async () => {
      const data = await envelope(await fetch(`${origin}/api/v1/admin/get_reviews?${scenario.query}`, { headers }), scenario.label);
      total = `${data.total ?? 0}${data.total_capped === true ? '+' : ''}`;
    });
    results.push({ ...timing, total });
  }
  return results;
}

async function bulkPublish(origin: string, headers: Record<string, string>) {
  const productIds = Array.from({ length: BULK_PRODUCTS }, (_, index) => `p${index}`);
  const start = performance.now();
  const started = await envelope(
    await fetch(`${origin}/api/v1/admin/update_reviews`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ filter: { product_ids: productIds }, changes: { published: true } }),
    }),
    'update_reviews',
  );
  const seen: number[] = [];
  for (;;) {
    const job = await envelope(await fetch(`${origin}/api/v1/admin/get_bulk_job?id=${started.job_id ?? ''}`, { headers }), 'get_bulk_job');
    if (job.status !== 'running') return { ms: performance.now() - start, job, seen };
    seen.push(job.processed ?? 0);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

type Row = { label: string; total: string; http: { p50: number; p95: number }; direct: { p50: number; p95: number } };

function printRows(title: string, rows: readonly Row[]): void {
  const header = ['filter', 'total', 'HTTP p50', 'HTTP p95', 'SQL p50', 'SQL p95', 'p95 ratio', 'p50 HTTP-SQL'];
  const lines = rows.map((row) => [
    row.label,
    row.total,
    row.http.p50.toFixed(2),
    row.http.p95.toFixed(2),
    row.direct.p50.toFixed(2),
    row.direct.p95.toFixed(2),
    (row.http.p95 / row.direct.p95).toFixed(2),
    (row.http.p50 - row.direct.p50).toFixed(2),
  ]);
  printTable(title, `${WARMUP} warm-up then ${SAMPLES} sequential requests per filter, page of 20; times in ms; total "N+" = capped at N (total_capped)`, header, lines);
}

async function benchPostgres(adminUrl: string, running: Set<ChildProcess>): Promise<void> {
  const { url, drop } = await createScratchPostgresDatabase(adminUrl, 'starling_bench_reviews_');
  const dataDir = mkdtempSync(join(tmpdir(), 'starling-bench-reviews-'));
  let handle: DatabaseHandle | undefined;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
  try {
    handle = await openDatabase({ kind: 'postgres', url: url.toString() });
    await handle.migrate();
    const seeded = performance.now();
    const shopId = await seed(handle.db, POSTGRES_SEED);
    const seedSeconds = ((performance.now() - seeded) / 1000).toFixed(1);

    const direct: { p50: number; p95: number }[] = [];
    for (const scenario of SCENARIOS) {
      const queries = scenarioQueries(handle.db, shopId, scenario.query);
      const page = queries.page.toSQL();
      const total = queries.total.toSQL();
      direct.push(
        await timeSamples(async () => {
          await pool.query({ name: 'shop_by_id_and_domain', text: SHOP_SQL, values: [shopId, MEASURED_DOMAIN] });
          if (queries.needsTimeZone) await pool.query(TIME_ZONE_SQL, [shopId]);
          await Promise.all([pool.query(page.sql, page.params), pool.query(total.sql, total.params)]);
        }),
      );
    }

    const { server, origin } = await startBenchServer({ DATA_DIR: dataDir, DATABASE_URL: url.toString() }, running, READY_TIMEOUT_MS);
    try {
      const headers = await signIn(origin);
      const http = await httpTimings(origin, headers);
      printRows(
        `PostgreSQL (${url.host}): ${POSTGRES_SEED.total.toLocaleString('en')} reviews over ${SHOPS} shops, ${POSTGRES_SEED.measured.toLocaleString('en')} in the measured shop (seeded in ${seedSeconds} s)`,
        SCENARIOS.map((scenario, index) => ({ label: scenario.label, total: http[index]!.total, http: http[index]!, direct: direct[index]! })),
      );
      const bulk = await bulkPublish(origin, headers);
      console.log(
        `\nBulk publish (update_reviews, filter of ${BULK_PRODUCTS} products): ${bulk.job.status}, ${bulk.job.processed}/${bulk.job.total} rows in ${(bulk.ms / 1000).toFixed(2)} s; progress seen while polling: ${bulk.seen.join(', ') || '(finished before the first poll)'}`,
      );
      console.log(`Server peak RSS (VmHWM): ${peakRssMiB(server.pid).toFixed(0)} MiB`);
    } finally {
      await stopServer(server);
      running.delete(server);
    }
  } finally {
    await pool.end();
    await handle?.close();
    rmSync(dataDir, { recursive: true, force: true });
    await drop();
  }
}

async function benchPglite(running: Set<ChildProcess>): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'starling-bench-reviews-pglite-'));
  try {
    const handle = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    await handle.migrate();
    const seeded = performance.now();
    const shopId = await seed(handle.db, PGLITE_SEED);
    const seedSeconds = ((performance.now() - seeded) / 1000).toFixed(1);
    // PGlite is embedded: the bench opens the data folder itself, then hands it to the server.
    const direct: { p50: number; p95: number }[] = [];
    for (const scenario of SCENARIOS) {
      const queries = scenarioQueries(handle.db, shopId, scenario.query);
      direct.push(
        await timeSamples(async () => {
          await handle.db.execute(sql`${sql.raw(SHOP_SQL.replace('$1', String(shopId)).replace('$2', `'${MEASURED_DOMAIN}'`))}`);
          if (queries.needsTimeZone) await handle.db.execute(sql`select "time_zone" from "shops" where "shops"."id" = ${shopId}`);
          await Promise.all([queries.page, queries.total]);
        }),
      );
    }
    await handle.close();
    const { server, origin } = await startBenchServer({ DATA_DIR: dataDir }, running, READY_TIMEOUT_MS);
    try {
      const headers = await signIn(origin);
      const http = await httpTimings(origin, headers);
      printRows(
        `PGlite (embedded): ${PGLITE_SEED.total.toLocaleString('en')} reviews over ${SHOPS} shops, ${PGLITE_SEED.measured.toLocaleString('en')} in the measured shop ` +
          `(a smaller total than PostgreSQL's 1,000,000: single-threaded WASM seeding; seeded in ${seedSeconds} s)`,
        SCENARIOS.map((scenario, index) => ({ label: scenario.label, total: http[index]!.total, http: http[index]!, direct: direct[index]! })),
      );
      const bulk = await bulkPublish(origin, headers);
      console.log(
        `\nPGlite bulk publish: ${bulk.job.status}, ${bulk.job.processed}/${bulk.job.total} rows in ${(bulk.ms / 1000).toFixed(2)} s (journaled chunks of 1,000 rows: requests run between them; npm run bench:bulk measures how long they wait)`,
      );
      console.log(`PGlite server peak RSS (VmHWM): ${peakRssMiB(server.pid).toFixed(0)} MiB`);
    } finally {
      await stopServer(server);
      running.delete(server);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runDatabaseBench('bench:reviews', OVERALL_TIMEOUT_MS, { postgres: benchPostgres, pglite: benchPglite });
