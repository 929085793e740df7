import { type RequestOf } from '../../contracts/contract';
import { type DemoOrderPlaced, type getOrders, type OrderPage, type OrdersChanged } from '../../contracts/collect-orders.contract';
import { type CollectOrdersOverview, type SyncPastOrdersState, type SyncPeriodDays } from '../../domain/collect/collect-orders';

/** get_orders' filter and page, as typed values. */
export type OrderListQuery = RequestOf<typeof getOrders>;

/** The orders, their review requests, the collect overview and the back-fill (docs/product/collect-orders.md). */
export interface CollectOrdersGateway {
  list(query: OrderListQuery): Promise<OrderPage>;
  sendNow(orderIds: readonly string[]): Promise<OrdersChanged>;
  skip(orderIds: readonly string[]): Promise<OrdersChanged>;
  placeDemoOrder(): Promise<DemoOrderPlaced>;
  overview(): Promise<CollectOrdersOverview>;
  startSync(periodDays: SyncPeriodDays): Promise<SyncPastOrdersState>;
  syncStatus(): Promise<SyncPastOrdersState>;
}
