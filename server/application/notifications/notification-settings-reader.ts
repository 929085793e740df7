import { type NotificationSettings } from '../../../src/domain/notifications/merchant-notifications';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { readNotificationSettings } from '../settings/user-settings';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopRepository } from '../shops/shop-repository.port';

/** A shop's notification settings and its own e-mail (a service notice's recipient when no address is listed). */
export interface ShopNotificationSettings {
  readonly settings: NotificationSettings;
  readonly accountEmail: string;
}

/** The shop's notification settings, the shop's own e-mail standing in for addresses never saved. */
export class NotificationSettingsReader {
  constructor(
    private readonly shops: Pick<ShopRepository, 'get' | 'findById'>,
    private readonly settings: SettingsRepository,
  ) {}

  async read(shop: AuthenticatedShop): Promise<NotificationSettings> {
    const record = await this.shops.get(shop);
    return readNotificationSettings(this.settings, shop, record?.email ?? '');
  }

  /** For a writer that knows only the shop's id (the outgoing webhook worker); null when the shop is gone or uninstalled. */
  async readById(shopId: number): Promise<ShopNotificationSettings | null> {
    const record = await this.shops.findById(shopId);
    if (!record || record.uninstalledAt) return null;
    const settings = await readNotificationSettings(this.settings, { id: record.id, domain: record.domain }, record.email);
    return { settings, accountEmail: record.email };
  }
}
