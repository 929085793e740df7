import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { runAsAdmin } from '../../../scripts/scratch-postgres-database';
import { composeServer } from '../../../server/composition';
import { type DatabaseHandle, migratedPgliteDump, openDatabase } from '../../../server/infrastructure/db/database';
import { LocalDiskFileStorage } from '../../../server/infrastructure/storage/local-disk-file-storage';
import { pgliteTemplate } from '../../server/support/pglite-template';
import { ensurePostgresTemplate, postgresTemplateName } from '../../server/support/postgres-template';
import { seedE2eData } from './e2e-seed';

/*
 * The state every end-to-end test starts from, made once per run (global-setup.ts): the migrated
 * database with the demo store and the fixture shops, and the files they name. Each test's server
 * opens its own copy (e2e-app.ts), so no test sees another's writes, whatever the order, the number
 * of workers or a retry.
 *
 * Where TEST_DATABASE_URL names a PostgreSQL server (as .ci/run does), the snapshot is a database
 * there and each test's copy a `CREATE DATABASE … TEMPLATE` of it: a test's server then spends no
 * CPU of its own opening a dump and running the database, which is a fifth of the suite's time on
 * a 2-core machine. Without it, the snapshot is a PGlite dump each test's server opens in memory.
 * The server suite runs every database test on both (tests/server/support/test-databases.ts).
 */

export const E2E_SNAPSHOT_DIR = resolve('.data/e2e-snapshot');
const DATABASE_FILE = join(E2E_SNAPSHOT_DIR, 'database.tar');
export const E2E_SNAPSHOT_UPLOADS = join(E2E_SNAPSHOT_DIR, 'uploads');

/** Every e2e server signs with this secret, so a spec can sign what the server checks (review form links). */
export const E2E_APP_TOKEN_SECRET = 'e2e-app-token-secret-long-enough-for-hs256';
/** Where the e2e servers' e-mail links point; a spec follows a link by its path, on its own server. */
export const E2E_PUBLIC_ORIGIN = 'http://localhost';

/** Where each test's database is copied from. */
export type E2eDatabaseSnapshot =
  | { readonly kind: 'pglite'; readonly dump: Blob }
  | { readonly kind: 'postgres'; readonly adminUrl: string; readonly template: string; readonly copyPrefix: string };

const postgresUrl = process.env.TEST_DATABASE_URL || null;

/** Names on the PostgreSQL server carry the checkout, so checkouts running side by side keep theirs. */
const CHECKOUT = createHash('sha256').update(process.cwd()).digest('hex').slice(0, 12);
const SNAPSHOT_NAME = `starling_e2e_snapshot_${CHECKOUT}`;
/** Each test's copy: this prefix and 12 random hex digits. */
const COPY_PREFIX = `starling_e2e_${CHECKOUT}_`;

/** The demo store and fixture shops, with their storefront written once rather than by every test's server as it starts. */
async function seedSnapshot(database: DatabaseHandle, uploads: string): Promise<void> {
  await seedE2eData(database.db, new LocalDiskFileStorage(uploads), { appTokenSecret: E2E_APP_TOKEN_SECRET, publicOrigin: E2E_PUBLIC_ORIGIN });
  const { storefrontSync } = composeServer({
    database,
    logger: pino({ level: 'warn' }),
    appTokenSecret: E2E_APP_TOKEN_SECRET,
    distDir: resolve('dist'),
    shopify: null,
    uploadDir: uploads,
  });
  await storefrontSync.drain();
}

export async function buildE2eSnapshot(): Promise<void> {
  rmSync(E2E_SNAPSHOT_DIR, { recursive: true, force: true });
  mkdirSync(E2E_SNAPSHOT_DIR, { recursive: true });
  if (postgresUrl) {
    await buildPostgresSnapshot(postgresUrl);
    return;
  }
  const dump = await migratedPgliteDump((database) => seedSnapshot(database, E2E_SNAPSHOT_UPLOADS), await pgliteTemplate());
  writeFileSync(DATABASE_FILE, Buffer.from(await dump.arrayBuffer()));
}

async function buildPostgresSnapshot(adminUrl: string): Promise<void> {
  await ensurePostgresTemplate(adminUrl);
  await dropThisCheckoutsDatabases(adminUrl);
  const name = SNAPSHOT_NAME;
  await runAsAdmin(adminUrl, `create database ${name} template ${postgresTemplateName()}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  try {
    await database.migrate();
    await seedSnapshot(database, E2E_SNAPSHOT_UPLOADS);
  } finally {
    // A template must have no connection open when it is copied.
    await database.close();
  }
}

/** The snapshot and any test's copy this checkout left on the server (a killed run leaves them). */
async function dropThisCheckoutsDatabases(adminUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname = $1 or starts_with(datname, $2)', [SNAPSHOT_NAME, COPY_PREFIX]);
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
  } finally {
    await admin.end();
  }
}

/** Drops the PostgreSQL snapshot and any copy left at the end of the run (global-teardown.ts); a PGlite dump stays on disk until the next run. */
export async function dropE2eSnapshot(): Promise<void> {
  if (postgresUrl) await dropThisCheckoutsDatabases(postgresUrl);
}

/** Which database the run's servers use, for its first line. */
export function e2eDatabaseKind(): E2eDatabaseSnapshot['kind'] {
  return postgresUrl ? 'postgres' : 'pglite';
}

/** The snapshot this run made, to open copies of. */
export function e2eSnapshotDatabase(): E2eDatabaseSnapshot {
  if (postgresUrl) return { kind: 'postgres', adminUrl: postgresUrl, template: SNAPSHOT_NAME, copyPrefix: COPY_PREFIX };
  if (!existsSync(DATABASE_FILE)) throw new Error(`No e2e snapshot at ${DATABASE_FILE}: run the suite through playwright.config.ts (its global setup makes it)`);
  return { kind: 'pglite', dump: new Blob([readFileSync(DATABASE_FILE)]) };
}
