import { Hono } from 'hono';
import { z } from 'zod';
import { type GetUserSettingsUseCase } from '../../../application/settings/get-user-settings.use-case';
import { type SaveUserSettingsUseCase } from '../../../application/settings/save-user-settings.use-case';
import { ADMIN_LANGUAGE_RULE, FLAG_VALUE_RULE } from '../../../application/settings/setting-value-rule';
import { NOTIFICATION_EMAIL_MAX_LENGTH } from '../../../application/settings/user-settings';
import { ok } from '../envelope';
import { type HttpEnv } from '../http-env';
import { parseBody } from '../request-input';
import { settingValueSchema } from '../settings-changes-schema';

/** '1' or '2', as save_shop_config reads its flags. */
const flag = settingValueSchema(FLAG_VALUE_RULE);

const emailAddress = z.email();

/** A partial save: every field optional, unknown fields refused. */
const userSettingsChanges = z
  .strictObject({
    backend_lang: settingValueSchema(ADMIN_LANGUAGE_RULE),
    notification_email: z
      .string({ error: 'must be an e-mail address or empty' })
      .trim()
      .max(NOTIFICATION_EMAIL_MAX_LENGTH, `must be at most ${NOTIFICATION_EMAIL_MAX_LENGTH} characters`)
      .refine((email) => email === '' || emailAddress.safeParse(email).success, 'must be an e-mail address or empty'),
    notify_new_review: flag,
    notify_new_question: flag,
    weekly_digest: flag,
  })
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, 'must contain at least one setting');

export interface UserSettingsUseCases {
  readonly getUserSettings: GetUserSettingsUseCase;
  readonly saveUserSettings: SaveUserSettingsUseCase;
}

export function userSettingsRoutes(useCases: UserSettingsUseCases) {
  return new Hono<HttpEnv>()
    .get('/get_user_settings', async (c) => ok(c, await useCases.getUserSettings.execute(c.get('shop'))))
    .post('/save_shop_settings', async (c) => {
      const changes = await parseBody(c, userSettingsChanges);
      return ok(c, await useCases.saveUserSettings.execute(c.get('shop'), changes));
    });
}
