import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

/**
 * The edge lists of the layer rules (.dependency-cruiser.cjs) declare each link one way
 * (docs/decisions/0060-composition-by-area-and-area-boundaries.md): the configuration refuses a
 * pair declared both ways, so `npm run lint:layers` fails before it cruises anything. The
 * configuration is loaded from its source, once as it is and once with one more edge.
 */
const CONFIG = readFileSync(resolve(import.meta.dirname, '../../.dependency-cruiser.cjs'), 'utf8');

function loadConfig(source: string): unknown {
  const sandbox = { module: { exports: {} as unknown } };
  runInNewContext(source, sandbox);
  return sandbox.module.exports;
}

/** The configuration's source with the given edges declared first in a list. */
function withEdges(list: 'SERVER_AREA_EDGES' | 'ADMIN_FEATURE_EDGES', edges: readonly (readonly [string, string])[]): string {
  const opening = `const ${list} = [\n`;
  expect(CONFIG).toContain(opening);
  return CONFIG.replace(opening, `${opening}${edges.map(([from, to]) => `  ['${from}', '${to}', 'a test edge'],\n`).join('')}`);
}

describe('the layer rules’ edge lists', () => {
  it('declare no link between two server areas, or two admin features, both ways', () => {
    expect(() => loadConfig(CONFIG)).not.toThrow();
  });

  it.each(['SERVER_AREA_EDGES', 'ADMIN_FEATURE_EDGES'] as const)('%s refuses a pair declared back the other way, naming it', (list) => {
    expect(() => loadConfig(withEdges(list, [['test-zeta', 'test-alpha'], ['test-alpha', 'test-zeta']]))).toThrow(`${list} declares test-alpha ↔ test-zeta both ways`);
  });

  it('takes a new edge declared one way', () => {
    expect(() => loadConfig(withEdges('SERVER_AREA_EDGES', [['test-alpha', 'test-zeta']]))).not.toThrow();
  });

  it('refuses a reverse of an edge already declared', () => {
    const source = CONFIG.match(/const SERVER_AREA_EDGES = \[\n\s+\['([^']+)', '([^']+)'/);
    expect(source).not.toBeNull();
    const [, from = '', to = ''] = source ?? [];
    expect(() => loadConfig(withEdges('SERVER_AREA_EDGES', [[to, from]]))).toThrow(/SERVER_AREA_EDGES declares .* both ways/);
  });
});
