// `npm start`: build the admin when its sources are newer than the last build, and the storefront
// scripts, then start the server, which applies migrations, seeds the demo store on first run and
// serves admin, API and the demo storefront.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serverNodeOptions } from './server-node-options.mjs';

const BUILD_MARKER = 'dist/index.html';
const BUILD_INPUTS = ['src', 'public', 'rsbuild.config.ts', 'package-lock.json', 'tsconfig.app.json'];

function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

function run(args, env = process.env) {
  const result = spawnSync('npx', args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const stale =
  !existsSync(BUILD_MARKER) ||
  Math.max(...BUILD_INPUTS.filter(existsSync).map(newestChange)) > statSync(BUILD_MARKER).mtimeMs;

if (stale) run(['rsbuild', 'build']);
else console.log('The admin build is up to date.');

// The storefront scripts of the theme app extension: a build of a few milliseconds, always fresh.
run(['tsx', 'scripts/build-widgets.ts']);
run(['tsx', 'server/main.ts'], { ...process.env, NODE_OPTIONS: serverNodeOptions() });
