import { describe, expect, it } from 'vitest';
import { type ApiClient } from '../../../src/application/http/api-client.port';
import { ApplyUserLanguageUseCase } from '../../../src/application/i18n/apply-user-language.use-case';
import { FakeTranslations } from '../../fakes/fake-translations';

function apiAnswering(settings: unknown) {
  const paths: string[] = [];
  const api: ApiClient = {
    get: <T>(path: string) => {
      paths.push(path);
      return Promise.resolve(settings as T);
    },
    post: () => Promise.reject(new Error('not expected')),
  };
  return { api, paths };
}

describe('ApplyUserLanguageUseCase', () => {
  it("switches the admin to the user settings' backend_lang", async () => {
    const { api, paths } = apiAnswering({ backend_lang: 'zh-TW', notification_email: 'a@b.example' });
    const translations = new FakeTranslations();
    await expect(new ApplyUserLanguageUseCase(api, translations).execute()).resolves.toBe('zh-TW');
    expect(paths).toEqual(['/api/v1/admin/get_user_settings']);
    expect(translations.language).toBe('zh-TW');
  });

  it('maps a regional code to its admin language and anything unknown to English', async () => {
    const regional = new FakeTranslations();
    await new ApplyUserLanguageUseCase(apiAnswering({ backend_lang: 'pt_PT' }).api, regional).execute();
    expect(regional.language).toBe('pt-PT');

    for (const settings of [{ backend_lang: 'klingon' }, {}, null]) {
      const translations = new FakeTranslations('de');
      await expect(new ApplyUserLanguageUseCase(apiAnswering(settings).api, translations).execute()).resolves.toBe('en');
      expect(translations.language).toBe('en');
    }
  });

  it('keeps the language when the settings cannot be read', async () => {
    const api: ApiClient = { get: () => Promise.reject(new Error('Network Error')), post: () => Promise.reject(new Error('not expected')) };
    const translations = new FakeTranslations('fr');
    await expect(new ApplyUserLanguageUseCase(api, translations).execute()).rejects.toThrow('Network Error');
    expect(translations.changes).toEqual([]);
  });
});
