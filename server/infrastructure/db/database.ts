import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { takingTurns } from './pglite-turns';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle API both drivers share; repositories depend on this, never on a driver. */
export type AppDatabase = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  readonly db: AppDatabase;
  readonly driver: 'pglite' | 'postgres';
  /** Applies every pending migration of server/infrastructure/db/migrations. */
  migrate(): Promise<void>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseLocation =
  | {
      readonly kind: 'pglite';
      readonly dataDir: string | null;
      /** A dump to start from (`migratedPgliteDump`) instead of an empty cluster: skips initdb's seconds of CPU. */
      readonly initialData?: Blob;
      /**
       * A migrated empty database folder copied into `dataDir` when that holds no database yet:
       * `npm ci` prepares one (scripts/prepare-database.ts), so the first `npm start` skips
       * initdb. Missing, or made by another PGlite version, initdb runs as without it.
       */
      readonly startingPoint?: string;
    }
  | { readonly kind: 'postgres'; readonly url: string };

/**
 * A PostgreSQL connection can drop (server restart, failover, a dropped test database), idle in the
 * pool or held by a transaction; the pool discards it and connects again on the next query, so it
 * is reported, never fatal.
 */
export type IdleConnectionErrorHandler = (error: Error) => void;

export async function openDatabase(
  location: DatabaseLocation,
  onIdleConnectionError: IdleConnectionErrorHandler = () => undefined,
): Promise<DatabaseHandle> {
  return location.kind === 'postgres'
    ? openPostgres(location.url, onIdleConnectionError)
    : openPglite(copyStartingPoint(location.dataDir, location.startingPoint), location.initialData);
}

/** Whether the embedded database will be created by this start (no database in its folder yet). */
export function isNewPgliteDatabase(dataDir: string | null): boolean {
  return dataDir !== null && !existsSync(join(dataDir, 'PG_VERSION'));
}

/** The PGlite version a starting point was made with is written beside it. */
const startingPointVersionFile = (startingPoint: string) => `${startingPoint}.pglite-version`;
/** The installed PGlite's version (its package.json is not among its exports; read from the project root). */
export const installedPgliteVersion = () => {
  const manifest = 'node_modules/@electric-sql/pglite/package.json';
  return existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version : null;
};

/** Records that `startingPoint` was made by the installed PGlite (scripts/prepare-database.ts). */
export function markStartingPoint(startingPoint: string): void {
  writeFileSync(startingPointVersionFile(startingPoint), installedPgliteVersion() ?? 'unknown');
}

/** Whether `startingPoint` holds a database the installed PGlite made. */
export function isUsableStartingPoint(startingPoint: string): boolean {
  const versionFile = startingPointVersionFile(startingPoint);
  return existsSync(join(startingPoint, 'PG_VERSION')) && existsSync(versionFile) && readFileSync(versionFile, 'utf8') === installedPgliteVersion();
}

function copyStartingPoint(dataDir: string | null, startingPoint: string | undefined): string | null {
  if (dataDir && startingPoint && isNewPgliteDatabase(dataDir) && isUsableStartingPoint(startingPoint)) {
    cpSync(startingPoint, dataDir, { recursive: true });
  }
  return dataDir;
}

async function startPglite(dataDir: string | null, initialData?: Blob): Promise<PGlite> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm and btree_gin back the reviews' substring search (migration 0002 creates them on both drivers).
  const client = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(initialData ? { loadDataDir: initialData } : {}),
    extensions: { pg_trgm, btree_gin },
  });
  await client.waitReady;
  return client;
}

/**
 * A PGlite database with every migration applied and then `fill` run on it, as a tarball to open
 * copies from (`initialData`); `from` is a dump to start from instead of an empty cluster.
 */
export async function migratedPgliteDump(fill: (database: DatabaseHandle) => Promise<void> = () => Promise.resolve(), from?: Blob): Promise<Blob> {
  const client = await startPglite(null, from);
  try {
    const database = pgliteHandle(client);
    await database.migrate();
    await fill(database);
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

async function openPglite(dataDir: string | null, initialData?: Blob): Promise<DatabaseHandle> {
  return pgliteHandle(await startPglite(dataDir, initialData));
}

function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(takingTurns(client), { schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => (await client.query('select 1 as ok')).rows.length === 1,
    close: () => client.close(),
  };
}

/**
 * Nothing waits on PostgreSQL for ever: a connection not handed out within this time (the server
 * is down, or every pooled connection is busy) fails the request with 503 (database-unavailable.ts).
 */
export const POSTGRES_CONNECT_TIMEOUT_MS = 5_000;
/** The server cancels a statement running longer than this; a bulk job's or an import's chunk takes far less. */
export const POSTGRES_STATEMENT_TIMEOUT_MS = 30_000;

async function openPostgres(url: string, onIdleConnectionError: IdleConnectionErrorHandler): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 20,
    connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
    statement_timeout: POSTGRES_STATEMENT_TIMEOUT_MS,
    // Our statements are short and many: compiling one with JIT (when the planner's estimate passes
    // jit_above_cost, as counts over a big shop's reviews do) cost more than it saved, 4-140 ms a
    // statement in bench:scale (decision 0082). Off for the server's sessions only.
    options: '-c jit=off',
    // A socket the server went away from without a word (a network cut) is noticed too.
    keepAlive: true,
  });
  pool.on('error', onIdleConnectionError);
  // A connection a transaction holds between two queries has no listener of the pool's: its server
  // ending the session (a restart, 57P01) would be an unhandled 'error' and end the process. Heard
  // here, it is reported; the transaction's next query fails (503) and the pool discards the connection.
  pool.on('connect', (client) => client.on('error', onIdleConnectionError));
  // Fail at start, with the server's own message, rather than on the first request.
  await pool.query('select 1');
  const db = drizzlePostgres(pool, { schema });
  return {
    db: db as unknown as AppDatabase,
    driver: 'postgres',
    migrate: () => migrateWithoutStatementTimeout(url),
    ping: async () => (await pool.query('select 1 as ok')).rowCount === 1,
    close: () => pool.end(),
  };
}

/** A migration may build an index over millions of rows: it runs on a connection of its own, without the requests' statement timeout. */
async function migrateWithoutStatementTimeout(url: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS });
  try {
    await migratePostgres(drizzlePostgres(pool, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await pool.end();
  }
}
