// `npm run bench:import`: a 100,000-row review file through the real import path
// (docs/product/import.md#jobs). server/main.ts runs as `npm start` runs it; the bench uploads a
// Judge.me export over HTTP, starts the import and polls it to the end, on PostgreSQL and on the
// embedded PGlite, printing the analysis and import seconds and the server's peak RSS. Then, on
// PostgreSQL, it kills the server with SIGKILL a third of the way in, checks that the database
// holds only whole chunks (every review of the import counted by the job's own cursor), starts a
// new server and prints whether the import resumed to the same reviews, none twice, none lost.
import { type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type ImportAnalysis, type ImportJobView } from '../src/domain/import/import-views';
import { DEMO_SHOP_DOMAIN } from '../src/domain/shop/shop-domain';
import { buildDemoStore } from '../server/infrastructure/db/seed/demo-store-data';
import { openDatabase } from '../server/infrastructure/db/database';
import { rowsOf } from '../server/infrastructure/db/raw-rows';
import { envelopeData, freeLoopbackPort, LOOPBACK, printTable, spawnServer, stopServer, waitUntilHealthy, watchServers } from './bench-support';
import { createScratchPostgresDatabase } from './scratch-postgres-database';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const AIM_SECONDS = 15;
const AIM_RSS_MB = 350;
const KILL_AT_SHARE = 0.33;
const LEASE_MS = 3_000;
const READY_TIMEOUT_MS = 180_000;
const OVERALL_TIMEOUT_MS = 30 * 60_000;
const POLL_MS = 100;
const APP_TOKEN_SECRET = 'bench-import-app-token-secret-of-32-characters-or-more';
const HEADER = 'title,body,rating,review_date,source,curated,reviewer_name,reviewer_email,product_id,product_handle,reply,reply_date,picture_urls,ip_address,location';
const WORDS = ['soft', 'warm', 'sturdy', 'light', 'comfortable', 'great', 'fits', 'colour', 'quality', 'price', 'fast', 'shipping', 'love', 'again', 'gift'];

/** A Judge.me export of `rows` distinct reviews over the demo store's products; one in twenty has a photo. */
function judgeMeFile(rows: number): string {
  const handles = buildDemoStore(new Date(), (name) => name).products.map((product) => product.handle);
  const lines = [HEADER];
  for (let index = 0; index < rows; index += 1) {
    const words = Array.from({ length: 12 }, (_, offset) => WORDS[(index * 7 + offset * 3) % WORDS.length]).join(' ');
    const day = new Date(Date.UTC(2022, 0, 1) + (index % 900) * 86_400_000).toISOString().slice(0, 10);
    const photo = index % 20 === 0 ? `http://${LOOPBACK}:9/photos/${index}.jpg` : '';
    lines.push(
      `"Review ${index}","${words}, review number ${index}, ""quoted"" words",${(index % 5) + 1},${day} 10:00:00 UTC,web,ok,Reviewer ${index},reviewer${index}@example.com,,${handles[index % handles.length]},,,${photo},,US`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The resident set of a process (VmRSS), or its peak so far (VmHWM), in MB. */
function rssMb(child: ChildProcess, field: 'VmRSS' | 'VmHWM' = 'VmHWM'): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
}

class ServerUnderTest {
  readonly origin: string;
  private token = '';

  private constructor(
    readonly child: ChildProcess,
    port: number,
  ) {
    this.origin = `http://${LOOPBACK}:${port}`;
  }

  static async start(env: Readonly<Record<string, string>>, running: Set<ChildProcess>): Promise<ServerUnderTest> {
    const port = await freeLoopbackPort();
    const child = spawnServer({ APP_TOKEN_SECRET, IMPORT_LEASE_MS: String(LEASE_MS), ...env }, port);
    running.add(child);
    const server = new ServerUnderTest(child, port);
    await waitUntilHealthy(server.origin, child, READY_TIMEOUT_MS);
    const login = await envelopeData<{ shop_info: { token: string } }>(
      await fetch(`${server.origin}/api/v1/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ shop: DEMO_SHOP_DOMAIN }) }),
      'login',
    );
    server.token = login.shop_info.token;
    return server;
  }

  async upload(file: string): Promise<ImportAnalysis> {
    const form = new FormData();
    form.append('file', new Blob([file], { type: 'text/csv' }), 'judgeme-100k.csv');
    return envelopeData<ImportAnalysis & Record<string, unknown>>(await fetch(`${this.origin}/api/v1/admin/import/upload_review_file`, { method: 'POST', body: form, headers: this.headers() }), 'upload');
  }

  async start(jobId: number): Promise<void> {
    await envelopeData(
      await fetch(`${this.origin}/api/v1/admin/import/start_review_import`, {
        method: 'POST',
        headers: { ...this.headers(), 'Content-Type': 'application/json' },
        body: JSON.stringify({ job_id: jobId }),
      }),
      'start',
    );
  }

  async job(jobId: number): Promise<ImportJobView> {
    return envelopeData<ImportJobView & Record<string, unknown>>(await fetch(`${this.origin}/api/v1/admin/import/get_review_import?job_id=${jobId}`, { headers: this.headers() }), 'progress');
  }

  /** Polls until `done` holds for the import, answering its last view. */
  async until(jobId: number, done: (job: ImportJobView) => boolean): Promise<ImportJobView> {
    for (;;) {
      const job = await this.job(jobId);
      if (done(job)) return job;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  private headers(): Record<string, string> {
    return { Authorization: `Bearer ${this.token}`, 'X-Requested-With': 'XMLHttpRequest' };
  }
}

interface RunFigures {
  readonly analysisSeconds: number;
  readonly importSeconds: number;
  readonly peakRssMb: number;
  /** The server's resident set when the upload began: what it held before the import. */
  readonly startRssMb: number;
  readonly job: ImportJobView;
}

async function importOnce(server: ServerUnderTest, file: string): Promise<RunFigures> {
  const startRssMb = rssMb(server.child, 'VmRSS');
  const analysisStart = performance.now();
  const analysis = await server.upload(file);
  const analysisSeconds = (performance.now() - analysisStart) / 1000;
  const importStart = performance.now();
  await server.start(analysis.job.id);
  const job = await server.until(analysis.job.id, (view) => view.status === 'completed' || view.status === 'failed');
  const importSeconds = (performance.now() - importStart) / 1000;
  return { analysisSeconds, importSeconds, peakRssMb: rssMb(server.child), startRssMb, job };
}

async function main(): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const running = watchServers('bench:import', OVERALL_TIMEOUT_MS);
  const file = judgeMeFile(ROWS);
  const dataDirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'starling-bench-import-'));
    dataDirs.push(dir);
    return dir;
  };
  const lines: string[][] = [];
  const row = (name: string, figures: RunFigures) =>
    lines.push([
      name,
      figures.analysisSeconds.toFixed(1),
      figures.importSeconds.toFixed(1),
      (figures.analysisSeconds + figures.importSeconds).toFixed(1),
      figures.startRssMb.toFixed(0),
      figures.peakRssMb.toFixed(0),
      String(figures.job.imported_count),
      figures.job.status,
    ]);
  try {
    // PostgreSQL, then the embedded PGlite, each on a fresh database.
    const scratch = await createScratchPostgresDatabase(adminUrl, 'starling_bench_import_');
    try {
      const server = await ServerUnderTest.start({ DATABASE_URL: scratch.url.toString(), DATA_DIR: dataDir() }, running);
      row('PostgreSQL', await importOnce(server, file));
      await stopServer(server.child);
    } finally {
      await scratch.drop().catch(() => undefined);
    }
    const embedded = await ServerUnderTest.start({ DATA_DIR: dataDir() }, running);
    row('PGlite (embedded)', await importOnce(embedded, file));
    await stopServer(embedded.child);
    printTable(
      'bench:import — a 100,000-row Judge.me file through upload, analysis and the import worker',
      `${ROWS.toLocaleString('en')} rows, ${(file.length / 1024 / 1024).toFixed(1)} MB; aim: import ≤ ${AIM_SECONDS} s and peak RSS ≤ ${AIM_RSS_MB} MB on PostgreSQL`,
      ['database', 'analysis s', 'import s', 'total s', 'RSS before MB', 'peak RSS MB', 'imported', 'status'],
      lines,
    );

    // kill -9 a third of the way in, on PostgreSQL; a new process resumes after the lease.
    const crashScratch = await createScratchPostgresDatabase(adminUrl, 'starling_bench_import_kill_');
    const database = await openDatabase({ kind: 'postgres', url: crashScratch.url.toString() });
    try {
      const env = { DATABASE_URL: crashScratch.url.toString(), DATA_DIR: dataDir() };
      const first = await ServerUnderTest.start(env, running);
      const analysis = await first.upload(file);
      await first.start(analysis.job.id);
      await first.until(analysis.job.id, (view) => view.processed_rows >= ROWS * KILL_AT_SHARE);
      first.child.kill('SIGKILL');
      await new Promise((resolve) => first.child.once('exit', resolve));
      const [cut] = await rowsOf<{ reviews: string | number; imported: number; processed: number }>(
        database.db.execute(sql`
          select (select count(*) from reviews r where r.import_job_id = j.id and r.shop_id = j.shop_id) as reviews,
                 j.imported_count as imported, j.processed_rows as processed
          from import_jobs j where j.id = ${analysis.job.id}`),
      );
      const second = await ServerUnderTest.start(env, running);
      const resumed = await second.until(analysis.job.id, (view) => view.status === 'completed' || view.status === 'failed');
      const [final] = await rowsOf<{ reviews: string | number; distinct_rows: string | number }>(
        database.db.execute(sql`select count(*) as reviews, count(distinct import_row) as distinct_rows from reviews where import_job_id = ${analysis.job.id}`),
      );
      await stopServer(second.child);
      printTable(
        'bench:import — kill -9 mid-import on PostgreSQL, then a new process',
        `the import commits chunk by chunk with its cursor (resumable, not all-or-nothing); lease ${LEASE_MS / 1000} s`,
        ['moment', 'rows read', 'reviews stored', 'job says imported', 'partial rows', 'status'],
        [
          ['after kill -9', String(cut?.processed), String(cut?.reviews), String(cut?.imported), String(Number(cut?.reviews) - Number(cut?.imported)), 'running (lease held)'],
          [
            'after resume',
            String(resumed.processed_rows),
            String(final?.reviews),
            String(resumed.imported_count),
            `${Number(final?.reviews) - Number(final?.distinct_rows)} twice, ${ROWS - Number(final?.reviews)} lost`,
            resumed.status,
          ],
        ],
      );
    } finally {
      await database.close().catch(() => undefined);
      await crashScratch.drop().catch(() => undefined);
    }
  } finally {
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
