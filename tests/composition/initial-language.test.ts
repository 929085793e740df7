import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../src/application/storage/storage-keys';
import { initialLanguage, keepAdminLanguage } from '../../src/composition/platform-adapters';
import { FakeKeyValueStorage } from '../fakes/fake-key-value-storage';

const at = (search: string, browserLanguage = 'en-US') => ({ location: { search }, navigator: { language: browserLanguage } }) as unknown as Window;

describe('the language the admin starts in, before the user settings arrive', () => {
  it('is the one this browser last showed (kept from the user settings), before the admin\'s locale and the browser\'s', () => {
    expect(initialLanguage(at('?locale=fr', 'es-ES'), 'de')).toBe('de');
    expect(initialLanguage(at('?locale=fr', 'es-ES'), undefined)).toBe('fr');
    expect(initialLanguage(at('', 'es-ES'), undefined)).toBe('es');
  });

  it('gives way to an explicit ?lang=, and falls back to English for one it does not know', () => {
    expect(initialLanguage(at('?lang=ja'), 'de')).toBe('ja');
    expect(initialLanguage(at(''), 'klingon')).toBe('en');
  });
});

describe('the admin language this browser keeps', () => {
  it('lasts months, so a page without a session (not found, the bookmarklets) opens in it weeks later', () => {
    let now = Date.UTC(2026, 0, 1);
    const storage = new FakeKeyValueStorage({ now: () => now });
    keepAdminLanguage(storage, 'de');
    now += 200 * 24 * 3600 * 1000;
    expect(initialLanguage(at('', 'en-US'), storage.get<string>(STORAGE_KEYS.adminLanguage))).toBe('de');
  });
});
