import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_LANGUAGES, DEFAULT_LANGUAGE } from '../../src/domain/i18n/languages';
import { readGlossary, readNamesNeverShown } from '../support/glossary';

const LOCALES_DIR = join(import.meta.dirname, '../../public/locales');
const namespaces = readdirSync(join(LOCALES_DIR, DEFAULT_LANGUAGE)).map((file) => file.replace(/\.json$/, ''));
const glossary = readGlossary();

function flatten(tree: unknown, prefix = ''): [string, string][] {
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[prefix + key, value]] : flatten(value, `${prefix}${key}.`),
  );
}

/** Every text of a language: `namespace:key` → text. */
function textsOf(language: string): Map<string, string> {
  return new Map(
    namespaces.flatMap((namespace) =>
      flatten(JSON.parse(readFileSync(join(LOCALES_DIR, language, `${namespace}.json`), 'utf8'))).map(([key, text]): [string, string] => [`${namespace}:${key}`, text]),
    ),
  );
}

const english = textsOf(DEFAULT_LANGUAGE);

describe('docs/i18n/glossary.json', () => {
  it('gives every admin language a voice and a name (or null) for each English term', () => {
    expect(Object.keys(glossary).sort()).toEqual([...ADMIN_LANGUAGES].sort());
    for (const language of ADMIN_LANGUAGES) {
      expect(glossary[language].voice.trim(), language).not.toBe('');
      expect(Object.keys(glossary[language].terms).sort(), language).toEqual(Object.keys(glossary.en.terms).sort());
    }
  });
});

describe.each(ADMIN_LANGUAGES)('the %s texts', (language) => {
  const texts = textsOf(language);
  const { avoid, terms } = glossary[language];

  it(`keep one voice: ${glossary[language].voice}`, () => {
    const patterns = avoid.map((pattern) => new RegExp(pattern, 'u'));
    const otherVoice = [...texts].filter(([, text]) => patterns.some((pattern) => pattern.test(text))).map(([key, text]) => `${key}: ${text}`);
    expect(otherVoice).toEqual([]);
  });

  it('show no internal or vendor name (a review source says what it is, not whose service it was)', () => {
    const names = readNamesNeverShown();
    const shown = [...texts].filter(([, text]) => names.some((name) => text.includes(name))).map(([key, text]) => `${key}: ${text}`);
    expect(shown).toEqual([]);
  });

  it('name each product term the one way the glossary gives', () => {
    const misnamed: string[] = [];
    for (const [term, name] of Object.entries(terms)) {
      if (name === null) continue;
      const englishName = new RegExp(glossary.en.terms[term] ?? '', 'iu');
      const ownName = new RegExp(name, 'iu');
      for (const [key, englishText] of english) {
        const text = texts.get(key) ?? '';
        if (englishName.test(englishText) && !ownName.test(text)) misnamed.push(`${term} in ${key}: ${text}`);
      }
    }
    expect(misnamed).toEqual([]);
  });
});
