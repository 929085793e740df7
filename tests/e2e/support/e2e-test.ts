import { test as base } from '@playwright/test';
import { type E2eApp, startE2eApp } from './e2e-app';
import { e2eSnapshotDatabase } from './e2e-snapshot';

/*
 * Every spec imports `test` and `expect` from here: each test runs against a server of its own on
 * a fresh copy of the snapshot (e2e-snapshot.ts), and `baseURL` points at it. A test owns all the
 * data it sees, so no other test, no order of the run and no retry changes its result.
 */

interface WorkerFixtures {
  readonly snapshotDatabase: Blob;
}

interface TestFixtures {
  readonly app: E2eApp;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  // Read once per worker; each test opens its own copy.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  snapshotDatabase: [async ({}, use) => use(e2eSnapshotDatabase()), { scope: 'worker' }],
  app: [
    async ({ snapshotDatabase }, use, testInfo) => {
      const app = await startE2eApp(snapshotDatabase, testInfo.parallelIndex, `w${testInfo.parallelIndex}-${testInfo.testId}-${testInfo.retry}`);
      try {
        await use(app);
      } finally {
        await app.stop();
      }
    },
    { auto: true },
  ],
  baseURL: async ({ app }, use) => use(app.origin),
});

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
