import { type UserSettings } from '../../../src/contracts/settings.contract';
import { FLAG_OFF, FLAG_ON, readFlagValue } from '../../../src/domain/shop/flag-value';
import { readJsonRecord } from '../../../src/domain/shared/server-values';

/** The shop_documents kind holding the notification settings. */
export const USER_SETTINGS_DOCUMENT = 'user_settings';

export type NotificationSettings = Omit<UserSettings, 'backend_lang'>;

/** A partial save: only the fields present change. */
export type UserSettingsChanges = Partial<UserSettings>;

/** New reviews and questions are what a merchant installs a reviews app to hear about; a digest is opt-in. */
export const DEFAULT_NOTIFICATION_FLAGS = {
  notify_new_review: FLAG_ON,
  notify_new_question: FLAG_ON,
  weekly_digest: FLAG_OFF,
} as const satisfies Partial<NotificationSettings>;

/** The stored document with a default for every missing or unusable field. */
export function notificationSettingsFrom(stored: unknown, accountEmail: string): NotificationSettings {
  const record = readJsonRecord(stored) ?? {};
  return {
    notification_email: typeof record.notification_email === 'string' ? record.notification_email : accountEmail,
    notify_new_review: readFlagValue(record.notify_new_review) ?? DEFAULT_NOTIFICATION_FLAGS.notify_new_review,
    notify_new_question: readFlagValue(record.notify_new_question) ?? DEFAULT_NOTIFICATION_FLAGS.notify_new_question,
    weekly_digest: readFlagValue(record.weekly_digest) ?? DEFAULT_NOTIFICATION_FLAGS.weekly_digest,
  };
}
