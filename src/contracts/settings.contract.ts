import { type AdminLanguage } from '../domain/i18n/languages';
import { type FlagValue } from '../domain/shop/flag-value';
import { answer, get, NO_PARAMS, post, schemasOf } from './contract';

/** The user settings of the settings pages (docs/product/settings.md). */

/** The settings pages' document: account, language and notifications. */
export interface UserSettings {
  /** Admin interface language: the very value stored as shop config `backend_lang`. */
  readonly backend_lang: AdminLanguage;
  /** Where the app e-mails the merchant; '' sends nothing. A new shop gets its account e-mail. */
  readonly notification_email: string;
  /** '1': e-mail each new review. */
  readonly notify_new_review: FlagValue;
  /** '1': e-mail each new customer question. */
  readonly notify_new_question: FlagValue;
  /** '1': e-mail a weekly summary. */
  readonly weekly_digest: FlagValue;
}

/** GET get_user_settings: the document, a default for every field never saved. */
export const getUserSettings = get('/api/v1/admin/get_user_settings', NO_PARAMS, answer<UserSettings>());

/** POST save_shop_settings: only the fields sent change; answers the whole document. */
export const saveUserSettings = post(
  '/api/v1/admin/save_shop_settings',
  schemasOf(() => import('./settings.schema'))('saveUserSettingsRequest'),
  answer<UserSettings>(),
);
