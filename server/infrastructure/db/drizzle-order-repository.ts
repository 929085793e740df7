import { and, asc, eq, sql } from 'drizzle-orm';
import { type OrderRecord, type OrderRepository } from '../../application/collect/order-repository.port';
import { type AppDatabase } from './database';
import { orderItems, orders } from './schema';

/** orders and order_items, scoped by shop (docs/product/collect.md#orders). */
export class DrizzleOrderRepository implements OrderRepository {
  constructor(private readonly db: AppDatabase) {}

  async find(shopId: number, orderId: string): Promise<OrderRecord | null> {
    const [row] = await this.db.select().from(orders).where(and(eq(orders.shopId, shopId), eq(orders.id, orderId)));
    if (!row) return null;
    const items = await this.db
      .select({ productId: orderItems.productId, title: orderItems.title, quantity: orderItems.quantity })
      .from(orderItems)
      .where(and(eq(orderItems.shopId, shopId), eq(orderItems.orderId, orderId)))
      .orderBy(asc(orderItems.position));
    return {
      id: row.id,
      name: row.name,
      customerName: row.customerName,
      customerEmail: row.customerEmail,
      customerLocale: row.customerLocale,
      totalPrice: row.totalPrice,
      placedAt: row.placedAt,
      fulfilledAt: row.fulfilledAt,
      deliveredAt: row.deliveredAt,
      cancelledAt: row.cancelledAt,
      items,
    };
  }

  async upsert(shopId: number, order: OrderRecord): Promise<void> {
    const { items, ...fields } = order;
    await this.db
      .insert(orders)
      .values({ shopId, ...fields })
      .onConflictDoUpdate({
        target: [orders.shopId, orders.id],
        set: {
          name: fields.name,
          customerName: fields.customerName,
          customerEmail: fields.customerEmail,
          customerLocale: fields.customerLocale,
          totalPrice: fields.totalPrice,
          // Shopify's later payloads may omit an event it already told us about.
          fulfilledAt: sql`coalesce(excluded.fulfilled_at, ${orders.fulfilledAt})`,
          deliveredAt: sql`coalesce(excluded.delivered_at, ${orders.deliveredAt})`,
          cancelledAt: sql`coalesce(excluded.cancelled_at, ${orders.cancelledAt})`,
        },
      });
    await this.db.delete(orderItems).where(and(eq(orderItems.shopId, shopId), eq(orderItems.orderId, order.id)));
    if (items.length > 0) {
      await this.db.insert(orderItems).values(items.map((item, position) => ({ shopId, orderId: order.id, position, ...item })));
    }
  }

  async markRequestSent(shopId: number, orderId: string, sentAt: Date): Promise<void> {
    await this.db
      .update(orders)
      .set({ reviewRequestSentAt: sentAt })
      .where(and(eq(orders.shopId, shopId), eq(orders.id, orderId), sql`${orders.reviewRequestSentAt} is null`));
  }
}
