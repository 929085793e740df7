// Installs Shopify's own library into tests/shopify-oracle, apart from the app's packages.
//
// The library is only a test oracle for our signature checks. Its only version that agrees with
// Shopify's current verdicts (15) declares Node 22, and the app runs on Node 20, so it is kept out
// of the app's `npm ci` (which then installs without an engine warning) and installed here, for
// the typecheck and the test suite only (docs/decisions/0036-toolchain-pins.md).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const oracleFolder = fileURLToPath(new URL('../tests/shopify-oracle/', import.meta.url));
const lockfile = `${oracleFolder}package-lock.json`;
const installedLockfile = `${oracleFolder}node_modules/.package-lock.json`;

function isInstalled() {
  if (!existsSync(installedLockfile)) return false;
  const wanted = JSON.parse(readFileSync(lockfile, 'utf8')).packages;
  const installed = JSON.parse(readFileSync(installedLockfile, 'utf8')).packages;
  return Object.entries(wanted).every(([path, entry]) => path === '' || installed[path]?.version === entry.version);
}

if (!isInstalled()) {
  console.log("Installing Shopify's library as the test oracle (tests/shopify-oracle; it declares Node 22 and runs on Node 20 here, see decision 0036)");
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: oracleFolder, stdio: 'inherit' });
  if (install.status !== 0) process.exit(install.status ?? 1);
}
