// Server processes for the benches that need the server exactly as `npm start` runs it: the
// esbuild bundle (scripts/build-server.mjs), rebuilt when its sources changed, started with
// `node dist-server/main.mjs` on loopback. Shared by bench:faults (and meant for bench:load).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { LOOPBACK } from './bench-support';
import { serverNodeOptions } from './server-node-options.mjs';

/** Bundles the server unless dist-server/main.mjs is newer than its sources (admin-build.mjs decides). */
export function ensureBuiltServer(): void {
  const built = spawnSync(process.execPath, ['--input-type=module', '-e', "import('./scripts/admin-build.mjs').then((m) => m.buildServerIfStale())"], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the server bundle could not be built (node scripts/build-server.mjs)');
}

/**
 * The built server on `port`, in development store mode unless `env` names the Shopify app;
 * its stderr is this process's (LOG_LEVEL warn unless `env` says otherwise).
 */
export function spawnBuiltServer(env: Readonly<Record<string, string>>, port: number): ChildProcess {
  const childEnv: Record<string, string | undefined> = {
    ...process.env,
    LOG_LEVEL: 'warn',
    ...env,
    PORT: String(port),
    HOST: LOOPBACK,
    NODE_OPTIONS: serverNodeOptions(process.env.NODE_OPTIONS),
  };
  for (const name of ['SHOPIFY_API_KEY', 'SHOPIFY_API_SECRET', 'DATABASE_URL', 'SMTP_URL'] as const) if (!env[name]) delete childEnv[name];
  return spawn(process.execPath, ['--enable-source-maps', 'dist-server/main.mjs'], { env: childEnv, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** SIGKILL, answered once the process is gone. */
export function killNow(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  const gone = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.kill('SIGKILL');
  return gone;
}
