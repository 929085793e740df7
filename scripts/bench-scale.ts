// `npm run bench:scale`: ten million reviews on PostgreSQL (docs/decisions/0078-distributing-by-shop.md).
// A scratch database on DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/test), dropped
// at the end, is seeded with COPY from generated streams: 10,000,000 reviews over 1,000 shops, a
// tenth of them in one big shop (1,000 products, orders, sent requests, beacon counts for the
// analytics), the rest spread over the others, interleaved as they would arrive. The reviews'
// indexes and triggers are set aside during the COPY and the indexes rebuilt from their own
// definitions afterwards; then VACUUM ANALYZE. The built server (dist-server/main.mjs, as `npm start`
// runs it, in development store mode) then answers, on the big shop: the reviews list for the ten filter combinations of
// bench:reviews, the facet counts, the analytics for every range, the storefront's first page per
// product through the signed app proxy, and a metafield re-sync of every reviewed product (the
// compliance fix `resync_storefront`, written by the sync worker to the development store's
// metafields). Each figure is printed with its aim. `--reviews N --shops N` for a quick run;
// `--big-shop-share 1` puts every review in the big shop; `--only list,facets` measures some sections;
// `--keep` leaves the database (named in the output) and `--reuse <name>` measures it again without seeding.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { openDatabase } from '../server/infrastructure/db/database';
import { developmentProxySecret } from '../server/infrastructure/demo-storefront/demo-app-proxy';
import { signAppProxyQuery } from '../server/infrastructure/shopify/app-proxy-signature';
import { foldSearchText } from '../src/domain/reviews/review-filter-matcher';
import { productGid } from '../src/domain/shop/shopify-ids';
import {
  ANALYTICS_RANGES,
  envelopeData,
  LIFTED_STOREFRONT_LIMITS,
  loadAverage,
  printTable,
  REVIEW_LIST_SCENARIOS,
  SEED_AUTHOR_NAMES,
  SEED_SOURCES,
  SEED_TITLES,
  signInHeaders,
  startBenchServer,
  stopServer,
  type Timing,
  timeRuns,
  watchServers,
} from './bench-support';
import { ensureBuiltServer } from './bench-processes';
import { createScratchPostgresDatabase } from './scratch-postgres-database';

const AIMS = { listP95: 30, facetsP95: 100, analyticsP95: 50, firstPageP95: 10 } as const;
const BIG_SHOP_PRODUCTS = 1_000;
const OTHER_SHOP_PRODUCTS = 20;
const DAYS = 730;
const VISITORS_PER_DAY = 200;
const ROWS_PER_CHUNK = 2_000;
const LIST = { warmup: 10, samples: 100, budgetMs: 60_000 };
const FACETS = { warmup: 1, samples: 30, budgetMs: 45_000 };
const ANALYTICS = { warmup: 3, samples: 30, budgetMs: 45_000 };
const FIRST_PAGE = { warmup: 20, samples: 300, products: 300, budgetMs: 60_000 };
const RESYNC_POLL_MS = 500;
const RESYNC_TIMEOUT_MS = 20 * 60_000;
const READY_TIMEOUT_MS = 300_000;
const OVERALL_TIMEOUT_MS = 150 * 60_000;
const APP_TOKEN_SECRET = 'bench-scale-app-token-secret-of-32-characters-or-more';
const BIG_DOMAIN = 'bench-scale-1.myshopify.com';
/** The storefront queue's trigger (migration 0006): off during the seed, which queues nothing the server would then sync. */
const STOREFRONT_QUEUE_TRIGGER = 'reviews_queue_storefront_insert';
/** bench:reviews' combinations, its one product (p7) being the big shop's product 7 as stored: a Shopify GID. */
const LIST_SCENARIOS = REVIEW_LIST_SCENARIOS.map((scenario) => (scenario.query === 'product_ids=p7' ? { ...scenario, query: `product_ids=${encodeURIComponent(productGid('7'))}` } : scenario));
/** Facets read the filter alone: the list's sort and page scenarios are the unfiltered facets again. */
const FACET_SCENARIOS = LIST_SCENARIOS.filter((scenario) => !/^(sort|page)=/.test(scenario.query));

const SECTIONS = ['list', 'facets', 'analytics', 'first-page', 'resync'] as const;
const { values: options } = parseArgs({
  options: {
    reviews: { type: 'string', default: '10000000' },
    shops: { type: 'string', default: '1000' },
    'big-shop-share': { type: 'string', default: '10' },
    only: { type: 'string', default: SECTIONS.join(',') },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'string' },
  },
});
const REVIEWS = Number(options.reviews);
const SHOPS = Number(options.shops);
/** One review in this many is the big shop's: 1,000,000 of 10,000,000 by default; 1 puts every review in it. */
const BIG_SHOP_SHARE = Number(options['big-shop-share']);
const ONLY = new Set(options.only.split(','));
if (!Number.isSafeInteger(REVIEWS) || REVIEWS < 1_000 || !Number.isSafeInteger(SHOPS) || SHOPS < 2 || !Number.isSafeInteger(BIG_SHOP_SHARE) || BIG_SHOP_SHARE < 1) {
  console.error('bench:scale: --reviews must be a whole number ≥ 1000, --shops a whole number ≥ 2 and --big-shop-share a whole number ≥ 1');
  process.exit(2);
}
if ([...ONLY].some((section) => !(SECTIONS as readonly string[]).includes(section)) || (options.reuse !== undefined && !/^[a-z0-9_]+$/.test(options.reuse))) {
  console.error(`bench:scale: --only takes some of ${SECTIONS.join(',')}; --reuse a database name (lower case, digits, _)`);
  process.exit(2);
}

/** A 32-bit integer hash (lowbias32): the seed's values are a pure function of the row number. */
function hash(value: number): number {
  let x = value >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d);
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b);
  x ^= x >>> 16;
  return x >>> 0;
}

const secondsAgo = (now: number, seconds: number) => new Date(now - seconds * 1000).toISOString();

/** Rows as COPY's text format (tab-separated; the generated values hold no tab, newline or backslash), in chunks. */
function textRows(count: number, row: (n: number) => readonly (string | number | boolean)[]): Readable {
  return Readable.from(
    (function* chunks() {
      for (let start = 0; start < count; start += ROWS_PER_CHUNK) {
        const lines: string[] = [];
        for (let n = start; n < Math.min(count, start + ROWS_PER_CHUNK); n += 1) lines.push(row(n).join('\t'));
        yield `${lines.join('\n')}\n`;
      }
    })(),
  );
}

async function copyInto(client: pg.Client, table: string, columns: readonly string[], stream: Readable): Promise<void> {
  await pipeline(stream, client.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`)));
}

const REVIEW_COLUMNS = [
  'shop_id', 'product_id', 'author_name', 'author_search', 'author_email', 'rating', 'title', 'title_search', 'body', 'source',
  'verified', 'featured', 'top_review', 'in_shows', 'published', 'photo_count', 'video_count', 'helpful_count', 'country', 'commented_at',
];
const FOLDED_NAMES = SEED_AUTHOR_NAMES.map(foldSearchText);
const FOLDED_TITLES = SEED_TITLES.map(foldSearchText);

/** Review n: every tenth the big shop's, the others spread over the other shops, as bench:reviews' seed shapes them. */
function reviewRow(n: number, bigShop: number, others: readonly number[], now: number): readonly (string | number | boolean)[] {
  const [h1, h2, h3, h4, h5] = [hash(n), hash(n + 0x9e3779b9), hash(n ^ 0x85ebca6b), hash(n + 0x632be5ab), hash(n ^ 0x27d4eb2f)];
  const big = n % BIG_SHOP_SHARE === 0;
  const shopId = big ? bigShop : others[h4 % others.length]!;
  const product = productGid(String(1 + (big ? Math.floor(n / BIG_SHOP_SHARE) % BIG_SHOP_PRODUCTS : h5 % OTHER_SHOP_PRODUCTS)));
  const name = h1 % SEED_AUTHOR_NAMES.length;
  const title = h3 % SEED_TITLES.length;
  return [
    shopId, product, `${SEED_AUTHOR_NAMES[name]} ${n}`, `${FOLDED_NAMES[name]} ${n}`, `buyer${n}@example.com`, 1 + (h2 % 5),
    SEED_TITLES[title]!, FOLDED_TITLES[title]!, h3 % 10 === 0 ? '' : `Body text of review ${n}`, SEED_SOURCES[h1 % SEED_SOURCES.length]!,
    h2 % 3 === 0, h3 % 50 === 0, h1 % 97 === 0, h2 % 89 === 0, h3 % 5 !== 1,
    h5 % 5 === 1 ? 1 + (h1 % 3) : 0, h3 % 20 === 2 ? 1 : 0, h1 % 40, 'US', secondsAgo(now, h4 % (DAYS * 86_400)),
  ];
}

interface Seeded {
  readonly bigShop: number;
  readonly seconds: { readonly copy: number; readonly indexes: number; readonly side: number; readonly vacuum: number };
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, (performance.now() - started) / 1000];
}

/**
 * Shops (INSERT), then every other table by COPY. The reviews' secondary indexes are dropped and
 * recreated from the catalog's own definitions (pg_get_indexdef; the primary key stays): building
 * an index once is far cheaper than ten million inserts into it. The analytics' roll-up triggers
 * run as they would; only the storefront queue's is off.
 */
async function seed(client: pg.Client): Promise<Seeded> {
  const now = Date.now();
  await client.query(`insert into shops (domain, name, reviews_api_key, pricing_plan_id, time_zone)
    select 'bench-scale-' || s || '.myshopify.com', 'Bench ' || s, md5('scale' || s), 5, 'America/New_York' from generate_series(1, $1::int) s`, [SHOPS]);
  const ids = (await client.query<{ id: string }>(`select id from shops where domain like 'bench-scale-%' order by id`)).rows.map((row) => Number(row.id));
  const [bigShop, ...others] = ids as [number, ...number[]];
  const bigReviews = Math.ceil(REVIEWS / BIG_SHOP_SHARE);
  const sideRows = Math.max(1_000, Math.floor(bigReviews / 10));

  const { rows: indexes } = await client.query<{ indexdef: string; indexname: string }>(
    `select i.relname as indexname, pg_get_indexdef(i.oid) as indexdef from pg_index x join pg_class i on i.oid = x.indexrelid
     where x.indrelid = 'reviews'::regclass and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)`,
  );
  await copyInto(client, 'products', ['shop_id', 'id', 'title', 'handle', 'image_url'], textRows(BIG_SHOP_PRODUCTS + others.length * OTHER_SHOP_PRODUCTS, (n) => {
    // Shopify products 1..1,000 in the big shop, 1..20 in each other one, stored as GIDs like the app stores them.
    const [shopId, index] = n < BIG_SHOP_PRODUCTS ? [bigShop, n + 1] : [others[Math.floor((n - BIG_SHOP_PRODUCTS) / OTHER_SHOP_PRODUCTS)]!, 1 + ((n - BIG_SHOP_PRODUCTS) % OTHER_SHOP_PRODUCTS)];
    return [shopId, productGid(String(index)), `Product ${index}`, `product-${index}`, `https://cdn.example/p${index}.jpg`];
  }));
  const [, copy] = await timed(async () => {
    await client.query(`alter table reviews disable trigger ${STOREFRONT_QUEUE_TRIGGER}`);
    for (const { indexname } of indexes) await client.query(`drop index "${indexname}"`);
    await copyInto(client, 'reviews', REVIEW_COLUMNS, textRows(REVIEWS, (n) => reviewRow(n, bigShop, others, now)));
    await client.query(`alter table reviews enable trigger ${STOREFRONT_QUEUE_TRIGGER}`);
  });
  const [, rebuilt] = await timed(async () => {
    await client.query(`set maintenance_work_mem = '1GB'`);
    for (const { indexdef } of indexes) await client.query(indexdef);
  });
  // The big shop's orders, sent requests and beacon counts: what the analytics read besides the reviews.
  const [, side] = await timed(async () => {
    await copyInto(client, 'orders', ['shop_id', 'id', 'name', 'customer_name', 'customer_email', 'total_price', 'placed_at'], textRows(sideRows, (n) =>
      [bigShop, `o${n}`, `#${n}`, `Buyer ${n}`, `Buyer${n % 80_000}@Example.com`, `${10 + (n % 90)}.99`, secondsAgo(now, hash(n + 3) % (DAYS * 86_400))]));
    await copyInto(client, 'collect_mails', ['shop_id', 'key', 'type', 'order_id', 'step', 'recipient', 'state', 'due_at', 'sent_at'], textRows(sideRows, (n) => {
      const at = secondsAgo(now, hash(n + 5) % (DAYS * 86_400));
      return [bigShop, `order:o${n}:1`, 'request_1', `o${n}`, 1, `buyer${n}@example.com`, 'sent', at, at];
    }));
    const day = (d: number) => new Date(now - d * 86_400_000).toISOString().slice(0, 10);
    await copyInto(client, 'storefront_daily_stats', ['shop_id', 'day', 'metric', 'count'], textRows(DAYS * 2, (n) =>
      [bigShop, day(n >> 1), n % 2 === 0 ? 'page_view' : 'widget_impression:reviews', 500 + (hash(n) % 500)]));
    await copyInto(client, 'storefront_daily_visitors', ['shop_id', 'day', 'visitor'], textRows(DAYS * VISITORS_PER_DAY, (n) =>
      [bigShop, day(Math.floor(n / VISITORS_PER_DAY)), `${hash(n).toString(16)}-${n}`]));
  });
  const [, vacuum] = await timed(() => client.query('vacuum analyze'));
  return { bigShop, seconds: { copy, indexes: rebuilt, side, vacuum } };
}

const ms = (value: number) => value.toFixed(1);
const met = (p95: number, aim: number) => (p95 <= aim ? 'met' : 'NOT MET');

function printTimings(title: string, subtitle: string, aim: number, rows: readonly { readonly label: string; readonly extra: string; readonly timing: Timing }[], extraHeader: string): void {
  printTable(title, subtitle, ['', extraHeader, 'samples', 'p50', 'p95', 'max', 'aim p95', ''], rows.map(({ label, extra, timing }) => [
    label, extra, String(timing.samples), ms(timing.p50), ms(timing.p95), ms(timing.max), `≤ ${aim}`, met(timing.p95, aim),
  ]));
}

async function measureList(origin: string, headers: Record<string, string>): Promise<void> {
  const rows = [];
  for (const scenario of LIST_SCENARIOS) {
    let total = '';
    const timing = await timeRuns(async () => {
      const data = await envelopeData<{ total: number; total_capped?: boolean }>(await fetch(`${origin}/api/v1/admin/get_reviews?${scenario.query}`, { headers }), scenario.label);
      total = `${data.total}${data.total_capped === true ? '+' : ''}`;
    }, LIST.warmup, LIST.samples, LIST.budgetMs);
    rows.push({ label: scenario.label, extra: total, timing });
  }
  printTimings('Reviews list (GET get_reviews), big shop', `${LIST.warmup} warm-up then ${LIST.samples} sequential requests per filter (fewer past ${LIST.budgetMs / 1000} s), page of 20; ms; "N+" = total capped`, AIMS.listP95, rows, 'total');
}

async function measureFacets(origin: string, headers: Record<string, string>): Promise<void> {
  const rows = [];
  for (const scenario of FACET_SCENARIOS) {
    let total = '';
    const timing = await timeRuns(async () => {
      const data = await envelopeData<{ total: number }>(await fetch(`${origin}/api/v1/admin/get_review_facets?${scenario.query}`, { headers }), scenario.label);
      total = String(data.total);
    }, FACETS.warmup, FACETS.samples, FACETS.budgetMs);
    rows.push({ label: scenario.label, extra: total, timing });
  }
  printTimings('Facet counts (GET get_review_facets), big shop', `${FACETS.warmup} warm-up then ${FACETS.samples} sequential requests per filter (fewer past ${FACETS.budgetMs / 1000} s); ms`, AIMS.facetsP95, rows, 'total');
}

async function measureAnalytics(origin: string, headers: Record<string, string>): Promise<void> {
  const rows = [];
  for (const range of ANALYTICS_RANGES) {
    let reviews = 0;
    const timing = await timeRuns(async () => {
      const data = await envelopeData<{ current: { reviews_collected: number } }>(await fetch(`${origin}/api/v1/bff/get_analytics?${range.query}`, { headers }), range.label);
      reviews = data.current.reviews_collected;
    }, ANALYTICS.warmup, ANALYTICS.samples, ANALYTICS.budgetMs);
    rows.push({ label: range.label, extra: reviews.toLocaleString('en'), timing });
  }
  printTimings('Analytics (GET get_analytics), big shop', `${ANALYTICS.warmup} warm-up then ${ANALYTICS.samples} sequential requests per range (fewer past ${ANALYTICS.budgetMs / 1000} s); ms`, AIMS.analyticsP95, rows, 'reviews in range');
}

/** The storefront's first page of one product after another, as Shopify's app proxy forwards it (signed for the big shop). */
async function measureFirstPage(origin: string): Promise<void> {
  const secret = developmentProxySecret(APP_TOKEN_SECRET);
  let request = 0;
  let reviewsOnPage = 0;
  const timing = await timeRuns(async () => {
    const product = String(1 + (request % FIRST_PAGE.products));
    request += 1;
    const signed = signAppProxyQuery(new URLSearchParams({ product_id: product }), BIG_DOMAIN, secret, new Date());
    const data = await envelopeData<{ reviews?: readonly unknown[] }>(await fetch(`${origin}/proxy/reviews?${signed.toString()}`), `first page of ${product}`);
    reviewsOnPage = Math.max(reviewsOnPage, data.reviews?.length ?? 0);
  }, FIRST_PAGE.warmup, FIRST_PAGE.samples, FIRST_PAGE.budgetMs);
  printTimings(
    'Storefront first page per product (GET /proxy/reviews, app proxy signature verified), big shop',
    `${FIRST_PAGE.warmup} warm-up then ${FIRST_PAGE.samples} sequential requests over ${FIRST_PAGE.products} products (fewer past ${FIRST_PAGE.budgetMs / 1000} s); ms`,
    AIMS.firstPageP95,
    [{ label: 'page 1, default order', extra: String(reviewsOnPage), timing }],
    'most reviews on a page',
  );
}

/** resync_storefront queues the shop and every reviewed product; the server's sync worker drains the queue. */
async function measureResync(origin: string, headers: Record<string, string>, pool: pg.Pool, bigShop: number): Promise<void> {
  const queued = async () => Number((await pool.query<{ count: string }>('select count(*) from storefront_sync_queue where shop_id = $1', [bigShop])).rows[0]?.count ?? 0);
  const started = performance.now();
  await envelopeData(
    await fetch(`${origin}/api/v1/admin/apply_compliance_fix`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ fix: 'resync_storefront' }) }),
    'apply_compliance_fix resync_storefront',
  );
  const answered = performance.now() - started;
  const deadline = Date.now() + RESYNC_TIMEOUT_MS;
  let left = await queued();
  while (left > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, RESYNC_POLL_MS));
    left = await queued();
  }
  const seconds = (performance.now() - started) / 1000;
  const written = Number((await pool.query<{ count: string }>('select count(distinct owner_id) from storefront_metafields where shop_id = $1', [bigShop])).rows[0]?.count ?? 0);
  console.log(
    `\nMetafield re-sync of the big shop (apply_compliance_fix resync_storefront, answered in ${ms(answered)} ms, then the sync worker): ` +
      `${left === 0 ? 'done' : `NOT DONE, ${left} still queued`} in ${seconds.toFixed(1)} s, ${written.toLocaleString('en')} owners written to the development store's metafields ` +
      `(${ms((seconds * 1000) / Math.max(1, written))} ms each; no aim)`,
  );
}

/** A new scratch database, or with --reuse one a --keep run left seeded (its new migrations applied, nothing seeded again). */
async function openBenchDatabase(adminUrl: string): Promise<{ readonly name: string; readonly url: URL; readonly drop: () => Promise<void>; readonly reused: boolean }> {
  if (options.reuse === undefined) return { ...(await createScratchPostgresDatabase(adminUrl, 'starling_bench_scale_')), reused: false };
  const url = new URL(adminUrl);
  url.pathname = `/${options.reuse}`;
  return { name: options.reuse, url, drop: async () => {}, reused: true };
}

async function main(): Promise<void> {
  console.log(`bench:scale: load average at start ${loadAverage()} (1, 5, 15 min)`);
  ensureBuiltServer();
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const running = watchServers('bench:scale', OVERALL_TIMEOUT_MS);
  const scratch = await openBenchDatabase(adminUrl);
  const dataDir = mkdtempSync(join(tmpdir(), 'starling-bench-scale-'));
  const pool = new pg.Pool({ connectionString: scratch.url.toString(), max: 2 });
  try {
    const handle = await openDatabase({ kind: 'postgres', url: scratch.url.toString() });
    await handle.migrate().finally(() => handle.close());
    let bigShop: number;
    if (scratch.reused) {
      bigShop = Number((await pool.query<{ id: string }>('select id from shops where domain = $1', [BIG_DOMAIN])).rows[0]?.id);
      const reviews = Number((await pool.query<{ count: string }>('select count(*) from reviews where shop_id = $1', [bigShop])).rows[0]?.count ?? 0);
      console.log(`\nPostgreSQL (${scratch.url.host}, database ${scratch.name}, reused: migrated, not seeded again): ${reviews.toLocaleString('en')} reviews in the big shop`);
    } else {
      const client = new pg.Client({ connectionString: scratch.url.toString() });
      await client.connect();
      const seeded = await seed(client).finally(() => client.end());
      bigShop = seeded.bigShop;
      const { seconds } = seeded;
      console.log(
        `\nPostgreSQL (${scratch.url.host}, database ${scratch.name}): ${REVIEWS.toLocaleString('en')} reviews over ${SHOPS.toLocaleString('en')} shops, ` +
          `${Math.ceil(REVIEWS / BIG_SHOP_SHARE).toLocaleString('en')} in the big shop (${BIG_SHOP_PRODUCTS} products)`,
      );
      const total = seconds.copy + seconds.indexes + seconds.side + seconds.vacuum;
      console.log(
        `Seeding: reviews COPY ${seconds.copy.toFixed(1)} s, their indexes rebuilt ${seconds.indexes.toFixed(1)} s, ` +
          `orders, requests and beacon counts COPY ${seconds.side.toFixed(1)} s, VACUUM ANALYZE ${seconds.vacuum.toFixed(1)} s; total ${total.toFixed(1)} s`,
      );
    }
    const size = Number((await pool.query<{ size: string }>('select pg_database_size(current_database()) as size')).rows[0]?.size ?? 0);

    const { server, origin } = await startBenchServer({ DATA_DIR: dataDir, DATABASE_URL: scratch.url.toString(), APP_TOKEN_SECRET, ...LIFTED_STOREFRONT_LIMITS }, running, READY_TIMEOUT_MS, { entry: 'bundle' });
    try {
      const headers = await signInHeaders(origin, BIG_DOMAIN);
      if (ONLY.has('list')) await measureList(origin, headers);
      if (ONLY.has('facets')) await measureFacets(origin, headers);
      if (ONLY.has('analytics')) await measureAnalytics(origin, headers);
      if (ONLY.has('first-page')) await measureFirstPage(origin);
      if (ONLY.has('resync')) await measureResync(origin, headers, pool, bigShop);
    } finally {
      await stopServer(server);
      running.delete(server);
    }
    console.log(`\nDatabase size (pg_database_size): ${(size / 1024 ** 3).toFixed(2)} GiB (${size.toLocaleString('en')} bytes)`);
    console.log(`\nbench:scale: load average at end ${loadAverage()}`);
  } finally {
    await pool.end();
    rmSync(dataDir, { recursive: true, force: true });
    if (options.keep) console.log(`bench:scale: database ${scratch.name} kept (--keep); drop it when done`);
    else await scratch.drop();
  }
}

main().catch((error: unknown) => {
  console.error(`bench:scale failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
