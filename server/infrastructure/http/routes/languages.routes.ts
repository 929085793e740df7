import { Hono } from 'hono';
import { z } from 'zod';
import { type GetSelfDefinedWordsUseCase } from '../../../application/languages/get-self-defined-words.use-case';
import { type GetStorefrontLanguagesUseCase } from '../../../application/languages/get-storefront-languages.use-case';
import { type SaveSelfDefinedWordsUseCase } from '../../../application/languages/save-self-defined-words.use-case';
import {
  SELF_DEFINED_WORD_KEY_MAX_LENGTH,
  SELF_DEFINED_WORD_KEY_PATTERN,
  SELF_DEFINED_WORD_MAX_LENGTH,
  SELF_DEFINED_WORDS_MAX_KEYS,
} from '../../../application/languages/self-defined-words';
import { parseStorefrontLocale } from '../../../application/languages/storefront-locale';
import { LANGUAGE_OPTIONS } from '../../../../src/domain/i18n/languages';
import { isPlainRecord, readJsonRecord } from '../../../../src/domain/shared/server-values';
import { textWithoutControlCharacters } from '../control-characters';
import { ok } from '../envelope';
import { type HttpEnv } from '../http-env';
import { parseBody, parseQuery } from '../request-input';

const NOT_A_LOCALE = 'must be a storefront locale code such as en or pt-BR';

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
  const badKey = Object.keys(value).find(
    (key) => key.length > SELF_DEFINED_WORD_KEY_MAX_LENGTH || !SELF_DEFINED_WORD_KEY_PATTERN.test(key),
  );
  if (badKey !== undefined) {
    context.addIssue({
      code: 'custom',
      path: [badKey],
      message: `keys must start with a letter, hold only letters, digits, _ . - and be at most ${SELF_DEFINED_WORD_KEY_MAX_LENGTH} characters`,
    });
  }
});

const words = z
  .record(
    z.string(),
    textWithoutControlCharacters(
      z.string({ error: 'must be text' }).max(SELF_DEFINED_WORD_MAX_LENGTH, `must be at most ${SELF_DEFINED_WORD_MAX_LENGTH} characters`),
    ),
    { error: 'must be a JSON object of texts' },
  )
  .refine((record) => Object.keys(record).length <= SELF_DEFINED_WORDS_MAX_KEYS, `must hold at most ${SELF_DEFINED_WORDS_MAX_KEYS} texts`);

const selfDefinedWordsQuery = z.object({ lang: storefrontLocale });

/** json_data is the words' JSON text (spec §7); the object itself is accepted too. */
const selfDefinedWordsBody = z.strictObject({
  lang: storefrontLocale,
  json_data: z.preprocess((raw) => readJsonRecord(raw) ?? raw, wordKeys.pipe(words)),
});

export interface LanguagesUseCases {
  readonly getStorefrontLanguages: GetStorefrontLanguagesUseCase;
  readonly getSelfDefinedWords: GetSelfDefinedWordsUseCase;
  readonly saveSelfDefinedWords: SaveSelfDefinedWordsUseCase;
}

export function languagesRoutes(useCases: LanguagesUseCases) {
  return new Hono<HttpEnv>()
    .get('/get_shop_availiable_langs', async (c) => ok(c, await useCases.getStorefrontLanguages.execute(c.get('shop'))))
    .get('/get_languages', (c) => ok(c, LANGUAGE_OPTIONS))
    .get('/get_shop_selfdefine_lang', async (c) => {
      const { lang } = parseQuery(c, selfDefinedWordsQuery);
      return ok(c, await useCases.getSelfDefinedWords.execute(c.get('shop'), lang));
    })
    .post('/set_shop_selfdefine_lang', async (c) => {
      const body = await parseBody(c, selfDefinedWordsBody);
      return ok(c, await useCases.saveSelfDefinedWords.execute(c.get('shop'), body.lang, body.json_data));
    });
}
