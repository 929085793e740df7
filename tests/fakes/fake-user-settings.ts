import { getUserSettings, saveUserSettings, type UserSettings } from '../../src/contracts/settings.contract';
import { FakeStoredDocument } from './fake-stored-document';

/** A new shop's user settings: English, its account e-mail, new reviews and questions on, no digest. */
export function testUserSettings(overrides: Partial<UserSettings> = {}): UserSettings {
  return {
    backend_lang: 'en',
    notification_email: 'owner@test-shop.example',
    notify_new_review: '1',
    notify_new_question: '1',
    weekly_digest: '2',
    ...overrides,
  };
}

/** The user settings document as the server keeps it: get_user_settings and save_shop_settings over `stored`. */
export class FakeUserSettings extends FakeStoredDocument<typeof getUserSettings, typeof saveUserSettings> {
  constructor(settings: UserSettings = testUserSettings()) {
    super(getUserSettings, saveUserSettings, settings);
  }
}
