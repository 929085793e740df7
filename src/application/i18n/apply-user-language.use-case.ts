import { inject, injectable } from 'inversify';
import { getUserSettings } from '../../contracts/settings.contract';
import { type AdminLanguage, resolveAdminLanguage } from '../../domain/i18n/languages';
import { type ContractClient } from '../http/contract-client.port';
import { TOKENS } from '../tokens';
import { type Translations } from './translations.port';

/** Switches the admin to the language of the user settings (`backend_lang`; unknown → English). Call after sign-in. */
@injectable()
export class ApplyUserLanguageUseCase {
  constructor(
    @inject(TOKENS.ContractClient) private readonly client: ContractClient,
    @inject(TOKENS.Translations) private readonly translations: Translations,
  ) {}

  async execute(): Promise<AdminLanguage> {
    const settings = await this.client.call(getUserSettings, {});
    // Read leniently all the same: a language the admin no longer has falls back, never fails.
    const language = resolveAdminLanguage(settings.backend_lang);
    await this.translations.changeLanguage(language);
    return language;
  }
}
