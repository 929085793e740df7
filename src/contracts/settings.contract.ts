import { z } from 'zod';
import { type AdminLanguage } from '../domain/i18n/languages';
import { type FlagValue } from '../domain/shop/flag-value';
import { answer, get, post } from './contract';
import { ADMIN_LANGUAGE_VALUE, FLAG_VALUE, settingValue } from './setting-values.fields';

/** The user settings of the settings pages (docs/product/settings.md). */

/** RFC 5321's limit on a forward path. */
export const NOTIFICATION_EMAIL_MAX_LENGTH = 254;

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

const emailAddress = z.email();

/** A partial save: every field optional, unknown fields refused, at least one given. */
const userSettingsChanges = z
  .strictObject({
    backend_lang: settingValue(ADMIN_LANGUAGE_VALUE),
    notification_email: z
      .string({ error: 'must be an e-mail address or empty' })
      .trim()
      .max(NOTIFICATION_EMAIL_MAX_LENGTH, `must be at most ${NOTIFICATION_EMAIL_MAX_LENGTH} characters`)
      .refine((email) => email === '' || emailAddress.safeParse(email).success, 'must be an e-mail address or empty'),
    notify_new_review: settingValue(FLAG_VALUE),
    notify_new_question: settingValue(FLAG_VALUE),
    weekly_digest: settingValue(FLAG_VALUE),
  })
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, 'must contain at least one setting');

/** GET get_user_settings: the document, a default for every field never saved. */
export const getUserSettings = get('/api/v1/admin/get_user_settings', z.object({}), answer<UserSettings>());

/** POST save_shop_settings: only the fields sent change; answers the whole document. */
export const saveUserSettings = post('/api/v1/admin/save_shop_settings', userSettingsChanges, answer<UserSettings>());
