import { type RequestOf } from '../../src/contracts/contract';
import { getUserSettings, saveUserSettings, type UserSettings } from '../../src/contracts/settings.contract';
import { FakeContractClient } from './fake-contract-client';

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

/**
 * The user settings document as the server keeps it: `answer(client)` answers get_user_settings
 * and save_shop_settings from `settings` (saves merge into it); `failure` (an ApiError, or any
 * error the transport could throw) makes the next calls reject.
 */
export class FakeUserSettings {
  failure: Error | null = null;
  readonly saves: RequestOf<typeof saveUserSettings>[] = [];

  constructor(public settings: UserSettings = testUserSettings()) {}

  /** Answers the two contracts on `client` (a new one when none is given) and returns it. */
  answer(client: FakeContractClient = new FakeContractClient()): FakeContractClient {
    return client
      .on(getUserSettings, () => this.reply(() => ({ ...this.settings })))
      .on(saveUserSettings, (changes) =>
        this.reply(() => {
          this.saves.push({ ...changes });
          this.settings = { ...this.settings, ...changes };
          return { ...this.settings };
        }),
      );
  }

  private async reply<T>(work: () => T): Promise<T> {
    await Promise.resolve();
    if (this.failure) throw this.failure;
    return work();
  }
}
