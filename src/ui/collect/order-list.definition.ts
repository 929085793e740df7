import { type ListDefinition, type ListShape } from '../../application/lists/list-definition';
import { filterView } from '../../application/lists/list-views';
import { ORDER_FILTER_CODEC, type OrderFilter } from '../../application/collect/order-list-state';
import { ORDER_LIST_PAGE_SIZE, type OrderListItem } from '../../domain/collect/collect-orders';

export const ORDERS_PATH = '/collect/orders';

/** The types of the orders list. */
export interface OrderList extends ListShape {
  readonly filter: OrderFilter;
  readonly sort: 'placed_desc';
  readonly item: OrderListItem;
  readonly id: string;
  readonly facets: null;
}

/** /collect/orders (docs/product/collect-orders.md) in the list kit's terms: newest first, no saved views. */
export const ORDER_LIST: ListDefinition<OrderList> = {
  path: ORDERS_PATH,
  pageSize: ORDER_LIST_PAGE_SIZE,
  filter: ORDER_FILTER_CODEC,
  sorts: ['placed_desc'],
  views: [
    filterView(ORDER_FILTER_CODEC, 'all', ''),
    filterView(ORDER_FILTER_CODEC, 'scheduled', 'states=scheduled&states=waiting_quota'),
    filterView(ORDER_FILTER_CODEC, 'sent', 'states=sent&states=opened'),
    filterView(ORDER_FILTER_CODEC, 'reviewed', 'states=reviewed'),
    filterView(ORDER_FILTER_CODEC, 'skipped', 'states=skipped&states=failed'),
  ],
  search: { read: (filter) => ({ keyword: filter.keyword, scope: null }), write: (filter, { keyword }) => ({ ...filter, keyword: keyword.trim() }) },
  dateRange: { read: (filter) => filter.dateRange, write: (filter, dateRange) => ({ ...filter, dateRange }) },
  idOf: (order) => order.id,
  selectsAllMatching: false,
  focusFirstRow: false,
};
