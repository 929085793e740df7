import { type ValidRequestOf } from '../../../../src/contracts/contract';
import { dateRangeChoiceOf } from '../../../../src/contracts/date-range.fields';
import {
  getCollectOverview,
  getOrders,
  getSyncPastOrdersStatus,
  placeDemoOrder,
  sendReviewRequestsNow,
  skipReviewRequests,
  syncPastOrders,
} from '../../../../src/contracts/collect-orders.contract';
import { ORDER_LIST_PAGE_SIZE } from '../../../../src/domain/collect/collect-orders';
import { type CollectOrdersUseCases, type OrderListRequest } from '../../../application/collect/collect-orders-use-cases';
import { ContractRoutes } from '../contract-routes';

function toListRequest(query: ValidRequestOf<typeof getOrders>): OrderListRequest {
  return {
    states: query.states ?? [],
    dateRange: dateRangeChoiceOf(query),
    keyword: query.keyword ?? '',
    page: query.page ?? 1,
    pageSize: query.page_size ?? ORDER_LIST_PAGE_SIZE,
  };
}

/** The orders list, its bulk actions, the demo order, the collect overview and the back-fill (docs/product/collect-orders.md). */
export function collectOrdersRoutes(useCases: CollectOrdersUseCases) {
  return new ContractRoutes('/api/v1/admin')
    .serve(getOrders, (query, c) => useCases.list(c.get('shop'), toListRequest(query)))
    .serve(sendReviewRequestsNow, (body, c) => useCases.sendNow(c.get('shop'), body.order_ids))
    .serve(skipReviewRequests, (body, c) => useCases.skip(c.get('shop'), body.order_ids))
    .serve(placeDemoOrder, (_body, c) => useCases.placeDemoOrder(c.get('shop')))
    .serve(getCollectOverview, (_query, c) => useCases.overview(c.get('shop')))
    .serve(syncPastOrders, (body, c) => useCases.startSync(c.get('shop'), body.period_days))
    .serve(getSyncPastOrdersStatus, (_query, c) => useCases.syncStatus(c.get('shop'))).router;
}
