import { defineConfig } from '@playwright/test';
import { findChromium } from './tests/support/chromium-executable';
import { serverNodeOptions } from './scripts/server-node-options.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4173);
/** One throw-away database per port, so runs on different ports never share (or wipe) each other's data. */
const DATA_DIR = `.data/e2e-${PORT}`;

function chromiumOrExit(): string {
  try {
    return findChromium();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // CI's 2 cores run two workers beside the server: a test that fails once there gets one more
  // run, and is reported as flaky; one that fails twice fails the suite.
  retries: process.env.CI ? 1 : 0,
  // Flows with several axe runs take a while on a 2-core CI machine running two workers.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  workers: 2,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumOrExit(),
      // Our machines have no outside network: keep Chromium from dialling Google at start.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // The real server on a throw-away embedded database, serving the build `test:e2e` just made;
    // the fixture shops of tests/e2e/support are seeded first (PGlite: one process at a time).
    command: `node -e "require('node:fs').rmSync('${DATA_DIR}', { recursive: true, force: true })" && npx tsx tests/e2e/support/seed-e2e-fixtures.ts && npx tsx server/main.ts`,
    // Every test signs in, and every shopper of the storefront specs writes, from 127.0.0.1, far
    // more often than one person does (a retried spec writes again): the address limits are lifted
    // here; the server suite covers the limits themselves (sign-in-limits.test.ts, storefront-proxy.test.ts).
    env: {
      PORT: String(PORT),
      DATA_DIR,
      LOG_LEVEL: 'warn',
      SIGN_IN_ATTEMPTS_PER_ADDRESS: '100000',
      STOREFRONT_REVIEWS_PER_ADDRESS_PER_HOUR: '100000',
      NODE_OPTIONS: serverNodeOptions(),
    },
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
