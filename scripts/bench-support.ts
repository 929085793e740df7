// What the bench scripts share: the server child process on loopback, the API envelope, the
// percentile, a load run and the result table, and the watchdog that ends a run that hangs.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import autocannon, { type AutocannonOptions } from 'autocannon';
import { serverNodeOptions } from './server-node-options.mjs';

export const LOOPBACK = '127.0.0.1';
const HEALTH_POLL_MS = 200;
const STOP_TIMEOUT_MS = 15_000;

export function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, LOOPBACK, () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** How a bench runs the server: its sources through tsx, or the bundle `npm start` runs (scripts/build-server.mjs). */
export interface SpawnOptions {
  readonly entry?: 'sources' | 'bundle';
  /** Where the server's log (level warn) and its crashes go: stderr to this terminal, or both to a file descriptor. */
  readonly output?: number;
}

/** The bundle `npm start` runs, as scripts/build-server.mjs writes it. */
export const SERVER_BUNDLE = 'dist-server/main.mjs';

/**
 * server/main.ts exactly as `npm start` runs it, listening on loopback only: in development store
 * mode unless `env` itself names the Shopify app (SHOPIFY_API_KEY and SHOPIFY_API_SECRET).
 */
export function spawnServer(env: Readonly<Record<string, string>>, port: number, options: SpawnOptions = {}): ChildProcess {
  const childEnv: Record<string, string | undefined> = {
    ...process.env,
    LOG_LEVEL: 'warn',
    ...env,
    PORT: String(port),
    HOST: LOOPBACK,
    NODE_OPTIONS: serverNodeOptions(process.env.NODE_OPTIONS),
  };
  // Only what the bench names: a developer's own settings would change what is measured.
  for (const name of ['SHOPIFY_API_KEY', 'SHOPIFY_API_SECRET', 'DATABASE_URL', 'SMTP_URL'] as const) if (!env[name]) delete childEnv[name];
  // BENCH_SERVER_CPU_PROF=<folder>: each bundled server writes a V8 CPU profile there as it stops (Node refuses --cpu-prof in NODE_OPTIONS).
  const profile = process.env.BENCH_SERVER_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_CPU_PROF}`] : [];
  const args = options.entry === 'bundle' ? [...profile, '--enable-source-maps', SERVER_BUNDLE] : ['--import', 'tsx', 'server/main.ts'];
  return spawn(process.execPath, args, { env: childEnv, stdio: options.output === undefined ? ['ignore', 'ignore', 'inherit'] : ['ignore', options.output, options.output] });
}

export async function waitUntilHealthy(origin: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode} before it was ready`);
    const healthy = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
  }
  throw new Error(`the server was not healthy within ${timeoutMs / 1000} s`);
}

/** SIGTERM, then SIGKILL when the server has not exited after 15 s. */
export function stopServer(server: ChildProcess): Promise<void> {
  // A server killed with a signal has no exit code, only its signal.
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const forced = setTimeout(() => server.kill('SIGKILL'), STOP_TIMEOUT_MS);
    server.once('exit', () => {
      clearTimeout(forced);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

/**
 * The servers a bench has started, killed when the process exits or when the whole run takes
 * longer than `overallTimeoutMs` (then the bench stops with exit code 1).
 */
export function watchServers(benchName: string, overallTimeoutMs: number): Set<ChildProcess> {
  const running = new Set<ChildProcess>();
  const watchdog = setTimeout(() => {
    console.error(`${benchName}: stopped after ${overallTimeoutMs / 1000} s`);
    for (const server of running) server.kill('SIGKILL');
    process.exit(1);
  }, overallTimeoutMs);
  watchdog.unref();
  process.on('exit', () => {
    for (const server of running) server.kill('SIGKILL');
  });
  return running;
}

/** The `data` of a `{code, message, data}` answer; anything but HTTP 2xx with code 0 and data throws. */
export async function envelopeData<T extends Record<string, unknown> = Record<string, unknown>>(response: Response, what: string): Promise<T> {
  const body = (await response.json()) as { code?: number; message?: string; data?: T };
  if (!response.ok || body.code !== 0 || !body.data) throw new Error(`${what} failed: HTTP ${response.status} ${body.message ?? ''}`);
  return body.data;
}

/** Nearest-rank percentile of ascending numbers; NaN for none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

/** What one autocannon run measured: throughput, latency percentiles of every response, failures. */
export interface LoadRun {
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly requests: number;
  /** Non-2xx answers, errors and time-outs. */
  readonly failures: number;
}

export async function loadTest(options: AutocannonOptions): Promise<LoadRun> {
  const latencies: number[] = [];
  const run = autocannon(options);
  run.on('response', (_client: unknown, _status: number, _bytes: number, responseTimeMs: number) => latencies.push(responseTimeMs));
  const result = await run;
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** A blank line, the title and its subtitle, then the table: first column left-aligned, the others right-aligned. */
export function printTable(title: string, subtitle: string, header: readonly string[], lines: readonly (readonly string[])[]): void {
  const widths = header.map((cell, column) => Math.max(cell.length, ...lines.map((line) => line[column]?.length ?? 0)));
  const format = (cells: readonly string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
  console.log(`\n${title}\n${subtitle}\n`);
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(format(line));
}

/** The machine's load average (1, 5, 15 min): printed beside the figures, which a loaded machine slows. */
export const loadAverage = (): string =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/**
 * Runs a bench on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL) and then on PGlite (unless
 * BENCH_SKIP_PGLITE=1), with the load average at start and end, and exits 1 with the reason on a failure.
 */
export function runDatabaseBench(
  benchName: string,
  overallTimeoutMs: number,
  benches: { readonly postgres: (url: string, running: Set<ChildProcess>) => Promise<void>; readonly pglite: (running: Set<ChildProcess>) => Promise<void> },
): void {
  const main = async () => {
    console.log(`${benchName}: load average at start ${loadAverage()} (1, 5, 15 min)`);
    const running = watchServers(benchName, overallTimeoutMs);
    const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (postgresUrl) await benches.postgres(postgresUrl, running);
    else console.log('PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to a server the bench may create a database on.');
    if (process.env.BENCH_SKIP_PGLITE !== '1') await benches.pglite(running);
    console.log(`\n${benchName}: load average at end ${loadAverage()}`);
  };
  main().catch((error: unknown) => {
    console.error(`${benchName} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  });
}

/** A server (server/main.ts or its bundle, see spawnServer) on a free loopback port, healthy, and tracked in `running` until stopped. */
export async function startBenchServer(
  env: Readonly<Record<string, string>>,
  running: Set<ChildProcess>,
  readyTimeoutMs: number,
  options: SpawnOptions = {},
): Promise<{ server: ChildProcess; origin: string }> {
  const port = await freeLoopbackPort();
  const server = spawnServer(env, port, options);
  running.add(server);
  const origin = `http://${LOOPBACK}:${port}`;
  await waitUntilHealthy(origin, server, readyTimeoutMs);
  return { server, origin };
}

/** The admin's bearer header for a shop, signed in as development store mode does (POST login with the domain). */
export async function signInHeaders(origin: string, domain: string): Promise<Record<string, string>> {
  const login = await envelopeData<{ shop_info: { token: string } }>(
    await fetch(`${origin}/api/v1/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ shop: domain }) }),
    'login',
  );
  return { Authorization: `Bearer ${login.shop_info.token}` };
}

export interface Timing {
  readonly samples: number;
  readonly p50: number;
  readonly p95: number;
  readonly max: number;
}

/**
 * `warmup` untimed runs, then `samples` sequential timed ones, in ms; with `budgetMs`, sampling stops
 * once that long has passed after at least 5 samples (a slow read on a big seed stays bounded).
 */
export async function timeRuns(run: () => Promise<unknown>, warmup: number, samples: number, budgetMs = Number.POSITIVE_INFINITY): Promise<Timing> {
  for (let index = 0; index < warmup; index += 1) await run();
  const times: number[] = [];
  const deadline = performance.now() + budgetMs;
  for (let index = 0; index < samples && (index < 5 || performance.now() < deadline); index += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1) ?? Number.NaN, samples: times.length };
}

/** The storefront's per-shop and per-address limits, lifted so a bench measures the reads rather than the 429s. */
export const LIFTED_STOREFRONT_LIMITS: Readonly<Record<string, string>> = {
  STOREFRONT_READS_PER_SHOP_PER_MINUTE: '100000000',
  STOREFRONT_READS_PER_ADDRESS_PER_MINUTE: '100000000',
  STOREFRONT_REVIEWS_PER_ADDRESS_PER_HOUR: '100000000',
  STOREFRONT_REVIEWS_PER_SHOP_PER_HOUR: '100000000',
};

/** The ten filter combinations of the admin's reviews list (get_reviews), as the admin sends them; bench:reviews and bench:scale time each. */
export const REVIEW_LIST_SCENARIOS: readonly { readonly label: string; readonly query: string }[] = [
  { label: 'no filter', query: '' },
  { label: 'ratings=1', query: 'ratings=1' },
  { label: 'ratings=1 + photo + last 30 days', query: 'ratings=1&resource_types=2&date_range=3' },
  { label: 'publishes=2 (unpublished)', query: 'publishes=2' },
  { label: 'sources=Amazon', query: 'sources=Amazon' },
  { label: 'author search "ali"', query: 'search_field=author&keyword=ali' },
  { label: 'one product', query: 'product_ids=p7' },
  { label: 'tags=1 (featured)', query: 'tags=1' },
  { label: 'sort=rating_desc', query: 'sort=rating_desc' },
  { label: 'page 50', query: 'page=50' },
];

/** What seeded reviews are made of: authors' first names, titles and sources (every source the filters know). */
export const SEED_AUTHOR_NAMES = ['Alice', 'Bob', 'Carla', 'Dmitri', 'Élodie', 'Farah', 'Goran', 'Hiro', 'Inès', 'José'] as const;
export const SEED_TITLES = ['Great', 'Okay', 'Terrible', 'Love it', 'Not bad'] as const;
export const SEED_SOURCES = ['CSV uploaded', 'Email request', 'Store front', 'Store link', 'Store link-Dondy', 'AliExpress', 'Amazon', 'Shop', 'Shopee', 'Auto', 'QR Code', 'Account'] as const;

const isoDaysAgo = (days: number): string => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** The analytics' ranges as the admin asks for them (get_analytics): the presets and a custom quarter a year back. */
export const ANALYTICS_RANGES: readonly { readonly label: string; readonly query: string }[] = [
  { label: 'last 30 days (default)', query: 'date_range=3' },
  { label: 'today', query: 'date_range=1' },
  { label: 'last 90 days', query: 'date_range=4' },
  { label: 'last 12 months', query: 'date_range=5' },
  { label: 'all time (2 years)', query: 'date_range=0' },
  { label: 'custom 92 days', query: `start_date=${isoDaysAgo(400)}&end_date=${isoDaysAgo(309)}` },
];
