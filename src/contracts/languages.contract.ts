import { z } from 'zod';
import { type LanguageOption } from '../domain/i18n/languages';
import { parseStorefrontLocale } from '../domain/i18n/storefront-locale';
import { isPlainRecord, readJsonRecord } from '../domain/shared/server-values';
import { answer, get, post } from './contract';
import { one, text } from './fields';

/** The admin's languages and the storefront's languages and words (docs/product/settings.md). */

/** A language the shop's storefront is published in. */
export interface StorefrontLanguage {
  /** Storefront locale code, e.g. 'en' or 'pt-BR'. */
  readonly locale: string;
  readonly name: string;
  /** The shop's default storefront language. */
  readonly primary: boolean;
}

/** The merchant's own storefront words for one language. */
export interface SelfDefinedWordsAnswer {
  /** The storefront locale, canonical case. */
  readonly lang: string;
  /** The words as the text of a JSON object. */
  readonly json_data: string;
}

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

/** GET get_shop_availiable_langs: the storefront's languages, the primary one first. */
export const getStorefrontLanguages = get('/api/v1/admin/get_shop_availiable_langs', z.object({}), answer<readonly StorefrontLanguage[]>());

/** GET get_languages: the admin's languages, each with its own name. */
export const getAdminLanguages = get('/api/v1/admin/get_languages', z.object({}), answer<readonly LanguageOption[]>());

/** GET get_shop_selfdefine_lang: one language's words ('{}' when none are stored). */
export const getSelfDefinedWords = get('/api/v1/admin/get_shop_selfdefine_lang', z.object({ lang: one(storefrontLocale) }), answer<SelfDefinedWordsAnswer>());

/** POST set_shop_selfdefine_lang: replaces one language's words; `json_data` is the words' JSON text (or the object itself). */
export const saveSelfDefinedWords = post(
  '/api/v1/admin/set_shop_selfdefine_lang',
  z.strictObject({
    lang: storefrontLocale,
    json_data: z.preprocess((raw) => readJsonRecord(raw) ?? raw, wordKeys.pipe(words)),
  }),
  answer<SelfDefinedWordsAnswer>(),
);
