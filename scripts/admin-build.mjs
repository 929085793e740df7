// The admin's build, the storefront scripts and the server's bundle, each rebuilt only when its
// sources changed since. Shared by `npm ci` (prepare), `npm start` and `npm test`, so a clean
// clone builds once.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ADMIN_BUILD_MARKER = 'dist/index.html';
const ADMIN_BUILD_INPUTS = ['src', 'public', 'rsbuild.config.ts', 'scripts/build', 'package-lock.json', 'tsconfig.app.json'];
/** The last file build-widgets.ts writes (the bookmarklet comes with the admin's static files). */
const WIDGETS_BUILD_MARKER = 'dist/static/bookmarklet/marketplace-import.js';
const WIDGETS_BUILD_INPUTS = ['storefront', 'src/domain', 'src/contracts', 'scripts/build-widgets.ts', 'package-lock.json'];
const SERVER_BUILD_MARKER = 'dist-server/main.mjs';
const SERVER_BUILD_INPUTS = ['server', 'src/domain', 'src/contracts', 'scripts/build-server.mjs', 'package-lock.json'];

function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

const isStale = (marker, inputs) => !existsSync(marker) || Math.max(...inputs.filter(existsSync).map(newestChange)) > statSync(marker).mtimeMs;

export function runOrExit(program, args, env = process.env) {
  const result = spawnSync(program, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Builds the server's bundle (scripts/build-server.mjs) if its sources changed since. */
export function buildServerIfStale() {
  if (!isStale(SERVER_BUILD_MARKER, SERVER_BUILD_INPUTS)) return;
  console.log('Bundling the server…');
  runOrExit('node', ['scripts/build-server.mjs']);
}

/** Builds the admin (rsbuild) and then the storefront scripts, each only if stale; says what it does. */
export function buildAdminIfStale() {
  const adminStale = isStale(ADMIN_BUILD_MARKER, ADMIN_BUILD_INPUTS);
  if (adminStale) {
    console.log('Building the admin (rsbuild; about 15 s on 2 cores)…');
    runOrExit('npx', ['rsbuild', 'build']);
  } else console.log('The admin build is up to date.');
  // rsbuild empties dist/, which holds the bookmarklet: a new admin build means new storefront scripts.
  if (adminStale || isStale(WIDGETS_BUILD_MARKER, WIDGETS_BUILD_INPUTS)) {
    console.log('Building the storefront scripts…');
    runOrExit('npx', ['tsx', 'scripts/build-widgets.ts']);
  } else console.log('The storefront scripts are up to date.');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildAdminIfStale();
