import { Hono } from 'hono';
import { z } from 'zod';
import { type GetShopConfigSetUseCase } from '../../../application/guide/get-shop-config-set.use-case';
import { type GetShopConfigsUseCase } from '../../../application/settings/get-shop-configs.use-case';
import { type SaveShopConfigUseCase } from '../../../application/settings/save-shop-config.use-case';
import { SHOP_CONFIG_RULES } from '../../../application/settings/shop-config-rules';
import { ok } from '../envelope';
import { type HttpEnv } from '../http-env';
import { parseBody, parseInput } from '../request-input';
import { settingsChangesSchema } from '../settings-changes-schema';

/** Spec §7's generic key/value save; `type` (the value's type, an integer code) changes nothing. */
const keyValueSave = z.strictObject({
  key: z.string({ error: 'must be a setting name' }),
  value: z.union([z.string(), z.number()], { error: 'must be a string or a number' }),
  type: z.union([z.int(), z.string()]).optional(),
});

const jsonObject = z.record(z.string(), z.unknown(), { error: 'must be a JSON object' });
const shopConfigChanges = settingsChangesSchema(SHOP_CONFIG_RULES);

export interface ShopConfigUseCases {
  readonly getShopConfigs: GetShopConfigsUseCase;
  readonly getShopConfigSet: GetShopConfigSetUseCase;
  readonly saveShopConfig: SaveShopConfigUseCase;
}

export function shopConfigRoutes(useCases: ShopConfigUseCases) {
  return new Hono<HttpEnv>()
    .get('/get_shop_configs', async (c) => ok(c, await useCases.getShopConfigs.execute(c.get('shop'))))
    .get('/get_shop_config_set', async (c) => ok(c, await useCases.getShopConfigSet.execute(c.get('shop'))))
    .post('/save_shop_config', async (c) => {
      const body = await parseBody(c, jsonObject);
      const record = Object.hasOwn(body, 'key') ? keyValueAsRecord(parseInput(keyValueSave, body)) : body;
      return ok(c, await useCases.saveShopConfig.execute(c.get('shop'), parseInput(shopConfigChanges, record)));
    });
}

function keyValueAsRecord({ key, value }: z.infer<typeof keyValueSave>): Record<string, unknown> {
  return { [key]: value };
}
