import { inject, injectable } from 'inversify';
import { type ApiClient } from '../http/api-client.port';
import { TOKENS } from '../tokens';

/** The settings pages' document (account, language, notifications) as the server keeps it. */
export interface UserSettings {
  /** The admin language code; read it with `resolveAdminLanguage`. */
  readonly backend_lang: string;
  readonly notification_email: string;
  readonly notify_new_review: string;
  readonly notify_new_question: string;
  readonly weekly_digest: string;
}

/** Reads and saves the user settings (spec §7 get_user_settings / save_shop_settings). */
@injectable()
export class UserSettingsGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  load(): Promise<UserSettings> {
    return this.api.get<UserSettings>('/api/v1/admin/get_user_settings');
  }

  /** A partial save: only the fields sent change. */
  async save(changes: Partial<UserSettings>): Promise<void> {
    await this.api.post('/api/v1/admin/save_shop_settings', changes);
  }
}
