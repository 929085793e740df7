import { getUserSettings, saveUserSettings, type UserSettings } from '../../src/contracts/settings.contract';
import { FakeStoredDocument } from './fake-stored-document';

/** A new shop's user settings: English, its account e-mail, every notification on, a weekly digest. */
export function testUserSettings(overrides: Partial<UserSettings> = {}): UserSettings {
  return {
    backend_lang: 'en',
    notification_emails: ['owner@test-shop.example'],
    notify_new_review: '1',
    notify_low_rating: '1',
    low_rating_threshold: 2,
    notify_held_review: '1',
    notify_new_question: '1',
    digest_frequency: 'weekly',
    notification_opt_outs: {},
    ...overrides,
  };
}

/** The user settings document as the server keeps it: get_user_settings and save_shop_settings over `stored`. */
export class FakeUserSettings extends FakeStoredDocument<typeof getUserSettings, typeof saveUserSettings> {
  constructor(settings: UserSettings = testUserSettings()) {
    super(getUserSettings, saveUserSettings, settings);
  }
}
