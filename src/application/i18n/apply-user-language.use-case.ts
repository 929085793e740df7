import { inject, injectable } from 'inversify';
import { type AdminLanguage, resolveAdminLanguage } from '../../domain/i18n/languages';
import { type ApiClient } from '../http/api-client.port';
import { TOKENS } from '../tokens';
import { type Translations } from './translations.port';

export const USER_SETTINGS_PATH = '/api/v1/admin/get_user_settings';

interface UserLanguageSetting {
  readonly backend_lang?: unknown;
}

/** Switches the admin to the language of the user settings (`backend_lang`; unknown → English). Call after sign-in. */
@injectable()
export class ApplyUserLanguageUseCase {
  constructor(
    @inject(TOKENS.ApiClient) private readonly api: ApiClient,
    @inject(TOKENS.Translations) private readonly translations: Translations,
  ) {}

  async execute(): Promise<AdminLanguage> {
    const settings = await this.api.get<UserLanguageSetting | null>(USER_SETTINGS_PATH);
    const language = resolveAdminLanguage(settings?.backend_lang);
    await this.translations.changeLanguage(language);
    return language;
  }
}
