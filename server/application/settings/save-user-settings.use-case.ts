import { type UserSettings } from '../../../src/contracts/settings.contract';
import { BACKEND_LANG_KEY } from '../../../src/domain/shop/shop-config-flags';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type Transactions } from '../shared/transactions.port';
import { type GetUserSettingsUseCase } from './get-user-settings.use-case';
import { type SettingsWrites } from './settings-repository.port';
import { USER_SETTINGS_DOCUMENT, type UserSettingsChanges } from './user-settings';

/** save_shop_settings: the language goes to the shop config, the rest to the document, together. */
export class SaveUserSettingsUseCase {
  constructor(
    private readonly transactions: Transactions<SettingsWrites>,
    private readonly getUserSettings: GetUserSettingsUseCase,
  ) {}

  async execute(shop: AuthenticatedShop, changes: UserSettingsChanges): Promise<UserSettings> {
    const { backend_lang: backendLang, ...notifications } = changes;
    await this.transactions.run(async ({ settings }) => {
      if (backendLang !== undefined) await settings.writeEntries(shop, 'shop_config', { [BACKEND_LANG_KEY]: backendLang });
      if (Object.keys(notifications).length > 0) await settings.mergeDocument(shop, USER_SETTINGS_DOCUMENT, notifications);
    });
    return this.getUserSettings.execute(shop);
  }
}
