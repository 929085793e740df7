import { randomUUID } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_STOREFRONT_LIMITS } from '../../../server/infrastructure/http/routes/storefront.routes';
import { type SignInLimitSettings } from '../../../server/infrastructure/http/sign-in-limits';
import { openRedis, REDIS_COMMAND_TIMEOUT_MS, redisReady } from '../../../server/infrastructure/redis/redis-connection';
import { signInShop } from '../support/shop-fixtures';
import { proxyCall } from '../support/storefront-proxy';
import { TEST_DATABASES } from '../support/test-databases';
import { createTestServer } from '../support/test-server';
import { useTestDatabase } from '../support/use-test-server';

/** The machine's Redis (CI runs one on 6379, as it runs PostgreSQL). */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const LOGIN = '/api/v1/admin/login';
const LIMITS: SignInLimitSettings = { attemptsPerAddressPerMinute: 3, refusalsPerShopPerTenMinutes: 1_000_000, trustedProxyHops: 1 };
/** Far longer than a limited request takes, far shorter than a hung one. */
const PROMPT_MS = 1500;

/** A loopback port nothing listens on: Redis "gone". */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * A Redis that stops answering: it takes connections and passes ioredis's handshake and ready check, then
 * never answers a counter's command, as a Redis stuck in a long command or a dead network path does.
 */
async function stalledRedis(): Promise<{ readonly url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('data', (chunk) => {
      // Each command is a RESP array whose first bulk string is its name.
      for (const [, name] of chunk.toString('latin1').matchAll(/\*\d+\r\n\$\d+\r\n([A-Za-z]+)\r\n/g)) {
        const command = name!.toUpperCase();
        // An older Redis: ioredis falls back from RESP3 to RESP2.
        if (command === 'HELLO') socket.write('-NOPROTO unsupported protocol version\r\n');
        else if (command === 'INFO') {
          const info = '# Server\r\nredis_version:7.0.0\r\nloading:0\r\n';
          socket.write(`$${info.length}\r\n${info}\r\n`);
        } else if (command === 'CLIENT' || command === 'SELECT') socket.write('+OK\r\n');
        // Anything else (the counters' EVALSHA, GET…) is never answered.
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `redis://127.0.0.1:${port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.each(TEST_DATABASES)('rate limits in Redis on $name', (target) => {
  const ctx = useTestDatabase(target);
  const opened: Redis[] = [];
  /** Each test its own key prefix, so it owns its counters in the shared Redis. */
  let prefix = '';
  const connect = (url = REDIS_URL) => {
    const redis = openRedis(url, pino({ level: 'silent' }), prefix);
    opened.push(redis);
    return redis;
  };
  /** A server as one process builds it: its own Redis connection and its own limiters. */
  const serverProcess = async (url?: string) => {
    const redis = connect(url);
    if (url === undefined) expect(await redisReady(redis)).toBe(true);
    return createTestServer(ctx.database.handle, { redis, signInLimits: LIMITS });
  };
  const login = async (server: Awaited<ReturnType<typeof serverProcess>>, address: string, promptMs = PROMPT_MS) => {
    const started = performance.now();
    const response = await server.call('POST', LOGIN, { body: { shop: 'redis-limits.myshopify.com' }, headers: { 'X-Forwarded-For': address } });
    expect(performance.now() - started).toBeLessThan(promptMs);
    return response.status;
  };

  afterEach(async () => {
    const admin = new Redis(REDIS_URL);
    const keys = await admin.keys(`${prefix}*`);
    if (keys.length > 0) await admin.del(...keys);
    admin.disconnect();
    for (const redis of opened.splice(0)) redis.disconnect();
  });
  afterAll(() => {
    for (const redis of opened.splice(0)) redis.disconnect();
  });
  const fresh = () => {
    prefix = `starling-test-${randomUUID()}:`;
  };

  it('counts the requests two processes take together: the limit holds across them', async () => {
    fresh();
    const [first, second] = [await serverProcess(), await serverProcess()];
    expect(await login(first, '203.0.113.40')).toBe(200);
    expect(await login(second, '203.0.113.40')).toBe(200);
    expect(await login(first, '203.0.113.40')).toBe(200);
    expect(await login(second, '203.0.113.40')).toBe(429);
    expect(await login(first, '203.0.113.40')).toBe(429);
    // Another address has its own count, in either process.
    expect(await login(second, '203.0.113.41')).toBe(200);
    const admin = new Redis(REDIS_URL);
    const counters = await admin.keys(`${prefix}sign-in-address:*`).finally(() => admin.disconnect());
    expect(counters).toHaveLength(2);
  });

  it("counts the storefront's page reads across processes too (without Redis they count per process)", async () => {
    fresh();
    const storefrontLimits = { ...DEFAULT_STOREFRONT_LIMITS, readsPerAddressPerMinute: 2 };
    const servers = [];
    for (let count = 0; count < 2; count += 1) {
      const redis = connect();
      expect(await redisReady(redis)).toBe(true);
      servers.push(createTestServer(ctx.database.handle, { redis, storefrontLimits }));
    }
    const [first, second] = servers as [ReturnType<typeof createTestServer>, ReturnType<typeof createTestServer>];
    const shop = await signInShop(first, 'redis-reads.myshopify.com');
    const read = (server: typeof first) => proxyCall(server, shop.domain, 'GET', 'reviews', { query: { product_id: '101' }, address: '198.51.100.90' });
    expect((await read(first)).status).toBe(200);
    expect((await read(second)).status).toBe(200);
    const refused = await read(first);
    expect(refused.status).toBe(429);
    expect(refused.json?.message).toMatch(/^address: too many storefront requests/);
  });

  it('keeps limiting, promptly and without errors, while Redis cannot be reached', async () => {
    fresh();
    const gone = `redis://127.0.0.1:${await closedPort()}`;
    const first = await serverProcess(gone);
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) statuses.push(await login(first, '203.0.113.50'));
    expect(statuses).toEqual([200, 200, 200]);
    expect(await login(first, '203.0.113.50')).toBe(429);
    expect(await login(first, '203.0.113.50')).toBe(429);
  });

  it.runIf(target.name === 'postgres')('counts in PostgreSQL across processes while Redis cannot be reached', async () => {
    fresh();
    const gone = `redis://127.0.0.1:${await closedPort()}`;
    const [first, second] = [await serverProcess(gone), await serverProcess(gone)];
    expect(await login(first, '203.0.113.60')).toBe(200);
    expect(await login(second, '203.0.113.60')).toBe(200);
    expect(await login(first, '203.0.113.60')).toBe(200);
    expect(await login(second, '203.0.113.60')).toBe(429);
  });

  it('keeps limiting, promptly, while Redis takes connections but stops answering', async () => {
    fresh();
    const stalled = await stalledRedis();
    try {
      const redis = connect(stalled.url);
      expect(await redisReady(redis)).toBe(true);
      // The shop exists already, so a sign-in's own work is small next to the waits for Redis.
      await createTestServer(ctx.database.handle).signIn('redis-limits.myshopify.com');
      const server = createTestServer(ctx.database.handle, { redis, signInLimits: { ...LIMITS, attemptsPerAddressPerMinute: 1 } });
      // A sign-in asks both its limiters: each waits out the command timeout once, then counts in the fallback.
      const bounded = 2 * REDIS_COMMAND_TIMEOUT_MS + PROMPT_MS;
      expect(await login(server, '203.0.113.80', bounded)).toBe(200);
      expect(await login(server, '203.0.113.80', bounded)).toBe(429);
    } finally {
      await stalled.close();
    }
  });

  it('keeps limiting when Redis goes away between requests', async () => {
    fresh();
    const redis = connect();
    expect(await redisReady(redis)).toBe(true);
    const server = createTestServer(ctx.database.handle, { redis, signInLimits: LIMITS });
    expect(await login(server, '203.0.113.70')).toBe(200);
    redis.disconnect();
    // The fallback counts from its own zero: at most the limit again, never unlimited.
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) statuses.push(await login(server, '203.0.113.70'));
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
