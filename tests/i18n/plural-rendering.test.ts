// @vitest-environment jsdom
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_LANGUAGES, type AdminLanguage, DEFAULT_LANGUAGE } from '../../src/domain/i18n/languages';
import { I18nextTranslations } from '../../src/infrastructure/i18n/i18next-translations';
import { readGlossary } from '../support/glossary';

const LOCALES_DIR = join(import.meta.dirname, '../../public/locales');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const namespaces = readdirSync(join(LOCALES_DIR, DEFAULT_LANGUAGE)).map((file) => file.replace(/\.json$/, ''));

function flatten(tree: unknown, prefix = ''): string[] {
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : flatten(value, `${prefix}${key}.`),
  );
}

/** Every count-bearing text: `namespace:key` of each English plural group. */
const pluralTexts = namespaces.flatMap((namespace) => {
  const keys = flatten(JSON.parse(readFileSync(join(LOCALES_DIR, DEFAULT_LANGUAGE, `${namespace}.json`), 'utf8')));
  return [...new Set(keys.filter((key) => PLURAL_SUFFIX.test(key)).map((key) => `${namespace}:${key.replace(PLURAL_SUFFIX, '')}`))];
});

/** The admin's own i18next set-up (number formatter included), its words read from public/locales. */
async function translationsIn(language: AdminLanguage): Promise<I18nextTranslations> {
  const fetch = (url: string) => Promise.resolve(new Response(readFileSync(join(LOCALES_DIR, new URL(url, 'http://admin.test').pathname.replace(/^\/locales\//, '')))));
  const translations = new I18nextTranslations({ language, buildId: 'test', document, fetch });
  await translations.ready;
  await translations.i18n.loadNamespaces(namespaces);
  return translations;
}

/** A text as the merchant reads it for `count`; its other numbers (7, 8, 9, 97) never look like a count. */
const render = (translations: I18nextTranslations, text: string, count: number) =>
  translations.translate(text, { count, over: count, max: 97, plan: 'Pro', page: 7, pages: 9, processed: 8 });

const glossary = readGlossary();

describe.each(ADMIN_LANGUAGES)('count-bearing texts in %s', (language) => {
  const rules = new Intl.PluralRules(language);
  const number = new Intl.NumberFormat(language);
  /** 1, 2 and 5 tell one, few and many apart (Czech, Polish); 1,000,000 the round millions (French, Spanish…). */
  const counts = [1, 2, 5, 1_000_000];

  it('has, for every text, each plural form its language uses for counts, in its own file', async () => {
    const translations = await translationsIn(language);
    for (const text of pluralTexts) {
      const [namespace, key] = text.split(':') as [string, string];
      for (const count of counts) {
        const form = `${key}_${rules.select(count)}`;
        expect(translations.i18n.exists(form, { ns: namespace, lng: language, fallbackLng: false }), `${language} ${namespace}:${form}`).toBe(true);
      }
    }
  });

  it('writes each count the language’s way, and says one apart from several where the language does', async () => {
    const translations = await translationsIn(language);
    const sameForOne = new Set(glossary[language].samePluralForOne);
    const alike: string[] = [];
    for (const text of pluralTexts) {
      for (const count of counts) expect(render(translations, text, count), `${language} ${text} (${count})`).toContain(number.format(count));
      if (rules.select(1) === rules.select(2) || sameForOne.has('*') || sameForOne.has(text)) continue;
      const masked = (count: number) => render(translations, text, count).replaceAll(number.format(count), '#');
      if (masked(1) === masked(2)) alike.push(`${text}: ${masked(1)}`);
    }
    expect(alike, `${language}: texts that read the same for 1 and 2`).toEqual([]);
  });
});

describe('numbers in the admin’s texts', () => {
  it('are written with the language’s separators: German "1.234 Bewertungen", and an id is left as it is', async () => {
    const german = await translationsIn('de');
    expect(german.translate('reviews:pagination', { page: 1, pages: 2, count: 1234 })).toBe('Seite 1 von 2 · 1.234 Bewertungen');
    expect(german.translate('reviews:pagination', { page: 1, pages: 1, count: 1 })).toBe('Seite 1 von 1 · 1 Bewertung');
    expect(german.translate('reviews:rating', { rating: 4.5 })).toBe('4,5 von 5 Sternen');
    expect(german.translate('import:products.chosen', { id: 7234567890 })).toContain('7234567890');
    const english = await translationsIn('en');
    expect(english.translate('reviews:pagination', { page: 1, pages: 1, count: 1 })).toBe('Page 1 of 1 · 1 review');
  });
});

/** Placeholders that carry a count the merchant or shopper can see at 1. */
const COUNT_PLACEHOLDERS = ['count', 'imported', 'kept', 'photos', 'videos', 'used', 'completed', 'selected', 'shown', 'processed', 'fetched', 'bought', 'done'];
/** Counts outside a plural group that are never 1: the order sync's periods and a plan's trial days. */
const NEVER_ONE = new Set(['collect-orders:sync.lastDays', 'plans:card.trial']);

describe('a count outside a plural group', () => {
  it('stands after a label ("Reviews found on this page: 1"), never before an English plural noun ("1 reviews")', async () => {
    const english = await translationsIn('en');
    const ones = Object.fromEntries(COUNT_PLACEHOLDERS.map((name) => [name, 1]));
    const pluralGroups = new Set(pluralTexts);
    const misread: string[] = [];
    for (const namespace of namespaces) {
      const keys = flatten(JSON.parse(readFileSync(join(LOCALES_DIR, DEFAULT_LANGUAGE, `${namespace}.json`), 'utf8')));
      for (const key of keys) {
        const text = `${namespace}:${key}`;
        if (PLURAL_SUFFIX.test(key) || pluralGroups.has(text) || NEVER_ONE.has(text)) continue;
        const rendered = english.translate(text, ones);
        if (/(^|[^\d.,])1 (more )?[a-z]+s\b/.test(rendered)) misread.push(`${text}: ${rendered}`);
      }
    }
    expect(misread).toEqual([]);
  });
});
