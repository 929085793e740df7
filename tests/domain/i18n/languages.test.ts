import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LANGUAGE_ENDONYMS, LANGUAGE_OPTIONS } from '../../../src/domain/i18n/language-options';
import { ADMIN_LANGUAGES, DEFAULT_LANGUAGE, isAdminLanguage, resolveAdminLanguage } from '../../../src/domain/i18n/languages';

const SPEC_ORDER = ['en', 'cs', 'da', 'de', 'es', 'fr', 'it', 'nl', 'no', 'pl', 'pt', 'pt-PT', 'fi', 'sv', 'tr', 'th', 'ja', 'zh-CN', 'zh-TW', 'ko'];

describe('admin languages', () => {
  it('offers the 20 interface languages in the spec order, English first by default', () => {
    expect(ADMIN_LANGUAGES).toEqual(SPEC_ORDER);
    expect(DEFAULT_LANGUAGE).toBe('en');
  });

  it('recognises only the exact supported codes', () => {
    for (const code of SPEC_ORDER) expect(isAdminLanguage(code)).toBe(true);
    for (const value of ['EN', 'pt-BR', 'zh', 'nb', '', undefined, 3]) expect(isAdminLanguage(value)).toBe(false);
  });

  it('labels each language in the dropdown by its own name, in the same order', () => {
    expect(LANGUAGE_ENDONYMS.de).toBe('Deutsch');
    expect(LANGUAGE_ENDONYMS.ja).toBe('日本語');
    expect(LANGUAGE_ENDONYMS['zh-CN']).toBe('简体中文');
    expect(LANGUAGE_ENDONYMS['zh-TW']).toBe('繁體中文');
    expect(LANGUAGE_OPTIONS.map((option) => option.value)).toEqual(SPEC_ORDER);
    const labels = LANGUAGE_OPTIONS.map((option) => option.label);
    expect(new Set(labels).size).toBe(SPEC_ORDER.length);
  });
});

describe('resolving the interface language from a user setting', () => {
  it('keeps every supported code as it is', () => {
    for (const code of ADMIN_LANGUAGES) expect(resolveAdminLanguage(code)).toBe(code);
  });

  it('ignores case, surrounding spaces and underscores', () => {
    expect(resolveAdminLanguage('EN')).toBe('en');
    expect(resolveAdminLanguage(' de ')).toBe('de');
    expect(resolveAdminLanguage('zh_cn')).toBe('zh-CN');
    expect(resolveAdminLanguage('PT_pt')).toBe('pt-PT');
    expect(resolveAdminLanguage('ZH-tw')).toBe('zh-TW');
  });

  it('maps a regional variant to its language', () => {
    expect(resolveAdminLanguage('de-AT')).toBe('de');
    expect(resolveAdminLanguage('en-GB')).toBe('en');
    expect(resolveAdminLanguage('fr_CA')).toBe('fr');
    expect(resolveAdminLanguage('es-419')).toBe('es');
    expect(resolveAdminLanguage('sv-FI')).toBe('sv');
  });

  it('maps Bokmål and Nynorsk to Norwegian', () => {
    for (const setting of ['nb', 'nn', 'nb-NO', 'nn_NO', 'no-NO']) expect(resolveAdminLanguage(setting)).toBe('no');
  });

  it('maps Brazilian Portuguese to pt and only Portugal to pt-PT', () => {
    expect(resolveAdminLanguage('pt-BR')).toBe('pt');
    expect(resolveAdminLanguage('pt_br')).toBe('pt');
    expect(resolveAdminLanguage('pt-AO')).toBe('pt');
    expect(resolveAdminLanguage('pt-PT')).toBe('pt-PT');
    expect(resolveAdminLanguage('pt-Latn-PT')).toBe('pt-PT');
  });

  it('maps simplified Chinese to zh-CN and traditional Chinese to zh-TW', () => {
    for (const setting of ['zh', 'zh-Hans', 'zh-SG', 'zh-Hans-CN', 'zh-Hans-HK']) {
      expect(resolveAdminLanguage(setting)).toBe('zh-CN');
    }
    for (const setting of ['zh-Hant', 'zh-HK', 'zh-MO', 'zh_TW', 'zh-Hant-HK']) {
      expect(resolveAdminLanguage(setting)).toBe('zh-TW');
    }
  });

  it('falls back to English for an unknown or missing setting', () => {
    for (const setting of ['xx', 'vi', 'english', '', '   ', '-', null, undefined, 42, {}]) {
      expect(resolveAdminLanguage(setting)).toBe('en');
    }
  });

  it('always gives a supported language', () => {
    fc.assert(
      fc.property(fc.string(), (setting) => {
        expect(isAdminLanguage(resolveAdminLanguage(setting))).toBe(true);
      }),
    );
  });
});
