import { type AdminLanguage } from '../domain/i18n/languages';
import { type NotificationSettings } from '../domain/notifications/merchant-notifications';
import { answer, get, NO_PARAMS, post, schemasOf } from './contract';

/** The user settings of the settings pages (docs/product/settings.md). */

/** The settings pages' document: language and the merchant's notifications (docs/product/notifications.md). */
export interface UserSettings extends NotificationSettings {
  /** Admin interface language: the very value stored as shop config `backend_lang`. */
  readonly backend_lang: AdminLanguage;
}

/** GET get_user_settings: the document, a default for every field never saved. */
export const getUserSettings = get('/api/v1/admin/get_user_settings', NO_PARAMS, answer<UserSettings>());

/** POST save_shop_settings: only the fields sent change; answers the whole document. */
export const saveUserSettings = post(
  '/api/v1/admin/save_shop_settings',
  schemasOf(() => import('./settings.schema'))('saveUserSettingsRequest'),
  answer<UserSettings>(),
);
