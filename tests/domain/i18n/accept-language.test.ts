import { describe, expect, it } from 'vitest';
import { acceptedLanguageTags, languageFromAcceptLanguage } from '../../../src/domain/i18n/accept-language';

describe('Accept-Language', () => {
  it('orders tags by quality, then by their order, and drops q=0, * and empty parts', () => {
    expect(acceptedLanguageTags('fr;q=0.5, de-AT, en;q=0.8, *;q=0.1, ja;q=0, , it;q=bad')).toEqual(['de-AT', 'en', 'fr']);
    expect(acceptedLanguageTags(undefined)).toEqual([]);
    expect(acceptedLanguageTags('')).toEqual([]);
  });

  it('answers the first of our languages the customer accepts, else English', () => {
    expect(languageFromAcceptLanguage('de-AT,de;q=0.9,en;q=0.8')).toBe('de');
    expect(languageFromAcceptLanguage('pt-BR')).toBe('pt');
    expect(languageFromAcceptLanguage('nb-NO, en;q=0.5')).toBe('no');
    expect(languageFromAcceptLanguage('zh-Hant-TW')).toBe('zh-TW');
    expect(languageFromAcceptLanguage('xx, ja;q=0.7')).toBe('ja');
    expect(languageFromAcceptLanguage('en-GB, fr;q=0.9')).toBe('en');
    expect(languageFromAcceptLanguage('xx-YY')).toBe('en');
    expect(languageFromAcceptLanguage(null)).toBe('en');
  });
});
