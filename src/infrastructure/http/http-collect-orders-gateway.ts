import { type ContractClient } from '../../application/http/contract-client.port';
import { type CollectOrdersGateway, type OrderListQuery } from '../../application/collect/collect-orders-gateway.port';
import {
  type DemoOrderPlaced,
  getCollectOverview,
  getOrders,
  getSyncPastOrdersStatus,
  type OrderPage,
  type OrdersChanged,
  placeDemoOrder,
  sendReviewRequestsNow,
  skipReviewRequests,
  syncPastOrders,
} from '../../contracts/collect-orders.contract';
import { type CollectOrdersOverview, type SyncPastOrdersState, type SyncPeriodDays } from '../../domain/collect/collect-orders';

/** The collect orders calls of the admin API, through their contracts. */
export class HttpCollectOrdersGateway implements CollectOrdersGateway {
  constructor(private readonly client: ContractClient) {}

  list(query: OrderListQuery): Promise<OrderPage> {
    return this.client.call(getOrders, query);
  }

  sendNow(orderIds: readonly string[]): Promise<OrdersChanged> {
    return this.client.call(sendReviewRequestsNow, { order_ids: [...orderIds] });
  }

  skip(orderIds: readonly string[]): Promise<OrdersChanged> {
    return this.client.call(skipReviewRequests, { order_ids: [...orderIds] });
  }

  placeDemoOrder(): Promise<DemoOrderPlaced> {
    return this.client.call(placeDemoOrder, {});
  }

  overview(): Promise<CollectOrdersOverview> {
    return this.client.call(getCollectOverview, {});
  }

  startSync(periodDays: SyncPeriodDays): Promise<SyncPastOrdersState> {
    return this.client.call(syncPastOrders, { period_days: periodDays });
  }

  syncStatus(): Promise<SyncPastOrdersState> {
    return this.client.call(getSyncPastOrdersStatus, {});
  }
}
