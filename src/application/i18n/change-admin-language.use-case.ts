import { inject, injectable } from 'inversify';
import { saveUserSettings } from '../../contracts/settings.contract';
import { type AdminLanguage } from '../../domain/i18n/languages';
import { type ContractClient } from '../http/contract-client.port';
import { AppSessionStore } from '../session/app-session-store';
import { TOKENS } from '../tokens';
import { type Translations } from './translations.port';

/**
 * The dashboard's language dropdown: the admin switches at once while `backend_lang` is saved;
 * a failed save switches back and rejects, so the screen never shows a language that was not kept.
 */
@injectable()
export class ChangeAdminLanguageUseCase {
  constructor(
    @inject(TOKENS.ContractClient) private readonly client: ContractClient,
    @inject(TOKENS.Translations) private readonly translations: Translations,
    @inject(AppSessionStore) private readonly session: AppSessionStore,
  ) {}

  async execute(language: AdminLanguage): Promise<void> {
    const previous = this.session.language;
    this.session.setLanguage(language);
    const switched = this.translations.changeLanguage(language);
    try {
      await this.client.call(saveUserSettings, { backend_lang: language });
    } catch (error) {
      await switched;
      this.session.setLanguage(previous);
      await this.translations.changeLanguage(previous);
      throw error;
    }
    await switched;
  }
}
