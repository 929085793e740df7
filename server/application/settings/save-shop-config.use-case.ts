import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type GetShopConfigsUseCase } from './get-shop-configs.use-case';
import { type SettingsRepository } from './settings-repository.port';

/** save_shop_config: the changes were checked against SHOP_CONFIG_RULES; all keys land together. */
export class SaveShopConfigUseCase {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly getShopConfigs: GetShopConfigsUseCase,
  ) {}

  async execute(shop: AuthenticatedShop, changes: Readonly<Record<string, string>>): Promise<Readonly<Record<string, unknown>>> {
    await this.settings.writeEntries(shop, 'shop_config', changes);
    return this.getShopConfigs.execute(shop);
  }
}
