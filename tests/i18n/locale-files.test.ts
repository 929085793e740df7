import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_LANGUAGES, DEFAULT_LANGUAGE } from '../../src/domain/i18n/languages';

const LOCALES_DIR = join(import.meta.dirname, '../../public/locales');
/** Proper nouns that read the same in every language. */
const SAME_IN_EVERY_LANGUAGE = new Set(['app.name']);

type Words = Record<string, string>;

function flatten(tree: unknown, prefix = ''): Words {
  const words: Words = {};
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') words[path] = value;
    else Object.assign(words, flatten(value, path));
  }
  return words;
}

function readWords(language: string, namespace: string): Words {
  return flatten(JSON.parse(readFileSync(join(LOCALES_DIR, language, `${namespace}.json`), 'utf8')));
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Counts a shop can reach: 0 to 1,000, and the round millions French, Spanish, Italian and Portuguese say apart ("1 000 000 d’avis"). */
const COUNTS = [...Array.from({ length: 1001 }, (_, count) => count), 1_000_000, 2_000_000];

/** The plural forms `language` uses for whole numbers (counts), as i18next picks them. */
function pluralForms(language: string): string[] {
  const rules = new Intl.PluralRules(language);
  return [...new Set(COUNTS.map((count) => rules.select(count)))];
}

/** English words with each plural group (`x_one`, `x_other`) turned into `language`'s forms, each against English `x_other`. */
function expectedWords(english: Words, language: string): Words {
  const expected: Words = {};
  for (const [key, text] of Object.entries(english)) {
    const base = key.replace(PLURAL_SUFFIX, '');
    if (base === key) expected[key] = text;
    else for (const form of pluralForms(language)) expected[`${base}_${form}`] = english[`${base}_other`] ?? text;
  }
  return expected;
}

const placeholdersOf = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const namespaces = readdirSync(join(LOCALES_DIR, DEFAULT_LANGUAGE)).map((file) => file.replace(/\.json$/, ''));

describe('admin locale files', () => {
  it('exist for exactly the 20 admin languages', () => {
    expect(readdirSync(LOCALES_DIR).sort()).toEqual([...ADMIN_LANGUAGES].sort());
  });

  describe.each(namespaces)('namespace %s', (namespace) => {
    const english = readWords(DEFAULT_LANGUAGE, namespace);

    it.each(ADMIN_LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE))('%s has every English key, translated', (language) => {
      const words = readWords(language, namespace);
      const expected = expectedWords(english, language);
      expect(Object.keys(words).sort()).toEqual(Object.keys(expected).sort());
      for (const [key, englishText] of Object.entries(expected)) {
        const text = words[key] ?? '';
        expect(text.trim(), `${language}:${key} is empty`).not.toBe('');
        expect(placeholdersOf(text), `${language}:${key} placeholders`).toEqual(placeholdersOf(englishText));
        if (!SAME_IN_EVERY_LANGUAGE.has(key)) {
          expect(text, `${language}:${key} is an English copy`).not.toBe(englishText);
        }
      }
    });
  });
});
