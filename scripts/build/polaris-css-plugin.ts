import postcss, { type Rule } from 'postcss';
import { type RsbuildPlugin } from '@rsbuild/core';

/** A Polaris class as its components write it (`Polaris-Button--variantPrimary`, `Polaris-Frame-Toast__CloseButton`). */
const POLARIS_CLASS = /Polaris-[A-Za-z0-9_-]+/g;
/** The same class in a selector, or a Polaris theme's class (`p-theme-dark-experimental`). */
const POLARIS_CLASS_SELECTOR = /\.(Polaris-[A-Za-z0-9_-]+|p-theme-[A-Za-z0-9-]+)/g;

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
  dropUnusedComponentKeyframes(root);
  return root.toString();
}

/**
 * Drops a Polaris component's own keyframes (`@keyframes Polaris-Checkbox--pathAnimation`) once no
 * rule left names them. The theme's keyframes (`p-motion-keyframes-spin`) stay: rules reach them
 * through custom properties.
 */
function dropUnusedComponentKeyframes(root: ReturnType<typeof postcss.parse>): void {
  const named = new Set<string>();
  root.walkDecls(/^animation/, (declaration) => {
    for (const word of declaration.value.split(/[\s,]+/)) named.add(word);
  });
  root.walkAtRules(/keyframes$/i, (atRule) => {
    if (atRule.params.startsWith('Polaris-') && !named.has(atRule.params)) atRule.remove();
  });
}

/** Every Polaris class written in `code`: the class maps of the Polaris components it bundles, and any class the app names. */
export function polarisClassesIn(code: string): Set<string> {
  return new Set(code.match(POLARIS_CLASS) ?? []);
}

export interface PolarisCssOptions {
  /** Lazily loaded chunks the first screen needs besides the initial ones (the dashboard's and the pending page's), with the chunks split off them. */
  readonly firstScreenChunks?: readonly string[];
  /**
   * Polaris components whose code the first screen carries without drawing them (a `Page` brings
   * its action menu, whose list brings a filter field): their rules come with the complete
   * stylesheet, which every screen that draws them imports. The end-to-end suite checks that every
   * Polaris class on a page it visits has its rules (tests/e2e/support/polaris-styles.ts).
   */
  readonly notDrawnOnFirstScreen?: readonly string[];
  /** The Polaris theme `AppProvider` is given (`light` unless told); the other themes' rules go. */
  readonly theme?: string;
}

/** Whether `polarisClass` is one of `component`'s own (`Polaris-Label`, `Polaris-Label__Text`, not `Polaris-Labelled`). */
export function belongsToComponent(polarisClass: string, component: string): boolean {
  const prefix = `Polaris-${component}`;
  return polarisClass === prefix || (polarisClass.startsWith(prefix) && /[_-]/.test(polarisClass[prefix.length] ?? ''));
}

/**
 * Keeps out of the admin's CSS the rules of Polaris components a page does not render
 * (docs/decisions/0046-first-screen-bundle.md). A Polaris component applies only the classes of
 * its own class map, which the bundle carries whole, so a class found in no script is never on
 * the page:
 *
 * - the stylesheet the page starts with keeps the rules of the classes the first screen's scripts
 *   write (the initial chunks and `firstScreenChunks`);
 * - Polaris' complete stylesheet, which a screen rendering more of Polaris imports (`src/ui/kit/polaris-complete.ts`),
 *   keeps the rules of the classes any script of the build writes. Loaded after the first one,
 *   it restates every rule of it in Polaris' own order, so the cascade is Polaris' own.
 *
 * The build fails when a lazily loaded chunk writes classes the first stylesheet lacks and neither
 * it nor a chunk loaded before it brings the complete one. It cannot see a screen that draws a
 * `notDrawnOnFirstScreen` component (that code sits in the first screen's chunks): the end-to-end
 * suite checks every page it visits for Polaris classes without rules. Runs before the content
 * hashes are computed, so a file's name follows what it holds.
 */
export function polarisCssPlugin(options: PolarisCssOptions = {}): RsbuildPlugin {
  const firstScreenChunks = new Set(options.firstScreenChunks ?? []);
  const notDrawnOnFirstScreen = options.notDrawnOnFirstScreen ?? [];
  const themeClass = `p-theme-${options.theme ?? 'light'}`;
  return {
    name: 'starling:polaris-css',
    setup(api) {
      api.processAssets({ stage: 'optimize-inline' }, ({ assets, compilation, compiler, sources }) => {
        const textOf = (file: string) => assets[file]?.source().toString() ?? '';
        const classesIn = new Map<string, Set<string>>();
        const classesOf = (file: string) => {
          let classes = classesIn.get(file);
          if (!classes) classesIn.set(file, (classes = file.endsWith('.js') ? polarisClassesIn(textOf(file)) : new Set()));
          return classes;
        };
        const chunks = [...compilation.chunks];
        // A named first-screen import brings its split chunks too (modules it shares with later screens).
        const firstScreenGroupChunks = new Set(
          compilation.chunkGroups.filter((group) => firstScreenChunks.has(group.name ?? '')).flatMap((group) => group.chunks),
        );
        const onFirstScreen = (chunk: (typeof chunks)[number]) =>
          chunk.canBeInitial() || firstScreenChunks.has(chunk.name ?? '') || firstScreenGroupChunks.has(chunk);
        const firstScreen = new Set<string>([themeClass]);
        const everywhere = new Set<string>([themeClass]);
        for (const chunk of chunks) {
          for (const file of chunk.files) {
            for (const polarisClass of classesOf(file)) {
              everywhere.add(polarisClass);
              if (onFirstScreen(chunk) && !notDrawnOnFirstScreen.some((component) => belongsToComponent(polarisClass, component))) firstScreen.add(polarisClass);
            }
          }
        }

        const completeSheets = new Set<(typeof chunks)[number]>();
        for (const chunk of chunks) {
          for (const file of chunk.files) {
            if (!file.endsWith('.css') || !textOf(file).includes('.Polaris-')) continue;
            const initial = chunk.canBeInitial();
            if (!initial) completeSheets.add(chunk);
            compilation.updateAsset(file, new sources.RawSource(prunePolarisRules(textOf(file), initial ? firstScreen : everywhere)));
          }
        }

        type Group = (typeof compilation.chunkGroups)[number];
        const bringsCompleteSheet = (group: Group, seen = new Set<Group>()): boolean => {
          if (seen.has(group)) return false;
          seen.add(group);
          return group.chunks.some((chunk) => completeSheets.has(chunk)) || group.getParents().some((parent) => bringsCompleteSheet(parent, seen));
        };
        for (const group of compilation.chunkGroups) {
          if (group.isInitial() || group.chunks.every(onFirstScreen)) continue;
          const missing = group.chunks.flatMap((chunk) => [...chunk.files].flatMap((file) => [...classesOf(file)])).filter((c) => !firstScreen.has(c));
          if (missing.length === 0 || bringsCompleteSheet(group)) continue;
          const files = group.chunks.flatMap((chunk) => [...chunk.files]).join(', ');
          compilation.errors.push(
            new compiler.webpack.WebpackError(
              `${files} writes Polaris classes the first screen's stylesheet lacks (${missing.slice(0, 3).join(', ')}…): import src/ui/kit/polaris-complete in its screen.`,
            ),
          );
        }
      });
    },
  };
}
