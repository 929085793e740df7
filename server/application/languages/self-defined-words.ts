/**
 * The merchant's own storefront words for one language (set_shop_selfdefine_lang). They are kept
 * exactly as typed: the storefront widgets escape them when they render them, never before.
 */
export type SelfDefinedWords = Readonly<Record<string, string>>;

/** What get_shop_selfdefine_lang answers for a language with no words stored. */
export const EMPTY_WORDS_JSON = '{}';

/** One shop_documents kind per storefront locale. */
export function selfDefinedWordsDocument(locale: string): string {
  return `selfdefine_lang:${locale}`;
}
