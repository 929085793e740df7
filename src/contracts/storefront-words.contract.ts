import { type StorefrontWordDefault } from '../domain/storefront/storefront-words';
import { answer, get, schemasOf } from './contract';

/** The storefront's texts the merchant may override (docs/product/storefront.md#storefront-words). */

const schema = schemasOf(() => import('./languages.schema'));

export interface StorefrontWordDefaultsAnswer {
  /** The storefront locale asked for, canonical case. */
  readonly lang: string;
  /** The languages the storefront has its own words in, English first. */
  readonly locales: readonly string[];
  /** Every storefront text with its default in that language (English where it has none). */
  readonly words: readonly StorefrontWordDefault[];
}

/** GET get_storefront_word_defaults?lang=: every storefront text, its key, default and placeholders. */
export const getStorefrontWordDefaults = get(
  '/api/v1/admin/get_storefront_word_defaults',
  schema('getSelfDefinedWordsRequest'),
  answer<StorefrontWordDefaultsAnswer>(),
);
