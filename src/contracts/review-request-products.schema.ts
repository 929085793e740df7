import { z } from 'zod';
import { minPriceProblem, REQUEST_PRODUCT_EXCLUSIONS_MAX, REQUEST_PRODUCT_MIN_PRICE_MAX, REQUEST_PRODUCT_SCOPES } from '../domain/collect/review-request-products';
import { oneOf } from './fields';

/** The request schema of review-request-products.contract.ts. */

const MIN_PRICE_MESSAGES = {
  notANumber: 'must be a number',
  negative: 'must not be negative',
  tooHigh: `must be at most ${REQUEST_PRODUCT_MIN_PRICE_MAX}`,
  decimals: 'may have at most two decimals',
} as const;

function idList(kind: 'Product' | 'Collection', what: string) {
  const pattern = new RegExp(`^gid://shopify/${kind}/\\d{1,20}$`);
  return z
    .array(z.string({ error: `each must be a ${kind.toLowerCase()} id` }).regex(pattern, `each must be a ${kind.toLowerCase()} id (gid://shopify/${kind}/…)`), {
      error: `must be a list of ${what}`,
    })
    .max(REQUEST_PRODUCT_EXCLUSIONS_MAX, `must name at most ${REQUEST_PRODUCT_EXCLUSIONS_MAX} ${what}`)
    .transform((ids) => [...new Set(ids)]);
}

const minPrice = z.number({ error: 'must be a number' }).superRefine((price, context) => {
  const problem = minPriceProblem(price);
  if (problem) context.addIssue({ code: 'custom', message: MIN_PRICE_MESSAGES[problem] });
});

export const saveReviewRequestProductsRequest = z
  .strictObject({
    scope: oneOf(REQUEST_PRODUCT_SCOPES).optional(),
    excluded_product_ids: idList('Product', 'products').optional(),
    excluded_collection_ids: idList('Collection', 'collections').optional(),
    min_price: minPrice.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'must change at least one setting');
