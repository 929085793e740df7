import { type StorefrontWordDefaultsAnswer } from '../../../src/contracts/storefront-words.contract';
import { type StorefrontWordCatalog } from './storefront-word-catalog.port';

/** get_storefront_word_defaults: what the merchant's words screen lists (the same for every shop). */
export class GetStorefrontWordDefaultsUseCase {
  constructor(private readonly catalog: StorefrontWordCatalog) {}

  execute(locale: string): StorefrontWordDefaultsAnswer {
    return { lang: locale, locales: this.catalog.locales, words: this.catalog.defaults(locale) };
  }
}
