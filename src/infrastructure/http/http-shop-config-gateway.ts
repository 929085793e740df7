import { type ContractClient } from '../../application/http/contract-client.port';
import { type ShopConfigGateway } from '../../application/settings/shop-config-gateway.port';
import { getShopConfigs, saveShopConfig, type ShopConfigEntries } from '../../contracts/shop-config.contract';

/** get_shop_configs and save_shop_config through their contracts. */
export class HttpShopConfigGateway implements ShopConfigGateway {
  constructor(private readonly client: ContractClient) {}

  configs(): Promise<ShopConfigEntries> {
    return this.client.call(getShopConfigs, {});
  }

  save(changes: Readonly<Record<string, string>>): Promise<ShopConfigEntries> {
    return this.client.call(saveShopConfig, changes);
  }
}
