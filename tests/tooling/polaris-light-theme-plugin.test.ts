import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { keepLightTheme } from '../../scripts/build/polaris-light-theme-plugin';

const tokensModule = 'node_modules/@shopify/polaris-tokens/dist/esm/build/index.mjs';

/** The module around its `themes` literal, and the literal (from `var themes =` to the next declaration). */
function splitAtThemes(code: string): { readonly rest: string; readonly literal: string } {
  const start = code.indexOf('var themes = ');
  const end = code.indexOf('var themeDefault', start);
  if (start < 0 || end < 0) throw new Error('no themes literal');
  return { rest: code.slice(0, start) + code.slice(end), literal: code.slice(start + 'var themes = '.length, end).trim().replace(/;$/, '') };
}

/** The `themes` object a module exports, read back from its source. */
function themesIn(code: string): Record<string, Record<string, Record<string, string>>> {
  return JSON.parse(splitAtThemes(code).literal) as Record<string, Record<string, Record<string, string>>>;
}

describe("keeping only the light theme in Polaris' tokens module", () => {
  const original = readFileSync(tokensModule, 'utf8');

  it('keeps the light theme with every token value it had, and drops the other themes', () => {
    const before = themesIn(original);
    expect(Object.keys(before).length).toBeGreaterThan(1);
    const after = themesIn(keepLightTheme(original));
    expect(Object.keys(after)).toEqual(['light']);
    expect(after.light).toEqual(before.light);
    expect(after.light?.color?.['color-bg']).toBe(before.light?.color?.['color-bg']);
  });

  it('changes nothing else in the module (its exports stay as they were)', () => {
    expect(splitAtThemes(keepLightTheme(original)).rest).toBe(splitAtThemes(original).rest);
    expect(keepLightTheme(original).length).toBeLessThan(original.length / 2);
  });

  it('fails the build loudly when a new Polaris release no longer has the literal it rewrites', () => {
    expect(() => keepLightTheme('export const themes = {};')).toThrow(/update the plugin/);
  });
});
