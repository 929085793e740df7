// `npm run bench:webhooks`: outgoing webhooks under load (docs/product/webhooks.md#delivery).
// One server process (server/main.ts, as `npm start` runs it) delivers 10,000 review events, queued
// by the admin's bulk updates of 1,000 reviews, to a receiver on loopback. A third of the way in the
// process is killed with SIGKILL while deliveries are in flight, and started again on the same
// database. The bench prints the p95 delay from the write to the first receipt, the losses, the
// duplicates (each must carry a delivery id already received) and the reviews received out of order.
// Aims: p95 ≤ 2 s, 0 lost, duplicates only with the same delivery id, none out of order.
import { type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../server/infrastructure/db/database';
import { rowsOf } from '../server/infrastructure/db/raw-rows';
import { envelopeData, freeLoopbackPort, LOOPBACK, percentile, printTable, runDatabaseBench, spawnServer, stopServer, waitUntilHealthy } from './bench-support';
import { createScratchPostgresDatabase } from './scratch-postgres-database';

const REVIEWS = 1_000;
const ROUNDS = 10;
const KILL_AFTER_ROUND = 3;
const SHOP_DOMAIN = 'bench-webhooks.myshopify.com';
/**
 * Short leases, so the restarted process takes the killed one's deliveries over within the run, and
 * a send timeout short enough for a batch to fit in one (4 rounds of 2 s < 10 s; the loopback
 * receiver answers at once).
 */
const LEASE_MS = 10_000;
const SEND_TIMEOUT_MS = 2_000;
const READY_TIMEOUT_MS = 180_000;
const OVERALL_TIMEOUT_MS = 20 * 60_000;
const DRAIN_TIMEOUT_MS = 5 * 60_000;
const AIM_P95_MS = 2_000;

interface Receipt {
  readonly deliveryId: string;
  readonly reviewId: number;
  readonly queuedAt: number;
  readonly receivedAt: number;
}

/** The loopback receiver: every POST, in the order it arrived. */
class Receiver {
  readonly receipts: Receipt[] = [];
  private server: Server | null = null;

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { created_at: string; data: { review: { id: number } } };
        this.receipts.push({
          deliveryId: String(request.headers['x-starling-delivery-id']),
          reviewId: body.data.review.id,
          queuedAt: Date.parse(body.created_at),
          receivedAt: Date.now(),
        });
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, LOOPBACK, resolve));
    return `http://${LOOPBACK}:${(this.server.address() as AddressInfo).port}/hooks`;
  }

  get unique(): number {
    return new Set(this.receipts.map((receipt) => receipt.deliveryId)).size;
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

async function seed(database: DatabaseHandle, receiverUrl: string): Promise<void> {
  const { db } = database;
  await db.execute(sql`insert into shops (domain, name, reviews_api_key, pricing_plan_id) values (${SHOP_DOMAIN}, 'Bench Webhooks', md5('bench-webhooks'), 5)`);
  await db.execute(sql`
    insert into reviews (shop_id, product_id, author_name, author_search, author_email, rating, title, title_search, body, source, published, commented_at)
    select s.id, 'p' || (n % 50), 'Reviewer ' || n, 'reviewer ' || n, 'buyer' || n || '@example.com', 1 + n % 5, 'Title ' || n, 'title ' || n,
      'Body text of review ' || n, 'Store front', true, timestamptz '2025-01-01' + n * interval '1 minute'
    from shops s, generate_series(1, ${REVIEWS}) n where s.domain = ${SHOP_DOMAIN}`);
  await db.execute(sql`
    insert into outgoing_webhook_endpoints (shop_id, url, events, secret)
    select id, ${receiverUrl}, array['review.published', 'review.updated'], 'whsec_bench' from shops where domain = ${SHOP_DOMAIN}`);
}

async function startServer(env: Record<string, string>, running: Set<ChildProcess>): Promise<{ server: ChildProcess; origin: string }> {
  const port = await freeLoopbackPort();
  const server = spawnServer({ ...env, WEBHOOK_LEASE_MS: String(LEASE_MS), WEBHOOK_SEND_TIMEOUT_MS: String(SEND_TIMEOUT_MS) }, port);
  running.add(server);
  server.once('exit', () => running.delete(server));
  const origin = `http://${LOOPBACK}:${port}`;
  await waitUntilHealthy(origin, server, READY_TIMEOUT_MS);
  return { server, origin };
}

async function signIn(origin: string): Promise<Record<string, string>> {
  const login = await envelopeData<{ shop_info?: { token: string } }>(
    await fetch(`${origin}/api/v1/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ shop: SHOP_DOMAIN }) }),
    'login',
  );
  return { Authorization: `Bearer ${login.shop_info?.token ?? ''}`, 'Content-Type': 'application/json' };
}

/** One bulk update of every review: 1,000 events, queued in the update's transactions. */
async function updateAll(origin: string, headers: Record<string, string>, round: number): Promise<void> {
  const changes = round % 2 === 0 ? { published: true } : { featured: round % 4 === 1 };
  const answer = await envelopeData<{ job_id?: number }>(
    await fetch(`${origin}/api/v1/admin/update_reviews`, { method: 'POST', headers, body: JSON.stringify({ filter: {}, changes }) }),
    'update_reviews',
  );
  for (let id = answer.job_id; id !== undefined; ) {
    const job = await envelopeData<{ status: string }>(await fetch(`${origin}/api/v1/admin/get_bulk_job?id=${id}`, { headers }), 'get_bulk_job');
    if (job.status === 'succeeded') break;
    if (job.status === 'failed') throw new Error(`bulk job ${id} failed`);
    await sleep(100);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** The run on one database: `env` points the server at it, `open` opens it for the bench while no server runs. */
async function benchOn(name: string, env: Record<string, string>, open: () => Promise<DatabaseHandle>, running: Set<ChildProcess>): Promise<void> {
  const receiver = new Receiver();
  const receiverUrl = await receiver.start();
  try {
    // The server migrates the database; the seed goes in between two runs of it.
    await stopServer((await startServer(env, running)).server);
    const seeding = await open();
    await seed(seeding, receiverUrl);
    await seeding.close();

    let { server, origin } = await startServer(env, running);
    let restartedAt = 0;
    let headers = await signIn(origin);
    for (let round = 0; round < ROUNDS; round += 1) {
      await updateAll(origin, headers, round);
      if (round + 1 === KILL_AFTER_ROUND) {
        // SIGKILL while deliveries are in flight: some of this round's are sent, some not yet.
        await waitFor(() => receiver.unique > (KILL_AFTER_ROUND - 1) * REVIEWS, DRAIN_TIMEOUT_MS, 'the deliveries before the kill');
        const gone = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGKILL');
        await gone;
        ({ server, origin } = await startServer(env, running));
        restartedAt = Date.now();
        headers = await signIn(origin);
      }
    }
    const expected = ROUNDS * REVIEWS;
    await waitFor(() => receiver.unique >= expected, DRAIN_TIMEOUT_MS, `${expected} deliveries`);
    await sleep(LEASE_MS);
    await stopServer(server);

    const counting = await open();
    const [row] = await rowsOf<{ queued: string | number; delivered: string | number }>(
      counting.db.execute(sql`select count(*) as queued, count(*) filter (where state = 'delivered') as delivered from outgoing_webhook_deliveries`),
    );
    const ids = new Set((await rowsOf<{ delivery_id: string }>(counting.db.execute(sql`select delivery_id from outgoing_webhook_deliveries`))).map((r) => r.delivery_id));
    await counting.close();

    const first = new Map<string, Receipt>();
    for (const receipt of receiver.receipts) if (!first.has(receipt.deliveryId)) first.set(receipt.deliveryId, receipt);
    const delays = [...first.values()].map((receipt) => receipt.receivedAt - receipt.queuedAt).sort((a, b) => a - b);
    const lost = [...ids].filter((id) => !first.has(id)).length;
    const strangers = [...first.keys()].filter((id) => !ids.has(id)).length;
    // Per review, the first receipts come in the order the writes queued them.
    const lastQueued = new Map<number, number>();
    let outOfOrder = 0;
    for (const receipt of first.values()) {
      if (receipt.queuedAt < (lastQueued.get(receipt.reviewId) ?? 0)) outOfOrder += 1;
      lastQueued.set(receipt.reviewId, Math.max(receipt.queuedAt, lastQueued.get(receipt.reviewId) ?? 0));
    }
    const p95 = percentile(delays, 95);
    // The events written once the restarted process was up: the delay a burst meets without a kill.
    const afterRestart = [...first.values()].filter((receipt) => receipt.queuedAt >= restartedAt).map((receipt) => receipt.receivedAt - receipt.queuedAt).sort((a, b) => a - b);
    printTable(
      `bench:webhooks on ${name}`,
      `${expected} review events (${ROUNDS} bulk updates of ${REVIEWS} reviews) to a loopback receiver; SIGKILL after update ${KILL_AFTER_ROUND}, restart on the same database`,
      ['figure', 'value', 'aim'],
      [
        ['queued deliveries', String(Number(row?.queued ?? 0)), String(expected)],
        ['delivered (state)', String(Number(row?.delivered ?? 0)), String(expected)],
        ['p50 delay, ms', String(percentile(delays, 50)), ''],
        ['p95 delay, ms', String(p95), `≤ ${AIM_P95_MS}`],
        ['p99 delay, ms', String(percentile(delays, 99)), ''],
        [`p95 delay of the ${afterRestart.length} written after the restart, ms`, String(percentile(afterRestart, 95)), ''],
        ['lost', String(lost), '0'],
        ['duplicates (same delivery id)', String(receiver.receipts.length - first.size), 'any'],
        ['receipts with an unknown delivery id', String(strangers), '0'],
        ['out of order per review', String(outOfOrder), '0'],
      ],
    );
    if (lost > 0 || strangers > 0 || outOfOrder > 0) throw new Error('deliveries were lost, unknown or out of order');
  } finally {
    await receiver.close();
  }
}

runDatabaseBench('bench:webhooks', OVERALL_TIMEOUT_MS, {
  postgres: async (adminUrl, running) => {
    const scratch = await createScratchPostgresDatabase(adminUrl, 'starling_bench_webhooks_');
    try {
      await benchOn('PostgreSQL', { DATABASE_URL: scratch.url.toString() }, () => openDatabase({ kind: 'postgres', url: scratch.url.toString() }), running);
    } finally {
      await scratch.drop();
    }
  },
  pglite: async (running) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'starling-bench-webhooks-'));
    try {
      await benchOn('PGlite', { DATA_DIR: dataDir }, () => openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') }), running);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
});
