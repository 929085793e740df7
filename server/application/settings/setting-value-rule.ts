import { ADMIN_LANGUAGE_VALUE, FLAG_VALUE, sameValueFor, type SettingValue } from '../../../src/contracts/setting-values.fields';

/**
 * The settings rules of src/contracts/setting-values.fields.ts, under the names the server's
 * user-settings and banner routes import until they are served from their contracts; then this
 * file goes.
 */
export type SettingValueRule<Value extends string = string> = SettingValue<Value>;

export type SettingValueRules = Readonly<Record<string, SettingValueRule>>;

export const FLAG_VALUE_RULE = FLAG_VALUE;

export const ADMIN_LANGUAGE_RULE = ADMIN_LANGUAGE_VALUE;

export const sameRuleFor = sameValueFor;
