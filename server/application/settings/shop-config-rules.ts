import { SHOP_GUIDE_GROUP_KEY } from '../../../src/domain/guide/guide-flags';
import { GUIDE_GROUPS, parseGuideGroup } from '../../../src/domain/guide/guide-group';
import { normaliseRawValue, readFlagValue } from '../../../src/domain/shop/flag-value';
import {
  BACKEND_LANG_KEY,
  IMPORT_REVIEWS_LAYOUT_KEY,
  NPS_FLAG_OFF,
  parseStoreFrontLeftReviewLimit,
  SHOP_CONFIG_FLAG_KEYS,
  STORE_FRONT_LEFT_REVIEW_LIMIT_KEY,
} from '../../../src/domain/shop/shop-config-flags';
import { ADMIN_LANGUAGE_RULE, FLAG_VALUE_RULE, sameRuleFor, type SettingValueRule, type SettingValueRules } from './setting-value-rule';

/** Closing or submitting the NPS survey writes '0' (spec §4). */
const NPS_RULE: SettingValueRule = {
  expected: "'1', '2' or '0'",
  read: (raw) => (normaliseRawValue(raw) === NPS_FLAG_OFF ? NPS_FLAG_OFF : readFlagValue(raw)),
};

/** Accepted exactly when the domain reads the value back unchanged. */
const STORE_FRONT_LEFT_REVIEW_LIMIT_RULE: SettingValueRule = {
  expected: 'a whole number of 0 or more',
  read: (raw) => {
    const value = normaliseRawValue(raw);
    return value !== undefined && parseStoreFrontLeftReviewLimit(value) === value ? value : undefined;
  },
};

/** Every key save_shop_config accepts (spec §3 shop config and guide setup flags) and its values. */
export const SHOP_CONFIG_RULES: SettingValueRules = {
  ...sameRuleFor(SHOP_CONFIG_FLAG_KEYS, FLAG_VALUE_RULE),
  is_show_nps: NPS_RULE,
  [BACKEND_LANG_KEY]: ADMIN_LANGUAGE_RULE,
  [IMPORT_REVIEWS_LAYOUT_KEY]: FLAG_VALUE_RULE,
  [STORE_FRONT_LEFT_REVIEW_LIMIT_KEY]: STORE_FRONT_LEFT_REVIEW_LIMIT_RULE,
  [SHOP_GUIDE_GROUP_KEY]: {
    expected: `one of ${GUIDE_GROUPS.join(', ')}`,
    read: parseGuideGroup,
  },
};
