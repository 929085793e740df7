import { z } from 'zod';
import { many, one, quoted, text } from './fields';

/**
 * The filter fields every product list shares (reviews, questions), with their limits declared
 * once for the server, the admin and the storefront (docs/product/lists.md).
 */

/** How many products one filter may name. */
export const MAX_FILTER_PRODUCT_IDS = 250;
/** The longest product id (a Shopify GID or a storefront handle). */
export const MAX_PRODUCT_ID_LENGTH = 255;
/** The longest search keyword. */
export const MAX_KEYWORD_LENGTH = 200;

const productIdText = text({ max: MAX_PRODUCT_ID_LENGTH });

/** One product id: text (trimmed, no control characters) or, in JSON, a whole number; '' when blank. */
const productId = z.unknown().transform((raw, context): string => {
  const id = typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 0 ? String(raw) : raw;
  const parsed = productIdText.safeParse(id);
  if (parsed.success) return parsed.data;
  const problem = typeof id === 'string' ? (parsed.error.issues[0]?.message ?? 'is not a product id') : 'is not a product id';
  context.addIssue({ code: 'custom', message: `${quoted(raw)} ${problem}` });
  return z.NEVER;
});

/** product_ids, repeated (an array in JSON): each trimmed, blank ones ignored; absent is every product. */
export const productIdsField = many(productId, { max: MAX_FILTER_PRODUCT_IDS, what: 'products' })
  .transform((ids) => ids?.filter((id) => id !== ''))
  .optional();

/** keyword, given once, trimmed; blank is no search. */
export const keywordField = one(text({ max: MAX_KEYWORD_LENGTH })).optional();
