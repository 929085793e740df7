import { createServer, type Server, Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchPostgresDatabase, type ScratchPostgresDatabase } from '../../../scripts/scratch-postgres-database';
import { type DatabaseHandle, openDatabase } from '../../../server/infrastructure/db/database';
import { postgresTemplateName } from '../support/postgres-template';
import { createTestServer, type TestServer } from '../support/test-server';

/**
 * A loopback TCP relay in front of PostgreSQL that can be cut (every connection dropped, the port
 * closed, as a restart of the server does) and opened again on the same port.
 */
class CuttableRelay {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { readonly host: string; readonly port: number }) {}

  async open(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = new Socket();
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      upstream.connect(this.target.port, this.target.host);
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  async cut(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
  }
}

const adminUrl = process.env.TEST_DATABASE_URL;

// Only PostgreSQL is a server that can go away under a running process; PGlite lives inside it.
describe.skipIf(!adminUrl)('PostgreSQL unreachable under a running server', () => {
  let scratch: ScratchPostgresDatabase;
  let relay: CuttableRelay;
  let handle: DatabaseHandle;
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    scratch = await createScratchPostgresDatabase(adminUrl!, 'starling_test_', postgresTemplateName());
    relay = new CuttableRelay({ host: scratch.url.hostname, port: Number(scratch.url.port || 5432) });
    await relay.open();
    const relayed = new URL(scratch.url);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(relay.port);
    handle = await openDatabase({ kind: 'postgres', url: relayed.toString() });
    server = createTestServer(handle);
    token = await server.signIn('outage.myshopify.com');
  });

  afterAll(async () => {
    await relay.cut();
    await handle.close().catch(() => undefined);
    await scratch.drop();
  });

  it('survives the connection a transaction holds being dropped between two of its queries', async () => {
    const held = handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await relay.cut();
      await new Promise((resolve) => setTimeout(resolve, 100));
      await tx.execute(sql`select 1`);
    });
    await expect(held).rejects.toThrow();
    await relay.open();
    expect((await server.call('GET', '/api/v1/admin/get_reviews', { token })).status).toBe(200);
  });

  it('answers 503 with Retry-After and the envelope while it is down, and serves again once it is back', async () => {
    expect((await server.call('GET', '/api/v1/admin/get_reviews', { token })).status).toBe(200);

    await relay.cut();
    const started = Date.now();
    const down = await server.call('GET', '/api/v1/admin/get_reviews', { token });
    expect(down.status).toBe(503);
    expect(down.headers.get('Retry-After')).toBe('2');
    expect(down.json).toEqual({ code: 50300, message: 'Service unavailable: the database cannot be reached; try again in 2 s', data: null });
    // Refused at once, not after a hang.
    expect(Date.now() - started).toBeLessThan(5_000);
    const write = await server.call('POST', '/api/v1/admin/save_shop_config', { token, body: { show_batch_del_btn: '1' } });
    expect(write.status).toBe(503);
    expect((await server.call('GET', '/healthz')).status).toBe(503);

    await relay.open();
    const back = await server.call('GET', '/api/v1/admin/get_reviews', { token });
    expect(back.status).toBe(200);
    expect(back.json?.code).toBe(0);
  });
});
