import { and, eq, sql } from 'drizzle-orm';
import {
  type ClaimedSync,
  SHOP_SYNC_PRODUCT_ID,
  SYNC_MAX_ATTEMPTS,
  syncBackoffMs,
  type StorefrontSyncQueue,
} from '../../application/storefront/storefront-sync-queue.port';
import { type AppDatabase } from './database';
import { shops, storefrontSyncQueue } from './schema';

/**
 * storefront_sync_queue, filled by the products' triggers (migrations 0006, 0008) and by queueStorefrontChange. A claim is one
 * UPDATE … RETURNING over rows locked with SKIP LOCKED, so two processes never claim the same row
 * at once; rows of uninstalled shops and rows waiting out a backoff are left alone.
 *
 * A shop's rows also wait while one of its bulk jobs runs under a live lease: each of the job's
 * chunks queues the products it touched again, so syncing between chunks would render the same
 * pages once per chunk (on PGlite, on the job's own thread: a 100,000-review job took over ten
 * minutes instead of 21 to 41 s). They are synced once the job has ended, or its process is gone
 * (docs/product/storefront.md "During a bulk job").
 */
export class DrizzleStorefrontSyncQueue implements StorefrontSyncQueue {
  constructor(private readonly db: AppDatabase) {}

  async claim(limit: number, leaseMs: number, now: Date): Promise<readonly ClaimedSync[]> {
    const leaseStart = new Date(now.getTime() - leaseMs);
    const result: unknown = await this.db.execute(sql`
      with claimable as (
        select q.shop_id, q.product_id from storefront_sync_queue q
        join shops s on s.id = q.shop_id and s.uninstalled_at is null
        where (q.claimed_at is null or q.claimed_at < ${leaseStart.toISOString()}::timestamptz)
          and (q.next_attempt_at is null or q.next_attempt_at <= ${now.toISOString()}::timestamptz)
          and not exists (
            select 1 from bulk_jobs b
            where b.shop_id = q.shop_id and b.status = 'running' and b.lease_until > ${now.toISOString()}::timestamptz
          )
        order by q.queued_at
        limit ${limit}
        for update of q skip locked
      )
      update storefront_sync_queue q set claimed_at = ${now.toISOString()}::timestamptz
      from claimable c, shops s
      where q.shop_id = c.shop_id and q.product_id = c.product_id and s.id = q.shop_id
      returning q.shop_id, s.domain, q.product_id, q.queued_at::text as queued_at, q.attempts`);
    const { rows } = result as { rows: { shop_id: string | number; domain: string; product_id: string; queued_at: string; attempts: number | string }[] };
    return rows.map((row) => ({
      shopId: Number(row.shop_id),
      shopDomain: row.domain,
      productId: row.product_id,
      queuedAt: row.queued_at,
      attempts: Number(row.attempts),
    }));
  }

  async storefrontChanged(shopId: number): Promise<void> {
    await this.db
      .update(shops)
      .set({ storefrontVersion: sql`${shops.storefrontVersion} + 1` })
      .where(eq(shops.id, shopId));
  }

  async done(item: ClaimedSync): Promise<void> {
    const deleted = await this.db
      .delete(storefrontSyncQueue)
      .where(
        and(
          eq(storefrontSyncQueue.shopId, item.shopId),
          eq(storefrontSyncQueue.productId, item.productId),
          // Compared as PostgreSQL wrote it: a JavaScript Date would lose the microseconds.
          sql`${storefrontSyncQueue.queuedAt} = ${item.queuedAt}::timestamptz`,
        ),
      )
      .returning({ productId: storefrontSyncQueue.productId });
    // Queued again while this write ran: another process may have claimed it and finished first,
    // so this older write may be the last one the storefront got. Queue once more, so a write that
    // starts after this one ends is the last (decision 0076).
    if (deleted.length === 0) await this.requeue(item.shopId, [item.productId]);
  }

  async failed(item: ClaimedSync, now: Date): Promise<boolean> {
    const key = and(eq(storefrontSyncQueue.shopId, item.shopId), eq(storefrontSyncQueue.productId, item.productId));
    const attempts = item.attempts + 1;
    if (attempts >= SYNC_MAX_ATTEMPTS) {
      await this.db.delete(storefrontSyncQueue).where(key);
      return true;
    }
    await this.db
      .update(storefrontSyncQueue)
      .set({ attempts, claimedAt: null, nextAttemptAt: new Date(now.getTime() + syncBackoffMs(attempts)) })
      .where(key);
    return false;
  }

  async queueReviewedProducts(shopId: number): Promise<void> {
    await this.db.execute(sql`
      insert into storefront_sync_queue (shop_id, product_id)
      select distinct shop_id, product_id from reviews where shop_id = ${shopId}
      on conflict (shop_id, product_id) do update set queued_at = clock_timestamp(), claimed_at = null`);
  }

  async queueProducts(shopId: number, productIds: readonly string[]): Promise<void> {
    await this.requeue(shopId, productIds);
  }

  private async requeue(shopId: number, productIds: readonly string[]): Promise<void> {
    if (productIds.length === 0) return;
    await this.db
      .insert(storefrontSyncQueue)
      .values(productIds.map((productId) => ({ shopId, productId })))
      .onConflictDoUpdate({ target: [storefrontSyncQueue.shopId, storefrontSyncQueue.productId], set: { queuedAt: sql`clock_timestamp()`, claimedAt: null } });
  }

  async queueShop(shopId: number): Promise<void> {
    await this.db
      .insert(storefrontSyncQueue)
      .values({ shopId, productId: SHOP_SYNC_PRODUCT_ID })
      .onConflictDoUpdate({ target: [storefrontSyncQueue.shopId, storefrontSyncQueue.productId], set: { queuedAt: sql`clock_timestamp()`, claimedAt: null } });
  }
}
