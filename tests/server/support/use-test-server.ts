import { afterAll, beforeAll } from 'vitest';
import { type TestDatabase, type TestDatabaseTarget } from './test-databases';
import { createTestServer, type TestServer, type TestServerOptions } from './test-server';

/**
 * What useTestDatabase's hooks set up. Only valid inside tests and inside hooks registered after
 * the useTestDatabase call: the beforeAll fills it in, so reading it earlier (say, while the
 * describe block is collected) throws.
 */
export interface TestDatabaseContext {
  readonly database: TestDatabase;
}

/** What useTestServer's hooks set up; only valid inside tests and later hooks, like TestDatabaseContext. */
export interface TestServerContext extends TestDatabaseContext {
  readonly server: TestServer;
}

/** Opens a fresh test database on target before the block's tests and disposes of it after them. */
export function useTestDatabase(target: TestDatabaseTarget): TestDatabaseContext {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(async () => {
    await database?.dispose();
  });
  return {
    get database() {
      return setUp(database, 'database');
    },
  };
}

/**
 * useTestDatabase plus the composed server on that database, built once before the block's tests.
 * Pass options as a function when they name something an earlier beforeAll makes (a temporary
 * folder, a fake Shopify): it is called when the server is built, after those hooks have run.
 */
export function useTestServer(target: TestDatabaseTarget, options: TestServerOptions | (() => TestServerOptions) = {}): TestServerContext {
  const context = useTestDatabase(target);
  let server: TestServer | undefined;
  beforeAll(() => {
    server = createTestServer(context.database.handle, typeof options === 'function' ? options() : options);
  });
  return {
    get database() {
      return context.database;
    },
    get server() {
      return setUp(server, 'server');
    },
  };
}

function setUp<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`the test ${name} is only set up inside tests and the hooks registered after it`);
  return value;
}
