import { describe, expect, it } from 'vitest';
import { ApplyUserLanguageUseCase } from '../../../src/application/i18n/apply-user-language.use-case';
import { type UserSettings } from '../../../src/contracts/settings.contract';
import { FakeTranslations } from '../../fakes/fake-translations';
import { FakeUserSettings, testUserSettings } from '../../fakes/fake-user-settings';

/** Settings whose language an older admin stored, or a server sent without one. */
const settingsWithLanguage = (backendLang: unknown) => ({ ...testUserSettings(), backend_lang: backendLang }) as unknown as UserSettings;

describe('ApplyUserLanguageUseCase', () => {
  it("switches the admin to the user settings' backend_lang", async () => {
    const settings = new FakeUserSettings(testUserSettings({ backend_lang: 'zh-TW', notification_emails: ['a@b.example'] }));
    const translations = new FakeTranslations();
    await expect(new ApplyUserLanguageUseCase(settings.answer(), translations).execute()).resolves.toBe('zh-TW');
    expect(translations.language).toBe('zh-TW');
  });

  it('maps a regional code to its admin language and anything unknown to English', async () => {
    const regional = new FakeTranslations();
    await new ApplyUserLanguageUseCase(new FakeUserSettings(settingsWithLanguage('pt_PT')).answer(), regional).execute();
    expect(regional.language).toBe('pt-PT');

    for (const language of ['klingon', undefined, null]) {
      const translations = new FakeTranslations('de');
      await expect(new ApplyUserLanguageUseCase(new FakeUserSettings(settingsWithLanguage(language)).answer(), translations).execute()).resolves.toBe('en');
      expect(translations.language).toBe('en');
    }
  });

  it('keeps the language when the settings cannot be read', async () => {
    const settings = new FakeUserSettings();
    settings.failure = new Error('Network Error');
    const translations = new FakeTranslations('fr');
    await expect(new ApplyUserLanguageUseCase(settings.answer(), translations).execute()).rejects.toThrow('Network Error');
    expect(translations.changes).toEqual([]);
  });
});
