import { z } from 'zod';
import { type GuideSetupFlagKey, SHOP_GUIDE_GROUP_KEY } from '../domain/guide/guide-flags';
import { GUIDE_GROUPS, type GuideGroup, parseGuideGroup } from '../domain/guide/guide-group';
import { ADMIN_LANGUAGES, isAdminLanguage } from '../domain/i18n/languages';
import { normaliseRawValue, readFlagValue } from '../domain/shop/flag-value';
import {
  BACKEND_LANG_KEY,
  IMPORT_REVIEWS_LAYOUT_KEY,
  NPS_FLAG_OFF,
  parseStoreFrontLeftReviewLimit,
  SHOP_CONFIG_FLAG_KEYS,
  STORE_FRONT_LEFT_REVIEW_LIMIT_KEY,
} from '../domain/shop/shop-config-flags';
import { answer, get, post } from './contract';

/** The shop config calls of /api/v1/admin (docs/product/settings.md). */

/** Every shop config entry, known flags as '1'/'2' strings (serializeShopConfig), unknown keys as stored. */
export type ShopConfigEntries = Readonly<Record<string, unknown>>;

/** The guide's setup flags and the shop's guide group. */
export type GuideSetupFlags = Readonly<Record<GuideSetupFlagKey, string>> & { readonly [SHOP_GUIDE_GROUP_KEY]: GuideGroup };

/** Which values one key accepts (`expected` in words, for `{key}: must be {expected}`) and the text stored. */
interface SettingValue {
  readonly expected: string;
  read(raw: unknown): string | undefined;
}

const FLAG_VALUE: SettingValue = { expected: "'1' or '2'", read: readFlagValue };

/** Every key save_shop_config accepts (shop config and guide setup flags) and its values. */
const SHOP_CONFIG_VALUES: Readonly<Record<string, SettingValue>> = {
  ...Object.fromEntries(SHOP_CONFIG_FLAG_KEYS.map((key) => [key, FLAG_VALUE])),
  // Closing or submitting the NPS survey writes '0'.
  is_show_nps: { expected: "'1', '2' or '0'", read: (raw) => (normaliseRawValue(raw) === NPS_FLAG_OFF ? NPS_FLAG_OFF : readFlagValue(raw)) },
  [BACKEND_LANG_KEY]: { expected: `one of ${ADMIN_LANGUAGES.join(', ')}`, read: (raw) => (isAdminLanguage(raw) ? raw : undefined) },
  [IMPORT_REVIEWS_LAYOUT_KEY]: FLAG_VALUE,
  // Accepted exactly when the domain reads the value back unchanged.
  [STORE_FRONT_LEFT_REVIEW_LIMIT_KEY]: {
    expected: 'a whole number of 0 or more',
    read: (raw) => {
      const value = normaliseRawValue(raw);
      return value !== undefined && parseStoreFrontLeftReviewLimit(value) === value ? value : undefined;
    },
  },
  [SHOP_GUIDE_GROUP_KEY]: { expected: `one of ${GUIDE_GROUPS.join(', ')}`, read: parseGuideGroup },
};

/** The generic key/value save: `type` (the value's type, an integer code) changes nothing. */
const keyValueSave = z.strictObject({
  key: z.string({ error: 'must be a setting name' }),
  value: z.union([z.string(), z.number()], { error: 'must be a string or a number' }),
  type: z.union([z.int(), z.string()]).optional(),
});

/**
 * save_shop_config's body: settings as `{key: value, …}` or one as `{key, value, type?}`; every key
 * known and every value allowed, else a 422 naming the key. Output: the strings to store.
 */
const shopConfigSave = z.record(z.string(), z.unknown(), { error: 'must be a JSON object' }).transform((body, context) => {
  let record: Readonly<Record<string, unknown>> = body;
  if (Object.hasOwn(body, 'key')) {
    const pair = keyValueSave.safeParse(body);
    if (!pair.success) {
      for (const issue of pair.error.issues) {
        const path = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0] ?? ''] : issue.path;
        context.addIssue({ code: 'custom', path, message: issue.code === 'unrecognized_keys' ? 'is not a known field' : issue.message });
      }
      return z.NEVER;
    }
    record = { [pair.data.key]: pair.data.value };
  }
  const entries = Object.entries(record);
  if (entries.length === 0) {
    context.addIssue({ code: 'custom', message: 'must contain at least one setting' });
    return z.NEVER;
  }
  const changes: Record<string, string> = {};
  for (const [key, raw] of entries) {
    const rule = Object.hasOwn(SHOP_CONFIG_VALUES, key) ? SHOP_CONFIG_VALUES[key] : undefined;
    const value = rule?.read(raw);
    if (value === undefined) {
      context.addIssue({ code: 'custom', path: [key], message: rule ? `must be ${rule.expected}` : 'is not a known setting' });
      return z.NEVER;
    }
    changes[key] = value;
  }
  return changes;
});

/** GET get_shop_configs: every shop config flag, defaults applied. */
export const getShopConfigs = get('/api/v1/admin/get_shop_configs', z.object({}), answer<ShopConfigEntries>());

/** GET get_shop_config_set: the guide setup flags; the first call derives and keeps the guide group. */
export const getShopConfigSet = get('/api/v1/admin/get_shop_config_set', z.object({}), answer<GuideSetupFlags>());

/** POST save_shop_config: all keys land together; answers the saved config. */
export const saveShopConfig = post('/api/v1/admin/save_shop_config', shopConfigSave, answer<ShopConfigEntries>());
