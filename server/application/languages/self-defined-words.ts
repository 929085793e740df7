/**
 * The merchant's own storefront words for one language (set_shop_selfdefine_lang). They are kept
 * exactly as typed: the storefront widgets escape them when they render them, never before.
 */
export type SelfDefinedWords = Readonly<Record<string, string>>;

export const SELF_DEFINED_WORDS_MAX_KEYS = 500;
export const SELF_DEFINED_WORD_MAX_LENGTH = 2000;
export const SELF_DEFINED_WORD_KEY_MAX_LENGTH = 100;
/** Text keys are identifiers ('review_title'); a leading letter also keeps '__proto__' out. */
export const SELF_DEFINED_WORD_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]*$/;

/** What get_shop_selfdefine_lang answers for a language with no words stored. */
export const EMPTY_WORDS_JSON = '{}';

/** One shop_documents kind per storefront locale. */
export function selfDefinedWordsDocument(locale: string): string {
  return `selfdefine_lang:${locale}`;
}
