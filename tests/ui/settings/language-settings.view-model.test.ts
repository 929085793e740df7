import { describe, expect, it } from 'vitest';
import { ErrorBanner } from '../../../src/application/shell/error-banner';
import { SetGlobalGuideUseCase } from '../../../src/application/settings/set-global-guide.use-case';
import { SettingsFormFactory } from '../../../src/application/settings/settings-form-factory';
import { getStorefrontLanguages } from '../../../src/contracts/languages.contract';
import { type UserSettings } from '../../../src/contracts/settings.contract';
import { LanguageSettingsViewModel } from '../../../src/ui/settings/language-settings.view-model';
import { FakeSaveBar } from '../../fakes/fake-save-bar';
import { FakeShopConfigs } from '../../fakes/fake-shop-configs';
import { FakeToaster } from '../../fakes/fake-toaster';
import { FakeTranslations } from '../../fakes/fake-translations';
import { FakeUserSettings, testUserSettings } from '../../fakes/fake-user-settings';

/** Keys prefixed with the language, so a test sees which language a text was asked in. */
class LanguageTaggedTranslations extends FakeTranslations {
  override translate(key: string): string {
    return `[${this.language}] ${key}`;
  }
}

function createViewModel(backendLang: string) {
  // Any stored text: the admin reads it leniently (an older admin may have stored a regional code).
  const userSettings = new FakeUserSettings({ ...testUserSettings({ notification_emails: [] }), backend_lang: backendLang } as UserSettings);
  const shopConfig = new FakeShopConfigs();
  const client = shopConfig.answer(userSettings.answer());
  const translations = new LanguageTaggedTranslations();
  const toaster = new FakeToaster();
  const forms = new SettingsFormFactory(new FakeSaveBar(), toaster, translations, new ErrorBanner(), new SetGlobalGuideUseCase(client));
  const viewModel = new LanguageSettingsViewModel(forms, client, translations);
  return { viewModel, client, shopConfig, userSettings, translations, toaster };
}

describe('LanguageSettingsViewModel', () => {
  it.each([
    ['de', 'de'],
    ['zh_TW', 'zh-TW'],
    ['xx', 'en'],
  ])('reads backend_lang %s as the admin language %s', async (backendLang, language) => {
    const { viewModel } = createViewModel(backendLang);
    await viewModel.form.load();
    expect(viewModel.form.values).toEqual({ backend_lang: language });
  });

  it('takes only admin languages from the dropdown', async () => {
    const { viewModel } = createViewModel('en');
    await viewModel.form.load();
    viewModel.selectLanguage('klingon');
    expect(viewModel.form.isDirty).toBe(false);
    viewModel.selectLanguage('pt-PT');
    expect(viewModel.form.values?.backend_lang).toBe('pt-PT');
  });

  it('saves only backend_lang, leaves the global guide alone, then switches the admin before the toast', async () => {
    const { viewModel, shopConfig, userSettings, translations, toaster } = createViewModel('en');
    await viewModel.form.load();
    viewModel.selectLanguage('ja');
    await viewModel.form.save();
    expect(userSettings.saves).toEqual([{ backend_lang: 'ja' }]);
    // The global guide (save_shop_config) is not set by this page.
    expect(shopConfig.saves).toEqual([]);
    expect(translations.changes).toEqual(['ja']);
    expect(toaster.contents).toEqual(['[ja] settings:form.saved']);
  });

  it('reads the storefront\'s primary language, wherever the list puts it', async () => {
    const { viewModel, client } = createViewModel('en');
    client.on(getStorefrontLanguages, [
      { locale: 'en', name: 'English', primary: false },
      { locale: 'fr', name: 'French', primary: true },
    ]);
    await viewModel.loadStorefrontLanguage();
    expect(viewModel.storefrontStatus).toBe('ready');
    expect(viewModel.storefrontLanguage).toEqual({ locale: 'fr', name: 'French', primary: true });
  });

  it('marks the storefront language failed when it cannot be read, without touching the admin language', async () => {
    const { viewModel, client } = createViewModel('de');
    client.fail(getStorefrontLanguages, 'Shopify is unavailable');
    await viewModel.form.load();
    await viewModel.loadStorefrontLanguage();
    expect(viewModel.storefrontStatus).toBe('failed');
    expect(viewModel.storefrontLanguage).toBeNull();
    expect(viewModel.form.values).toEqual({ backend_lang: 'de' });
  });
});
