import { test as base } from '@playwright/test';
import { E2E_FIRST_PORT, E2E_PORTS_PER_WORKER, type E2eApp, startE2eApp } from './e2e-app';
import { type E2eDatabaseSnapshot, e2eSnapshotDatabase } from './e2e-snapshot';

/*
 * Every spec imports `test` and `expect` from here: each test runs against a server of its own on
 * a fresh copy of the snapshot (e2e-snapshot.ts), and `baseURL` points at it. A test owns all the
 * data it sees, so no other test, no order of the run and no retry changes its result.
 */

/**
 * A worker's next server, started while the current test runs: opening a copy of the snapshot
 * takes seconds, most of them while the test's browser waits on something. A spare is untouched
 * until its test takes it, so it starts from the snapshot as the test's own server did before.
 */
class SpareApps {
  private spare: Promise<E2eApp> | null = null;
  private started = 0;

  constructor(
    private readonly database: E2eDatabaseSnapshot,
    private readonly slot: number,
  ) {}

  /** The spare (or a new server, for the worker's first test), and the next spare on its way. */
  async take(): Promise<E2eApp> {
    const app = await (this.spare ?? this.start());
    this.spare = this.start();
    // A spare that fails to start is reported by the test that takes it.
    this.spare.catch(() => undefined);
    return app;
  }

  async stop(): Promise<void> {
    const spare = await this.spare?.catch(() => null);
    await spare?.stop();
  }

  private start(): Promise<E2eApp> {
    const turn = this.started++;
    const port = E2E_FIRST_PORT + this.slot * E2E_PORTS_PER_WORKER + (turn % E2E_PORTS_PER_WORKER);
    return startE2eApp(this.database, port, `w${this.slot}-${turn}`);
  }
}

interface WorkerFixtures {
  readonly spareApps: SpareApps;
}

interface TestFixtures {
  readonly app: E2eApp;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  spareApps: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      const apps = new SpareApps(e2eSnapshotDatabase(), workerInfo.parallelIndex);
      try {
        await use(apps);
      } finally {
        await apps.stop();
      }
    },
    { scope: 'worker' },
  ],
  app: [
    async ({ spareApps }, use) => {
      const app = await spareApps.take();
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
