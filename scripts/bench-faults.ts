// `npm run bench:faults`: faults injected into the built server (`node dist-server/main.mjs`, as
// `npm start` runs it), and the data checked afterwards (docs/decisions/0080-faults-that-lose-nothing.md).
// On a scratch PostgreSQL database (BENCH_DATABASE_URL or TEST_DATABASE_URL) and on the embedded
// PGlite data folder, for each kind of background work in turn: queue it, SIGKILL the server once
// some but not all of it is done, look at the database while no server runs, start a new server on
// the same database, wait for the work to end and check it: an import (whole chunks only, each row
// once), collect e-mails to a loopback SMTP server (each Message-ID once), a storefront sync of many
// products (every product written, the queue empty), outgoing webhooks to a loopback receiver (each
// delivery id received; repeats counted) and a bulk job (taken over by the new process from its
// last committed chunk, each review changed once). One line per fault. `--disk` runs the disk-full phase instead (scripts/bench-faults-disk.ts).
import { type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { reviewRequestKey } from '../src/domain/collect/request-queue';
import { NEUTRAL_MODERATION_REASONS } from '../src/domain/reviews/moderation-reasons';
import { DEMO_SHOP_DOMAIN } from '../src/domain/shop/shop-domain';
import { PLAN_ID_ENTERPRISE_MONTHLY } from '../src/domain/plans/plan-catalog';
import { SYNC_LEASE_MS } from '../server/application/storefront/sync-storefront.use-case';
import { openDatabase, type DatabaseHandle } from '../server/infrastructure/db/database';
import { DrizzleShopRepository } from '../server/infrastructure/db/drizzle-shop-repository';
import { rowsOf } from '../server/infrastructure/db/raw-rows';
import { messageIdOf } from '../server/application/collect/send-collect-mail.use-case';
import { buildDemoStore } from '../server/infrastructure/db/seed/demo-store-data';
import { collectMails, orderItems, orders, products } from '../server/infrastructure/db/schema';
import { envelopeData, freeLoopbackPort, loadAverage, LOOPBACK, spawnServer, stopServer, waitUntilHealthy, watchServers } from './bench-support';
import { ensureBuiltServer, killNow } from './bench-processes';
import { diskFullPhase } from './bench-faults-disk';
import { SmtpSink } from './bench-smtp-sink';
import { createScratchPostgresDatabase } from './scratch-postgres-database';

const IMPORT_ROWS = Number(process.env.BENCH_FAULTS_IMPORT_ROWS ?? 20_000);
const MAILS = Number(process.env.BENCH_FAULTS_MAILS ?? 2_000);
const SYNC_PRODUCTS = Number(process.env.BENCH_FAULTS_SYNC_PRODUCTS ?? 400);
const PGLITE_SYNC_PRODUCTS = Number(process.env.BENCH_FAULTS_PGLITE_SYNC_PRODUCTS ?? 2_000);
const WEBHOOK_REVIEWS = 1_000;
const BULK_REVIEWS = Number(process.env.BENCH_FAULTS_BULK_REVIEWS ?? 20_000);
/** Killed once this share of the work is seen done. */
const KILL_AT_SHARE = 0.3;
const MAIL_LEASE_MS = 5_000;
const IMPORT_LEASE_MS = 3_000;
const WEBHOOK_LEASE_MS = 10_000;
const BULK_JOB_LEASE_MS = 3_000;
const WEBHOOK_SEND_TIMEOUT_MS = 2_000;
/** PGlite's sync is killed this long after its server answers (the bench cannot watch its queue live). */
const PGLITE_SYNC_KILL_AFTER_MS = Number(process.env.BENCH_FAULTS_SYNC_KILL_MS ?? 1_000);
/** How often the bench looks at the sync's queue on PostgreSQL, to kill it mid-sync. */
const SYNC_POLL_MS = 10;
const READY_TIMEOUT_MS = 180_000;
const WORK_TIMEOUT_MS = 5 * 60_000;
const OVERALL_TIMEOUT_MS = 45 * 60_000;
const POLL_MS = 100;
/** On PGlite the bench cannot see the queue while the server runs: it waits this long for e-mails that never arrive. */
const MAIL_SETTLE_MS = 60_000;
const APP_TOKEN_SECRET = 'bench-faults-app-token-secret-of-32-characters-or-more';
const FAULT_SHOP = 'bench-faults.myshopify.com';
const BULK_SHOP = 'bench-faults-bulk.myshopify.com';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = WORK_TIMEOUT_MS): Promise<void> {
  if (!(await settles(condition, timeoutMs))) throw new Error(`timed out waiting for ${what}`);
}

/** Whether `condition` came true within `timeoutMs`: for the end of the work, which the check then reports either way. */
async function settles(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) return false;
    await sleep(POLL_MS);
  }
  return true;
}

/** One fault's outcome, printed as one line. */
interface FaultLine {
  readonly fault: string;
  readonly checked: string;
  readonly figures: string;
  readonly ok: boolean;
}

const results: FaultLine[] = [];
function report(line: FaultLine): void {
  results.push(line);
  console.log(`${line.ok ? 'PASS' : 'FAIL'}  ${line.fault} | checked: ${line.checked} | ${line.figures}`);
}

/** The loopback webhook receiver: POSTs counted per delivery id. */
class WebhookReceiver {
  readonly byDeliveryId = new Map<string, number>();
  private server: Server | null = null;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        const id = String(request.headers['x-starling-delivery-id']);
        this.byDeliveryId.set(id, (this.byDeliveryId.get(id) ?? 0) + 1);
        setTimeout(() => response.end('ok'), 3);
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, LOOPBACK, resolve));
    this.url = `http://${LOOPBACK}:${(this.server.address() as AddressInfo).port}/hooks`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/** A database the servers run on: PostgreSQL (open at any time) or a PGlite folder (open only while no server runs). */
interface Target {
  readonly name: string;
  readonly env: Readonly<Record<string, string>>;
  open(): Promise<DatabaseHandle>;
}

const count = async (db: DatabaseHandle, query: ReturnType<typeof sql>): Promise<number> => Number((await rowsOf<{ n: string | number }>(db.db.execute(query)))[0]?.n ?? 0);

/** The built server on the target, healthy, with a signed-in session per shop asked for. */
class ServerUnderTest {
  readonly origin: string;
  private constructor(
    readonly child: ChildProcess,
    port: number,
  ) {
    this.origin = `http://${LOOPBACK}:${port}`;
  }

  static async start(target: Target, extraEnv: Readonly<Record<string, string>>, running: Set<ChildProcess>): Promise<ServerUnderTest> {
    const port = await freeLoopbackPort();
    const child = spawnServer(
      {
        APP_TOKEN_SECRET,
        COLLECT_LEASE_MS: String(MAIL_LEASE_MS),
        IMPORT_LEASE_MS: String(IMPORT_LEASE_MS),
        WEBHOOK_LEASE_MS: String(WEBHOOK_LEASE_MS),
        BULK_JOB_LEASE_MS: String(BULK_JOB_LEASE_MS),
        WEBHOOK_SEND_TIMEOUT_MS: String(WEBHOOK_SEND_TIMEOUT_MS),
        ...target.env,
        ...extraEnv,
      },
      port,
      { entry: 'bundle' },
    );
    running.add(child);
    child.once('exit', () => running.delete(child));
    const server = new ServerUnderTest(child, port);
    await waitUntilHealthy(server.origin, child, READY_TIMEOUT_MS);
    return server;
  }

  private readonly tokens = new Map<string, Record<string, string>>();

  async headers(shop: string): Promise<Record<string, string>> {
    const known = this.tokens.get(shop);
    if (known) return known;
    const login = await envelopeData<{ shop_info?: { token: string } }>(
      await fetch(`${this.origin}/api/v1/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ shop }) }),
      'login',
    );
    const headers = { Authorization: `Bearer ${login.shop_info?.token ?? ''}`, 'X-Requested-With': 'XMLHttpRequest' };
    this.tokens.set(shop, headers);
    return headers;
  }

  async call<T extends Record<string, unknown>>(shop: string, path: string, body?: unknown): Promise<T> {
    const headers = await this.headers(shop);
    if (body !== undefined) {
      return envelopeData<T>(await fetch(`${this.origin}${path}`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) }), path);
    }
    // A read sent on a keep-alive socket the busy server just closed is reset: asked again.
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await envelopeData<T>(await fetch(`${this.origin}${path}`, { headers }), path);
      } catch (error) {
        if (attempt >= 3 || !(error instanceof TypeError)) throw error;
        await sleep(200);
      }
    }
  }
}

/** A Judge.me export of `rows` distinct reviews over the demo store's products, no photos. */
function judgeMeFile(rows: number): string {
  const handles = buildDemoStore(new Date(), (name) => name).products.map((product) => product.handle);
  const lines = ['title,body,rating,review_date,source,curated,reviewer_name,reviewer_email,product_id,product_handle,reply,reply_date,picture_urls,ip_address,location'];
  for (let index = 0; index < rows; index += 1) {
    const day = new Date(Date.UTC(2022, 0, 1) + (index % 900) * 86_400_000).toISOString().slice(0, 10);
    lines.push(`"Fault ${index}","Imported review number ${index}",${(index % 5) + 1},${day} 10:00:00 UTC,web,ok,Reviewer ${index},fault${index}@example.com,,${handles[index % handles.length]},,,,,US`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

interface Phase {
  readonly running: Set<ChildProcess>;
  readonly target: Target;
  readonly sink: SmtpSink;
  readonly receiver: WebhookReceiver;
  readonly env: Readonly<Record<string, string>>;
}

async function withDatabase<T>(target: Target, work: (db: DatabaseHandle) => Promise<T>): Promise<T> {
  const db = await target.open();
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

async function shopId(db: DatabaseHandle, domain: string): Promise<number> {
  return count(db, sql`select id as n from shops where domain = ${domain}`);
}

/** The shop the mail, sync and webhook phases write to, installed by whichever of them runs first (BENCH_FAULTS_ONLY may skip the others). */
async function faultShopId(db: DatabaseHandle): Promise<number> {
  const existing = await shopId(db, FAULT_SHOP);
  if (existing) return existing;
  const shop = await new DrizzleShopRepository(db.db).install({ domain: FAULT_SHOP, name: 'Bench Faults', email: 'owner@bench-faults.test', pricingPlanId: PLAN_ID_ENTERPRISE_MONTHLY });
  return shop.id;
}

async function killDuringImport({ running, target, env }: Phase): Promise<void> {
  const file = judgeMeFile(IMPORT_ROWS);
  const first = await ServerUnderTest.start(target, env, running);
  const headers = await first.headers(DEMO_SHOP_DOMAIN);
  const form = new FormData();
  form.append('file', new Blob([file], { type: 'text/csv' }), 'faults.csv');
  const analysis = await envelopeData<{ job: { id: number } }>(
    await fetch(`${first.origin}/api/v1/admin/import/upload_review_file`, { method: 'POST', body: form, headers }),
    'upload',
  );
  const jobId = analysis.job.id;
  await first.call(DEMO_SHOP_DOMAIN, '/api/v1/admin/import/start_review_import', { job_id: jobId });
  const progress = (server: ServerUnderTest) =>
    server.call<{ processed_rows: number; status: string; imported_count: number }>(DEMO_SHOP_DOMAIN, `/api/v1/admin/import/get_review_import?job_id=${jobId}`);
  await waitFor('the import to pass 30%', async () => (await progress(first)).processed_rows >= IMPORT_ROWS * KILL_AT_SHARE);
  await killNow(first.child);
  const cut = await withDatabase(target, async (db) => ({
    reviews: await count(db, sql`select count(*) as n from reviews where import_job_id = ${jobId}`),
    imported: await count(db, sql`select imported_count as n from import_jobs where id = ${jobId}`),
  }));
  const second = await ServerUnderTest.start(target, env, running);
  let final = await progress(second);
  await waitFor('the import to end', async () => {
    final = await progress(second);
    return final.status === 'completed' || final.status === 'failed';
  });
  await stopServer(second.child);
  const stored = await withDatabase(target, async (db) => ({
    reviews: await count(db, sql`select count(*) as n from reviews where import_job_id = ${jobId}`),
    distinct: await count(db, sql`select count(distinct import_row) as n from reviews where import_job_id = ${jobId}`),
  }));
  const partial = cut.reviews - cut.imported;
  const twice = stored.reviews - stored.distinct;
  const lost = IMPORT_ROWS - stored.distinct;
  report({
    fault: `kill -9 during an import of ${IMPORT_ROWS.toLocaleString('en')} rows (${target.name}), at ${cut.imported} imported`,
    checked: 'rows stored at the kill = the job\'s committed count; after a new process: each row once, none lost, job completed',
    figures: `partial rows at the kill ${partial}; after resume ${stored.reviews} stored, ${twice} twice, ${lost} lost, status ${final.status}`,
    ok: cut.reviews > 0 && cut.reviews < IMPORT_ROWS && partial === 0 && twice === 0 && lost === 0 && final.status === 'completed',
  });
}

async function killDuringMail({ running, target, sink, env }: Phase): Promise<void> {
  sink.reset();
  const recipients = await withDatabase(target, async (db) => {
    const shop = { id: await faultShopId(db) };
    await db.db.insert(products).values({ shopId: shop.id, id: 'gid://shopify/Product/1', title: 'Product 1', handle: 'product-1' });
    const placedAt = new Date(Date.UTC(2026, 0, 1));
    const ids = Array.from({ length: MAILS }, (_, index) => `gid://shopify/Order/9${String(index).padStart(7, '0')}`);
    const email = (index: number) => `buyer${index}@example.com`;
    await db.db.insert(orders).values(ids.map((id, index) => ({ shopId: shop.id, id, name: `#F${index}`, customerName: `Buyer ${index}`, customerEmail: email(index), totalPrice: '25.00', placedAt, fulfilledAt: placedAt })));
    await db.db.insert(orderItems).values(ids.map((id) => ({ shopId: shop.id, orderId: id, position: 0, productId: 'gid://shopify/Product/1', title: 'Product 1' })));
    // Due now: the first server sends them as soon as it starts.
    await db.db.insert(collectMails).values(ids.map((id, index) => ({ shopId: shop.id, key: reviewRequestKey(id, 1), type: 'request_1', orderId: id, step: 1, recipient: email(index), dueAt: placedAt })));
    return ids.map((_, index) => email(index));
  });
  const mailEnv = { ...env, SMTP_URL: sink.url };
  const first = await ServerUnderTest.start(target, mailEnv, running);
  // Off the worker's batch boundary (batches of 100), so that e-mails are in flight at the kill.
  await waitFor('30% of the e-mails', () => sink.accepted >= MAILS * KILL_AT_SHARE + 37);
  await killNow(first.child);
  const atKill = sink.accepted;
  const cut = await withDatabase(target, async (db) => {
    const shop = await shopId(db, FAULT_SHOP);
    return {
      sent: await count(db, sql`select count(*) as n from collect_mails where shop_id = ${shop} and state = 'sent'`),
      leased: await count(db, sql`select count(*) as n from collect_mails where shop_id = ${shop} and state = 'sending'`),
    };
  });
  const second = await ServerUnderTest.start(target, mailEnv, running);
  // Until every e-mail is accepted, or nothing more arrives for a while (one recorded sent but
  // never accepted is lost, and is reported so).
  let seen = -1;
  let stalledSince = Date.now();
  await settles(() => {
    if (sink.received.size !== seen) [seen, stalledSince] = [sink.received.size, Date.now()];
    return sink.received.size >= MAILS || Date.now() - stalledSince > MAIL_SETTLE_MS;
  }, WORK_TIMEOUT_MS);
  // Past the lease: anything the killed process held and a second one might repeat has gone by now.
  await sleep(MAIL_LEASE_MS + 2_000);
  await stopServer(second.child);
  const { waiting, sentKeys } = await withDatabase(target, async (db) => {
    const shop = await shopId(db, FAULT_SHOP);
    const sent = await rowsOf<{ key: string }>(db.db.execute(sql`select key from collect_mails where shop_id = ${shop} and state = 'sent'`));
    return {
      waiting: await count(db, sql`select count(*) as n from collect_mails where shop_id = ${shop} and state <> 'sent'`),
      sentKeys: sent.map((row) => messageIdOf({ shopId: shop, key: row.key }, '').slice(0, -1)),
    };
  });
  const acceptedPrefixes = new Set([...sink.received.keys()].map((id) => id.slice(0, id.indexOf('@') + 1)));
  const recordedNotDelivered = sentKeys.filter((prefix) => !acceptedPrefixes.has(prefix)).length;
  const repeatedIds = [...sink.received.values()].filter((n) => n > 1).length;
  const repeatedRecipients = [...sink.byRecipient.values()].filter((n) => n > 1).length;
  const lost = recipients.filter((address) => !sink.byRecipient.has(address)).length;
  report({
    fault: `kill -9 during ${MAILS.toLocaleString('en')} collect e-mails (${target.name}), at ${atKill} accepted by SMTP (${cut.sent} recorded sent, ${cut.leased} leased in flight)`,
    checked: 'after a new process: each Message-ID and each recipient accepted once, none lost, none left unsent',
    figures: `${sink.accepted} accepted for ${sink.received.size} Message-IDs; repeated Message-IDs ${repeatedIds}, repeated recipients ${repeatedRecipients}; never accepted ${lost}, of which recorded sent (lost) ${recordedNotDelivered} and still queued ${waiting}`,
    ok: atKill < MAILS && repeatedIds === 0 && repeatedRecipients === 0 && lost === 0 && waiting === 0,
  });
}

async function killDuringSync({ running, target, env }: Phase): Promise<void> {
  // PGlite cannot be watched while its server runs: more products, so that a kill after a time lands mid-sync.
  const productCount = target.name === 'PostgreSQL' ? SYNC_PRODUCTS : PGLITE_SYNC_PRODUCTS;
  await withDatabase(target, async (db) => {
    const shop = await faultShopId(db);
    // One review for each of many products: the reviews' trigger queues every product.
    await db.db.execute(sql`
      insert into reviews (shop_id, product_id, author_name, author_search, author_email, rating, title, title_search, body, source, published, commented_at)
      select ${shop}, 'gid://shopify/Product/sync-' || n, 'Reviewer ' || n, 'reviewer ' || n, 'sync' || n || '@example.com', 1 + n % 5, 'Title ' || n, 'title ' || n,
        'Body of review ' || n, 'Store front', true, timestamptz '2025-01-01' + n * interval '1 minute'
      from generate_series(1, ${productCount}) n`);
  });
  const queued = (db: DatabaseHandle, shop: number) => count(db, sql`select count(*) as n from storefront_sync_queue where shop_id = ${shop} and product_id like 'gid://shopify/Product/sync-%'`);
  const queueNow = async (db: DatabaseHandle, shop: number) => ({
    queued: await queued(db, shop),
    claimed: await count(db, sql`select count(*) as n from storefront_sync_queue where shop_id = ${shop} and claimed_at is not null`),
  });
  const first = await ServerUnderTest.start(target, env, running);
  if (target.name === 'PostgreSQL') {
    // Live: killed in the middle, once the sync holds claimed products and has written some (or,
    // too late, once the queue is empty, which the line then shows).
    await withDatabase(target, async (db) => {
      const shop = await shopId(db, FAULT_SHOP);
      const midSync = async () => {
        const now = await queueNow(db, shop);
        return (now.claimed > 0 && now.queued < productCount) || now.queued === 0;
      };
      const until = Date.now() + WORK_TIMEOUT_MS;
      while (!(await midSync()) && Date.now() < until) await sleep(SYNC_POLL_MS);
    });
  } else {
    // PGlite's folder opens only while no server runs: killed after a time.
    await sleep(PGLITE_SYNC_KILL_AFTER_MS);
  }
  await killNow(first.child);
  const cut = await withDatabase(target, async (db) => queueNow(db, await shopId(db, FAULT_SHOP)));
  // The killed process's claims run out after the sync's lease; the rest goes at once. PGlite's
  // folder opens only while no server runs: the server is stopped to look, and started again.
  const look = () =>
    withDatabase(target, async (db) => {
      const shop = await shopId(db, FAULT_SHOP);
      return {
        queued: await queued(db, shop),
        written: await count(db, sql`select count(*) as n from storefront_metafields where shop_id = ${shop} and owner_id like 'gid://shopify/Product/sync-%' and namespace = 'reviews' and key = 'rating_count'`),
        wrong: await count(db, sql`
          select count(*) as n from storefront_metafields m
          where m.shop_id = ${shop} and m.owner_id like 'gid://shopify/Product/sync-%' and m.namespace = 'reviews' and m.key = 'rating_count'
            and m.value <> (select count(*)::text from reviews r where r.shop_id = m.shop_id and r.product_id = m.owner_id)`),
      };
    });
  let final = { queued: -1, written: 0, wrong: 0 };
  const until = Date.now() + SYNC_LEASE_MS + WORK_TIMEOUT_MS;
  const live = target.name === 'PostgreSQL';
  let server: ServerUnderTest | null = await ServerUnderTest.start(target, env, running);
  while (Date.now() < until) {
    server ??= await ServerUnderTest.start(target, env, running);
    await sleep(live ? 2_000 : 20_000);
    if (!live) {
      await stopServer(server.child);
      server = null;
    }
    final = await look();
    if (final.queued === 0) break;
  }
  if (server) await stopServer(server.child);
  report({
    fault: `kill -9 during a storefront sync of ${productCount.toLocaleString('en')} products (${target.name}), ${target.name === 'PostgreSQL' ? 'once products were claimed and some written' : `${PGLITE_SYNC_KILL_AFTER_MS} ms in`}: ${cut.queued} still queued, ${cut.claimed} claimed`,
    checked: 'after a new process (and the sync\'s 60 s lease): queue empty, every product\'s rating count written and equal to its reviews',
    figures: `left queued ${final.queued}, products written ${final.written}/${productCount}, wrong counts ${final.wrong}`,
    ok: cut.queued > 0 && (cut.queued < productCount || cut.claimed > 0) && final.queued === 0 && final.written === productCount && final.wrong === 0,
  });
}

async function killDuringWebhooks({ running, target, receiver, env }: Phase): Promise<void> {
  receiver.byDeliveryId.clear();
  const ids = await withDatabase(target, async (db) => {
    const shop = await faultShopId(db);
    await db.db.execute(sql`
      insert into reviews (shop_id, product_id, author_name, author_search, author_email, rating, title, title_search, body, source, published, commented_at)
      select ${shop}, 'gid://shopify/Product/hook-' || (n % 20), 'Reviewer ' || n, 'reviewer ' || n, 'hook' || n || '@example.com', 1 + n % 5, 'Title ' || n, 'title ' || n,
        'Body of review ' || n, 'Store front', true, timestamptz '2025-01-01' + n * interval '1 minute'
      from generate_series(1, ${WEBHOOK_REVIEWS}) n`);
    await db.db.execute(sql`insert into outgoing_webhook_endpoints (shop_id, url, events, secret) values (${shop}, ${receiver.url}, array['review.updated'], 'whsec_faults')`);
    const rows = await rowsOf<{ id: string | number }>(db.db.execute(sql`select id from reviews where shop_id = ${shop} and product_id like 'gid://shopify/Product/hook-%'`));
    return rows.map((row) => Number(row.id));
  });
  const first = await ServerUnderTest.start(target, env, running);
  // One write that queues an event per review (a bulk action of up to 1,000 rows runs at once).
  await first.call(FAULT_SHOP, '/api/v1/admin/update_reviews', { ids, changes: { featured: true } });
  const expected = ids.length;
  await waitFor('30% of the deliveries', () => receiver.byDeliveryId.size >= expected * KILL_AT_SHARE);
  await killNow(first.child);
  const atKill = receiver.byDeliveryId.size;
  const queued = await withDatabase(target, async (db) => count(db, sql`select count(*) as n from outgoing_webhook_deliveries`));
  const second = await ServerUnderTest.start(target, env, running);
  await settles(() => receiver.byDeliveryId.size >= queued, WORK_TIMEOUT_MS);
  await sleep(WEBHOOK_LEASE_MS + 2_000);
  await stopServer(second.child);
  const undelivered = await withDatabase(target, async (db) => count(db, sql`select count(*) as n from outgoing_webhook_deliveries where state <> 'delivered'`));
  let receipts = 0;
  for (const n of receiver.byDeliveryId.values()) receipts += n;
  const repeated = [...receiver.byDeliveryId.values()].filter((n) => n > 1).length;
  report({
    fault: `kill -9 during ${expected.toLocaleString('en')} outgoing webhook deliveries (${target.name}), at ${atKill} received`,
    checked: 'after a new process: every queued delivery id received, none left undelivered; a repeat carries a delivery id already received (at least once)',
    figures: `queued ${queued}, delivery ids received ${receiver.byDeliveryId.size}, receipts ${receipts}, repeated delivery ids ${repeated}, undelivered ${undelivered}`,
    ok: atKill < expected && queued === expected && receiver.byDeliveryId.size === expected && undelivered === 0,
  });
}

async function killDuringBulkJob({ running, target, env }: Phase): Promise<void> {
  await withDatabase(target, async (db) => {
    await new DrizzleShopRepository(db.db).install({ domain: BULK_SHOP, name: 'Bench Faults Bulk', email: 'owner@bench-faults.test', pricingPlanId: PLAN_ID_ENTERPRISE_MONTHLY });
    const shop = await shopId(db, BULK_SHOP);
    await db.db.execute(sql`
      insert into reviews (shop_id, product_id, author_name, author_search, author_email, rating, title, title_search, body, source, published, commented_at)
      select ${shop}, 'gid://shopify/Product/bulk-' || (n % 100), 'Reviewer ' || n, 'reviewer ' || n, 'bulk' || n || '@example.com', 1 + n % 5, 'Title ' || n, 'title ' || n,
        'Body of review ' || n, 'Store front', true, timestamptz '2025-01-01' + n * interval '1 minute'
      from generate_series(1, ${BULK_REVIEWS}) n`);
  });
  const unpublished = (db: DatabaseHandle, shop: number) => count(db, sql`select count(*) as n from reviews where shop_id = ${shop} and not published`);
  const first = await ServerUnderTest.start(target, env, running);
  const asked = await first.call<{ job_id?: number }>(BULK_SHOP, '/api/v1/admin/update_reviews', { filter: {}, changes: { published: false }, reason: NEUTRAL_MODERATION_REASONS[0] });
  const jobId = asked.job_id ?? 0;
  let shown = 0;
  await waitFor('the bulk job\'s first chunks', async () => {
    const job = await first.call<{ processed: number }>(BULK_SHOP, `/api/v1/admin/get_bulk_job?id=${jobId}`);
    shown = job.processed;
    return shown >= 2_000;
  });
  await killNow(first.child);
  const atKill = await withDatabase(target, async (db) => {
    const shop = await shopId(db, BULK_SHOP);
    const row = (await rowsOf<{ next_chunk: number; processed: number }>(db.db.execute(sql`select next_chunk, processed from bulk_jobs where shop_id = ${shop} and id = ${jobId}`)))[0];
    return { unpublished: await unpublished(db, shop), chunk: row?.next_chunk ?? 0, processed: row?.processed ?? 0 };
  });
  const second = await ServerUnderTest.start(target, env, running);
  const restarted = Date.now();
  // The same job, taken over by the new process once the dead one's lease ran out.
  let resumed = { status: 'running', processed: 0, total: 0 };
  await waitFor('the bulk job taken over', async () => {
    resumed = await second.call<{ status: string; processed: number; total: number }>(BULK_SHOP, `/api/v1/admin/get_bulk_job?id=${jobId}`);
    return resumed.status !== 'running';
  });
  const tookMs = Date.now() - restarted;
  await stopServer(second.child);
  const after = await withDatabase(target, async (db) => {
    const shop = await shopId(db, BULK_SHOP);
    // One moderation event per review each time a chunk hides it: a chunk applied twice would show as a second one.
    const hides = await rowsOf<{ reviews: string | number; events: string | number }>(
      db.db.execute(sql`select count(distinct review_id) as reviews, count(*) as events from review_moderation_events where shop_id = ${shop} and action = 'hide'`),
    );
    return { unpublished: await unpublished(db, shop), reviews: Number(hides[0]?.reviews ?? 0), events: Number(hides[0]?.events ?? 0) };
  });
  report({
    fault: `kill -9 during a bulk unpublish of ${BULK_REVIEWS.toLocaleString('en')} reviews (${target.name}), ${shown} shown done (${atKill.unpublished} unpublished on disk at the kill, cursor at chunk ${atKill.chunk}, ${atKill.processed} recorded)`,
    checked: 'the new process takes the job over from its last committed chunk and ends it; every review changed exactly once',
    figures: `job ${resumed.status} ${(tookMs / 1000).toFixed(1)} s after the restart, ${resumed.processed}/${resumed.total} processed; ${after.unpublished}/${BULK_REVIEWS} unpublished; hide events ${after.events} for ${after.reviews} reviews`,
    ok:
      atKill.unpublished > 0 &&
      atKill.unpublished === atKill.processed &&
      atKill.unpublished < BULK_REVIEWS &&
      resumed.status === 'succeeded' &&
      resumed.processed === BULK_REVIEWS &&
      after.unpublished === BULK_REVIEWS &&
      after.reviews === BULK_REVIEWS &&
      after.events === BULK_REVIEWS,
  });
}

/** Every phase in turn on one database; the first start migrates it and seeds the demo store. */
async function faultsOn(target: Target, running: Set<ChildProcess>): Promise<void> {
  // A little time per message, so that the kill lands mid-way.
  const sink = new SmtpSink(2);
  const receiver = new WebhookReceiver();
  await Promise.all([sink.start(), receiver.start()]);
  try {
    await stopServer((await ServerUnderTest.start(target, {}, running)).child);
    const phase: Phase = { running, target, sink, receiver, env: {} };
    // BENCH_FAULTS_ONLY=mail,sync runs only those (import, mail, sync, webhooks, bulk).
    const only = process.env.BENCH_FAULTS_ONLY?.split(',');
    const phases = { import: killDuringImport, mail: killDuringMail, sync: killDuringSync, webhooks: killDuringWebhooks, bulk: killDuringBulkJob };
    for (const [name, run] of Object.entries(phases)) if (!only || only.includes(name)) await run(phase);
  } finally {
    await Promise.all([sink.close(), receiver.close()]);
  }
}

async function main(): Promise<void> {
  console.log(`bench:faults: load average at start ${loadAverage()} (1, 5, 15 min)`);
  ensureBuiltServer();
  const running = watchServers('bench:faults', OVERALL_TIMEOUT_MS);
  if (process.argv.includes('--disk')) {
    const disk = await diskFullPhase(running);
    if (typeof disk === 'string') console.log(`SKIP  disk full: ${disk}`);
    else for (const line of disk) report(line);
    return finish();
  }
  const folders: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'starling-bench-faults-'));
    folders.push(dir);
    return dir;
  };
  try {
    const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (adminUrl && process.env.BENCH_SKIP_POSTGRES !== '1') {
      const scratch = await createScratchPostgresDatabase(adminUrl, 'starling_bench_faults_');
      try {
        const url = scratch.url.toString();
        await faultsOn({ name: 'PostgreSQL', env: { DATABASE_URL: url, DATA_DIR: folder() }, open: () => openDatabase({ kind: 'postgres', url }) }, running);
      } finally {
        await scratch.drop().catch(() => undefined);
      }
    } else console.log('PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to a server the bench may create a database on.');
    if (process.env.BENCH_SKIP_PGLITE !== '1') {
      const dataDir = folder();
      await faultsOn({ name: 'PGlite', env: { DATA_DIR: dataDir }, open: () => openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') }) }, running);
    }
  } finally {
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  }
  finish();
}

function finish(): void {
  const failed = results.filter((line) => !line.ok).length;
  console.log(`\nbench:faults: ${results.length - failed} of ${results.length} faults passed; load average at end ${loadAverage()}`);
  if (failed > 0) process.exitCode = 1;
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
