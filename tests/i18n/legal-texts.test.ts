import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_LANGUAGES } from '../../src/domain/i18n/languages';
import { LEGAL_DOCUMENT_IDS, LEGAL_VERSIONS, legalSectionKey } from '../../src/domain/legal/legal-documents';

const LOCALES_DIR = join(import.meta.dirname, '../../public/locales');

interface SectionWords {
  readonly title?: unknown;
  readonly body?: unknown;
  readonly list?: unknown;
}

const legalWords = (language: string) => JSON.parse(readFileSync(join(LOCALES_DIR, language, 'legal.json'), 'utf8')) as Record<string, unknown>;

function at(tree: Record<string, unknown>, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}

const usedKeys = LEGAL_DOCUMENT_IDS.flatMap((document) => LEGAL_VERSIONS[document].flatMap((version) => version.sections.map((section) => legalSectionKey(document, section))));
const isTextList = (value: unknown) => Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string' && item.trim() !== '');

describe('the words of the privacy policy and the terms of service', () => {
  it.each(ADMIN_LANGUAGES)('%s has a title and paragraphs or a list for every section revision any version shows', (language) => {
    const words = legalWords(language);
    for (const key of usedKeys) {
      const section = at(words, key) as SectionWords | undefined;
      expect(typeof section?.title === 'string' && section.title.trim() !== '', `${language}:${key}.title`).toBe(true);
      expect(isTextList(section?.body) || isTextList(section?.list), `${language}:${key} has no text`).toBe(true);
      for (const part of ['body', 'list'] as const) if (section?.[part] !== undefined) expect(isTextList(section[part]), `${language}:${key}.${part}`).toBe(true);
    }
  });

  it('keeps no revision that no version shows', () => {
    const words = legalWords('en');
    const kept = LEGAL_DOCUMENT_IDS.flatMap((document) =>
      Object.entries(at(words, `${document}.sections`) as Record<string, Record<string, unknown>>).flatMap(([id, revisions]) => Object.keys(revisions).map((revision) => `${document}.sections.${id}.${revision}`)),
    );
    expect(kept.sort()).toEqual([...new Set(usedKeys)].sort());
  });
});
