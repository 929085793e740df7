import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { flattenLocaleWords, placeholdersOf, type StorefrontWordDefault } from '../../../src/domain/storefront/storefront-words';
import { type StorefrontWordCatalog } from '../../application/languages/storefront-word-catalog.port';
import { EXTENSION_DIR } from './storefront-liquid';

const ENGLISH = 'en';

/** The extension's locale files, read once: `en.default.json` is English. */
export class ExtensionWordCatalog implements StorefrontWordCatalog {
  readonly locales: readonly string[];
  private readonly byLocale = new Map<string, ReadonlyMap<string, string>>();

  constructor(localesDir = join(EXTENSION_DIR, 'locales')) {
    for (const file of readdirSync(localesDir)) {
      if (!file.endsWith('.json') || file.endsWith('.schema.json')) continue;
      const locale = file.replace(/(\.default)?\.json$/, '');
      this.byLocale.set(locale, new Map(flattenLocaleWords(JSON.parse(readFileSync(join(localesDir, file), 'utf8')))));
    }
    this.locales = [ENGLISH, ...[...this.byLocale.keys()].filter((locale) => locale !== ENGLISH).sort()];
  }

  defaults(locale: string): readonly StorefrontWordDefault[] {
    const english = this.byLocale.get(ENGLISH) ?? new Map<string, string>();
    const own = this.byLocale.get(locale) ?? english;
    return [...english].map(([key, text]) => ({ key, text: own.get(key) ?? text, placeholders: placeholdersOf(text) }));
  }
}
