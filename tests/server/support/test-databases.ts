import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../../server/infrastructure/db/database';

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
    const handle = await openDatabase({ kind: 'pglite', dataDir: null });
    await handle.migrate();
    return { handle, dispose: () => handle.close().catch(() => undefined) };
  },
};

/** A fresh database per test file on the server TEST_DATABASE_URL names, dropped afterwards. */
function postgresTarget(adminUrl: string): TestDatabaseTarget {
  return {
    name: 'postgres',
    async open() {
      const name = `starling_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
      await handle.migrate();
      return {
        handle,
        async dispose() {
          // A test may have closed the connection itself (to simulate an outage); drop regardless.
          await handle.close().catch(() => undefined);
          const cleanup = new pg.Client({ connectionString: adminUrl });
          await cleanup.connect();
          await cleanup.query(`drop database if exists ${name} with (force)`);
          await cleanup.end();
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
