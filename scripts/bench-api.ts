// `npm run bench:api`: load-tests the real server on loopback, once on PGlite and once on
// PostgreSQL (when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server to create a database on).
import { type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STARLING_REVIEWS_APP_ID } from '../server/application/picker/provider-apps';
import { DEMO_SHOP_DOMAIN } from '../src/domain/shop/shop-domain';
import { envelopeData, freeLoopbackPort, loadTest, type LoadRun, LOOPBACK, printTable, spawnServer, stopServer, waitUntilHealthy, watchServers } from './bench-support';
import { createScratchPostgresDatabase } from './scratch-postgres-database';

const CONNECTIONS = 50;
const DURATION_SECONDS = 10;
const WARMUP_SECONDS = 2;
const READY_TIMEOUT_MS = 60_000;
/** The whole run, both databases included, never takes longer than this. */
const OVERALL_TIMEOUT_MS = 5 * 60_000;

interface BenchDatabase {
  readonly label: string;
  /** Environment for server/main.ts. */
  readonly env: Readonly<Record<string, string>>;
  dispose(): Promise<void>;
}

interface Endpoint {
  readonly label: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
}

interface Measurement extends LoadRun {
  readonly endpoint: string;
}

function pgliteDatabase(): BenchDatabase {
  const dataDir = mkdtempSync(join(tmpdir(), 'starling-bench-'));
  return {
    label: 'PGlite (embedded, fresh DATA_DIR, demo store seeded on start)',
    env: { DATA_DIR: dataDir },
    dispose: () => {
      rmSync(dataDir, { recursive: true, force: true });
      return Promise.resolve();
    },
  };
}

async function postgresDatabase(adminUrl: string): Promise<BenchDatabase> {
  const { name, url, drop } = await createScratchPostgresDatabase(adminUrl, 'starling_bench_');
  const dataDir = mkdtempSync(join(tmpdir(), 'starling-bench-'));
  return {
    label: `PostgreSQL (fresh database ${name} on ${url.host}, demo store seeded on start)`,
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    async dispose() {
      rmSync(dataDir, { recursive: true, force: true });
      await drop();
    },
  };
}

/** Signs the demo store in and gets the picker's token, as the admin does before opening the picker. */
async function endpointsFor(origin: string): Promise<readonly Endpoint[]> {
  const login = await envelopeData(
    await fetch(`${origin}/api/v1/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ shop: DEMO_SHOP_DOMAIN }),
    }),
    'signing the demo store in',
  );
  const token = (login.shop_info as { token: string }).token;
  const bearer = { Authorization: `Bearer ${token}` };
  await envelopeData(await fetch(`${origin}/api/v1/admin/get_user_info`, { headers: bearer }), 'get_user_info');
  const appInfo = await envelopeData(
    await fetch(`${origin}/store/v1/shop/app_info?app_id=${STARLING_REVIEWS_APP_ID}`, { headers: bearer }),
    'the picker token',
  );
  const pickerToken = { Authorization: String(appInfo.access_token) };
  const productsPath = `/store/v1/products?app_id=${STARLING_REVIEWS_APP_ID}`;
  await envelopeData(await fetch(`${origin}${productsPath}`, { headers: pickerToken }), 'the store products');
  return [
    { label: 'GET /api/v1/admin/get_user_info', path: '/api/v1/admin/get_user_info', headers: bearer },
    { label: 'GET /store/v1/products?app_id=…', path: productsPath, headers: pickerToken },
  ];
}

async function measure(origin: string, endpoint: Endpoint): Promise<Measurement> {
  const run = await loadTest({
    url: `${origin}${endpoint.path}`,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: endpoint.headers,
    warmup: { connections: CONNECTIONS, duration: WARMUP_SECONDS },
  });
  return { endpoint: endpoint.label, ...run };
}

function printMeasurements(title: string, rows: readonly Measurement[]): void {
  const header = ['endpoint', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'requests', 'failed'];
  const lines = rows.map((row) => [
    row.endpoint,
    row.requestsPerSecond.toFixed(0),
    row.p50.toFixed(2),
    row.p95.toFixed(2),
    row.p99.toFixed(2),
    String(row.requests),
    String(row.failures),
  ]);
  printTable(title, `${CONNECTIONS} connections, ${DURATION_SECONDS} s per endpoint after a ${WARMUP_SECONDS} s warm-up, loopback`, header, lines);
}

async function benchDatabase(database: BenchDatabase, running: Set<ChildProcess>): Promise<void> {
  const port = await freeLoopbackPort();
  const origin = `http://${LOOPBACK}:${port}`;
  const started = Date.now();
  const server = spawnServer(database.env, port);
  running.add(server);
  try {
    await waitUntilHealthy(origin, server, READY_TIMEOUT_MS);
    const startSeconds = ((Date.now() - started) / 1000).toFixed(1);
    const endpoints = await endpointsFor(origin);
    const rows: Measurement[] = [];
    for (const endpoint of endpoints) rows.push(await measure(origin, endpoint));
    printMeasurements(`${database.label}; server ready in ${startSeconds} s`, rows);
  } finally {
    await stopServer(server);
    running.delete(server);
    await database.dispose();
  }
}

async function main(): Promise<void> {
  const running = watchServers('bench:api', OVERALL_TIMEOUT_MS);
  await benchDatabase(pgliteDatabase(), running);
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (postgresUrl) await benchDatabase(await postgresDatabase(postgresUrl), running);
  else console.log('\nPostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to a server the bench may create a database on.');
}

main().catch((error: unknown) => {
  console.error(`bench:api failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
