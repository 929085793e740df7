import { and, eq, sql } from 'drizzle-orm';
import { type ClaimedSync, SHOP_SYNC_PRODUCT_ID, type StorefrontSyncQueue } from '../../application/storefront/storefront-sync-queue.port';
import { type AppDatabase } from './database';
import { storefrontSyncQueue } from './schema';

/**
 * storefront_sync_queue, filled by migration 0006's trigger. A claim is one UPDATE … RETURNING
 * over rows locked with SKIP LOCKED, so two processes never claim the same row at once.
 */
export class DrizzleStorefrontSyncQueue implements StorefrontSyncQueue {
  constructor(private readonly db: AppDatabase) {}

  async claim(limit: number, leaseMs: number, now: Date): Promise<readonly ClaimedSync[]> {
    const leaseStart = new Date(now.getTime() - leaseMs);
    const result: unknown = await this.db.execute(sql`
      with claimable as (
        select shop_id, product_id from storefront_sync_queue
        where claimed_at is null or claimed_at < ${leaseStart.toISOString()}::timestamptz
        order by queued_at
        limit ${limit}
        for update skip locked
      )
      update storefront_sync_queue q set claimed_at = ${now.toISOString()}::timestamptz
      from claimable c, shops s
      where q.shop_id = c.shop_id and q.product_id = c.product_id and s.id = q.shop_id
      returning q.shop_id, s.domain, q.product_id, q.queued_at::text as queued_at`);
    const { rows } = result as { rows: { shop_id: string | number; domain: string; product_id: string; queued_at: string }[] };
    return rows.map((row) => ({
      shopId: Number(row.shop_id),
      shopDomain: row.domain,
      productId: row.product_id,
      queuedAt: row.queued_at,
    }));
  }

  async done(item: ClaimedSync): Promise<void> {
    await this.db
      .delete(storefrontSyncQueue)
      .where(
        and(
          eq(storefrontSyncQueue.shopId, item.shopId),
          eq(storefrontSyncQueue.productId, item.productId),
          // Compared as PostgreSQL wrote it: a JavaScript Date would lose the microseconds.
          sql`${storefrontSyncQueue.queuedAt} = ${item.queuedAt}::timestamptz`,
        ),
      );
  }

  async queueReviewedProducts(shopId: number): Promise<void> {
    await this.db.execute(sql`
      insert into storefront_sync_queue (shop_id, product_id)
      select distinct shop_id, product_id from reviews where shop_id = ${shopId}
      on conflict (shop_id, product_id) do update set queued_at = clock_timestamp(), claimed_at = null`);
  }

  async queueShop(shopId: number): Promise<void> {
    await this.db
      .insert(storefrontSyncQueue)
      .values({ shopId, productId: SHOP_SYNC_PRODUCT_ID })
      .onConflictDoUpdate({ target: [storefrontSyncQueue.shopId, storefrontSyncQueue.productId], set: { queuedAt: sql`clock_timestamp()`, claimedAt: null } });
  }
}
