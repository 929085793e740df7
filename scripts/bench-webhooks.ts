// `npm run bench:webhooks`: outgoing webhooks under load (docs/product/webhooks.md#delivery).
// One server process (the bundle `npm start` runs) delivers review events, queued by the admin's
// bulk updates of 1,000 reviews, to a receiver on loopback, in two runs on each database:
// - steady: 10,000 events, one bulk update begun every 2 s (500 events a second on average, each
//   update a burst of 1,000). Prints the delay from the write to the first receipt. Aim: p95 ≤ 2 s.
// - burst and kill -9: 10,000 more, the updates back to back; after the third the process is killed
//   with SIGKILL while deliveries are in flight and started again on the same database. Prints the
//   losses, the duplicates (each must carry a delivery id already received), the reviews received
//   out of order, and the delays, which now include the restart and the killed process's leases.
//   Aims: 0 lost, duplicates only with the same delivery id, none out of order.
import { type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../server/infrastructure/db/database';
import { rowsOf } from '../server/infrastructure/db/raw-rows';
import { envelopeData, LOOPBACK, percentile, printTable, runDatabaseBench, signInHeaders, startBenchServer, stopServer } from './bench-support';
import { ensureBuiltServer, killNow } from './bench-processes';
import { createScratchPostgresDatabase } from './scratch-postgres-database';

const REVIEWS = 1_000;
const ROUNDS = 10;
const KILL_AFTER_ROUND = 3;
/** The steady run: a bulk update of 1,000 reviews begun every 2 s. */
const PACE_MS = 2_000;
const SHOP_DOMAIN = 'bench-webhooks.myshopify.com';
/**
 * Short leases, so the restarted process takes the killed one's deliveries over within the run, and
 * a send timeout short enough for a batch to fit in one (2 rounds of 32 and one send still in
 * flight, 3 × 2 s < 10 s; the loopback receiver answers at once).
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

const startServer = (env: Record<string, string>, running: Set<ChildProcess>) =>
  startBenchServer({ ...env, WEBHOOK_LEASE_MS: String(LEASE_MS), WEBHOOK_SEND_TIMEOUT_MS: String(SEND_TIMEOUT_MS) }, running, READY_TIMEOUT_MS, { entry: 'bundle' });

const signIn = async (origin: string) => ({ ...(await signInHeaders(origin, SHOP_DOMAIN)), 'Content-Type': 'application/json' });

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

interface RunFigures {
  readonly receipts: readonly Receipt[];
  /** The delivery ids the run's writes queued, as stored. */
  readonly queuedIds: ReadonlySet<string>;
  readonly delivered: number;
  readonly restartedAt: number | null;
  readonly seconds: number;
}

/** The first receipt of each delivery id, in the order they arrived. */
function firstReceipts(receipts: readonly Receipt[]): Map<string, Receipt> {
  const first = new Map<string, Receipt>();
  for (const receipt of receipts) if (!first.has(receipt.deliveryId)) first.set(receipt.deliveryId, receipt);
  return first;
}

const delaysOf = (receipts: Iterable<Receipt>) => [...receipts].map((receipt) => receipt.receivedAt - receipt.queuedAt).sort((a, b) => a - b);

/** The most first receipts in one whole second of the receiver's clock: how fast a backlog drains. */
function busiestSecond(receipts: Iterable<Receipt>): number {
  const perSecond = new Map<number, number>();
  for (const { receivedAt } of receipts) perSecond.set(Math.floor(receivedAt / 1000), (perSecond.get(Math.floor(receivedAt / 1000)) ?? 0) + 1);
  return Math.max(0, ...perSecond.values());
}

/** Reviews whose first receipts did not come in the order the writes queued them. */
function outOfOrder(first: ReadonlyMap<string, Receipt>): number {
  const lastQueued = new Map<number, number>();
  let count = 0;
  for (const receipt of first.values()) {
    if (receipt.queuedAt < (lastQueued.get(receipt.reviewId) ?? 0)) count += 1;
    lastQueued.set(receipt.reviewId, Math.max(receipt.queuedAt, lastQueued.get(receipt.reviewId) ?? 0));
  }
  return count;
}

/** A server on the database, signed in; `restart` kills it with SIGKILL and starts the next. */
class BenchServer {
  private constructor(
    private server: ChildProcess,
    private origin: string,
    private headers: Record<string, string>,
    private readonly env: Record<string, string>,
    private readonly running: Set<ChildProcess>,
  ) {}

  static async start(env: Record<string, string>, running: Set<ChildProcess>): Promise<BenchServer> {
    const { server, origin } = await startServer(env, running);
    return new BenchServer(server, origin, await signIn(origin), env, running);
  }

  updateAll(round: number): Promise<void> {
    return updateAll(this.origin, this.headers, round);
  }

  async killAndRestart(): Promise<void> {
    await killNow(this.server);
    ({ server: this.server, origin: this.origin } = await startServer(this.env, this.running));
    this.headers = await signIn(this.origin);
  }

  stop(): Promise<void> {
    return stopServer(this.server);
  }
}

/**
 * One run: ROUNDS bulk updates (round numbers from `firstRound`), begun every `paceMs` (0: back
 * to back), with a kill -9 after KILL_AFTER_ROUND when `kill`; waits until every event is received.
 */
async function run(
  server: BenchServer,
  receiver: Receiver,
  options: { readonly firstRound: number; readonly paceMs: number; readonly kill: boolean },
): Promise<{ readonly from: number; readonly startedAt: number; readonly restartedAt: number | null; readonly seconds: number }> {
  const receivedBefore = receiver.receipts.length;
  const uniqueBefore = receiver.unique;
  const started = Date.now();
  let restartedAt: number | null = null;
  for (let round = 0; round < ROUNDS; round += 1) {
    await sleep(Math.max(0, started + round * options.paceMs - Date.now()));
    await server.updateAll(options.firstRound + round);
    if (options.kill && round + 1 === KILL_AFTER_ROUND) {
      // SIGKILL while deliveries are in flight: some of this round's are sent, some not yet.
      await waitFor(() => receiver.unique > uniqueBefore + (KILL_AFTER_ROUND - 1) * REVIEWS, DRAIN_TIMEOUT_MS, 'the deliveries before the kill');
      await server.killAndRestart();
      restartedAt = Date.now();
    }
  }
  await waitFor(() => receiver.unique >= uniqueBefore + ROUNDS * REVIEWS, DRAIN_TIMEOUT_MS, `${ROUNDS * REVIEWS} deliveries`);
  return { from: receivedBefore, startedAt: started, restartedAt, seconds: (Date.now() - started) / 1000 };
}

/** Both runs on one database: `env` points the server at it, `open` opens it for the bench while no server runs. */
async function benchOn(name: string, env: Record<string, string>, open: () => Promise<DatabaseHandle>, running: Set<ChildProcess>): Promise<void> {
  const receiver = new Receiver();
  const receiverUrl = await receiver.start();
  try {
    // The server migrates the database; the seed goes in between two runs of it.
    await stopServer((await startServer(env, running)).server);
    const seeding = await open();
    await seed(seeding, receiverUrl);
    await seeding.close();

    const server = await BenchServer.start(env, running);
    const steady = await run(server, receiver, { firstRound: 0, paceMs: PACE_MS, kill: false });
    const crash = await run(server, receiver, { firstRound: ROUNDS, paceMs: 0, kill: true });
    // A delivery sent twice around the kill is received again here, if at all.
    await sleep(LEASE_MS);
    await server.stop();

    const counting = await open();
    const stored = await rowsOf<{ delivery_id: string; state: string; created_at: string | Date }>(
      counting.db.execute(sql`select delivery_id, state, created_at from outgoing_webhook_deliveries`),
    );
    await counting.close();
    // A run's deliveries are those its writes queued: stamped with the time of the update that queued them.
    const queuedInSteadyRun = (row: (typeof stored)[number]) => new Date(row.created_at).getTime() < crash.startedAt;
    const figuresOf = (of: typeof steady, receipts: readonly Receipt[], rows: typeof stored): RunFigures => ({
      ...of,
      receipts,
      queuedIds: new Set(rows.map((row) => row.delivery_id)),
      delivered: rows.filter((row) => row.state === 'delivered').length,
    });
    const steadyOk = report(name, 'steady', figuresOf(steady, receiver.receipts.slice(steady.from, crash.from), stored.filter(queuedInSteadyRun)));
    const crashOk = report(name, 'burst and kill -9', figuresOf(crash, receiver.receipts.slice(crash.from), stored.filter((row) => !queuedInSteadyRun(row))));
    if (!steadyOk || !crashOk) throw new Error('deliveries were lost, unknown or out of order');
  } finally {
    await receiver.close();
  }
}

/** Prints one run's table; answers whether nothing was lost, unknown or out of order. */
function report(database: string, runName: string, figures: RunFigures): boolean {
  const expected = ROUNDS * REVIEWS;
  const first = firstReceipts(figures.receipts);
  const delays = delaysOf(first.values());
  const lost = [...figures.queuedIds].filter((id) => !first.has(id)).length;
  const strangers = [...first.keys()].filter((id) => !figures.queuedIds.has(id)).length;
  const disorder = outOfOrder(first);
  const steady = figures.restartedAt === null;
  const restartedAt = figures.restartedAt ?? 0;
  const afterRestart = delaysOf([...first.values()].filter((receipt) => receipt.queuedAt >= restartedAt));
  printTable(
    `bench:webhooks on ${database}: ${runName}`,
    steady
      ? `${expected} review events (${ROUNDS} bulk updates of ${REVIEWS} reviews, one begun every ${PACE_MS / 1000} s) to a loopback receiver`
      : `${expected} review events (${ROUNDS} bulk updates of ${REVIEWS} reviews, back to back) to a loopback receiver; SIGKILL after update ${KILL_AFTER_ROUND}, restart on the same database`,
    ['figure', 'value', 'aim'],
    [
      ['queued deliveries', String(figures.queuedIds.size), String(expected)],
      ['delivered (state)', String(figures.delivered), String(expected)],
      ['received a second, over the whole run', (first.size / figures.seconds).toFixed(0), ''],
      ['received in the busiest second', String(busiestSecond(first.values())), ''],
      ['p50 delay, ms', String(percentile(delays, 50)), ''],
      ['p95 delay, ms', String(percentile(delays, 95)), steady ? `≤ ${AIM_P95_MS}` : ''],
      ['p99 delay, ms', String(percentile(delays, 99)), ''],
      ...(steady ? [] : [[`p95 delay of the ${afterRestart.length} written after the restart, ms`, String(percentile(afterRestart, 95)), '']]),
      ['lost', String(lost), '0'],
      ['duplicates (same delivery id)', String(figures.receipts.length - first.size), 'any'],
      ['receipts with an unknown delivery id', String(strangers), '0'],
      ['out of order per review', String(disorder), '0'],
    ],
  );
  if (steady) console.log(percentile(delays, 95) <= AIM_P95_MS ? `p95 aim met on ${database}` : `p95 aim NOT MET on ${database}`);
  return lost === 0 && strangers === 0 && disorder === 0;
}

ensureBuiltServer();
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
