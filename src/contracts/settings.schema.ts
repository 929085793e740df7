import { z } from 'zod';
import {
  DIGEST_FREQUENCIES,
  isLowRatingThreshold,
  isNotificationEmail,
  LOW_RATING_THRESHOLDS,
  type LowRatingThreshold,
  NOTIFICATION_EMAIL_MAX_LENGTH,
  NOTIFICATION_EMAILS_MAX,
  repeatedNotificationAddresses,
  STOPPABLE_NOTIFICATION_KINDS,
} from '../domain/notifications/merchant-notifications';
import { ADMIN_LANGUAGE_VALUE, FLAG_VALUE, settingValue } from './setting-values.fields';

/** The request schemas of settings.contract.ts. */

const notificationEmail = z
  .string({ error: 'must be an e-mail address' })
  .trim()
  .max(NOTIFICATION_EMAIL_MAX_LENGTH, `must be at most ${NOTIFICATION_EMAIL_MAX_LENGTH} characters`)
  .refine(isNotificationEmail, 'must be an e-mail address');

/** A partial save: every field optional, unknown fields refused, at least one given. */
export const saveUserSettingsRequest = z
  .strictObject({
    backend_lang: settingValue(ADMIN_LANGUAGE_VALUE),
    notification_emails: z
      .array(notificationEmail, { error: 'must be a list of e-mail addresses' })
      .max(NOTIFICATION_EMAILS_MAX, `must hold at most ${NOTIFICATION_EMAILS_MAX} addresses`)
      .superRefine((emails, context) => {
        for (const index of repeatedNotificationAddresses(emails)) context.addIssue({ code: 'custom', path: [index], message: 'is listed twice' });
      }),
    notify_new_review: settingValue(FLAG_VALUE),
    notify_low_rating: settingValue(FLAG_VALUE),
    low_rating_threshold: z.custom<LowRatingThreshold>(isLowRatingThreshold, `must be one of ${LOW_RATING_THRESHOLDS.join(', ')}`),
    notify_held_review: settingValue(FLAG_VALUE),
    notify_new_question: settingValue(FLAG_VALUE),
    notification_opt_outs: z.record(
      z.string().max(NOTIFICATION_EMAIL_MAX_LENGTH, `must be at most ${NOTIFICATION_EMAIL_MAX_LENGTH} characters`),
      // Only the kinds an unsubscribe link stops: a service notice cannot be stopped.
      z.array(z.enum(STOPPABLE_NOTIFICATION_KINDS, { error: `must be one of ${STOPPABLE_NOTIFICATION_KINDS.join(', ')}` })),
      { error: 'must be an object of addresses and the notifications they stopped' },
    ),
    digest_frequency: z.enum(DIGEST_FREQUENCIES, { error: `must be one of ${DIGEST_FREQUENCIES.join(', ')}` }),
  })
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, 'must contain at least one setting');
