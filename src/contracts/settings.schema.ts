import { z } from 'zod';
import { ADMIN_LANGUAGE_VALUE, FLAG_VALUE, settingValue } from './setting-values.fields';

/** The request schemas of settings.contract.ts. */

/** RFC 5321's limit on a forward path. */
export const NOTIFICATION_EMAIL_MAX_LENGTH = 254;

const emailAddress = z.email();

/** A partial save: every field optional, unknown fields refused, at least one given. */
export const saveUserSettingsRequest = z
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
