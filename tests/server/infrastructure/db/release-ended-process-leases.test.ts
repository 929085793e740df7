import { getTableName, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PLAN_ID_FREE } from '../../../../src/domain/plans/plan-catalog';
import { DrizzleBulkJobRepository } from '../../../../server/infrastructure/db/drizzle-bulk-job-repository';
import { DrizzleShopRepository } from '../../../../server/infrastructure/db/drizzle-shop-repository';
import { DrizzleStorefrontSyncQueue } from '../../../../server/infrastructure/db/drizzle-storefront-sync-queue';
import { rowsOf } from '../../../../server/infrastructure/db/raw-rows';
import { LEASED_QUEUES, releaseEndedProcessLeases } from '../../../../server/infrastructure/db/release-ended-process-leases';
import { storefrontSyncQueue } from '../../../../server/infrastructure/db/schema';
import { TEST_DATABASES } from '../../support/test-databases';
import { useTestDatabase } from '../../support/use-test-server';

const NOW = new Date('2026-03-01T00:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

describe.each(TEST_DATABASES)('work leased by an ended process, on $name', (target) => {
  const ctx = useTestDatabase(target);

  it('covers every table whose rows a worker leases', async () => {
    const columns = await rowsOf<{ table_name: string }>(ctx.database.handle.db.execute(sql`select table_name from information_schema.columns where column_name = 'lease_until' and table_schema = current_schema()`));
    const leased = columns.map((row) => row.table_name).sort();
    expect(leased).toEqual(LEASED_QUEUES.map((queue) => getTableName(queue)).sort());
  });

  it('is claimed again at once once its leases are released, not after they run out', async () => {
    const db = ctx.database.handle.db;
    const shops = new DrizzleShopRepository(db);
    const shop = await shops.install({ domain: 'leases.myshopify.com', name: 'Leases', pricingPlanId: PLAN_ID_FREE });
    const jobs = new DrizzleBulkJobRepository(db);
    const job = await jobs.create(shop, { action: 'update', kind: 'reviews', params: {}, ids: [1, 2], chunkSize: 1 });
    const sync = new DrizzleStorefrontSyncQueue(db);
    // Another shop's product: a shop's own products wait while its bulk job runs (DrizzleStorefrontSyncQueue).
    const syncing = await shops.install({ domain: 'leases-sync.myshopify.com', name: 'Leases sync', pricingPlanId: PLAN_ID_FREE });
    await db.insert(storefrontSyncQueue).values({ shopId: syncing.id, productId: 'gid://shopify/Product/1' });

    // The process that ended held both for a while yet.
    expect(await jobs.claimNext('ended-process', NOW, later(30_000))).toMatchObject({ id: job });
    expect(await sync.claim(10, 60_000, NOW)).toHaveLength(1);
    expect(await jobs.claimNext('new-process', later(1_000), later(31_000))).toBeNull();
    expect(await sync.claim(10, 60_000, later(1_000))).toHaveLength(0);

    await releaseEndedProcessLeases(db);

    expect(await jobs.claimNext('new-process', later(1_000), later(31_000))).toMatchObject({ id: job, nextChunk: 0 });
    expect(await sync.claim(10, 60_000, later(1_000))).toEqual([expect.objectContaining({ productId: 'gid://shopify/Product/1' })]);
  });
});
