import { linkSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pino from 'pino';
import { createScratchPostgresDatabase } from '../../../scripts/scratch-postgres-database';
import { type DatabaseLocation } from '../../../server/infrastructure/db/database';
import { loadServerConfig } from '../../../server/infrastructure/config/server-config';
import { type RunningServer, runServer } from '../../../server/run-server';
import { startFakeDeepLServer, type FakeDeepLServer } from '../../fakes/fake-deepl-server';
import { E2E_APP_TOKEN_SECRET, E2E_SNAPSHOT_UPLOADS, type E2eDatabaseSnapshot } from './e2e-snapshot';

/*
 * One test's own server: the real one (server/run-server.ts, as `npm start` runs it) on a fresh
 * copy of the e2e snapshot (a database of its own on PostgreSQL, or in memory on PGlite), with its
 * own upload folder, on its own port.
 */

const RUNS_DIR = resolve('.data/e2e-runs');
/**
 * The first worker's ports: worker n's servers listen on this plus 2n and plus 2n + 1, in turn (a
 * test's server on one while the next test's starts on the other). E2E_LOG_LEVEL=info shows each server's log.
 */
export const E2E_FIRST_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_PORTS_PER_WORKER = 2;

export interface E2eApp {
  /** http://127.0.0.1:<port>, the tests' baseURL. */
  readonly origin: string;
  stop(): Promise<void>;
}

/**
 * Stored files are written once and never changed in place (LocalDiskFileStorage writes new names
 * and unlinks), so the snapshot's files can be hard links: a test's copy costs no bytes and no time.
 */
function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.isDirectory()) linkTree(join(from, entry.name), join(to, entry.name));
    else linkSync(join(from, entry.name), join(to, entry.name));
  }
}

/** Review translation's service for this worker's servers: DeepL's API as a loopback fake. */
let translationService: Promise<FakeDeepLServer> | null = null;

/** A copy of the snapshot for one server, and how to get rid of it once that server stopped. */
async function copyOfSnapshot(snapshot: E2eDatabaseSnapshot): Promise<{ location: DatabaseLocation; drop: () => Promise<void> }> {
  if (snapshot.kind === 'pglite') return { location: { kind: 'pglite', dataDir: null, initialData: snapshot.dump }, drop: () => Promise.resolve() };
  const copy = await createScratchPostgresDatabase(snapshot.adminUrl, snapshot.copyPrefix, snapshot.template);
  return { location: { kind: 'postgres', url: copy.url.toString() }, drop: copy.drop };
}

export async function startE2eApp(snapshot: E2eDatabaseSnapshot, port: number, runName: string): Promise<E2eApp> {
  const dataDir = join(RUNS_DIR, runName);
  rmSync(dataDir, { recursive: true, force: true });
  linkTree(E2E_SNAPSHOT_UPLOADS, join(dataDir, 'uploads'));
  const deepl = await (translationService ??= startFakeDeepLServer());
  const config = loadServerConfig({
    PORT: String(port),
    DATA_DIR: dataDir,
    APP_TOKEN_SECRET: E2E_APP_TOKEN_SECRET,
    // Every test signs in, and every shopper of the storefront specs writes, from 127.0.0.1, far
    // more often than one person does: the address limits are lifted here; the server suite covers
    // the limits themselves (sign-in-limits.test.ts, storefront-proxy.test.ts).
    SIGN_IN_ATTEMPTS_PER_ADDRESS: '100000',
    STOREFRONT_REVIEWS_PER_ADDRESS_PER_HOUR: '100000',
    DEEPL_AUTH_KEY: deepl.authKey,
    DEEPL_API_URL: deepl.url,
  });
  const database = await copyOfSnapshot(snapshot);
  let server: RunningServer;
  try {
    server = await runServer({ ...config, database: database.location }, pino({ level: process.env.E2E_LOG_LEVEL === 'info' ? 'info' : 'warn' }));
  } catch (error) {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    origin: `http://127.0.0.1:${server.port}`,
    async stop() {
      try {
        // The server closes its connections first, so the copy drops without terminating any.
        await server.stop({ dropConnections: true });
      } finally {
        await database.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
