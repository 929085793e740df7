import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const CONTRACTS = join(import.meta.dirname, '../../src/contracts');
const INDEX = readFileSync(join(import.meta.dirname, '../support/contract-index.ts'), 'utf8');

describe('the test fakes\' contract index', () => {
  it('knows every module that declares an endpoint, so every path a fake answers is typed by its contract', () => {
    const withEndpoints = readdirSync(CONTRACTS)
      .filter((name) => name.endsWith('.contract.ts'))
      .filter((name) => /=\s*(get|post)\(/.test(readFileSync(join(CONTRACTS, name), 'utf8')));
    expect(withEndpoints.length).toBeGreaterThan(10);
    const missing = withEndpoints.filter((name) => !INDEX.includes(`src/contracts/${name.replace(/\.ts$/, '')}'`));
    expect(missing).toEqual([]);
  });
});
