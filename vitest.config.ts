import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { LongFilesFirstSequencer } from './tests/support/long-files-first-sequencer';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', '**/node_modules/**'],
    environment: 'node',
    // One test file per core: Vitest's default leaves one core idle, which on a 2-core machine
    // halves the suite's speed. Test files share nothing (each opens its own database and
    // folders), so they also share their worker's loaded modules instead of importing them again
    // for every file (isolate: false; checked with --sequence.shuffle.files).
    maxWorkers: availableParallelism(),
    isolate: false,
    sequence: { sequencer: LongFilesFirstSequencer },
    globalSetup: ['tests/server/support/vitest-global-setup.ts'],
    // Screen and view-model tests opt into jsdom with `// @vitest-environment jsdom`.
    setupFiles: ['tests/support/dom-setup.ts'],
    // Each server test file opens its own database; PGlite start-up and migrations take a moment.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    coverage: {
      provider: 'v8',
      include: ['src/domain/**/*.ts'],
      reporter: ['text-summary'],
      // The domain holds every business rule; a rule without a test of its own (tests/domain, the
      // only files `npm run test:coverage` runs) fails the build. Collecting coverage slows every
      // file it runs by about 40 %, so the rest of the suite runs without (decision 0035).
      thresholds: { lines: 95, branches: 90, functions: 95, statements: 95 },
    },
  },
});
