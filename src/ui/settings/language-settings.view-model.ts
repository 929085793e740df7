import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type ContractClient } from '../../application/http/contract-client.port';
import { type Translations } from '../../application/i18n/translations.port';
import { SettingsFormFactory } from '../../application/settings/settings-form-factory';
import { type SettingsForm } from '../../application/settings/settings-form';
import { TOKENS } from '../../application/tokens';
import { getStorefrontLanguages, type StorefrontLanguage } from '../../contracts/languages.contract';
import { getUserSettings, saveUserSettings } from '../../contracts/settings.contract';
import { LANGUAGE_OPTIONS } from '../../domain/i18n/language-options';
import { type AdminLanguage, resolveAdminLanguage } from '../../domain/i18n/languages';
import { primaryStorefrontLanguage } from '../../domain/i18n/storefront-locale';

export interface LanguageSettings {
  readonly backend_lang: AdminLanguage;
}

/**
 * /settings/language: the admin's language, saved in the user settings (saving switches the admin
 * to it), and the storefront's primary language, read-only (docs/product/settings.md#language).
 */
@injectable()
export class LanguageSettingsViewModel {
  readonly form: SettingsForm<LanguageSettings>;
  readonly options = LANGUAGE_OPTIONS;
  /** The storefront's primary language; null while it loads, when it failed, or when the storefront has none. */
  storefrontLanguage: StorefrontLanguage | null = null;
  storefrontStatus: 'loading' | 'ready' | 'failed' = 'loading';

  constructor(
    @inject(SettingsFormFactory) forms: SettingsFormFactory,
    @inject(TOKENS.ContractClient) private readonly client: ContractClient,
    @inject(TOKENS.Translations) translations: Translations,
  ) {
    this.form = forms.create<LanguageSettings>({
      load: async () => ({ backend_lang: resolveAdminLanguage((await client.call(getUserSettings, {})).backend_lang) }),
      saveRequests: [{ send: (changes) => client.call(saveUserSettings, changes) }],
      afterSave: (saved) => translations.changeLanguage(saved.backend_lang),
    });
    makeAutoObservable<this, 'client'>(this, { client: false, form: false, options: false }, { autoBind: true });
  }

  /** The storefront's primary language, as Shopify publishes it (get_shop_availiable_langs). */
  async loadStorefrontLanguage(): Promise<void> {
    this.storefrontStatus = 'loading';
    try {
      const languages = await this.client.call(getStorefrontLanguages, {});
      runInAction(() => {
        this.storefrontLanguage = primaryStorefrontLanguage(languages) ?? null;
        this.storefrontStatus = 'ready';
      });
    } catch {
      runInAction(() => (this.storefrontStatus = 'failed'));
    }
  }

  /** Takes the dropdown's value; anything but an admin language is ignored. */
  readonly selectLanguage = (value: string): void => {
    const option = this.options.find((candidate) => candidate.value === value);
    if (option) this.form.set('backend_lang', option.value);
  };

  dispose(): void {
    this.form.dispose();
  }
}
