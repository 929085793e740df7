// `npm run bench:load`: server processes as `npm start` runs them (2 by default) on one PostgreSQL
// behind a loopback balancer (scripts/bench-processes.ts), mixed traffic for `--seconds` (60) at
// `--rate` requests/s (500): admin lists and saves with app tokens, storefront reads and review
// writes through the app proxy (signed as Shopify signs it, from spread shopper addresses), demo
// checkout orders (the orders/create handling), bulk jobs and review imports; meanwhile review
// requests fall due for the mail workers and reviews' events for the webhook workers. Prints the
// throughput, p50/p95/p99 per kind, the errors by status and each process's memory, then checks that
// no e-mail, import chunk or webhook delivery was handled twice and that a rate limit is shared.
// `--pg-restart`: on a private PostgreSQL cluster, restarted (pg_ctl restart -m fast) under the load:
// the answers during the outage, the time to recover and the workers resuming.
// `npm run bench:soak` is `--processes 1 --seconds 600`: memory and p95 minute by minute.
// `--only <kind>` (e.g. `--only 'review write'`): that kind of request alone, without bulk jobs or imports,
// to read what one request of it costs the servers and PostgreSQL in CPU (printed for every run).
// docs/decisions/0079-many-processes-behind-a-balancer.md
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, request, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { messageIdOf } from '../server/application/collect/send-collect-mail.use-case';
import { JoseAppTokens } from '../server/infrastructure/auth/jose-app-tokens';
import { openDatabase, type DatabaseHandle } from '../server/infrastructure/db/database';
import { DrizzleShopRepository } from '../server/infrastructure/db/drizzle-shop-repository';
import { rowsOf } from '../server/infrastructure/db/raw-rows';
import { collectMails, orderItems, orders, products } from '../server/infrastructure/db/schema';
import { developmentProxySecret } from '../server/infrastructure/demo-storefront/demo-app-proxy';
import { signAppProxyQuery } from '../server/infrastructure/shopify/app-proxy-signature';
import { reviewRequestKey } from '../src/domain/collect/request-queue';
import { PLAN_ID_ENTERPRISE_MONTHLY } from '../src/domain/plans/plan-catalog';
import { loadAverage, LOOPBACK, percentile, printTable, watchServers } from './bench-support';
import { cpuSpent, postgresBackendPids, readCpu } from './bench-cpu';
import { ensureBuiltServer, type ServerProcesses, startServerProcesses } from './bench-processes';
import { SmtpSink } from './bench-smtp-sink';
import { startPrivatePostgresCluster, type PrivatePostgresCluster } from './private-postgres-cluster';
import { createScratchPostgresDatabase } from './scratch-postgres-database';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    processes: { type: 'string', default: '2' },
    rate: { type: 'string', default: '500' },
    'pg-restart': { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const SECONDS = Number(args.seconds);
const PROCESSES = Number(args.processes);
const RATE = Number(args.rate);
const PG_RESTART = args['pg-restart'];
if (!(SECONDS >= 5 && SECONDS <= 3600 && PROCESSES >= 1 && PROCESSES <= 8 && RATE >= 1 && RATE <= 5000)) {
  console.error('bench:load: --seconds 5…3600, --processes 1…8, --rate 1…5000');
  process.exit(2);
}

const AIM_RATE = 500;
const AIM_READ_P99_MS = 50;
const AIM_RSS_GROWTH = 0.1;
/** In flight at most: the load is paced at RATE, and this many requests may wait for answers. */
const CONCURRENCY = 64;
/** A request without an answer by then counts as a hang. */
const REQUEST_TIMEOUT_MS = 10_000;
/** An upload of a few thousand rows is read and analysed before the answer: more time, still bounded. */
const UPLOAD_TIMEOUT_MS = 60_000;
/** Per-minute figures for a run this long or longer (the soak). */
const INTERVAL_SECONDS = SECONDS >= 120 ? 60 : 10;
const SHOPS = 30;
const PRODUCTS_PER_SHOP = 40;
const REVIEWS_PER_SHOP = 600;
/** The bulk shop's reviews: more than BULK_SYNC_LIMIT (1,000), so each bulk update runs as a job. */
const BULK_SHOP_REVIEWS = 1_500;
/** About 6 bulk jobs and 4 imports in a minute's run; spaced out in a long one (the soak: 30 and 10), so they stay a part of the mix. */
const BULK_EVERY_MS = Math.max(10_000, (SECONDS * 1000) / 30);
const IMPORT_EVERY_MS = Math.max(15_000, (SECONDS * 1000) / 10);
/** Two chunks of IMPORT_CHUNK_ROWS (2,000) and a part. */
const IMPORT_ROWS = 4_500;
const MAILS_PER_SECOND = 5;
const MAIL_RELEASE_MS = 1_000;
const DRAIN_TIMEOUT_MS = 180_000;
const SHOPPER_ADDRESSES = 5_000;
const APP_TOKEN_SECRET = `bench-load-${randomBytes(16).toString('hex')}`;
/** Rate limits shared through Redis as in production (decision 0076); `BENCH_REDIS_URL=` (empty) counts them in PostgreSQL. */
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const WEBHOOK_SECRET = 'whsec_bench_load';
/** The storefront's review limit per address (STOREFRONT_REVIEWS_PER_ADDRESS_PER_HOUR's default): N + 1 writes split over the processes. */
const REVIEWS_PER_ADDRESS = 10;
const OVERALL_TIMEOUT_MS = (SECONDS + 900) * 1000;

const READ_KINDS = ['storefront read', 'admin list'] as const;
/** The kinds held to the 10 s answer (uploads have longer; bulk jobs and imports are counted apart). */
const PACED_KINDS = ['storefront read', 'admin list', 'admin save', 'review write', 'order (demo checkout)'] as const;
type PacedKind = (typeof PACED_KINDS)[number];
/** After PostgreSQL accepts connections again: Retry-After (2 s) and a little more, still counted as the outage. */
const OUTAGE_MARGIN_MS = 3_000;
/** `--only`: one paced kind alone (no bulk jobs or imports either). */
const ONLY = args.only as PacedKind | undefined;
if (ONLY !== undefined && !(PACED_KINDS as readonly string[]).includes(ONLY)) {
  console.error(`bench:load: --only takes one of ${PACED_KINDS.map((kind) => `'${kind}'`).join(', ')}`);
  process.exit(2);
}
/** The first part of the window, left out of the CPU per request: connections opening, code warming up. */
const CPU_WARM_UP_SHARE = 0.25;
/** The storefront sync of the seeded products runs before the load, so that the load measures traffic, not the seed's aftermath. */
const SEED_SYNC_TIMEOUT_MS = 180_000;
const KINDS = ['storefront read', 'admin list', 'admin save', 'review write', 'order (demo checkout)', 'bulk job', 'import'] as const;
type Kind = (typeof KINDS)[number];
/** The paced traffic's mix; bulk jobs and imports run on their own clocks. */
const MIX: readonly (readonly [Kind, number])[] = [
  ['storefront read', 0.62],
  ['admin list', 0.24],
  ['admin save', 0.07],
  ['review write', 0.05],
  ['order (demo checkout)', 0.02],
];

interface Sample {
  readonly kind: Kind;
  readonly at: number;
  readonly ms: number;
  /** HTTP status, or 'timeout' / 'network'. */
  readonly status: number | 'timeout' | 'network';
}

interface Answer {
  readonly status: number | 'timeout' | 'network';
  readonly body: string;
  readonly headers: Record<string, string | string[] | undefined>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const ok = (status: Sample['status']) => typeof status === 'number' && status >= 200 && status < 300;

/** node:http with keep-alive: cheaper per request than fetch, and the load generator shares 2 cores with everything else. */
const clientAgent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY * 2 });
function send(origin: string, method: string, path: string, headers: Record<string, string>, body?: string | Buffer, timeoutMs = REQUEST_TIMEOUT_MS): Promise<Answer> {
  return new Promise((resolve) => {
    const url = new URL(path, origin);
    const outgoing = request(
      { host: url.hostname, port: url.port, method, path: `${url.pathname}${url.search}`, headers: body ? { ...headers, 'Content-Length': String(Buffer.byteLength(body)) } : headers, agent: clientAgent, timeout: timeoutMs },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: response.headers }));
        response.on('error', () => resolve({ status: 'network', body: '', headers: {} }));
      },
    );
    outgoing.on('timeout', () => {
      outgoing.destroy();
      resolve({ status: 'timeout', body: '', headers: {} });
    });
    outgoing.on('error', () => resolve({ status: 'network', body: '', headers: {} }));
    outgoing.end(body);
  });
}

interface BenchShop {
  readonly id: number;
  readonly domain: string;
  readonly token: string;
  readonly reviewIds: readonly number[];
}

/** What the bench seeds: shops with products and reviews, review requests to release, webhook endpoints. */
interface Seeded {
  readonly shops: readonly BenchShop[];
  readonly bulkShop: BenchShop;
  /** Per shop, the review requests' keys, released a few a second. */
  readonly mails: { readonly shopId: number; readonly key: string }[];
}

async function seed(database: DatabaseHandle, receiverUrl: string): Promise<Seeded> {
  const { db } = database;
  const repository = new DrizzleShopRepository(db);
  const tokens = new JoseAppTokens(APP_TOKEN_SECRET);
  const mailCount = Math.ceil(SECONDS * MAILS_PER_SECOND * 1.1);
  const mails: { shopId: number; key: string }[] = [];
  const shops: BenchShop[] = [];
  for (let index = 0; index <= SHOPS; index += 1) {
    const bulk = index === SHOPS;
    const domain = bulk ? 'bench-load-bulk.myshopify.com' : `bench-load-${index}.myshopify.com`;
    const shop = await repository.install({ domain, name: `Bench Load ${index}`, email: `owner${index}@bench-load.test`, pricingPlanId: PLAN_ID_ENTERPRISE_MONTHLY });
    await db.insert(products).values(
      Array.from({ length: PRODUCTS_PER_SHOP }, (_, product) => ({ shopId: shop.id, id: `gid://shopify/Product/${product + 1}`, title: `Product ${product + 1}`, handle: `product-${product + 1}` })),
    );
    await db.execute(sql`
      insert into reviews (shop_id, product_id, author_name, author_search, author_email, rating, title, title_search, body, source, published, commented_at)
      select ${shop.id}, 'gid://shopify/Product/' || (1 + n % ${PRODUCTS_PER_SHOP}), 'Reviewer ' || n, 'reviewer ' || n, 'buyer' || n || '@example.com', 1 + n % 5,
        'Title ' || n, 'title ' || n, 'A review of some length, as shoppers write them: it fits, it is warm, it arrived fast. Number ' || n, 'Store front', true,
        timestamptz '2025-01-01' + n * interval '37 minutes'
      from generate_series(1, ${bulk ? BULK_SHOP_REVIEWS : REVIEWS_PER_SHOP}) n`);
    // The bulk shop's endpoint hears every bulk update; the others' hear the storefront's new reviews.
    await db.execute(sql`
      insert into outgoing_webhook_endpoints (shop_id, url, events, secret)
      values (${shop.id}, ${receiverUrl}, ${bulk ? sql`array['review.updated']` : sql`array['review.published', 'review.created']`}, ${WEBHOOK_SECRET})`);
    const ids = await rowsOf<{ id: number | string }>(db.execute(sql`select id from reviews where shop_id = ${shop.id} order by id`));
    const token = await tokens.issue({ id: shop.id, domain, installedAt: shop.installedAt });
    const benchShop = { id: shop.id, domain, token, reviewIds: ids.map((row) => Number(row.id)) };
    if (!bulk) {
      shops.push(benchShop);
      mails.push(...(await queueRequests(database, shop.id, index, Math.ceil(mailCount / SHOPS))));
    } else {
      await db.execute(sql`analyze`);
      return { shops, bulkShop: benchShop, mails: mails.sort(() => Math.random() - 0.5) };
    }
  }
  throw new Error('unreachable');
}

/** Fulfilled orders with their first review request queued far in the future; the bench releases them a few a second. */
async function queueRequests(database: DatabaseHandle, shopId: number, shopIndex: number, count: number): Promise<{ shopId: number; key: string }[]> {
  const placedAt = new Date(Date.UTC(2026, 0, 1));
  const ids = Array.from({ length: count }, (_, index) => `gid://shopify/Order/${shopIndex + 1}${String(index).padStart(7, '0')}`);
  await database.db.transaction(async (tx) => {
    await tx.insert(orders).values(
      ids.map((id, index) => ({ shopId, id, name: `#${shopIndex}-${index}`, customerName: `Customer ${index}`, customerEmail: `customer${shopIndex}-${index}@example.com`, totalPrice: '25.00', placedAt, fulfilledAt: placedAt })),
    );
    await tx.insert(orderItems).values(ids.map((id, index) => ({ shopId, orderId: id, position: 0, productId: `gid://shopify/Product/${(index % PRODUCTS_PER_SHOP) + 1}`, title: `Product ${(index % PRODUCTS_PER_SHOP) + 1}` })));
    await tx.insert(collectMails).values(
      ids.map((id, index) => ({ shopId, key: reviewRequestKey(id, 1), type: 'request_1', orderId: id, step: 1, recipient: `customer${shopIndex}-${index}@example.com`, dueAt: new Date(Date.UTC(2100, 0, 1)) })),
    );
  });
  return ids.map((id) => ({ shopId, key: reviewRequestKey(id, 1) }));
}

/** The merchant's endpoint on loopback: checks each delivery's signature, counts each delivery id. */
class WebhookReceiver {
  readonly received = new Map<string, number>();
  badSignatures = 0;
  private server: Server | null = null;

  async start(): Promise<string> {
    this.server = createServer((incoming, response) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const [, t, v1] = /^t=(\d+),v1=([0-9a-f]+)$/.exec(String(incoming.headers['x-starling-signature'])) ?? [];
        if (v1 !== createHmac('sha256', WEBHOOK_SECRET).update(`${t}.${body}`).digest('hex')) this.badSignatures += 1;
        const id = String(incoming.headers['x-starling-delivery-id']);
        this.received.set(id, (this.received.get(id) ?? 0) + 1);
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, LOOPBACK, resolve));
    return `http://${LOOPBACK}:${(this.server.address() as AddressInfo).port}/hooks`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/** A Judge.me export of `rows` reviews of the shop's products, each reviewer unique to this import. */
function judgeMeFile(importNumber: number): string {
  const lines = ['title,body,rating,review_date,source,curated,reviewer_name,reviewer_email,product_id,product_handle,reply,reply_date,picture_urls,ip_address,location'];
  for (let index = 0; index < IMPORT_ROWS; index += 1) {
    const day = new Date(Date.UTC(2023, 0, 1) + (index % 700) * 86_400_000).toISOString().slice(0, 10);
    lines.push(`"Imported ${importNumber}-${index}","Soft and warm, imported review ${importNumber}-${index}",${(index % 5) + 1},${day} 10:00:00 UTC,web,ok,Importer ${index},import${importNumber}-${index}@example.com,,product-${(index % PRODUCTS_PER_SHOP) + 1},,,,,US`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

function multipart(file: string, name: string): { body: Buffer; type: string } {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`),
    Buffer.from(file),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

const shopperAddress = () => `10.${Math.floor(Math.random() * 20)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`.slice(0, 15);
/**
 * A fresh address per review written: the per-address review limit (10 an hour) is a shopper's, not
 * the bench's. They start at a random place: the limits in Redis outlive the run's database.
 */
let writerAddress = Math.floor(Math.random() * 900_000);
const nextWriterAddress = () => {
  writerAddress += 1;
  return `172.${16 + Math.floor(writerAddress / 65_000)}.${Math.floor(writerAddress / 250) % 250}.${1 + (writerAddress % 250)}`;
};
const shopperPool = Array.from({ length: SHOPPER_ADDRESSES }, shopperAddress);

/** The app proxy's query for `shop`, signed as Shopify signs it (fresh: a signature holds 90 s). */
function proxyPath(shop: BenchShop | string, name: string, query: Record<string, string>): string {
  const domain = typeof shop === 'string' ? shop : shop.domain;
  return `/proxy/${name}?${signAppProxyQuery(new URLSearchParams(query), domain, developmentProxySecret(APP_TOKEN_SECRET), new Date()).toString()}`;
}

const adminHeaders = (shop: BenchShop) => ({ Authorization: `Bearer ${shop.token}`, 'X-Requested-With': 'XMLHttpRequest' });
const json = (shop: BenchShop) => ({ ...adminHeaders(shop), 'Content-Type': 'application/json' });

/** One request of `kind` through the balancer at `origin`. */
function trafficOf(kind: Kind, origin: string, seeded: Seeded): Promise<Answer> {
  const shop = pick(seeded.shops);
  const product = String(1 + Math.floor(Math.random() * PRODUCTS_PER_SHOP));
  switch (kind) {
    case 'storefront read':
      // Shopify's proxy appends the shopper's address; the balancer appends the proxy's.
      return send(origin, 'GET', proxyPath(shop, 'reviews', { product_id: product, page: String(1 + Math.floor(Math.random() * 3)) }), { 'X-Forwarded-For': pick(shopperPool) });
    case 'admin list': {
      const query = pick(['page=1&page_size=20', 'page=2&page_size=20', 'page=1&page_size=20&sort=rating_asc', 'page=1&page_size=50&rating=5', 'page=1&page_size=20&published=1']);
      return send(origin, 'GET', `/api/v1/admin/get_reviews?${query}`, adminHeaders(shop));
    }
    case 'admin save':
      return Math.random() < 0.5
        ? send(origin, 'POST', '/api/v1/admin/save_shop_config', json(shop), JSON.stringify({ show_batch_del_btn: Math.random() < 0.5 ? '1' : '2' }))
        : send(origin, 'POST', '/api/v1/admin/reply_review', json(shop), JSON.stringify({ id: pick(shop.reviewIds), body: `Thank you! (${Date.now()})` }));
    case 'review write': {
      const body = JSON.stringify({ product_id: product, rating: 1 + Math.floor(Math.random() * 5), title: 'Lovely', body: 'Written under load by bench:load.', name: 'Load Shopper', email: `shopper${writerAddress}@example.com` });
      return send(origin, 'POST', proxyPath(shop, 'submit_review', {}), { 'Content-Type': 'application/json', 'X-Forwarded-For': nextWriterAddress() }, body);
    }
    case 'order (demo checkout)': {
      const form = new URLSearchParams({ email: `buyer${Date.now()}@example.com`, first_name: 'Load', address1: '1 Bench Street', zip: '10115', country_code: 'DE' });
      return send(origin, 'POST', '/demo-store/checkout', { 'Content-Type': 'application/x-www-form-urlencoded' }, form.toString());
    }
    default:
      throw new Error(`${kind} is not paced traffic`);
  }
}

function chooseKind(): Kind {
  if (ONLY) return ONLY;
  let roll = Math.random();
  for (const [kind, share] of MIX) {
    roll -= share;
    if (roll < 0) return kind;
  }
  return 'storefront read';
}

class Recorder {
  readonly samples: Sample[] = [];
  /** The first answer of each failing kind and status, to say what went wrong. */
  readonly firstFailures = new Map<string, string>();
  record(kind: Kind, started: number, answer: Answer): Answer {
    this.samples.push({ kind, at: started, ms: performance.now() - started, status: answer.status });
    const key = `${kind}: ${answer.status}`;
    if (!ok(answer.status) && !this.firstFailures.has(key)) this.firstFailures.set(key, answer.body.slice(0, 200));
    return answer;
  }
}

interface Timed {
  readonly start: number;
  readonly end: number;
}

/** The paced traffic: CONCURRENCY senders share one schedule of RATE requests a second until `end`. */
async function pacedTraffic(origin: string, seeded: Seeded, recorder: Recorder, window: Timed): Promise<void> {
  let next = 0;
  const sender = async () => {
    for (;;) {
      const due = window.start + (next++ * 1000) / RATE;
      // Behind the schedule (the servers answer fewer than RATE a second) the senders go as fast as answers come, until the end.
      if (due >= window.end || performance.now() >= window.end) return;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const kind = chooseKind();
      const started = performance.now();
      recorder.record(kind, started, await trafficOf(kind, origin, seeded));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, sender));
}

/** Bulk updates of the bulk shop's reviews (a job each), one every BULK_EVERY_MS; answers the job ids. */
async function bulkJobs(origin: string, shop: BenchShop, recorder: Recorder, window: Timed): Promise<number[]> {
  const jobs: number[] = [];
  for (let round = 0; performance.now() + BULK_EVERY_MS / 2 < window.end; round += 1) {
    const started = performance.now();
    const answer = recorder.record('bulk job', started, await send(origin, 'POST', '/api/v1/admin/update_reviews', json(shop), JSON.stringify({ filter: {}, changes: { featured: round % 2 === 0 } })));
    const job = ok(answer.status) ? (JSON.parse(answer.body) as { data?: { job_id?: number } }).data?.job_id : undefined;
    if (job !== undefined) jobs.push(job);
    // The next update waits for this one's job, as the admin's button does.
    for (let polls = 0; job !== undefined && polls < 600 && performance.now() < window.end + DRAIN_TIMEOUT_MS; polls += 1) {
      const view = await send(origin, 'GET', `/api/v1/admin/get_bulk_job?id=${job}`, adminHeaders(shop));
      if (ok(view.status) && /"status":"(succeeded|failed)"/.test(view.body)) break;
      await sleep(250);
    }
    await sleep(Math.max(0, started + BULK_EVERY_MS - performance.now()));
  }
  return jobs;
}

/** A Judge.me file uploaded and started every IMPORT_EVERY_MS, each into the next shop; answers [shop id, job id] pairs. */
async function imports(origin: string, seeded: Seeded, recorder: Recorder, window: Timed): Promise<[number, number][]> {
  const started: [number, number][] = [];
  for (let number = 0; performance.now() + IMPORT_EVERY_MS / 2 < window.end; number += 1) {
    const at = performance.now();
    const shop = seeded.shops[number % seeded.shops.length]!;
    const { body, type } = multipart(judgeMeFile(number), `judgeme-${number}.csv`);
    const upload = recorder.record('import', at, await send(origin, 'POST', '/api/v1/admin/import/upload_review_file', { ...adminHeaders(shop), 'Content-Type': type }, body, UPLOAD_TIMEOUT_MS));
    const job = ok(upload.status) ? (JSON.parse(upload.body) as { data?: { job?: { id?: number } } }).data?.job?.id : undefined;
    if (job !== undefined) {
      const start = recorder.record('import', performance.now(), await send(origin, 'POST', '/api/v1/admin/import/start_review_import', json(shop), JSON.stringify({ job_id: job })));
      if (ok(start.status)) started.push([shop.id, job]);
    }
    await sleep(Math.max(0, at + IMPORT_EVERY_MS - performance.now()));
  }
  return started;
}

/** Makes a few review requests due each second, as time does; answers when each batch fell due. */
async function releaseMails(database: DatabaseHandle, seeded: Seeded, window: Timed): Promise<{ at: number; mails: { shopId: number; key: string }[] }[]> {
  const released: { at: number; mails: { shopId: number; key: string }[] }[] = [];
  let offset = 0;
  while (performance.now() < window.end && offset < seeded.mails.length) {
    const batch = seeded.mails.slice(offset, offset + Math.round((MAILS_PER_SECOND * MAIL_RELEASE_MS) / 1000));
    try {
      await releaseBatch(database, batch);
      offset += batch.length;
      released.push({ at: performance.now(), mails: batch });
    } catch {
      // The database is restarting (--pg-restart): the batch falls due on the next tick.
    }
    await sleep(MAIL_RELEASE_MS);
  }
  return released;
}

async function releaseBatch(database: DatabaseHandle, batch: readonly { shopId: number; key: string }[]): Promise<void> {
  for (const shopId of new Set(batch.map((mail) => mail.shopId))) {
    const keys = batch.filter((mail) => mail.shopId === shopId).map((mail) => mail.key);
    await database.db.update(collectMails).set({ dueAt: new Date() }).where(and(eq(collectMails.shopId, shopId), inArray(collectMails.key, keys)));
  }
}

/** The Message-ID each e-mail is sent with, up to its host (messageIdOf). */
const messageIdPrefix = (mail: { shopId: number; key: string }) => messageIdOf(mail, '').slice(0, -1);

interface Interval {
  readonly end: number;
  readonly rss: number[];
}

function fmt(value: number, digits = 1): string {
  return Number.isFinite(value) ? value.toFixed(digits) : '–';
}

function printFigures(recorder: Recorder, window: Timed, servers: ServerProcesses, rssAtStart: number[], intervals: readonly Interval[], label: string): void {
  const seconds = (window.end - window.start) / 1000;
  const inWindow = recorder.samples.filter((sample) => sample.at >= window.start && sample.at < window.end);
  const lines = KINDS.map((kind) => {
    const samples = inWindow.filter((sample) => sample.kind === kind);
    const latencies = samples.map((sample) => sample.ms).sort((a, b) => a - b);
    return [kind, String(samples.length), fmt(samples.length / seconds), fmt(percentile(latencies, 50)), fmt(percentile(latencies, 95)), fmt(percentile(latencies, 99)), String(samples.filter((sample) => !ok(sample.status)).length)];
  });
  const all = inWindow.map((sample) => sample.ms).sort((a, b) => a - b);
  const reads = inWindow.filter((sample) => (READ_KINDS as readonly Kind[]).includes(sample.kind)).map((sample) => sample.ms).sort((a, b) => a - b);
  lines.push(['all reads', String(reads.length), fmt(reads.length / seconds), fmt(percentile(reads, 50)), fmt(percentile(reads, 95)), fmt(percentile(reads, 99)), '']);
  lines.push(['all', String(inWindow.length), fmt(inWindow.length / seconds), fmt(percentile(all, 50)), fmt(percentile(all, 95)), fmt(percentile(all, 99)), String(inWindow.filter((sample) => !ok(sample.status)).length)]);
  printTable(
    `bench:load — ${label}`,
    `${PROCESSES} process(es) behind the loopback balancer, ${seconds.toFixed(0)} s paced at ${RATE} req/s (${CONCURRENCY} in flight at most), ${SHOPS} shops; aims: ≥ ${AIM_RATE} req/s, reads p99 ≤ ${AIM_READ_P99_MS} ms, 0 errors`,
    ['kind', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors'],
    lines,
  );
  const byStatus = new Map<string, number>();
  for (const sample of inWindow) if (!ok(sample.status)) byStatus.set(`${sample.kind}: ${sample.status}`, (byStatus.get(`${sample.kind}: ${sample.status}`) ?? 0) + 1);
  console.log(`\nerrors by status: ${byStatus.size === 0 ? 'none' : [...byStatus].map(([key, count]) => `${key} × ${count}`).join(', ')}`);
  for (const [key, body] of recorder.firstFailures) console.log(`  first ${key}: ${body || '(no body)'}`);
  if (servers.balancer.ownAnswers.size > 0) console.log(`the balancer's own answers: ${[...servers.balancer.ownAnswers].map(([status, count]) => `${status} × ${count}`).join(', ')}`);

  const rssEnd = servers.rss();
  printTable(
    'Memory (resident set, MB) and latency by interval',
    `every ${INTERVAL_SECONDS} s; growth is end against the first interval's (after warm-up), aim ≤ ${AIM_RSS_GROWTH * 100}%`,
    ['interval', 'req/s', 'reads p95 ms', 'all p95 ms', ...servers.processes.map((_, index) => `process ${index + 1} RSS`)],
    [
      ['before load', '', '', '', ...rssAtStart.map((rss) => fmt(rss, 0))],
      ...intervals.map((interval, index) => {
        const from = index === 0 ? window.start : intervals[index - 1]!.end;
        const samples = recorder.samples.filter((sample) => sample.at >= from && sample.at < interval.end);
        const p95 = (list: Sample[]) => fmt(percentile(list.map((sample) => sample.ms).sort((a, b) => a - b), 95));
        return [`${((interval.end - window.start) / 1000).toFixed(0)} s`, fmt(samples.length / ((interval.end - from) / 1000), 0), p95(samples.filter((sample) => (READ_KINDS as readonly Kind[]).includes(sample.kind))), p95(samples), ...interval.rss.map((rss) => fmt(rss, 0))];
      }),
    ],
  );
  const first = intervals[0]?.rss ?? rssAtStart;
  console.log(`RSS growth from the first interval to the end: ${rssEnd.map((rss, index) => `process ${index + 1} ${fmt((100 * (rss - first[index]!)) / first[index]!)}% (${fmt(first[index]!, 0)} → ${fmt(rss, 0)} MB)`).join(', ')}`);
}

/** Waits until the storefront sync has written the seeded products (it runs as the servers start), and says how long that took. */
async function settleSeedSync(database: DatabaseHandle): Promise<void> {
  const started = performance.now();
  const settled = await waitUntil('the seed\'s storefront sync', async () => (await count(database, sql`select count(*) as n from storefront_sync_queue`)) === 0, SEED_SYNC_TIMEOUT_MS);
  console.log(`the seeded products' storefront sync ${settled ? 'ended' : 'was still running'} ${fmt((performance.now() - started) / 1000)} s after the servers started; the load begins now`);
}

interface CpuWindow extends Timed {
  /** CPU seconds the server processes and PostgreSQL's backends of the bench's database spent in the window. */
  readonly servers: number;
  readonly postgres: number;
}

/** Reads the servers' and PostgreSQL backends' CPU at `window.start` and `window.end` (/proc, Linux). */
async function measureCpu(database: DatabaseHandle, servers: ServerProcesses, window: Timed): Promise<CpuWindow> {
  const serverPids = servers.processes.map((process) => process.child.pid).filter((pid): pid is number => pid !== undefined);
  await sleep(window.start - performance.now());
  const start = performance.now();
  const serversBefore = readCpu(serverPids);
  const postgresBefore = readCpu(await postgresBackendPids(database));
  await sleep(window.end - performance.now());
  const serversAfter = readCpu(serverPids);
  const postgresAfter = readCpu(await postgresBackendPids(database));
  return { start, end: performance.now(), servers: cpuSpent(serversBefore, serversAfter), postgres: cpuSpent(postgresBefore, postgresAfter) };
}

/** What one answered request cost in CPU, and so how many a second this machine's cores could answer at that cost. */
function printCpu(recorder: Recorder, cpu: CpuWindow | null): void {
  const answered = cpu === null ? 0 : recorder.samples.filter((sample) => sample.at >= cpu.start && sample.at < cpu.end).length;
  if (cpu === null || answered === 0 || cpu.servers === 0) return void console.log('\nCPU per request: not measured (no /proc, the database did not answer, or no answers in the window)');
  const perRequest = (seconds: number) => (seconds * 1000) / answered;
  const both = perRequest(cpu.servers) + perRequest(cpu.postgres);
  console.log(
    `\nCPU per request, over the last ${fmt((cpu.end - cpu.start) / 1000, 0)} s (${answered} requests${ONLY ? '' : ', with the bulk jobs, imports, e-mails and webhook deliveries they made'}): ` +
      `servers ${fmt(perRequest(cpu.servers))} ms, PostgreSQL ${fmt(perRequest(cpu.postgres))} ms; ` +
      `at ${fmt(both)} ms a request, the ${availableParallelism()} cores answer at most ${fmt((availableParallelism() * 1000) / both, 0)} req/s (before the load generator, the balancer and Redis take theirs)`,
  );
}

async function waitUntil(what: string, condition: () => Promise<boolean>, timeoutMs = DRAIN_TIMEOUT_MS): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition().catch(() => false)) return true;
    await sleep(500);
  }
  console.log(`(gave up waiting for ${what} after ${timeoutMs / 1000} s)`);
  return false;
}

const count = async (database: DatabaseHandle, query: ReturnType<typeof sql>) => Number((await rowsOf<{ n: string | number }>(database.db.execute(query)))[0]?.n ?? 0);

/** After the traffic: everything queued is handled, then each claim is checked; answers whether all held. */
async function checkClaims(
  database: DatabaseHandle,
  servers: ServerProcesses,
  seeded: Seeded,
  sink: SmtpSink,
  receiver: WebhookReceiver,
  released: readonly { mails: { shopId: number; key: string }[] }[],
  importJobs: readonly [number, number][],
  bulkJobIds: readonly number[],
  restarted: boolean,
): Promise<boolean> {
  const releasedMails = released.flatMap((batch) => batch.mails);
  await waitUntil('the released e-mails', async () => (await count(database, sql`select count(*) as n from collect_mails where due_at <= now() and state in ('scheduled', 'sending')`)) === 0);
  await waitUntil('the webhook deliveries', async () => (await count(database, sql`select count(*) as n from outgoing_webhook_deliveries where state in ('pending', 'sending')`)) === 0);
  await waitUntil('the imports', async () => (await count(database, sql`select count(*) as n from import_jobs where status in ('queued', 'running')`)) === 0);
  await waitUntil('the bulk jobs', async () => (await count(database, sql`select count(*) as n from bulk_jobs where status not in ('succeeded', 'failed')`)) === 0);

  const lines: string[][] = [];
  // E-mails: every Message-ID the SMTP server took, counted.
  const byPrefix = new Map<string, number>();
  for (const [messageId, times] of sink.received) byPrefix.set(messageId.slice(0, messageId.indexOf('@') + 1), times);
  const mailTwice = [...sink.received.values()].filter((times) => times > 1).length;
  const missing = releasedMails.filter((mail) => !byPrefix.has(messageIdPrefix(mail)));
  // Not at the SMTP server: still queued (the drain gave up on a slow machine), or lost.
  const stillQueued = missing.length === 0 ? 0 : await count(database, sql`select count(*) as n from collect_mails where state in ('scheduled', 'sending') and (shop_id, key) in (${sql.join(missing.map((mail) => sql`(${mail.shopId}::bigint, ${mail.key})`), sql`, `)})`);
  const requestsLost = missing.length - stillQueued;
  lines.push([
    'e-mails (review requests and others) at the SMTP server',
    `${sink.received.size} distinct, ${sink.transactions} sent; ${releasedMails.length} requests fell due, ${stillQueued} still queued, ${requestsLost} lost`,
    `sent twice: ${mailTwice}`,
    mailTwice === 0 && requestsLost === 0 ? 'held' : 'BROKEN',
  ]);

  // Imports: each chunk's rows written once (a chunk run twice would count its rows as duplicates, or twice).
  let importProblems = 0;
  let importedRows = 0;
  for (const [shopId, jobId] of importJobs) {
    const [job] = await rowsOf<{ status: string; total_rows: number; processed_rows: number; imported_count: number; duplicate_count: number; skipped_count: number; written: string | number }>(
      database.db.execute(sql`select status, total_rows, processed_rows, imported_count, duplicate_count, skipped_count,
        (select count(*) from reviews r where r.shop_id = j.shop_id and r.import_job_id = j.id) as written
        from import_jobs j where shop_id = ${shopId} and id = ${jobId}`),
    );
    importedRows += Number(job?.written ?? 0);
    if (!job || job.status !== 'completed' || job.processed_rows !== IMPORT_ROWS || job.imported_count !== IMPORT_ROWS || job.duplicate_count !== 0 || Number(job.written) !== IMPORT_ROWS) importProblems += 1;
  }
  lines.push(['import chunks', `${importJobs.length} imports of ${IMPORT_ROWS} rows, ${importedRows} reviews written`, `imports off their rows: ${importProblems}`, importProblems === 0 ? 'held' : 'BROKEN']);

  // Webhook deliveries: each delivery id received once, each signature good, every row delivered.
  const deliveries = await count(database, sql`select count(*) as n from outgoing_webhook_deliveries`);
  const delivered = await count(database, sql`select count(*) as n from outgoing_webhook_deliveries where state = 'delivered'`);
  const deliveredTwice = [...receiver.received.values()].filter((times) => times > 1).length;
  // Sent, then PostgreSQL went before the delivery was marked: it goes again with its delivery id (at least once, docs/api/webhooks.md).
  const twiceAllowed = restarted && deliveredTwice > 0 ? ' (resent with their delivery id: sent, then the restart cut the mark)' : '';
  const webhooksHeld = (restarted || deliveredTwice === 0) && receiver.badSignatures === 0 && delivered === deliveries;
  lines.push(['webhook deliveries', `${deliveries} queued, ${delivered} delivered, ${receiver.received.size} received, ${receiver.badSignatures} bad signatures`, `received twice: ${deliveredTwice}${twiceAllowed}`, webhooksHeld ? 'held' : 'BROKEN']);

  const bulkFailed = bulkJobIds.length === 0 ? 0 : await count(database, sql`select count(*) as n from bulk_jobs where shop_id = ${seeded.bulkShop.id} and status <> 'succeeded'`);
  lines.push(['bulk jobs', `${bulkJobIds.length} jobs of ${BULK_SHOP_REVIEWS} reviews`, `not succeeded: ${bulkFailed}`, bulkFailed === 0 ? 'held' : 'BROKEN']);

  // A limit kept in Redis or PostgreSQL: N + 1 review writes from one shopper, split over the processes, meet one 429.
  const shop = seeded.shops[0]!;
  const limitedShopper = `198.51.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
  const statuses: number[] = [];
  for (let index = 0; index <= REVIEWS_PER_ADDRESS; index += 1) {
    const target = servers.processes[index % servers.processes.length]!;
    const body = JSON.stringify({ product_id: '1', rating: 4, title: 'Limit', body: 'One shopper, many reviews.', name: 'Limit Shopper', email: `limit${index}@example.com` });
    // As the balancer would forward it: the shopper's address, then Shopify's edge's.
    const answer = await send(target.origin, 'POST', proxyPath(shop, 'submit_review', {}), { 'Content-Type': 'application/json', 'X-Forwarded-For': `${limitedShopper}, ${LOOPBACK}` }, body);
    statuses.push(typeof answer.status === 'number' ? answer.status : 0);
  }
  const refused = statuses.filter((status) => status === 429).length;
  const limitHeld = refused === 1 && statuses[statuses.length - 1] === 429;
  lines.push([
    `shared rate limit (${REVIEWS_PER_ADDRESS} reviews an hour per address)`,
    `${REVIEWS_PER_ADDRESS + 1} writes alternating over ${servers.processes.length} process(es): ${statuses.join(' ')}`,
    `429s: ${refused}`,
    limitHeld ? 'held' : 'BROKEN',
  ]);
  printTable('Claims and limits across the processes', 'after the traffic, once every queue had drained', ['check', 'what', 'count', 'result'], lines);
  return lines.every((line) => line[3] === 'held');
}

/** --pg-restart: what the requests met while PostgreSQL restarted, and whether the workers picked up again. */
async function printOutage(recorder: Recorder, restart: { start: number; end: number }, sink: SmtpSink, released: readonly { at: number; mails: { shopId: number; key: string }[] }[]): Promise<boolean> {
  const after = recorder.samples.filter((sample) => sample.at >= restart.start);
  const firstSuccessAfterRestart = after.filter((sample) => ok(sample.status) && sample.at >= restart.end).reduce((first, sample) => Math.min(first, sample.at + sample.ms), Number.POSITIVE_INFINITY);
  // The outage: requests in flight from the restart command until PostgreSQL was back, and Retry-After more.
  const outageEnd = restart.end + OUTAGE_MARGIN_MS;
  const outage = recorder.samples.filter((sample) => sample.at + sample.ms >= restart.start && sample.at <= outageEnd && (PACED_KINDS as readonly Kind[]).includes(sample.kind));
  const lastFailure = outage.filter((sample) => !ok(sample.status)).reduce((latest, sample) => Math.max(latest, sample.at + sample.ms), restart.start);
  const byStatus = new Map<string, number>();
  for (const sample of outage) byStatus.set(String(sample.status), (byStatus.get(String(sample.status)) ?? 0) + 1);
  const otherFiveHundreds = outage.filter((sample) => typeof sample.status === 'number' && sample.status >= 500 && sample.status !== 503).length;
  const hangs = outage.filter((sample) => sample.status === 'timeout' || sample.ms >= REQUEST_TIMEOUT_MS).length;
  const slowest = outage.reduce((max, sample) => Math.max(max, sample.ms), 0);
  // Workers: review requests that fell due after PostgreSQL was back were sent.
  const afterRestart = released.filter((batch) => batch.at > restart.end).flatMap((batch) => batch.mails);
  await waitUntil('the e-mails released after the restart', () => Promise.resolve(afterRestart.every((mail) => [...sink.received.keys()].some((id) => id.startsWith(messageIdPrefix(mail))))));
  const prefixes = new Set([...sink.received.keys()].map((id) => id.slice(0, id.indexOf('@') + 1)));
  const sentAfter = afterRestart.filter((mail) => prefixes.has(messageIdPrefix(mail))).length;
  printTable(
    'PostgreSQL restarted under load (pg_ctl restart -m fast on the private cluster)',
    `the outage: requests in flight from the restart command until ${OUTAGE_MARGIN_MS / 1000} s after PostgreSQL was back (paced kinds); a hang is no answer within ${REQUEST_TIMEOUT_MS / 1000} s`,
    ['figure', 'value', 'aim'],
    [
      ['pg_ctl restart took', `${fmt((restart.end - restart.start) / 1000, 2)} s`, ''],
      ['requests answered in the outage, by status', [...byStatus].map(([status, times]) => `${status} × ${times}`).join(', ') || 'none', '503 or 2xx'],
      ['5xx other than 503 (failures)', String(otherFiveHundreds), '0'],
      ['hangs (no answer within 10 s)', String(hangs), '0'],
      ['slowest answer in the outage', `${fmt(slowest, 0)} ms`, `< ${REQUEST_TIMEOUT_MS} ms`],
      ['recovered: first success after PostgreSQL was back', `${fmt((firstSuccessAfterRestart - restart.end) / 1000, 2)} s after, ${fmt((firstSuccessAfterRestart - restart.start) / 1000, 2)} s after the restart began`, ''],
      ['last failed answer in the outage', `${fmt((lastFailure - restart.start) / 1000, 2)} s after the restart began`, ''],
      ['workers resumed: review requests due after the restart, sent', `${sentAfter} of ${afterRestart.length}`, 'all'],
    ],
  );
  return otherFiveHundreds === 0 && hangs === 0 && sentAfter === afterRestart.length && afterRestart.length > 0;
}

async function main(): Promise<void> {
  console.log(`bench:load: load average at start ${loadAverage()} (1, 5, 15 min)`);
  const running = watchServers('bench:load', OVERALL_TIMEOUT_MS);
  ensureBuiltServer();
  const folder = mkdtempSync(join(tmpdir(), 'starling-bench-load-'));
  let cluster: PrivatePostgresCluster | null = null;
  const cleanups: (() => Promise<void>)[] = [() => Promise.resolve(rmSync(folder, { recursive: true, force: true }))];
  const sink = new SmtpSink();
  const receiver = new WebhookReceiver();
  let passed = true;
  // Ctrl-C: the cluster, the scratch database and the folder go all the same (the servers go with the process).
  let ending = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    // `on`, not `once`: tsx passes the signal on too, and a second one must not end the process mid-cleanup.
    process.on(signal, () => {
      if (ending) return;
      ending = true;
      void (async () => {
        for (const cleanup of cleanups) await cleanup().catch(() => undefined);
        process.exit(130);
      })();
    });
  }
  try {
    if (PG_RESTART) {
      cluster = await startPrivatePostgresCluster();
      const privateCluster = cluster;
      cleanups.unshift(() => Promise.resolve(privateCluster.destroy()));
      // Synchronous: it stops the cluster even when the bench is ended by a signal or the watchdog.
      process.once('exit', () => privateCluster.destroy());
    }
    const adminUrl = cluster?.url ?? process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const scratch = await createScratchPostgresDatabase(adminUrl, 'starling_bench_load_');
    cleanups.unshift(() => scratch.drop().catch(() => undefined));
    const database = await openDatabase({ kind: 'postgres', url: scratch.url.toString() });
    cleanups.unshift(() => database.close().catch(() => undefined));
    await database.migrate();
    const smtpPort = await sink.start();
    const receiverUrl = await receiver.start();
    cleanups.unshift(() => sink.close(), () => receiver.close());
    const seedStart = performance.now();
    const seeded = await seed(database, receiverUrl);
    console.log(`seeded ${SHOPS + 1} shops, ${SHOPS * REVIEWS_PER_SHOP + BULK_SHOP_REVIEWS} reviews, ${seeded.mails.length} review requests in ${fmt((performance.now() - seedStart) / 1000)} s on ${scratch.url.host}${cluster ? ' (a private cluster)' : ''}`);

    const logFile = join(folder, 'servers.log');
    const servers = await startServerProcesses({
      count: PROCESSES,
      running,
      logFile,
      env: { DATABASE_URL: scratch.url.toString(), DATA_DIR: join(folder, 'data'), APP_TOKEN_SECRET, SMTP_URL: `smtp://${LOOPBACK}:${smtpPort}`, ...(REDIS_URL ? { REDIS_URL } : {}) },
    });
    console.log(`rate limits counted in ${REDIS_URL ? `Redis (${REDIS_URL}, PostgreSQL when it does not answer)` : 'PostgreSQL'}`);
    cleanups.unshift(() => servers.stop());
    const origin = servers.balancer.origin;
    await settleSeedSync(database);
    const rssAtStart = servers.rss();

    const recorder = new Recorder();
    const start = performance.now();
    const window = { start, end: start + SECONDS * 1000 };
    const intervals: Interval[] = [];
    const sampler = setInterval(() => intervals.push({ end: performance.now(), rss: servers.rss() }), INTERVAL_SECONDS * 1000);
    let restart: { start: number; end: number } | null = null;
    const restarting = cluster
      ? (async (privateCluster: PrivatePostgresCluster) => {
          await sleep(SECONDS * 400);
          const restartStart = performance.now();
          await privateCluster.restart('fast');
          restart = { start: restartStart, end: performance.now() };
        })(cluster)
      : Promise.resolve();
    // A reading that fails (PostgreSQL restarting at that moment) says so instead of ending the run.
    const cpu = measureCpu(database, servers, { start: window.start + SECONDS * 1000 * CPU_WARM_UP_SHARE, end: window.end }).catch(() => null);
    const [, bulkJobIds, importJobs, released] = await Promise.all([
      pacedTraffic(origin, seeded, recorder, window).then(() => {
        clearInterval(sampler);
        intervals.push({ end: performance.now(), rss: servers.rss() });
      }),
      ONLY ? Promise.resolve([]) : bulkJobs(origin, seeded.bulkShop, recorder, window),
      ONLY ? Promise.resolve([]) : imports(origin, seeded, recorder, window),
      releaseMails(database, seeded, window),
      restarting,
    ]);
    clearInterval(sampler);
    printFigures(recorder, window, servers, rssAtStart, intervals, `${PROCESSES === 1 ? 'one process' : `${PROCESSES} processes`} on PostgreSQL${PG_RESTART ? ', restarted mid-run' : ''}${ONLY ? `, ${ONLY} only` : ''}`);
    printCpu(recorder, await cpu);
    if (restart) passed = (await printOutage(recorder, restart, sink, released)) && passed;
    passed = (await checkClaims(database, servers, seeded, sink, receiver, released, importJobs, bulkJobIds, restart !== null)) && passed;
    const crashed = servers.processes.filter((process) => process.child.exitCode !== null || process.child.signalCode !== null).length;
    if (crashed > 0) {
      console.log(`${crashed} server process(es) exited during the run; their log: ${readFileSync(logFile, 'utf8').slice(-2000)}`);
      passed = false;
    }
    const errorLines = readFileSync(logFile, 'utf8').split('\n').filter((line) => /"level":50/.test(line));
    console.log(`server log: ${errorLines.length} error line(s)${errorLines.length > 0 ? `; the first: ${errorLines[0]!.slice(0, 600)}` : ''}`);
  } finally {
    for (const cleanup of cleanups) await cleanup().catch((error: unknown) => console.error(`cleanup: ${String(error)}`));
    clientAgent.destroy();
  }
  console.log(`\nbench:load: load average at end ${loadAverage()}`);
  if (!passed) process.exitCode = 1;
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(`bench:load failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);

