import { type AuthenticatedShop } from '../shared/authenticated-shop';

/**
 * What the orders screens ask of the review-request scheduling (docs/product/collect-orders.md):
 * ScheduleOrderRequestsUseCase (schedule-order-requests.use-case.ts) implements it. Each call is
 * idempotent: an order's step is queued once, whatever repeats.
 */
export interface OrderRequestScheduler {
  /** Schedules the order's first request when it is fulfilled, not reviewed and not requested yet. */
  forOrder(shop: AuthenticatedShop, orderId: string, now: Date): Promise<unknown>;
  /** The orders' pending requests (scheduled now when not yet) fall due at once. */
  sendNow(shop: AuthenticatedShop, orderIds: readonly string[], now: Date): Promise<unknown>;
  /** The orders get no further request (skipped by the merchant). */
  skip(shop: AuthenticatedShop, orderIds: readonly string[], now: Date): Promise<unknown>;
}
