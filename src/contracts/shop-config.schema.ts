import { z } from 'zod';
import { GUIDE_GROUPS, parseGuideGroup } from '../domain/guide/guide-group';
import { SHOP_GUIDE_GROUP_KEY } from '../domain/guide/guide-flags';
import { normaliseRawValue, readFlagValue } from '../domain/shop/flag-value';
import {
  BACKEND_LANG_KEY,
  IMPORT_REVIEWS_LAYOUT_KEY,
  NPS_FLAG_OFF,
  parseStoreFrontLeftReviewLimit,
  SHOP_CONFIG_FLAG_KEYS,
  STORE_FRONT_LEFT_REVIEW_LIMIT_KEY,
} from '../domain/shop/shop-config-flags';
import { ADMIN_LANGUAGE_VALUE, FLAG_VALUE, type SettingValue, settingsChanges } from './setting-values.fields';

/** The request schemas of shop-config.contract.ts. */

/** Every key save_shop_config accepts (shop config and guide setup flags) and its values. */
const SHOP_CONFIG_VALUES: Readonly<Record<string, SettingValue>> = {
  ...Object.fromEntries(SHOP_CONFIG_FLAG_KEYS.map((key) => [key, FLAG_VALUE])),
  // Closing or submitting the NPS survey writes '0'.
  is_show_nps: { expected: "'1', '2' or '0'", read: (raw) => (normaliseRawValue(raw) === NPS_FLAG_OFF ? NPS_FLAG_OFF : readFlagValue(raw)) },
  [BACKEND_LANG_KEY]: ADMIN_LANGUAGE_VALUE,
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
export const saveShopConfigRequest = z
  .record(z.string(), z.unknown(), { error: 'must be a JSON object' })
  .transform((body, context): Readonly<Record<string, unknown>> => {
    if (!Object.hasOwn(body, 'key')) return body;
    const pair = keyValueSave.safeParse(body);
    if (pair.success) return { [pair.data.key]: pair.data.value };
    for (const issue of pair.error.issues) {
      const path = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0] ?? ''] : issue.path;
      context.addIssue({ code: 'custom', path, message: issue.code === 'unrecognized_keys' ? 'is not a known field' : issue.message });
    }
    return z.NEVER;
  })
  .pipe(settingsChanges(SHOP_CONFIG_VALUES));
