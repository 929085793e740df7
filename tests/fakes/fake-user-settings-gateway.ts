import { type UserSettingsGateway } from '../../src/application/settings/user-settings-gateway.port';
import { type UserSettings } from '../../src/contracts/settings.contract';

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

/** The user settings document in memory; saves merge into it. Set `failure` to make every call fail. */
export class FakeUserSettingsGateway implements UserSettingsGateway {
  /** An ApiError, or any error the transport could throw. */
  failure: Error | null = null;
  readonly saves: Partial<UserSettings>[] = [];

  constructor(public settings: UserSettings = testUserSettings()) {}

  load(): Promise<UserSettings> {
    return this.failure ? Promise.reject(this.failure) : Promise.resolve({ ...this.settings });
  }

  save(changes: Partial<UserSettings>): Promise<UserSettings> {
    if (this.failure) return Promise.reject(this.failure);
    this.saves.push({ ...changes });
    this.settings = { ...this.settings, ...changes };
    return Promise.resolve({ ...this.settings });
  }
}
