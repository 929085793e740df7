import { type RequestOf } from '../../contracts/contract';
import { listCodec } from '../../contracts/list-codec';
import { type getProductGroups } from '../../contracts/product-groups.contract';
import { productGroupListFields } from '../../contracts/product-groups.schema';
import { PRODUCT_GROUP_LIST_PAGE_SIZE } from '../../domain/product-groups/product-group';

/** get_product_groups' filter and page, as typed values. */
export type ProductGroupListQuery = RequestOf<typeof getProductGroups>;

/** What /settings/product_groups shows besides the page; it lives in the address (docs/product/product-groups.md#list). */
export interface ProductGroupFilter {
  /** Part of a group's name or of one of its products' titles. */
  readonly keyword: string;
}

export const EMPTY_PRODUCT_GROUP_FILTER: ProductGroupFilter = { keyword: '' };

/** The filter as get_product_groups values (defaults left out). */
function toFilterValues(filter: ProductGroupFilter): ProductGroupListQuery {
  return filter.keyword.trim() === '' ? {} : { keyword: filter.keyword.trim() };
}

/** The filter in the address: get_product_groups' own fields, read leniently. */
export const PRODUCT_GROUP_FILTER_CODEC = listCodec({
  fields: productGroupListFields,
  empty: EMPTY_PRODUCT_GROUP_FILTER,
  read: (values): ProductGroupFilter => ({ keyword: values.keyword ?? '' }),
  write: toFilterValues,
});

export function toProductGroupListQuery(filter: ProductGroupFilter, page: number): ProductGroupListQuery {
  return { ...toFilterValues(filter), page, page_size: PRODUCT_GROUP_LIST_PAGE_SIZE };
}
