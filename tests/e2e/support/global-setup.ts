import { buildE2eSnapshot } from './e2e-snapshot';

/** Playwright's global setup: the snapshot every test's server copies, made once per run. */
export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  await buildE2eSnapshot();
  console.log(`e2e snapshot (demo store and fixture shops) made in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
