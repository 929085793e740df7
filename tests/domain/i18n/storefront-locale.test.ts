import { describe, expect, it } from 'vitest';
import { parseStorefrontLocale, primaryStorefrontLanguage } from '../../../src/domain/i18n/storefront-locale';

describe('parseStorefrontLocale', () => {
  it.each([
    ['en', 'en'],
    ['pt-br', 'pt-BR'],
    ['ZH-hant-tw', 'zh-Hant-TW'],
    ['es-419', 'es-419'],
    ['fil', 'fil'],
  ])('reads %s as %s', (input, locale) => {
    expect(parseStorefrontLocale(input)).toBe(locale);
  });

  it.each(['', 'e', 'english', 'en_US', 'en-US-x-private', 'en-u-ca-gregory', '../en', 'en-', 42, null])('refuses %j', (input) => {
    expect(parseStorefrontLocale(input)).toBeUndefined();
  });
});

describe('primaryStorefrontLanguage', () => {
  it('is the language marked primary, wherever it stands', () => {
    expect(primaryStorefrontLanguage([{ locale: 'en', primary: false }, { locale: 'de', primary: true }])?.locale).toBe('de');
  });

  it('is the first language when none is marked, and none for a storefront without languages', () => {
    expect(primaryStorefrontLanguage([{ locale: 'fr', primary: false }, { locale: 'en', primary: false }])?.locale).toBe('fr');
    expect(primaryStorefrontLanguage([])).toBeUndefined();
  });
});
