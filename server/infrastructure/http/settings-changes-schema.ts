import { z } from 'zod';
import { type SettingValueRules } from '../../application/settings/setting-value-rule';

/**
 * A key/value settings save: a non-empty object whose every key has a rule and whose every value
 * the rule accepts. Output: the strings to store. A failure names the key at fault.
 */
export function settingsChangesSchema(rules: SettingValueRules) {
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

