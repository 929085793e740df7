import { createScratchPostgresDatabase } from '../../../scripts/scratch-postgres-database';
import { type DatabaseHandle, openDatabase } from '../../../server/infrastructure/db/database';
import { forgetPgliteTemplate, pgliteTemplate } from './pglite-template';
import { postgresTemplateName } from './postgres-template';

export interface TestDatabase {
  readonly handle: DatabaseHandle;
  /** Closes the connection and drops the database it made. */
  dispose(): Promise<void>;
}

export interface TestDatabaseTarget {
  readonly name: 'pglite' | 'postgres';
  open(): Promise<TestDatabase>;
}

const pgliteTarget: TestDatabaseTarget = {
  name: 'pglite',
  async open() {
    const fromTemplate = async () => openDatabase({ kind: 'pglite', dataDir: null, initialData: await pgliteTemplate() });
    const handle = await fromTemplate().catch(() => {
      forgetPgliteTemplate();
      return openDatabase({ kind: 'pglite', dataDir: null });
    });
    await handle.migrate();
    return { handle, dispose: () => handle.close().catch(() => undefined) };
  },
};

/**
 * A fresh database per test file on the server TEST_DATABASE_URL names, copied from the migrated
 * template (postgres-template.ts), dropped afterwards.
 */
function postgresTarget(adminUrl: string): TestDatabaseTarget {
  return {
    name: 'postgres',
    async open() {
      const database = await createScratchPostgresDatabase(adminUrl, 'starling_test_', postgresTemplateName());
      const handle = await openDatabase({ kind: 'postgres', url: database.url.toString() });
      // Nothing to apply, unless a migration was added since the global setup made the template.
      await handle.migrate();
      return {
        handle,
        async dispose() {
          // A test may have closed the connection itself (to simulate an outage); drop regardless.
          await handle.close().catch(() => undefined);
          await database.drop();
        },
      };
    },
  };
}

const postgresUrl = process.env.TEST_DATABASE_URL;

/** PGlite always; PostgreSQL too whenever TEST_DATABASE_URL is set (as .ci/run does). */
export const TEST_DATABASES: readonly TestDatabaseTarget[] = postgresUrl
  ? [pgliteTarget, postgresTarget(postgresUrl)]
  : [pgliteTarget];
