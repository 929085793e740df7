import { type CollectOrdersOverview, type OrderListItem, type SyncPastOrdersState } from '../domain/collect/collect-orders';
import { answer, get, NO_PARAMS, post, schemasOf } from './contract';

const schema = schemasOf(() => import('./collect-orders.schema'));

/** The orders, overview and back-fill calls of the admin API (docs/product/collect-orders.md). */
const ADMIN = '/api/v1/admin';

export interface OrderPage {
  readonly list: readonly OrderListItem[];
  readonly total: number;
  readonly page: number;
  readonly page_size: number;
  /** Development store mode: the screen offers "Place demo order". */
  readonly development_store: boolean;
}

/** How many orders a bulk call changed (orders whose request was already sent or reviewed are left alone). */
export interface OrdersChanged {
  readonly count: number;
}

export interface DemoOrderPlaced {
  readonly order: OrderListItem;
}

/** GET get_orders: a page of the shop's orders, newest first, with each one's request state. */
export const getOrders = get(`${ADMIN}/get_orders`, schema('getOrdersRequest'), answer<OrderPage>());

/** POST send_review_requests_now: the named orders' requests go out at the next worker round. */
export const sendReviewRequestsNow = post(`${ADMIN}/send_review_requests_now`, schema('orderIdsRequest'), answer<OrdersChanged>());

/** POST skip_review_requests: the named orders get no request (skipped by the merchant). */
export const skipReviewRequests = post(`${ADMIN}/skip_review_requests`, schema('orderIdsRequest'), answer<OrdersChanged>());

/** POST place_demo_order: development store mode only; a fulfilled demo order, its request scheduled. */
export const placeDemoOrder = post(`${ADMIN}/place_demo_order`, NO_PARAMS, answer<DemoOrderPlaced>());

/** GET get_collect_overview: every collect channel's state and numbers. */
export const getCollectOverview = get(`${ADMIN}/get_collect_overview`, NO_PARAMS, answer<CollectOrdersOverview>());

/** POST sync_past_orders: starts reading the period's orders from Shopify; refused while one runs. */
export const syncPastOrders = post(`${ADMIN}/sync_past_orders`, schema('syncPastOrdersRequest'), answer<SyncPastOrdersState>());

/** GET get_sync_past_orders_status: how far the back-fill has got. */
export const getSyncPastOrdersStatus = get(`${ADMIN}/get_sync_past_orders_status`, NO_PARAMS, answer<SyncPastOrdersState>());
