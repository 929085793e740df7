import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * A first start on an empty data directory runs PostgreSQL's initdb inside WebAssembly, then the
 * migrations and the demo store seed: some 20 s of CPU, which on a shared 2-core machine can take
 * minutes of wall time. The process says when it is ready and an early exit fails at once, so
 * this bound only catches a hang; it is not a performance budget.
 */
const START_TIMEOUT_MS = 240_000;
/** SIGTERM to exit: the server's own grace period is 10 s. */
const STOP_TIMEOUT_MS = 30_000;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** Everything the process wrote so far, for a failure message. */
function captureOutput(child: ChildProcess) {
  const output = { stdout: '', stderr: '' };
  child.stdout?.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()));
  return output;
}

/** Resolves when the process prints `line` (it does once it listens); rejects if it exits first. */
function printed(child: ChildProcess, output: { stdout: string; stderr: string }, line: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!output.stdout.includes(line)) return;
      child.stdout?.off('data', check);
      child.off('exit', exitedEarly);
      resolve();
    };
    const exitedEarly = (code: number | null) => reject(new Error(`the server exited (${code}) before it was ready:\n${output.stderr || output.stdout}`));
    child.stdout?.on('data', check);
    child.once('exit', exitedEarly);
    check();
  });
}

/** Longer than Node's default keep-alive timeout (5 s), shorter than the server's. */
const IDLE_BETWEEN_MS = 6_000;

/** Two GET /healthz on one keep-alive connection, `idleMs` apart: each answer's status line, or 'closed'. */
function twoRequestsOnOneConnection(port: number, idleMs: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const statusLines: string[] = [];
    const ask = () => socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
    socket.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\r\n')) if (line.startsWith('HTTP/1.1 ')) statusLines.push(line);
      if (statusLines.length === 1) setTimeout(ask, idleMs);
      if (statusLines.length === 2) {
        socket.end();
        resolve(statusLines);
      }
    });
    socket.on('close', () => resolve([...statusLines, 'closed']));
    socket.on('error', reject);
    socket.on('connect', ask);
  });
}

const exitOf = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

describe('the server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'starling-main-'));
  let child: ChildProcess | null = null;
  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'starts on an empty embedded database with the demo store, then stops cleanly on SIGTERM',
    async () => {
      const port = await freePort();
      const { DATABASE_URL: _ignored, ...environment } = process.env;
      const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: { ...environment, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = server;
      const output = captureOutput(server);
      const exited = exitOf(server);
      const base = `http://127.0.0.1:${port}`;

      await printed(server, output, `http://localhost:${port}/`);
      expect((await fetch(`${base}/healthz`)).ok).toBe(true);
      const login = await fetch(`${base}/api/v1/admin/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ shop: 'demo-store.myshopify.com' }),
      });
      const token = ((await login.json()) as { data: { shop_info: { token: string } } }).data.shop_info.token;
      const info = (await (await fetch(`${base}/api/v1/admin/get_user_info`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
        data: { name: string; reviewsCountInfo: { max: number } };
      };
      expect(info.data.name).toBe('Demo Store');
      expect(info.data.reviewsCountInfo.max).toBeGreaterThan(0);

      // A balancer's idle connection stays open past Node's default 5 s: the balancer closes it, not
      // the server, so a request it sends on it never meets a closing socket (its 502).
      expect(await twoRequestsOnOneConnection(port, IDLE_BETWEEN_MS)).toEqual(['HTTP/1.1 200 OK', 'HTTP/1.1 200 OK']);

      server.kill('SIGTERM');
      expect(await exited).toBe(0);
      await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    },
    START_TIMEOUT_MS + STOP_TIMEOUT_MS,
  );
});
