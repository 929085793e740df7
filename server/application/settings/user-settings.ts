import { type UserSettings } from '../../../src/contracts/settings.contract';
import {
  DEFAULT_NOTIFICATION_SWITCHES,
  isDigestFrequency,
  isLowRatingThreshold,
  isNotificationEmail,
  type NotificationSettings,
  NOTIFICATION_EMAILS_MAX,
  normalizeNotificationEmails,
  normalizeOptOuts,
} from '../../../src/domain/notifications/merchant-notifications';
import { FLAG_ON, readFlagValue } from '../../../src/domain/shop/flag-value';
import { readJsonRecord } from '../../../src/domain/shared/server-values';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type SettingsRepository } from './settings-repository.port';

/** The shop_documents kind holding the notification settings (docs/product/notifications.md). */
export const USER_SETTINGS_DOCUMENT = 'user_settings';

/** A partial save: only the fields present change. */
export type UserSettingsChanges = Partial<UserSettings>;

function storedEmails(record: Readonly<Record<string, unknown>>, accountEmail: string): readonly string[] {
  if (Array.isArray(record.notification_emails)) {
    const texts = record.notification_emails.filter((email): email is string => typeof email === 'string' && isNotificationEmail(email.trim()));
    return normalizeNotificationEmails(texts).slice(0, NOTIFICATION_EMAILS_MAX);
  }
  // Saved before the list: one address, '' for none.
  const single = typeof record.notification_email === 'string' ? record.notification_email : accountEmail;
  return isNotificationEmail(single.trim()) ? [single.trim()] : [];
}

/** The stored document with a default for every missing or unusable field. */
export function notificationSettingsFrom(stored: unknown, accountEmail: string): NotificationSettings {
  const record = readJsonRecord(stored) ?? {};
  const defaults = DEFAULT_NOTIFICATION_SWITCHES;
  // Saved before the frequency: a weekly digest on ('1') or off ('2').
  const legacyFlag = readFlagValue(record.weekly_digest);
  const legacyDigest = legacyFlag === undefined ? undefined : legacyFlag === FLAG_ON ? 'weekly' : 'off';
  const emails = storedEmails(record, accountEmail);
  const optOuts = readJsonRecord(record.notification_opt_outs) ?? {};
  return {
    notification_emails: emails,
    notify_new_review: readFlagValue(record.notify_new_review) ?? defaults.notify_new_review,
    notify_low_rating: readFlagValue(record.notify_low_rating) ?? defaults.notify_low_rating,
    low_rating_threshold: isLowRatingThreshold(record.low_rating_threshold) ? record.low_rating_threshold : defaults.low_rating_threshold,
    notify_held_review: readFlagValue(record.notify_held_review) ?? defaults.notify_held_review,
    notify_new_question: readFlagValue(record.notify_new_question) ?? defaults.notify_new_question,
    digest_frequency: isDigestFrequency(record.digest_frequency) ? record.digest_frequency : (legacyDigest ?? defaults.digest_frequency),
    notification_opt_outs: normalizeOptOuts(
      Object.fromEntries(Object.entries(optOuts).map(([address, kinds]) => [address, Array.isArray(kinds) ? kinds : []])),
      emails,
    ),
  };
}

/** The shop's notification settings as the page shows them (the notifications area reads them at queue and send time). */
export async function readNotificationSettings(settings: SettingsRepository, shop: AuthenticatedShop, accountEmail: string): Promise<NotificationSettings> {
  return notificationSettingsFrom(await settings.readDocument(shop, USER_SETTINGS_DOCUMENT), accountEmail);
}
