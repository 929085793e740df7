// @vitest-environment jsdom
import { autorun } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AdminLanguage } from '../../../src/domain/i18n/languages';
import { I18nextTranslations } from '../../../src/infrastructure/i18n/i18next-translations';

const WORDS: Record<string, unknown> = {
  '/locales/en/common.json': { app: { name: 'Starling Reviews' }, hello: 'Hello {{name}}', onlyEnglish: 'Only in English' },
  '/locales/en/overlays.json': { saveBar: { message: 'Unsaved Changes' } },
  '/locales/en/settings.json': { title: 'Settings' },
  '/locales/de/common.json': { hello: 'Hallo {{name}}' },
  '/locales/de/overlays.json': { saveBar: { message: 'Nicht gespeicherte Änderungen' } },
  '/locales/de/settings.json': { title: 'Einstellungen' },
  '/locales/ja/common.json': { hello: 'こんにちは {{name}}' },
  '/locales/ja/overlays.json': { saveBar: { message: '未保存の変更' } },
};

function fakeFetch() {
  const requested: string[] = [];
  const fetch = vi.fn((url: string) => {
    requested.push(url);
    const parsed = new URL(url, 'http://admin.test');
    const words = WORDS[parsed.pathname];
    return Promise.resolve(words ? new Response(JSON.stringify(words)) : new Response('', { status: 404, statusText: 'Not Found' }));
  });
  return { fetch, requested };
}

function createTranslations(language: AdminLanguage = 'en', loadCompanionWords?: (language: AdminLanguage) => Promise<void>) {
  const { fetch, requested } = fakeFetch();
  const translations = new I18nextTranslations({ language, buildId: 'build-42', document, fetch, ...(loadCompanionWords ? { loadCompanionWords } : {}) });
  return { translations, requested };
}

afterEach(() => {
  document.documentElement.lang = '';
});

describe('I18nextTranslations', () => {
  it('loads the start-up namespaces from /locales/{language}/{namespace}.json with the build id as cache buster', async () => {
    const { translations, requested } = createTranslations('de');
    await translations.ready;
    expect([...requested].sort()).toEqual([
      '/locales/de/common.json?v=build-42',
      '/locales/de/overlays.json?v=build-42',
      '/locales/de/routing.json?v=build-42',
      '/locales/de/shell.json?v=build-42',
      '/locales/en/common.json?v=build-42',
      '/locales/en/overlays.json?v=build-42',
      '/locales/en/routing.json?v=build-42',
      '/locales/en/shell.json?v=build-42',
    ]);
    expect(translations.translate('overlays:saveBar.message')).toBe('Nicht gespeicherte Änderungen');
    expect(translations.translate('hello', { name: 'Ana' })).toBe('Hallo Ana');
    expect(translations.translate('onlyEnglish')).toBe('Only in English');
    expect(document.documentElement.lang).toBe('de');
  });

  it('loads another namespace only when it is asked for', async () => {
    const { translations, requested } = createTranslations('de');
    await translations.ready;
    expect(requested.some((url) => url.includes('/settings.json'))).toBe(false);
    await translations.i18n.loadNamespaces('settings');
    expect(requested).toContain('/locales/de/settings.json?v=build-42');
    expect(translations.translate('settings:title')).toBe('Einstellungen');
  });

  it('starts loading a screen\'s namespaces when asked to preload them, before the screen asks', async () => {
    const { translations, requested } = createTranslations('de');
    await translations.ready;
    translations.preload(['settings']);
    await vi.waitFor(() => expect(translations.i18n.hasLoadedNamespace('settings')).toBe(true));
    expect(requested).toContain('/locales/de/settings.json?v=build-42');
    expect(translations.translate('settings:title')).toBe('Einstellungen');
  });

  it('keeps a language switched to while its first words still load (the session can answer first)', async () => {
    const { translations } = createTranslations('en');
    const switched = translations.changeLanguage('de');
    await Promise.all([translations.ready, switched]);
    expect(translations.language).toBe('de');
    expect(translations.i18n.language).toBe('de');
    expect(translations.translate('hello', { name: 'Ana' })).toBe('Hallo Ana');
    expect(document.documentElement.lang).toBe('de');
  });

  it('switches language: words, <html lang>, companion words first, and an observable language', async () => {
    const companion = vi.fn(() => Promise.resolve());
    const { translations } = createTranslations('en', companion);
    await translations.ready;
    const seen: string[] = [];
    autorun(() => seen.push(translations.language));

    await translations.changeLanguage('ja');

    expect(translations.translate('hello', { name: 'Ana' })).toBe('こんにちは Ana');
    expect(document.documentElement.lang).toBe('ja');
    expect(companion.mock.calls).toEqual([['en'], ['ja']]);
    expect(seen).toEqual(['en', 'ja']);
  });

  it('tells each language it switches to, so the next page can start in it', async () => {
    const { fetch } = fakeFetch();
    const kept: string[] = [];
    const translations = new I18nextTranslations({ language: 'en', buildId: 'build-42', document, fetch, languageChanged: (language) => kept.push(language) });
    await translations.ready;
    await translations.changeLanguage('de');
    await translations.changeLanguage('xx' as AdminLanguage);
    expect(kept).toEqual(['de', 'en']);
  });

  it('falls back to English for a language it does not know', async () => {
    const { translations, requested } = createTranslations('de');
    await translations.ready;
    await translations.changeLanguage('xx' as AdminLanguage);
    expect(translations.language).toBe('en');
    expect(translations.translate('hello', { name: 'Ana' })).toBe('Hello Ana');
    expect(requested.some((url) => url.includes('/xx/'))).toBe(false);
  });
});
