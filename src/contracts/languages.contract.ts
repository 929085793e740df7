import { answer, get, NO_PARAMS, post, schemasOf } from './contract';

const schema = schemasOf(() => import('./languages.schema'));

/** The storefront's languages and the merchant's own storefront words (docs/product/settings.md). */

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

/** GET get_shop_availiable_langs: the storefront's languages, the primary one first. */
export const getStorefrontLanguages = get('/api/v1/admin/get_shop_availiable_langs', NO_PARAMS, answer<readonly StorefrontLanguage[]>());

/** GET get_shop_selfdefine_lang: one language's words ('{}' when none are stored). */
export const getSelfDefinedWords = get(
  '/api/v1/admin/get_shop_selfdefine_lang',
  schema('getSelfDefinedWordsRequest'),
  answer<SelfDefinedWordsAnswer>(),
);

/** POST set_shop_selfdefine_lang: replaces one language's words; `json_data` is the words' JSON text (or the object itself). */
export const saveSelfDefinedWords = post(
  '/api/v1/admin/set_shop_selfdefine_lang',
  schema('saveSelfDefinedWordsRequest'),
  answer<SelfDefinedWordsAnswer>(),
);
