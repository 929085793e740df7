import { type ListDefinition, type ListShape } from '../../application/lists/list-definition';
import { filterView } from '../../application/lists/list-views';
import { PRODUCT_GROUP_FILTER_CODEC, type ProductGroupFilter } from '../../application/product-groups/product-group-list-state';
import { PRODUCT_GROUP_LIST_PAGE_SIZE, type ProductGroupListItem } from '../../domain/product-groups/product-group';

export const PRODUCT_GROUPS_PATH = '/settings/product_groups';

/** The types of the product groups list. */
export interface ProductGroupList extends ListShape {
  readonly filter: ProductGroupFilter;
  readonly sort: 'name_asc';
  readonly item: ProductGroupListItem;
  readonly id: number;
  readonly facets: null;
}

/** /settings/product_groups (docs/product/product-groups.md#list) in the list kit's terms: by name, search and pages, no selection. */
export const PRODUCT_GROUP_LIST: ListDefinition<ProductGroupList> = {
  path: PRODUCT_GROUPS_PATH,
  pageSize: PRODUCT_GROUP_LIST_PAGE_SIZE,
  filter: PRODUCT_GROUP_FILTER_CODEC,
  sorts: ['name_asc'],
  views: [filterView(PRODUCT_GROUP_FILTER_CODEC, 'all', '')],
  search: { read: (filter) => ({ keyword: filter.keyword, scope: null }), write: (filter, { keyword }) => ({ ...filter, keyword: keyword.trim() }) },
  idOf: (group) => group.id,
  selectsAllMatching: false,
  focusFirstRow: false,
};
