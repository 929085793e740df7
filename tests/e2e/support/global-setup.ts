import { buildE2eSnapshot, e2eDatabaseKind } from './e2e-snapshot';

/** Playwright's global setup: the snapshot every test's server copies, made once per run. */
export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  await buildE2eSnapshot();
  const on = e2eDatabaseKind() === 'postgres' ? 'PostgreSQL (TEST_DATABASE_URL)' : 'PGlite';
  console.log(`e2e snapshot (demo store and fixture shops) made on ${on} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
