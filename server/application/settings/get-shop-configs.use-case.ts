import { type ShopConfigEntries } from '../../../src/contracts/shop-config.contract';
import { parseShopConfig, serializeShopConfig } from '../../../src/domain/shop/shop-config-flags';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type SettingsRepository } from './settings-repository.port';

/** Every shop config flag of docs/product/spec-map.md §3, defaults applied, in the server's '1'/'2' format. */
export class GetShopConfigsUseCase {
  constructor(private readonly settings: SettingsRepository) {}

  async execute(shop: AuthenticatedShop): Promise<ShopConfigEntries> {
    return serializeShopConfig(parseShopConfig(await this.settings.readEntries(shop, 'shop_config')));
  }
}
