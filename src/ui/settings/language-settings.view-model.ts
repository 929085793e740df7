import { inject, injectable } from 'inversify';
import { type ContractClient } from '../../application/http/contract-client.port';
import { type Translations } from '../../application/i18n/translations.port';
import { SettingsFormFactory } from '../../application/settings/settings-form-factory';
import { type SettingsForm } from '../../application/settings/settings-form';
import { TOKENS } from '../../application/tokens';
import { getUserSettings, saveUserSettings } from '../../contracts/settings.contract';
import { LANGUAGE_OPTIONS } from '../../domain/i18n/language-options';
import { type AdminLanguage, resolveAdminLanguage } from '../../domain/i18n/languages';

export interface LanguageSettings {
  readonly backend_lang: AdminLanguage;
}

/** /settings/language: the admin's language, saved in the user settings; saving switches the admin to it. */
@injectable()
export class LanguageSettingsViewModel {
  readonly form: SettingsForm<LanguageSettings>;
  readonly options = LANGUAGE_OPTIONS;

  constructor(
    @inject(SettingsFormFactory) forms: SettingsFormFactory,
    @inject(TOKENS.ContractClient) client: ContractClient,
    @inject(TOKENS.Translations) translations: Translations,
  ) {
    this.form = forms.create<LanguageSettings>({
      load: async () => ({ backend_lang: resolveAdminLanguage((await client.call(getUserSettings, {})).backend_lang) }),
      saveRequests: [{ send: (changes) => client.call(saveUserSettings, changes) }],
      afterSave: (saved) => translations.changeLanguage(saved.backend_lang),
    });
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
