import { type StorefrontWordDefault } from '../../../src/domain/storefront/storefront-words';

/** The theme app extension's storefront texts (its locale files): what the merchant's own words may override. */
export interface StorefrontWordCatalog {
  /** The storefront languages the extension has words for ('en', 'fr', 'pt-BR'…), English first. */
  readonly locales: readonly string[];
  /** Every text in that language (English where the language has none, or for a language the extension lacks), with the placeholders of its English text. */
  defaults(locale: string): readonly StorefrontWordDefault[];
}
