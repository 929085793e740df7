/**
 * The merchant's own storefront words (docs/product/storefront.md#storefront-words): each
 * overrides one text of the theme app extension's locale files, by its key ('reviews.heading',
 * a plural's form as 'rating.count.other'), and may use only the placeholders that text has.
 */

/** One text of the extension in one language: its key, its words there, the placeholders it fills. */
export interface StorefrontWordDefault {
  readonly key: string;
  readonly text: string;
  readonly placeholders: readonly string[];
}

export type StorefrontWordProblem = { readonly key: string; readonly message: string };

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** The placeholder names a text uses, in order, each once: 'Based on {{ count }} reviews' → ['count']. */
export function placeholdersOf(text: string): readonly string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] as string))];
}

/** The leaves of a locale file as dotted keys, in file order: plural forms are leaves of their own. */
export function flattenLocaleWords(words: unknown, prefix = ''): readonly [string, string][] {
  if (typeof words === 'string') return prefix === '' ? [] : [[prefix, words]];
  if (typeof words !== 'object' || words === null || Array.isArray(words)) return [];
  return Object.entries(words).flatMap(([part, value]) => flattenLocaleWords(value, prefix === '' ? part : `${prefix}.${part}`));
}

/** The first word that is not a text of the extension or uses a placeholder its text has not; undefined when all are good. */
export function findStorefrontWordProblem(words: Readonly<Record<string, string>>, defaults: readonly StorefrontWordDefault[]): StorefrontWordProblem | undefined {
  const byKey = new Map(defaults.map((entry) => [entry.key, entry]));
  for (const [key, text] of Object.entries(words)) {
    const known = byKey.get(key);
    if (!known) return { key, message: 'is not a storefront text' };
    const unknown = placeholdersOf(text).find((name) => !known.placeholders.includes(name));
    if (unknown !== undefined) {
      const allowed = known.placeholders.length === 0 ? 'none' : known.placeholders.map((name) => `{{ ${name} }}`).join(', ');
      return { key, message: `uses the placeholder {{ ${unknown} }}, which this text does not have (allowed: ${allowed})` };
    }
    if (/\{\{|\}\}/.test(text.replace(PLACEHOLDER, ''))) return { key, message: 'has a placeholder that is not written as {{ name }}' };
  }
  return undefined;
}

/**
 * The words as the storefront's snippet reads them: placeholders as `[[name]]`, the markers the
 * snippet fills after escaping (Liquid cannot hold `{{` in a string it compares). Empty words are
 * left out: an empty override means the default.
 */
export function storefrontWordsForLiquid(words: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  return Object.fromEntries(
    Object.entries(words)
      .filter(([, text]) => text.trim() !== '')
      .map(([key, text]) => [key, text.replace(PLACEHOLDER, (_whole, name: string) => `[[${name}]]`)]),
  );
}
