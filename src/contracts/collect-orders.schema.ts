import { z } from 'zod';
import { MAX_BULK_ORDER_IDS, MAX_ORDER_ID_LENGTH, ORDER_LIST_MAX_PAGE, ORDER_LIST_PAGE_SIZE, SYNC_PERIOD_DAYS } from '../domain/collect/collect-orders';
import { ORDER_REQUEST_STATES } from '../domain/collect/request-queue';
import { checkDateRange, dateRangeFields } from './date-range.fields';
import { codeList, numericCode, oneOf, paging, text } from './fields';
import { keywordField } from './list-filter.fields';

/** The request schemas of collect-orders.contract.ts. */

/** get_orders' fields; the admin's address bar reads the same fields leniently. */
export const orderListFields = z.object({
  states: codeList(oneOf(ORDER_REQUEST_STATES)).optional(),
  ...dateRangeFields,
  keyword: keywordField,
  ...paging({ maxPage: ORDER_LIST_MAX_PAGE, maxPageSize: ORDER_LIST_PAGE_SIZE * 5 }),
});

export const getOrdersRequest = orderListFields.superRefine(checkDateRange);

const orderId = text({ min: 1, max: MAX_ORDER_ID_LENGTH });

export const orderIdsRequest = z.strictObject({
  order_ids: z
    .array(orderId, { error: (issue) => (issue.input === undefined ? 'is required' : 'must be a list of order ids') })
    .min(1, 'must name at least one order')
    .max(MAX_BULK_ORDER_IDS, `must name at most ${MAX_BULK_ORDER_IDS} orders`),
});

export const syncPastOrdersRequest = z.strictObject({
  period_days: numericCode([...SYNC_PERIOD_DAYS], SYNC_PERIOD_DAYS.join(', ')),
});
