import { existsSync } from 'node:fs';
import { expect, it } from 'vitest';
import { LONGEST_FILES } from '../support/long-files-first-sequencer';

// A renamed or deleted file would silently fall back to Vitest's order, and the run's tail grows again.
it.each(LONGEST_FILES)('the long file %s the sequencer starts first exists', (file) => {
  expect(existsSync(file)).toBe(true);
});
