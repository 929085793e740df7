import { describe, expect, it } from 'vitest';
import { ADMIN_LANGUAGES } from '../../../src/domain/i18n/languages';
import { loadPolarisTranslations, PolarisWords } from '../../../src/ui/shell/polaris-translations';

const modalFrameTitle = (translations: unknown) => (translations as { Polaris: { Modal: { iFrameTitle: string } } }).Polaris.Modal.iFrameTitle;

describe("Polaris' own words", () => {
  it('start in English and switch with the admin language', async () => {
    const words = new PolarisWords();
    const english = modalFrameTitle(words.translations);
    await words.load('de');
    expect(modalFrameTitle(words.translations)).not.toBe(english);
    expect(modalFrameTitle(words.translations)).toBe(modalFrameTitle(await loadPolarisTranslations('de')));
    await words.load('en');
    expect(modalFrameTitle(words.translations)).toBe(english);
  });

  it('exist for every admin language', async () => {
    for (const language of ADMIN_LANGUAGES) {
      expect(modalFrameTitle(await loadPolarisTranslations(language)), language).toEqual(expect.any(String));
    }
  });
});
