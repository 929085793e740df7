import { defineConfig } from '@playwright/test';
import { findChromium } from './tests/support/chromium-executable';

function chromiumOrExit(): string {
  try {
    return findChromium(process.env, undefined, { headlessShell: true });
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

export default defineConfig({
  testDir: './tests/e2e',
  // Each test has a server and a database of its own (tests/e2e/support/e2e-test.ts), so tests
  // run in any order, on any worker, and a retry starts from the same data as the first try.
  globalSetup: './tests/e2e/support/global-setup.ts',
  globalTeardown: './tests/e2e/support/global-teardown.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // None: a test that needs a second try is a defect to fix, not to hide.
  retries: 0,
  // Generous, and the same for every test and every check: on a 2-core machine running two
  // workers (two browsers, two servers) beside anything else, a screen can take many seconds to
  // appear; a check returns as soon as what it waits for shows, so a passing run is no slower.
  timeout: 240_000,
  expect: { timeout: 30_000 },
  workers: 2,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    // A failed test keeps its trace (actions, DOM snapshots, network, console) but no screencast:
    // recording frames for every test cost the browser about a third of the suite's time.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
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
});
