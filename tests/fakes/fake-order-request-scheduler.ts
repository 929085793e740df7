import { and, eq, inArray } from 'drizzle-orm';
import { type OrderRequestScheduler } from '../../server/application/collect/order-request-scheduler.port';
import { type AuthenticatedShop } from '../../server/application/shared/authenticated-shop';
import { type AppDatabase } from '../../server/infrastructure/db/database';
import { collectMails, orders } from '../../server/infrastructure/db/schema';
import { reviewRequestKey } from '../../src/domain/collect/request-queue';
import { MS_PER_DAY } from '../../src/domain/shared/time';

/**
 * Stands in for the request scheduling in the orders tests: writes the queue rows the orders list
 * reads (a request 7 days after fulfilment; "send now" makes it due; "skip" skips it) and records
 * every call.
 */
export class FakeOrderRequestScheduler implements OrderRequestScheduler {
  readonly calls: { readonly method: 'forOrder' | 'sendNow' | 'skip'; readonly shopId: number; readonly orderIds: readonly string[] }[] = [];
  private db: AppDatabase | null = null;
  private gate: Promise<void> | null = null;

  /** forOrder waits until the returned function is called (a back-fill held mid-run). */
  hold(): () => void {
    let release = () => {};
    this.gate = new Promise((resolve) => (release = resolve));
    return () => {
      this.gate = null;
      release();
    };
  }

  useDatabase(db: AppDatabase): void {
    this.db = db;
  }

  private get database(): AppDatabase {
    if (!this.db) throw new Error('FakeOrderRequestScheduler: useDatabase first');
    return this.db;
  }

  async forOrder(shop: AuthenticatedShop, orderId: string, now: Date): Promise<string> {
    this.calls.push({ method: 'forOrder', shopId: shop.id, orderIds: [orderId] });
    if (this.gate) await this.gate;
    return this.queue(shop, orderId, new Date(now.getTime() + 7 * MS_PER_DAY), 'scheduled');
  }

  async sendNow(shop: AuthenticatedShop, orderIds: readonly string[], now: Date): Promise<void> {
    this.calls.push({ method: 'sendNow', shopId: shop.id, orderIds });
    for (const orderId of orderIds) {
      const moved = await this.database
        .update(collectMails)
        .set({ dueAt: now, state: 'scheduled' })
        .where(and(eq(collectMails.shopId, shop.id), eq(collectMails.orderId, orderId), inArray(collectMails.state, ['scheduled', 'failed'])))
        .returning({ key: collectMails.key });
      if (moved.length === 0) await this.queue(shop, orderId, now, 'scheduled');
    }
  }

  async skip(shop: AuthenticatedShop, orderIds: readonly string[]): Promise<void> {
    this.calls.push({ method: 'skip', shopId: shop.id, orderIds });
    for (const orderId of orderIds) {
      const skipped = await this.database
        .update(collectMails)
        .set({ state: 'skipped', skipReason: 'skipped_by_merchant' })
        .where(and(eq(collectMails.shopId, shop.id), eq(collectMails.orderId, orderId), inArray(collectMails.state, ['scheduled', 'failed'])))
        .returning({ key: collectMails.key });
      if (skipped.length === 0) await this.queue(shop, orderId, new Date(), 'skipped');
    }
  }

  private async queue(shop: AuthenticatedShop, orderId: string, dueAt: Date, state: 'scheduled' | 'skipped'): Promise<string> {
    const [order] = await this.database.select().from(orders).where(and(eq(orders.shopId, shop.id), eq(orders.id, orderId)));
    if (!order) return 'not_found';
    if (state === 'scheduled' && !order.fulfilledAt) return 'not_fulfilled';
    const inserted = await this.database
      .insert(collectMails)
      .values({
        shopId: shop.id,
        key: reviewRequestKey(orderId, 1),
        type: 'request_1',
        orderId,
        step: 1,
        recipient: order.customerEmail,
        state,
        dueAt,
        ...(state === 'skipped' ? { skipReason: 'skipped_by_merchant' } : {}),
      })
      .onConflictDoNothing()
      .returning({ key: collectMails.key });
    return inserted.length > 0 ? 'scheduled' : 'already_queued';
  }
}
