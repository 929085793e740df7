import { type StorefrontWordDefaultsAnswer } from '../../contracts/storefront-words.contract';

/** The merchant's own storefront words per language (docs/product/storefront.md#storefront-words). A refused save rejects with an ApiError naming the key. */
export interface StorefrontWordsGateway {
  /** Every storefront text with its default in that language, and the languages the storefront has words in. */
  defaults(lang: string): Promise<StorefrontWordDefaultsAnswer>;
  /** The shop's primary storefront language. */
  primaryLanguage(): Promise<string>;
  /** The merchant's words in that language, by text key. */
  words(lang: string): Promise<Readonly<Record<string, string>>>;
  /** Replaces that language's words: a key left out shows its default again. */
  save(lang: string, words: Readonly<Record<string, string>>): Promise<void>;
}
