import postcss, { type Rule } from 'postcss';
import { type RsbuildPlugin } from '@rsbuild/core';

/** A Polaris class as its components write it (`Polaris-Button--variantPrimary`, `Polaris-Frame-Toast__CloseButton`). */
const POLARIS_CLASS = /Polaris-[A-Za-z0-9_-]+/g;
/** The same class in a selector. */
const POLARIS_CLASS_SELECTOR = /\.(Polaris-[A-Za-z0-9_-]+)/g;

/** The selector without what its pseudo-classes take in parentheses (`:not(.A)` does not need `.A` on the page). */
function outsideParentheses(selector: string): string {
  let depth = 0;
  let kept = '';
  for (const character of selector) {
    if (character === '(') depth += 1;
    if (depth === 0) kept += character;
    if (character === ')') depth = Math.max(0, depth - 1);
  }
  return kept;
}

/** Whether `selector` can match in a page whose scripts write only the classes in `used`. */
function canMatch(selector: string, used: ReadonlySet<string>): boolean {
  for (const match of outsideParentheses(selector).matchAll(POLARIS_CLASS_SELECTOR)) {
    if (!used.has(match[1] ?? '')) return false;
  }
  return true;
}

/**
 * Drops the rules of a stylesheet that need a Polaris class no script of the build writes:
 * Polaris' stylesheet styles every component, the admin renders a third of them. Other rules
 * (tokens, the theme, resets, keyframes) stay, and so does the order of what stays.
 */
export function prunePolarisRules(css: string, used: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  root.walkRules((rule: Rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as { name: string }).name)) return;
    const selectors = rule.selectors.filter((selector) => canMatch(selector, used));
    if (selectors.length === 0) rule.remove();
    else if (selectors.length < rule.selectors.length) rule.selectors = selectors;
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes !== undefined && atRule.nodes.length === 0) atRule.remove();
  });
  return root.toString();
}

/** Every Polaris class written in `code`: the class maps of the Polaris components it bundles, and any class the app names. */
export function polarisClassesIn(code: string): Set<string> {
  return new Set(code.match(POLARIS_CLASS) ?? []);
}

/**
 * Keeps out of the admin's CSS the rules of Polaris components the admin never renders
 * (docs/decisions/0046-first-screen-bundle.md). A Polaris component applies only the classes of
 * its own class map, which the bundle carries whole, so a class found in no script of the build
 * is never on the page. Runs before the content hashes are computed, so a file's name follows
 * what it holds.
 */
export function polarisCssPlugin(): RsbuildPlugin {
  return {
    name: 'starling:polaris-css',
    setup(api) {
      api.processAssets({ stage: 'optimize-inline' }, ({ assets, compilation, sources }) => {
        const used = new Set<string>();
        for (const [name, source] of Object.entries(assets)) {
          if (name.endsWith('.js')) for (const polarisClass of polarisClassesIn(source.source().toString())) used.add(polarisClass);
        }
        for (const [name, source] of Object.entries(assets)) {
          if (!name.endsWith('.css')) continue;
          const css = source.source().toString();
          if (!css.includes('.Polaris-')) continue;
          compilation.updateAsset(name, new sources.RawSource(prunePolarisRules(css, used)));
        }
      });
    },
  };
}
