import { getShopConfigs, saveShopConfig, type ShopConfigEntries } from '../../src/contracts/shop-config.contract';
import { FakeStoredDocument } from './fake-stored-document';

/** The shop's config flags as the server keeps them: get_shop_configs and save_shop_config over `stored`. */
export class FakeShopConfigs extends FakeStoredDocument<typeof getShopConfigs, typeof saveShopConfig> {
  constructor(entries: ShopConfigEntries = {}) {
    super(getShopConfigs, saveShopConfig, entries);
  }
}
