import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

async function waitForHealth(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    const healthy = await fetch(url).then((r) => r.ok).catch(() => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} never became healthy`);
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

describe('the server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'starling-main-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts on an empty embedded database with the demo store, then stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const { DATABASE_URL: _ignored, ...environment } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...environment, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = exitOf(child);
    const base = `http://127.0.0.1:${port}`;

    await waitForHealth(`${base}/healthz`, Date.now() + 30_000);
    expect(output).toContain(`http://localhost:${port}/`);
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

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  }, 60_000);
});
