import { ADMIN_LANGUAGES, type AdminLanguage, isAdminLanguage } from '../../../src/domain/i18n/languages';
import { type FlagValue, readFlagValue } from '../../../src/domain/shop/flag-value';

/** Which values one key of a key/value settings save accepts, and the string that is stored. */
export interface SettingValueRule<Value extends string = string> {
  /** The allowed values in words, for the 422 message `{key}: must be {expected}`. */
  readonly expected: string;
  /** The value to store, or undefined when `raw` is not allowed. */
  read(raw: unknown): Value | undefined;
}

export type SettingValueRules = Readonly<Record<string, SettingValueRule>>;

/** A '1'/'2' flag; the numbers 1 and 2 (the integer key/value save) are stored as strings. */
export const FLAG_VALUE_RULE: SettingValueRule<FlagValue> = {
  expected: "'1' or '2'",
  read: readFlagValue,
};

export const ADMIN_LANGUAGE_RULE: SettingValueRule<AdminLanguage> = {
  expected: `one of ${ADMIN_LANGUAGES.join(', ')}`,
  read: (raw) => (isAdminLanguage(raw) ? raw : undefined),
};

/** The same rule for every key. */
export function sameRuleFor(keys: readonly string[], rule: SettingValueRule): SettingValueRules {
  return Object.fromEntries(keys.map((key) => [key, rule]));
}
