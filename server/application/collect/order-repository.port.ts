/** An order as the collect area keeps it (docs/product/collect.md#orders). */
export interface OrderItem {
  readonly productId: string;
  readonly title: string;
  readonly quantity: number;
}

export interface OrderRecord {
  readonly id: string;
  readonly name: string;
  readonly customerName: string;
  readonly customerEmail: string;
  readonly customerLocale: string;
  /**
   * The Shopify customer (numeric id) when the order's source says it (a webhook); not stored: only
   * the referral invite queued at that moment needs it (docs/product/referral-invites.md).
   */
  readonly customerId?: string | null;
  readonly totalPrice: string;
  readonly placedAt: Date;
  readonly fulfilledAt: Date | null;
  readonly deliveredAt: Date | null;
  readonly cancelledAt: Date | null;
  readonly items: readonly OrderItem[];
}

export interface OrderRepository {
  find(shopId: number, orderId: string): Promise<OrderRecord | null>;
  /** Inserts or replaces the order and its items; a fulfilment or delivery time once known is kept. */
  upsert(shopId: number, order: OrderRecord): Promise<void>;
  markRequestSent(shopId: number, orderId: string, sentAt: Date): Promise<void>;
}
