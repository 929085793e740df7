import { z } from 'zod';
import {
  PRODUCT_GROUP_LIST_MAX_PAGE,
  PRODUCT_GROUP_LIST_MAX_PAGE_SIZE,
  PRODUCT_GROUP_MAX_PRODUCTS,
  PRODUCT_GROUP_MIN_PRODUCTS,
  PRODUCT_GROUP_NAME_MAX_LENGTH,
  PRODUCT_GROUP_TITLE_MAX_LENGTH,
} from '../domain/product-groups/product-group';
import { one, paging, recordId, text } from './fields';
import { keywordField } from './list-filter.fields';

/** The request schemas of product-groups.contract.ts (docs/product/product-groups.md). */

/** get_product_groups' fields: the list's address reads the same ones (product-group-list-state.ts). */
export const productGroupListFields = z.object({
  keyword: keywordField,
  ...paging({ maxPage: PRODUCT_GROUP_LIST_MAX_PAGE, maxPageSize: PRODUCT_GROUP_LIST_MAX_PAGE_SIZE }),
});

export const getProductGroupsRequest = productGroupListFields;

export const getProductGroupRequest = z.object({ id: one(recordId) });

/** The longest image address kept with a member. */
const PRODUCT_GROUP_IMAGE_URL_MAX_LENGTH = 2048;

const productGid = z.string({ error: 'must be a product id' }).regex(/^gid:\/\/shopify\/Product\/[1-9]\d{0,19}$/, 'must be a product id (gid://shopify/Product/…)');

const member = z.strictObject({
  id: productGid,
  title: text({ max: PRODUCT_GROUP_TITLE_MAX_LENGTH }),
  image_url: text({ max: PRODUCT_GROUP_IMAGE_URL_MAX_LENGTH })
    .refine((url) => /^(https?:\/\/|\/)\S*$/.test(url), 'must be an http(s) address or a path')
    .nullable()
    .optional()
    .default(null),
});

export const saveProductGroupRequest = z.strictObject({
  id: recordId.optional(),
  name: text({ min: 1, max: PRODUCT_GROUP_NAME_MAX_LENGTH }),
  products: z
    .array(member, { error: (issue) => (issue.input === undefined ? 'is required' : 'must be a list of products') })
    .min(PRODUCT_GROUP_MIN_PRODUCTS, `must hold at least ${PRODUCT_GROUP_MIN_PRODUCTS} products`)
    .max(PRODUCT_GROUP_MAX_PRODUCTS, `must hold at most ${PRODUCT_GROUP_MAX_PRODUCTS} products`)
    .refine((products) => new Set(products.map((product) => product.id)).size === products.length, 'must name each product once'),
});

export const deleteProductGroupRequest = z.strictObject({ id: recordId });
