import { describe, expect, it } from 'vitest';
import { initialLanguage } from '../../src/composition/platform-adapters';

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
