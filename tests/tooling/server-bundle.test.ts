import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module of the tooling, without types
import { buildServer } from '../../scripts/build-server.mjs';

/**
 * `npm start` runs the server from its bundle (scripts/build-server.mjs), not from the sources the
 * rest of the suite imports: the bundle must find what its modules find next to their sources (the
 * migrations, the demo store's assets, the Liquid themes) and serve the demo store.
 */
const BUNDLE_DIR = 'node_modules/.cache/starling-server-bundle-test';
const dataDir = mkdtempSync(join(tmpdir(), 'starling-bundle-'));
let server: ChildProcess | null = null;

afterAll(() => {
  server?.kill();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(BUNDLE_DIR, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

function startBundle(port: number): Promise<string> {
  const { DATABASE_URL: _postgres, SHOPIFY_API_KEY: _key, SHOPIFY_API_SECRET: _secret, ...environment } = process.env;
  const started = spawn(process.execPath, [join(BUNDLE_DIR, 'main.mjs')], {
    env: { ...environment, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = started;
  let output = '';
  return new Promise((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Starling Reviews is ready')) resolve(output);
    };
    started.stdout.on('data', collect);
    started.stderr.on('data', collect);
    started.on('exit', (code) => reject(new Error(`the bundled server stopped (exit ${code}):\n${output}`)));
  });
}

describe('the bundled server npm start runs', () => {
  // initdb, migrations and the demo store's seed on a busy 2-core machine.
  it('migrates, seeds the demo store with its pictures and clips, and serves its storefront', { timeout: 180_000 }, async () => {
    await (buildServer as (outdir: string) => Promise<void>)(BUNDLE_DIR);
    const port = await freePort();
    const output = await startBundle(port);
    expect(output).toContain('first start: seeding the demo store');

    const storefront = await fetch(`http://127.0.0.1:${port}/demo-store/`);
    expect(storefront.status).toBe(200);
    expect(await storefront.text()).toContain('starling');
  });
});
