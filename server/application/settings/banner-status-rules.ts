import { BANNER_STATUS_KEYS } from '../../../src/domain/shop/banner-status-flags';
import { FLAG_VALUE_RULE, sameRuleFor, type SettingValueRules } from './setting-value-rule';

/** set_banner_display_setting accepts the banner status flags of spec §3, '1' shown or '2' dismissed. */
export const BANNER_STATUS_RULES: SettingValueRules = sameRuleFor(BANNER_STATUS_KEYS, FLAG_VALUE_RULE);
