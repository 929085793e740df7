import { type ShopConfigEntries } from '../../../src/contracts/shop-config.contract';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type GetShopConfigsUseCase } from './get-shop-configs.use-case';
import { type SettingsRepository } from './settings-repository.port';

/** save_shop_config: the changes were checked by the shop config contract; all keys land together. */
export class SaveShopConfigUseCase {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly getShopConfigs: GetShopConfigsUseCase,
  ) {}

  async execute(shop: AuthenticatedShop, changes: Readonly<Record<string, string>>): Promise<ShopConfigEntries> {
    await this.settings.writeEntries(shop, 'shop_config', changes);
    return this.getShopConfigs.execute(shop);
  }
}
