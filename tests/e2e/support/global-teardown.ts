import { dropE2eSnapshot } from './e2e-snapshot';

/** Playwright's global teardown: the run's snapshot database, if it made one on PostgreSQL. */
export default async function globalTeardown(): Promise<void> {
  await dropE2eSnapshot();
}
