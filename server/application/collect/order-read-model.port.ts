import { type OrderListItem } from '../../../src/domain/collect/collect-orders';
import { type OrderRequestState } from '../../../src/domain/collect/request-queue';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopifyOrder } from '../shopify/shopify-gateway.port';

/** What get_orders selects, resolved (dates to instants, keyword lower-cased). */
export interface OrderListCriteria {
  /** Empty: every state. */
  readonly states: readonly OrderRequestState[];
  /** placed_at >= placedFrom and < placedBefore; null: no bound. */
  readonly placedFrom: Date | null;
  readonly placedBefore: Date | null;
  /** Lower-cased; a part of the order's name, the customer's name or e-mail. '' : no search. */
  readonly keyword: string;
  readonly offset: number;
  readonly limit: number;
  /** The instant the states are computed at, and whether the shop's quota is used up then. */
  readonly now: Date;
  readonly quotaExhausted: boolean;
}

/** The newest first: placed_at desc, id desc. */
export interface OrderListPage {
  readonly items: readonly OrderListItem[];
  readonly total: number;
}

/** Request e-mails per type over a period, for the overview. */
export interface CollectMailCounts {
  readonly sentByType: Readonly<Record<string, number>>;
  /** First requests opened (the customer followed the link). */
  readonly requestsOpened: number;
  /** Reviews that came in from a request e-mail. */
  readonly reviewsFromEmails: number;
  readonly orders: number;
  /** Requests still to go (scheduled or being sent). */
  readonly scheduled: number;
  /** Of those, quota-counted ones already due. */
  readonly dueNow: number;
}

/** One order as Shopify (or the demo store) tells it, for the upsert. */
export type ImportedOrder = ShopifyOrder;

/** Every method is scoped to the authenticated shop: another shop's ids are simply not found. */
export interface OrderReadModel {
  list(shop: AuthenticatedShop, criteria: OrderListCriteria): Promise<OrderListPage>;
  /** The named orders the shop has, with their states (unknown ids left out). */
  find(shop: AuthenticatedShop, ids: readonly string[], now: Date, quotaExhausted: boolean): Promise<readonly OrderListItem[]>;
  counts(shop: AuthenticatedShop, since: Date, now: Date): Promise<CollectMailCounts>;
}

export interface OrderWrites {
  /** Inserts or updates the orders and replaces their items. */
  upsert(shop: AuthenticatedShop, orders: readonly ImportedOrder[]): Promise<void>;
  /** Of these orders: the fulfilled, not cancelled ones with no review and no request yet. */
  needingRequest(shop: AuthenticatedShop, ids: readonly string[]): Promise<readonly string[]>;
  /** The highest "#NNNN" order number the shop has; null when none. */
  highestOrderNumber(shop: AuthenticatedShop): Promise<number | null>;
  /** Up to `limit` of the shop's active products, by title. */
  catalogProducts(shop: AuthenticatedShop, limit: number): Promise<readonly { readonly id: string; readonly title: string }[]>;
}
