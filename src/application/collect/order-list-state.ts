import { type RequestOf } from '../../contracts/contract';
import { type getOrders } from '../../contracts/collect-orders.contract';
import { dateRangeChoiceOf, dateRangeValuesOf } from '../../contracts/date-range.fields';
import { listCodec } from '../../contracts/list-codec';
import { orderListFields } from '../../contracts/collect-orders.schema';
import { ORDER_LIST_PAGE_SIZE } from '../../domain/collect/collect-orders';
import { ORDER_REQUEST_STATES, type OrderRequestState } from '../../domain/collect/request-queue';
import { ALL_TIME_RANGE, type DateRangeChoice } from '../../domain/dates/date-range';

/** get_orders' filter and page, as typed values. */
export type OrderListQuery = RequestOf<typeof getOrders>;

/** What /collect/orders shows besides the page; it lives in the address (docs/product/collect-orders.md). */
export interface OrderFilter {
  /** In the domain's order, none twice; empty: every state. */
  readonly states: readonly OrderRequestState[];
  /** The day the order was placed, in the shop's zone. */
  readonly dateRange: DateRangeChoice;
  /** Part of the order's name, the customer's name or e-mail. */
  readonly keyword: string;
}

export const EMPTY_ORDER_FILTER: OrderFilter = { states: [], dateRange: ALL_TIME_RANGE, keyword: '' };

export function normalizeStates(states: readonly OrderRequestState[]): OrderRequestState[] {
  return ORDER_REQUEST_STATES.filter((state) => states.includes(state));
}

/** The filter as get_orders values (defaults left out). */
function toFilterValues(filter: OrderFilter): OrderListQuery {
  return {
    ...(filter.states.length > 0 ? { states: normalizeStates(filter.states) } : {}),
    ...dateRangeValuesOf(filter.dateRange),
    ...(filter.keyword.trim() === '' ? {} : { keyword: filter.keyword.trim() }),
  };
}

/** The filter in the address: get_orders' own fields, read leniently (a field the server would refuse falls back to its default). */
export const ORDER_FILTER_CODEC = listCodec({
  fields: orderListFields,
  empty: EMPTY_ORDER_FILTER,
  read: (values): OrderFilter => ({ states: normalizeStates(values.states ?? []), dateRange: dateRangeChoiceOf(values), keyword: values.keyword ?? '' }),
  write: toFilterValues,
});

export function toOrderListQuery(filter: OrderFilter, page: number): OrderListQuery {
  return { ...toFilterValues(filter), page, page_size: ORDER_LIST_PAGE_SIZE };
}
