import { z } from 'zod';
import { parseStorefrontLocale } from '../domain/i18n/storefront-locale';
import { isPlainRecord, readJsonRecord } from '../domain/shared/server-values';
import { one, text } from './fields';

/** The request schemas of languages.contract.ts. */

export const SELF_DEFINED_WORDS_MAX_KEYS = 500;
export const SELF_DEFINED_WORD_MAX_LENGTH = 2000;
export const SELF_DEFINED_WORD_KEY_MAX_LENGTH = 100;

/** Text keys are identifiers ('review_title'); a leading letter also keeps '__proto__' out. */
export const SELF_DEFINED_WORD_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]*$/;

const NOT_A_LOCALE = 'must be a storefront locale code such as en or pt-BR';

/** A storefront locale code, read in canonical case ('PT-br' → 'pt-BR'). */
const storefrontLocale = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required' : NOT_A_LOCALE) })
  .transform((raw, context) => {
    const locale = parseStorefrontLocale(raw.trim());
    if (locale === undefined) context.addIssue({ code: 'custom', message: NOT_A_LOCALE });
    return locale ?? z.NEVER;
  });

/** Checked before the record is built: zod's record quietly drops a '__proto__' key instead of refusing it. */
const wordKeys = z.unknown().superRefine((value, context) => {
  if (!isPlainRecord(value)) return;
  const badKey = Object.keys(value).find((key) => key.length > SELF_DEFINED_WORD_KEY_MAX_LENGTH || !SELF_DEFINED_WORD_KEY_PATTERN.test(key));
  if (badKey !== undefined) {
    context.addIssue({
      code: 'custom',
      path: [badKey],
      message: `keys must start with a letter, hold only letters, digits, _ . - and be at most ${SELF_DEFINED_WORD_KEY_MAX_LENGTH} characters`,
    });
  }
});

/** The words are kept exactly as typed (not trimmed): the storefront widgets escape them when they render them. */
const words = z
  .record(z.string(), text({ max: SELF_DEFINED_WORD_MAX_LENGTH, trim: false }), { error: 'must be a JSON object of texts' })
  .refine((record) => Object.keys(record).length <= SELF_DEFINED_WORDS_MAX_KEYS, `must hold at most ${SELF_DEFINED_WORDS_MAX_KEYS} texts`);

export const getSelfDefinedWordsRequest = z.object({ lang: one(storefrontLocale) });

export const saveSelfDefinedWordsRequest = z.strictObject({
  lang: storefrontLocale,
  json_data: z.preprocess((raw) => readJsonRecord(raw) ?? raw, wordKeys.pipe(words)),
});
