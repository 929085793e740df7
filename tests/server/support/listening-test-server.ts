import { type AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll } from 'vitest';
import { createTestServer, type TestServer } from './test-server';
import { type TestDatabaseTarget } from './test-databases';

export interface ListeningTestServer {
  /** The loopback port the composed server listens on. */
  readonly port: number;
  /** The composed server itself, to sign in shops and call it in-process. */
  readonly server: TestServer;
}

/**
 * The composed server on a fresh test database, listening on a real loopback socket for the
 * block's tests: for what only a socket shows (keep-alive, an answer before the body has arrived).
 */
export function useListeningTestServer(target: TestDatabaseTarget): ListeningTestServer {
  let port = 0;
  let server: TestServer | null = null;
  let close: () => Promise<void> = () => Promise.resolve();
  beforeAll(async () => {
    const database = await target.open();
    server = createTestServer(database.handle);
    const listening = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => listening.once('listening', resolve));
    port = (listening.address() as AddressInfo).port;
    close = async () => {
      await new Promise<void>((resolve) => listening.close(() => resolve()));
      await database.dispose();
    };
  }, 60_000);
  afterAll(() => close());
  return {
    get port() {
      return port;
    },
    get server() {
      if (!server) throw new Error('The listening test server is used before it started.');
      return server;
    },
  };
}
