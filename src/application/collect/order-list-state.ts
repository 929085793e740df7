import { type z } from 'zod';
import { encodeQuery } from '../../contracts/contract';
import { dateRangeChoiceOf, dateRangeValuesOf } from '../../contracts/date-range.fields';
import { parseLeniently } from '../../contracts/fields';
import { orderListFields } from '../../contracts/collect-orders.schema';
import { ORDER_LIST_PAGE_SIZE } from '../../domain/collect/collect-orders';
import { ORDER_REQUEST_STATES, type OrderRequestState } from '../../domain/collect/request-queue';
import { ALL_TIME_RANGE, type DateRangeChoice } from '../../domain/dates/date-range';
import { decodeQueryString, encodeQueryString } from '../../domain/reviews/query-string';
import { type OrderListQuery } from './collect-orders-gateway.port';

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

function queryValues(search: string): Record<string, string | readonly string[]> {
  return Object.fromEntries(Object.entries(decodeQueryString(search)).map(([key, values]) => [key, values.length === 1 ? values[0]! : values]));
}

export function normalizeStates(states: readonly OrderRequestState[]): OrderRequestState[] {
  return ORDER_REQUEST_STATES.filter((state) => states.includes(state));
}

/** Reads the address with get_orders' own field rules, leniently: a field the server would refuse falls back to its default. */
export function parseOrderFilterSearch(search: string): OrderFilter {
  const values: z.output<typeof orderListFields> = parseLeniently(orderListFields, queryValues(search)) ?? {};
  return { states: normalizeStates(values.states ?? []), dateRange: dateRangeChoiceOf(values), keyword: values.keyword ?? '' };
}

/** The filter as get_orders values (defaults left out). */
function toFilterValues(filter: OrderFilter): OrderListQuery {
  return {
    ...(filter.states.length > 0 ? { states: normalizeStates(filter.states) } : {}),
    ...dateRangeValuesOf(filter.dateRange),
    ...(filter.keyword.trim() === '' ? {} : { keyword: filter.keyword.trim() }),
  };
}

/** Canonical: equal filters give equal strings, '' for the empty one. */
export function formatOrderFilterSearch(filter: OrderFilter): string {
  return encodeQueryString(encodeQuery(toFilterValues(filter)));
}

export function toOrderListQuery(filter: OrderFilter, page: number): OrderListQuery {
  return { ...toFilterValues(filter), page, page_size: ORDER_LIST_PAGE_SIZE };
}
