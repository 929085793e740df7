import { type UserSettings } from '../../../src/contracts/settings.contract';
import { parseShopConfig } from '../../../src/domain/shop/shop-config-flags';
import { notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopRepository } from '../shops/shop-repository.port';
import { type SettingsRepository } from './settings-repository.port';
import { notificationSettingsFrom, USER_SETTINGS_DOCUMENT } from './user-settings';

export class GetUserSettingsUseCase {
  constructor(
    private readonly shops: ShopRepository,
    private readonly settings: SettingsRepository,
  ) {}

  async execute(shop: AuthenticatedShop): Promise<UserSettings> {
    const [record, config, document] = await Promise.all([
      this.shops.get(shop),
      this.settings.readEntries(shop, 'shop_config'),
      this.settings.readDocument(shop, USER_SETTINGS_DOCUMENT),
    ]);
    if (!record) throw notFound('shop');
    return { backend_lang: parseShopConfig(config).backendLang, ...notificationSettingsFrom(document, record.email) };
  }
}
