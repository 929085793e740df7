// `npm run bench:bulk`: bulk jobs of 100,000 reviews on the embedded database (PGlite), run by the
// real server (server/main.ts) while this process keeps asking it for /healthz and a page of
// get_reviews: how long each job takes and how long those requests wait meanwhile. With
// `--kill` (BENCH_KILL=1) it then stops the server with SIGKILL in the middle of jobs, starts it
// again, lets it take the job over and checks in the data folder that every review changed once.
import { type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type AppDatabase, openDatabase } from '../server/infrastructure/db/database';
import { envelopeData, freeLoopbackPort, loadAverage, LOOPBACK, percentile, printTable, spawnServer, waitUntilHealthy, watchServers } from './bench-support';

const REVIEWS = 100_000;
/** Every tenth review has a photo: a delete takes its review_media row too. */
const PHOTO_EVERY = 10;
const SHOP_DOMAIN = 'bench-bulk.myshopify.com';
/** The pause between two probes of one kind (each waits for its answer first). */
const PROBE_GAP_MS = 20;
/** get_bulk_job is polled this often (the admin polls every 500 ms). */
const JOB_POLL_MS = 100;
/** How long the probes run with no job, for comparison. */
const IDLE_MS = 3000;
const READY_TIMEOUT_MS = 300_000;
const OVERALL_TIMEOUT_MS = 30 * 60_000;
/**
 * When each SIGKILL lands (ms after the job was asked for) and on which action. By time, not by
 * progress: a server whose job holds the database cannot answer get_bulk_job until it ends.
 */
const KILLS: readonly { readonly action: 'update' | 'delete'; readonly afterMs: number }[] = [
  { action: 'update', afterMs: 1000 },
  { action: 'delete', afterMs: 500 },
  { action: 'update', afterMs: 2500 },
  { action: 'delete', afterMs: 1000 },
];

/** The lease a killed process's job waits out before another takes it (BULK_JOB_LEASE_MS; 30 s in production). */
const KILL_BENCH_LEASE_MS = 3000;
const RESUME_TIMEOUT_MS = 10 * 60_000;

/** Where the server keeps its embedded database inside DATA_DIR (server-config.ts). */
const pgliteDir = (dataDir: string) => join(dataDir, 'pglite');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * fetch, asked once more when a kept-alive connection is reset before any answer, as browsers do:
 * PGlite runs on the server's one thread, and a connection whose idle timer fires late, behind a
 * long statement (a restarted server taking a job over), is closed as the next request arrives.
 */
async function fetchAgainOnReset(input: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(input, init);
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNRESET') throw error;
    return fetch(input, init);
  }
}

type Data = Record<string, unknown> & { job_id?: number; status?: string; processed?: number; total?: number; shop_info?: { token: string } };

async function seed(db: AppDatabase): Promise<void> {
  await db.execute(sql`insert into shops (domain, name, reviews_api_key, pricing_plan_id) values (${SHOP_DOMAIN}, 'Bench Bulk', md5('bench-bulk'), 5)`);
  await db.execute(sql`
    insert into reviews (shop_id, product_id, author_name, author_search, author_email, rating, title, title_search, body, source, published, photo_count, commented_at)
    select s.id, 'p' || (n % 200), 'Reviewer ' || n, 'reviewer ' || n, 'buyer' || n || '@example.com', 1 + n % 5, 'Title ' || n, 'title ' || n,
      'Body text of review ' || n, 'Store front', true, case when n % ${PHOTO_EVERY} = 0 then 1 else 0 end,
      timestamptz '2025-01-01' + n * interval '1 minute'
    from shops s, generate_series(1, ${REVIEWS}) n where s.domain = ${SHOP_DOMAIN}`);
  await db.execute(sql`
    insert into review_media (shop_id, review_id, position, kind, url)
    select shop_id, id, 0, 'photo', 'https://cdn.example/' || id || '.jpg' from reviews where photo_count = 1`);
  await db.execute(sql`vacuum analyze`);
}

/** What the data folder holds for the bench shop: reviews, published ones, photos, moderation events. */
async function census(dataDir: string): Promise<{ reviews: number; published: number; photos: number; events: number }> {
  const handle = await openDatabase({ kind: 'pglite', dataDir: pgliteDir(dataDir) });
  try {
    const result: unknown = await handle.db.execute(sql`
      select (select count(*) from reviews r join shops s on s.id = r.shop_id where s.domain = ${SHOP_DOMAIN})::int as reviews,
             (select count(*) from reviews r join shops s on s.id = r.shop_id where s.domain = ${SHOP_DOMAIN} and r.published)::int as published,
             (select count(*) from review_media m join shops s on s.id = m.shop_id where s.domain = ${SHOP_DOMAIN})::int as photos,
             (select count(*) from review_moderation_events e join shops s on s.id = e.shop_id where s.domain = ${SHOP_DOMAIN})::int as events`);
    const [row] = (result as { rows: { reviews: number; published: number; photos: number; events: number }[] }).rows;
    return row!;
  } finally {
    await handle.close();
  }
}

async function startServer(dataDir: string, running: Set<ChildProcess>): Promise<{ server: ChildProcess; origin: string; readyMs: number }> {
  const port = await freeLoopbackPort();
  const started = performance.now();
  const server = spawnServer({ DATA_DIR: dataDir, BULK_JOB_LEASE_MS: String(KILL_BENCH_LEASE_MS) }, port);
  running.add(server);
  server.once('exit', () => running.delete(server));
  const origin = `http://${LOOPBACK}:${port}`;
  await waitUntilHealthy(origin, server, READY_TIMEOUT_MS);
  return { server, origin, readyMs: performance.now() - started };
}

function exited(server: ChildProcess): Promise<void> {
  return server.exitCode !== null || server.signalCode !== null ? Promise.resolve() : new Promise((resolve) => server.once('exit', () => resolve()));
}

async function stop(server: ChildProcess, signal: 'SIGTERM' | 'SIGKILL'): Promise<void> {
  const gone = exited(server);
  server.kill(signal);
  await gone;
}

async function signIn(origin: string): Promise<Record<string, string>> {
  const login = await envelopeData<Data>(
    await fetchAgainOnReset(`${origin}/api/v1/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ shop: SHOP_DOMAIN }) }),
    'login',
  );
  const headers = { Authorization: `Bearer ${login.shop_info?.token ?? ''}` };
  await envelopeData(
    await fetchAgainOnReset(`${origin}/api/v1/admin/save_shop_config`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ show_batch_del_btn: '1' }),
    }),
    'save_shop_config',
  );
  return headers;
}

async function startJob(origin: string, headers: Record<string, string>, action: 'update' | 'delete', published = false): Promise<number> {
  const path = action === 'update' ? 'update_reviews' : 'delete_reviews';
  // Hiding and deleting give a neutral reason (docs/product/review-moderation.md).
  const body = action === 'update' ? { filter: {}, changes: { published }, ...(published ? {} : { reason: 'spam' }) } : { filter: {}, reason: 'spam' };
  const started = await envelopeData<Data>(
    await fetchAgainOnReset(`${origin}/api/v1/admin/${path}`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    path,
  );
  if (typeof started.job_id !== 'number') throw new Error(`${path} answered without a job: ${JSON.stringify(started)}`);
  return started.job_id;
}

const jobOf = async (origin: string, headers: Record<string, string>, id: number) =>
  envelopeData<Data>(await fetchAgainOnReset(`${origin}/api/v1/admin/get_bulk_job?id=${id}`, { headers }), 'get_bulk_job');

interface Probed {
  /** Milliseconds from sending to the whole answer, failures included. */
  readonly latencies: readonly number[];
  /** Answers other than 2xx, and requests that failed (a reset socket). */
  readonly failures: number;
}

/** Asks `url` again and again (one at a time, PROBE_GAP_MS apart) until `stopped.value`. */
async function probe(url: string, headers: Record<string, string>, stopped: { value: boolean }): Promise<Probed> {
  const latencies: number[] = [];
  let failures = 0;
  while (!stopped.value) {
    const start = performance.now();
    const ok = await fetch(url, { headers }).then(
      async (response) => {
        await response.arrayBuffer();
        return response.ok;
      },
      () => false,
    );
    latencies.push(performance.now() - start);
    if (!ok) failures += 1;
    await sleep(PROBE_GAP_MS);
  }
  return { latencies, failures };
}

interface JobMeasurement {
  readonly label: string;
  readonly seconds: number;
  readonly status: string;
  readonly health: Probed;
  readonly list: Probed;
}

async function measureJob(origin: string, headers: Record<string, string>, label: string, action: 'update' | 'delete', published = false): Promise<JobMeasurement> {
  // BENCH_PROBES=0: the job alone, for its time without requests between its chunks.
  const stopped = { value: process.env.BENCH_PROBES === '0' };
  const health = probe(`${origin}/healthz`, {}, stopped);
  const list = probe(`${origin}/api/v1/admin/get_reviews?page=1`, headers, stopped);
  await sleep(200);
  const start = performance.now();
  const id = await startJob(origin, headers, action, published);
  let job: Data;
  for (;;) {
    job = await jobOf(origin, headers, id);
    if (job.status !== 'running') break;
    await sleep(JOB_POLL_MS);
  }
  const seconds = (performance.now() - start) / 1000;
  stopped.value = true;
  return { label, seconds, status: `${job.status} ${job.processed}/${job.total}`, health: await health, list: await list };
}

/** The same probes for a while with no job running: what the answers cost by themselves. */
async function measureIdle(origin: string, headers: Record<string, string>): Promise<JobMeasurement> {
  const stopped = { value: false };
  const health = probe(`${origin}/healthz`, {}, stopped);
  const list = probe(`${origin}/api/v1/admin/get_reviews?page=1`, headers, stopped);
  await sleep(IDLE_MS);
  stopped.value = true;
  return { label: 'no job', seconds: Number.NaN, status: '-', health: await health, list: await list };
}

function printJobs(rows: readonly JobMeasurement[]): void {
  const stats = ({ latencies, failures }: Probed) => {
    const sorted = [...latencies].sort((a, b) => a - b);
    return [percentile(sorted, 50).toFixed(0), (sorted[sorted.length - 1] ?? Number.NaN).toFixed(0), `${failures}/${sorted.length}`];
  };
  printTable(
    `PGlite: bulk jobs over ${REVIEWS.toLocaleString('en')} reviews (${(REVIEWS / PHOTO_EVERY).toLocaleString('en')} with a photo), while /healthz and get_reviews are asked`,
    `job time from the request to get_bulk_job showing the outcome (polled every ${JOB_POLL_MS} ms); latencies in ms, each probe asks again ${PROBE_GAP_MS} ms after its answer`,
    ['job', 'outcome', 'job s', 'healthz p50', 'healthz max', 'healthz failed', 'get_reviews p50', 'get_reviews max', 'get_reviews failed'],
    rows.map((row) => [row.label, row.status, Number.isNaN(row.seconds) ? '-' : row.seconds.toFixed(2), ...stats(row.health), ...stats(row.list)]),
  );
}

/** A fresh PGlite data folder, migrated and seeded (the server is started on it afterwards). */
async function seededDataDir(prefix: string): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const handle = await openDatabase({ kind: 'pglite', dataDir: pgliteDir(dataDir) });
  await handle.migrate();
  await seed(handle.db);
  await handle.close();
  return dataDir;
}

async function benchJobs(running: Set<ChildProcess>): Promise<void> {
  const dataDir = await seededDataDir('starling-bench-bulk-');
  try {
    const { server, origin } = await startServer(dataDir, running);
    try {
      const headers = await signIn(origin);
      const rows = [
        await measureIdle(origin, headers),
        await measureJob(origin, headers, 'unpublish all', 'update', false),
        await measureJob(origin, headers, 'publish all', 'update', true),
        await measureJob(origin, headers, 'delete all', 'delete'),
      ];
      printJobs(rows);
    } finally {
      await stop(server, 'SIGTERM');
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Each kill on a fresh copy of the seeded folder: the job asked, SIGKILL mid-way, a new server on
 * the same folder, which takes the job over from its last committed chunk once the lease runs out
 * (docs/decisions/0080-faults-that-lose-nothing.md). Checked in the folder afterwards: the job
 * succeeded and every review changed exactly once (one moderation event each), photos with them.
 */
async function benchKills(running: Set<ChildProcess>): Promise<void> {
  const seeded = await seededDataDir('starling-bench-bulk-kill-');
  const copies: string[] = [];
  try {
    const before = await census(seeded);
    const lines: string[][] = [];
    for (const kill of KILLS) {
      const dataDir = mkdtempSync(join(tmpdir(), 'starling-bench-bulk-kill-copy-'));
      copies.push(dataDir);
      cpSync(seeded, dataDir, { recursive: true });
      const { server, origin } = await startServer(dataDir, running);
      const headers = await signIn(origin);
      const asked = performance.now();
      const id = await startJob(origin, headers, kill.action);
      // Progress as far as the server shows it before the kill; the poll never delays the kill.
      let processed: number | null = null;
      let polling = true;
      void (async () => {
        while (polling) {
          const job = await jobOf(origin, headers, id).catch(() => null);
          if (job?.status === 'running' && polling) processed = job.processed ?? 0;
          else if (job && job.status !== 'running') console.error(`the job ended (${job.status}) before the kill`);
          await sleep(10);
        }
      })();
      await sleep(Math.max(0, kill.afterMs - (performance.now() - asked)));
      polling = false;
      await stop(server, 'SIGKILL');
      const restarted = await startServer(dataDir, running);
      const restartedHeaders = await signIn(restarted.origin);
      const resumedFrom = performance.now();
      const poll = () => jobOf(restarted.origin, restartedHeaders, id).catch(() => null);
      let after: Data | null = await poll();
      while (after?.status !== 'succeeded' && after?.status !== 'failed' && performance.now() - resumedFrom < RESUME_TIMEOUT_MS) {
        await sleep(200);
        after = (await poll()) ?? after;
      }
      after ??= {};
      const resumedMs = performance.now() - resumedFrom;
      await stop(restarted.server, 'SIGTERM');
      const now = await census(dataDir);
      const expected =
        kill.action === 'update' ? { reviews: before.reviews, published: 0, photos: before.photos, events: before.reviews } : { reviews: 0, published: 0, photos: 0, events: before.reviews };
      const held = after.status === 'succeeded' && JSON.stringify(now) === JSON.stringify(expected);
      lines.push([
        `${kill.action} killed ${kill.afterMs} ms in (${processed === null ? 'no progress shown yet' : `${(processed as number).toLocaleString('en')} rows shown done`})`,
        (restarted.readyMs / 1000).toFixed(1),
        `${after.status} ${(resumedMs / 1000).toFixed(1)} s after the restart`,
        `${now.reviews}/${now.published}/${now.photos}/${now.events}`,
        held ? 'yes' : 'NO',
      ]);
      if (!held) console.error(`not each review once: expected ${JSON.stringify(expected)}, found ${JSON.stringify(now)} (${JSON.stringify(after)})`);
    }
    printTable(
      `PGlite: SIGKILL in the middle of bulk jobs over ${REVIEWS.toLocaleString('en')} reviews, then a restart that takes the job over (lease ${KILL_BENCH_LEASE_MS / 1000} s)`,
      `before: ${before.reviews} reviews / ${before.published} published / ${before.photos} photos; "restart s" is until /healthz answers; events are moderation events`,
      ['kill', 'restart s', 'job', 'reviews/published/photos/events', 'each once'],
      lines,
    );
  } finally {
    for (const dir of [seeded, ...copies]) rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  console.log(`bench:bulk: load average at start ${loadAverage()} (1, 5, 15 min)`);
  const running = watchServers('bench:bulk', OVERALL_TIMEOUT_MS);
  if (process.env.BENCH_SKIP_JOBS !== '1') await benchJobs(running);
  if (process.argv.includes('--kill') || process.env.BENCH_KILL === '1') await benchKills(running);
  console.log(`\nbench:bulk: load average at end ${loadAverage()}`);
}

main().catch((error: unknown) => {
  console.error(`bench:bulk failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
