import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pino from 'pino';
import { composeServer } from '../../../server/composition';
import { migratedPgliteDump } from '../../../server/infrastructure/db/database';
import { LocalDiskFileStorage } from '../../../server/infrastructure/storage/local-disk-file-storage';
import { pgliteTemplate } from '../../server/support/pglite-template';
import { seedE2eData } from './e2e-seed';

/*
 * The state every end-to-end test starts from, made once per run (global-setup.ts): the migrated
 * database with the demo store and the fixture shops, as a PGlite dump, and the files they name.
 * Each test's server opens its own copy (e2e-app.ts), so no test sees another's writes, whatever
 * the order, the number of workers or a retry.
 */

export const E2E_SNAPSHOT_DIR = resolve('.data/e2e-snapshot');
const DATABASE_FILE = join(E2E_SNAPSHOT_DIR, 'database.tar');
export const E2E_SNAPSHOT_UPLOADS = join(E2E_SNAPSHOT_DIR, 'uploads');

/** Every e2e server signs with this secret, so a spec can sign what the server checks (review form links). */
export const E2E_APP_TOKEN_SECRET = 'e2e-app-token-secret-long-enough-for-hs256';
/** Where the e2e servers' e-mail links point; a spec follows a link by its path, on its own server. */
export const E2E_PUBLIC_ORIGIN = 'http://localhost';

export async function buildE2eSnapshot(): Promise<void> {
  rmSync(E2E_SNAPSHOT_DIR, { recursive: true, force: true });
  mkdirSync(E2E_SNAPSHOT_DIR, { recursive: true });
  const files = new LocalDiskFileStorage(E2E_SNAPSHOT_UPLOADS);
  const dump = await migratedPgliteDump(async (database) => {
    await seedE2eData(database.db, files, { appTokenSecret: E2E_APP_TOKEN_SECRET, publicOrigin: E2E_PUBLIC_ORIGIN });
    // The storefront written now, once, rather than by every test's server as it starts.
    const { storefrontSync } = composeServer({
      database,
      logger: pino({ level: 'warn' }),
      appTokenSecret: E2E_APP_TOKEN_SECRET,
      distDir: resolve('dist'),
      shopify: null,
      uploadDir: E2E_SNAPSHOT_UPLOADS,
    });
    await storefrontSync.drain();
  }, await pgliteTemplate());
  writeFileSync(DATABASE_FILE, Buffer.from(await dump.arrayBuffer()));
}

/** The snapshot's database, to open copies of. */
export function e2eSnapshotDatabase(): Blob {
  if (!existsSync(DATABASE_FILE)) throw new Error(`No e2e snapshot at ${DATABASE_FILE}: run the suite through playwright.config.ts (its global setup makes it)`);
  return new Blob([readFileSync(DATABASE_FILE)]);
}
