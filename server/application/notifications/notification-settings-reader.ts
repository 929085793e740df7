import { type NotificationSettings } from '../../../src/domain/notifications/merchant-notifications';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { readNotificationSettings } from '../settings/user-settings';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopRepository } from '../shops/shop-repository.port';

/** The shop's notification settings, the shop's own e-mail standing in for addresses never saved. */
export class NotificationSettingsReader {
  constructor(
    private readonly shops: Pick<ShopRepository, 'get'>,
    private readonly settings: SettingsRepository,
  ) {}

  async read(shop: AuthenticatedShop): Promise<NotificationSettings> {
    const record = await this.shops.get(shop);
    return readNotificationSettings(this.settings, shop, record?.email ?? '');
  }
}
