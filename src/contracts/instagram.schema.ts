import { z } from 'zod';
import { INSTAGRAM_STATE_MAX_LENGTH } from '../domain/instagram/instagram-state';
import { MAX_INSTAGRAM_IMPORT, MAX_INSTAGRAM_POST_PRODUCTS } from '../domain/instagram/instagram-posts';
import { many, recordId, text } from './fields';

/** The request schemas of instagram.contract.ts (docs/product/instagram.md). */

export const MAX_INSTAGRAM_CODE_LENGTH = 2048;
export const MAX_TAGGED_PRODUCT_TITLE_LENGTH = 255;

const productGid = z.string({ error: 'must be a product id' }).regex(/^gid:\/\/shopify\/Product\/[1-9]\d{0,19}$/, 'must be a product id (gid://shopify/Product/…)');

export const connectInstagramRequest = z.strictObject({
  code: text({ min: 1, max: MAX_INSTAGRAM_CODE_LENGTH }),
  state: text({ min: 1, max: INSTAGRAM_STATE_MAX_LENGTH }),
});

export const importInstagramPostsRequest = z.strictObject({
  /** Instagram media ids; absent or empty: the latest posts not imported yet. */
  media_ids: many(text({ min: 1, max: 64 }).refine((id) => /^\d+$/.test(id), 'must be an Instagram media id'), { max: MAX_INSTAGRAM_IMPORT, what: 'posts' }).optional(),
});

export const tagInstagramPostRequest = z.strictObject({
  id: recordId,
  products: z
    .array(z.strictObject({ id: productGid, title: text({ max: MAX_TAGGED_PRODUCT_TITLE_LENGTH }) }), {
      error: (issue) => (issue.input === undefined ? 'is required' : 'must be a list of products'),
    })
    .max(MAX_INSTAGRAM_POST_PRODUCTS, `must hold at most ${MAX_INSTAGRAM_POST_PRODUCTS} products`)
    .refine((products) => new Set(products.map((product) => product.id)).size === products.length, 'must name each product once'),
});

export const setInstagramPostHiddenRequest = z.strictObject({
  id: recordId,
  hidden: z.boolean({ error: 'must be true or false' }),
});

export const removeInstagramPostRequest = z.strictObject({ id: recordId });
