import { many, one, text } from './fields';

/**
 * The filter fields every product list shares (reviews, questions), with their limits declared
 * once for the server, the admin and the storefront (docs/product/lists.md).
 */

/** How many products one filter may name. */
export const FILTER_PRODUCT_IDS_MAX = 250;
/** The longest product id (a Shopify GID or a storefront handle). */
export const PRODUCT_ID_MAX_LENGTH = 255;
/** The longest search keyword. */
export const KEYWORD_MAX_LENGTH = 200;

/** product_ids, repeated: each trimmed, blank ones ignored; absent is every product. */
export const productIdsField = many(text({ max: PRODUCT_ID_MAX_LENGTH }), { max: FILTER_PRODUCT_IDS_MAX, what: 'products' })
  .transform((ids) => ids?.filter((id) => id !== ''))
  .optional();

/** keyword, given once, trimmed; blank is no search. */
export const keywordField = one(text({ max: KEYWORD_MAX_LENGTH })).optional();
