import { describe, expect, it } from 'vitest';
import { offersTranslation, reviewTranslationMode, translationLanguageOf } from '../../../src/domain/storefront/review-translation';

describe('review translation rules', () => {
  it('is off unless translate_enabled is on; automatic with is_translate_review', () => {
    expect(reviewTranslationMode({ translate_enabled: '2', is_translate_review: '1' })).toBe('off');
    expect(reviewTranslationMode({ translate_enabled: '1', is_translate_review: '2' })).toBe('on_request');
    expect(reviewTranslationMode({ translate_enabled: '1', is_translate_review: '1' })).toBe('automatic');
  });

  it("reads Shopify's locales as the languages reviews are translated into", () => {
    expect(translationLanguageOf('de')).toBe('de');
    expect(translationLanguageOf('pt-BR')).toBe('pt');
    expect(translationLanguageOf('pt-PT')).toBe('pt-PT');
    expect(translationLanguageOf('nb')).toBe('no');
    expect(translationLanguageOf('zh-Hant-TW')).toBe('zh-TW');
    expect(translationLanguageOf('zh-TW')).toBe('zh-TW');
    expect(translationLanguageOf('zh')).toBe('zh-CN');
    expect(translationLanguageOf('EN_us')).toBe('en');
    expect(translationLanguageOf('tlh')).toBeNull();
    expect(translationLanguageOf('')).toBeNull();
  });

  it('offers a review in another language than the shopper reads, never one of unknown language', () => {
    expect(offersTranslation('de', 'en')).toBe(true);
    expect(offersTranslation('en', 'en-GB')).toBe(false);
    expect(offersTranslation('', 'en')).toBe(false);
    expect(offersTranslation('pt', 'pt-PT')).toBe(false);
    expect(offersTranslation('zh-CN', 'zh-TW')).toBe(true);
    expect(offersTranslation('nb', 'no')).toBe(false);
    // A language we do not translate from is still sent: the service knows more than we list.
    expect(offersTranslation('hu', 'en')).toBe(true);
    // Into a language we do not translate into: nothing to offer.
    expect(offersTranslation('de', 'hu')).toBe(false);
  });
});
