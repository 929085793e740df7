import { z } from 'zod';
import { ADMIN_LANGUAGES, type AdminLanguage, isAdminLanguage } from '../domain/i18n/languages';
import { type FlagValue, readFlagValue } from '../domain/shop/flag-value';

/**
 * The rules of the key/value settings saves (save_shop_settings, set_banner_display_setting…):
 * which values a key accepts and the text stored for it.
 */
export interface SettingValue<Value extends string = string> {
  /** The allowed values in words, for the 422 message `{key}: must be {expected}`. */
  readonly expected: string;
  /** The value to store, or undefined when `raw` is not allowed. */
  read(raw: unknown): Value | undefined;
}

/** A '1'/'2' flag; the numbers 1 and 2 (the integer key/value save) are stored as text. */
export const FLAG_VALUE: SettingValue<FlagValue> = { expected: "'1' or '2'", read: readFlagValue };

export const ADMIN_LANGUAGE_VALUE: SettingValue<AdminLanguage> = {
  expected: `one of ${ADMIN_LANGUAGES.join(', ')}`,
  read: (raw) => (isAdminLanguage(raw) ? raw : undefined),
};

/**
 * One field checked by its rule, failing with `must be {expected}`. The admin sends the stored
 * value itself; the server reads whatever arrives with the rule (numbers 1 and 2 for flags too).
 */
export function settingValue<Value extends string>(rule: SettingValue<Value>) {
  return z
    .custom<Value>(() => true)
    .transform((raw, context): Value => {
      const value = rule.read(raw);
      if (value !== undefined) return value;
      context.addIssue({ code: 'custom', message: `must be ${rule.expected}` });
      return z.NEVER;
    });
}

/**
 * A key/value settings save: a non-empty object whose every key has a rule and whose every value
 * the rule accepts. Output: the text to store per key. A failure names the key at fault.
 */
export function settingsChanges(rules: Readonly<Record<string, SettingValue>>) {
  return z.record(z.string(), z.unknown(), { error: 'must be a JSON object' }).transform((record, context) => {
    const entries = Object.entries(record);
    if (entries.length === 0) {
      context.addIssue({ code: 'custom', message: 'must contain at least one setting' });
      return z.NEVER;
    }
    const changes: Record<string, string> = {};
    for (const [key, raw] of entries) {
      const rule = Object.hasOwn(rules, key) ? rules[key] : undefined;
      const value = rule?.read(raw);
      if (rule === undefined || value === undefined) {
        context.addIssue({ code: 'custom', path: [key], message: rule ? `must be ${rule.expected}` : 'is not a known setting' });
        return z.NEVER;
      }
      changes[key] = value;
    }
    return changes;
  });
}

/** The same rule for every key. */
export function sameValueFor(keys: readonly string[], rule: SettingValue): Readonly<Record<string, SettingValue>> {
  return Object.fromEntries(keys.map((key) => [key, rule]));
}
