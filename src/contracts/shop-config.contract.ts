import { type GuideSetupFlagKey, type SHOP_GUIDE_GROUP_KEY } from '../domain/guide/guide-flags';
import { type GuideGroup } from '../domain/guide/guide-group';
import { answer, get, NO_PARAMS, post, schemasOf } from './contract';

/** The shop config calls of /api/v1/admin (docs/product/settings.md). */

/** Every shop config entry, known flags as '1'/'2' strings (serializeShopConfig), unknown keys as stored. */
export type ShopConfigEntries = Readonly<Record<string, unknown>>;

/** The guide's setup flags and the shop's guide group. */
export type GuideSetupFlags = Readonly<Record<GuideSetupFlagKey, string>> & { readonly [SHOP_GUIDE_GROUP_KEY]: GuideGroup };

/** GET get_shop_configs: every shop config flag, defaults applied. */
export const getShopConfigs = get('/api/v1/admin/get_shop_configs', NO_PARAMS, answer<ShopConfigEntries>());

/** GET get_shop_config_set: the guide setup flags; the first call derives and keeps the guide group. */
export const getShopConfigSet = get('/api/v1/admin/get_shop_config_set', NO_PARAMS, answer<GuideSetupFlags>());

/** POST save_shop_config: all keys land together; answers the saved config. */
export const saveShopConfig = post(
  '/api/v1/admin/save_shop_config',
  schemasOf(() => import('./shop-config.schema'))('saveShopConfigRequest'),
  answer<ShopConfigEntries>(),
);
