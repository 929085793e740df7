import { describe, expect, it } from 'vitest';
import { ADMIN_LANGUAGES } from '../../../src/domain/i18n/languages';
import { loadPolarisTranslations, POLARIS_LOCALE_BY_LANGUAGE } from '../../../src/ui/shell/polaris-translations';

describe("Polaris' own words", () => {
  it('use Polaris file names for Norwegian and Brazilian Portuguese', () => {
    expect(POLARIS_LOCALE_BY_LANGUAGE.no).toBe('nb');
    expect(POLARIS_LOCALE_BY_LANGUAGE.pt).toBe('pt-BR');
    expect(POLARIS_LOCALE_BY_LANGUAGE['pt-PT']).toBe('pt-PT');
  });

  it.each(ADMIN_LANGUAGES)('load in %s', async (language) => {
    const translations = (await loadPolarisTranslations(language)) as { Polaris?: object };
    expect(translations.Polaris).toBeTypeOf('object');
  });

  it('differ between languages', async () => {
    const english = JSON.stringify(await loadPolarisTranslations('en'));
    expect(JSON.stringify(await loadPolarisTranslations('ja'))).not.toBe(english);
  });
});
