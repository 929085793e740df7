import { answer, get, NO_PARAMS, post, schemasOf } from './contract';

/** The shop config calls of /api/v1/admin (docs/product/settings.md). */

/** Every shop config entry, known flags as '1'/'2' strings (serializeShopConfig), unknown keys as stored. */
export type ShopConfigEntries = Readonly<Record<string, unknown>>;

/** GET get_shop_configs: every shop config flag, defaults applied. */
export const getShopConfigs = get('/api/v1/admin/get_shop_configs', NO_PARAMS, answer<ShopConfigEntries>());

/** POST save_shop_config: all keys land together; answers the saved config. */
export const saveShopConfig = post(
  '/api/v1/admin/save_shop_config',
  schemasOf(() => import('./shop-config.schema'))('saveShopConfigRequest'),
  answer<ShopConfigEntries>(),
);
