import { describe, expect, it } from 'vitest';
import { PLAN_ID_FREE } from '../../../../src/domain/plans/plan-catalog';
import { DrizzleBulkJobRepository } from '../../../../server/infrastructure/db/drizzle-bulk-job-repository';
import { DrizzleShopRepository } from '../../../../server/infrastructure/db/drizzle-shop-repository';
import { TEST_DATABASES } from '../../support/test-databases';
import { useTestDatabase } from '../../support/use-test-server';

const NOW = new Date('2026-01-01T00:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

describe.each(TEST_DATABASES)('bulk_jobs claims and cursor on $name', (target) => {
  const ctx = useTestDatabase(target);
  const repository = () => new DrizzleBulkJobRepository(ctx.database.handle.db);
  const install = (domain: string) => new DrizzleShopRepository(ctx.database.handle.db).install({ domain, name: domain, pricingPlanId: PLAN_ID_FREE });

  it('two workers claiming at once never take one job, and a chunk moves the cursor once, for its owner only', async () => {
    const shop = await install('claims.myshopify.com');
    const id = await repository().create(shop, { action: 'update', kind: 'reviews', params: { x: 1 }, ids: [11, 12, 13, 14, 15], chunkSize: 2 });
    const claims = await Promise.all([repository().claimNext('a', NOW, later(30_000)), repository().claimNext('b', NOW, later(30_000))]);
    const won = claims.filter((claim) => claim !== null);
    expect(won).toHaveLength(1);
    expect(won[0]).toMatchObject({ shop: { id: shop.id, domain: 'claims.myshopify.com' }, id, kind: 'reviews', params: { x: 1 }, chunks: 3, nextChunk: 0, processed: 0, total: 5, failure: null });
    const owner = claims[0] ? 'a' : 'b';
    const loser = owner === 'a' ? 'b' : 'a';

    // Held: nobody else claims it until the lease runs out.
    expect(await repository().claimNext(loser, later(29_000), later(60_000))).toBeNull();
    expect(await repository().takeChunk(shop, id, loser, 0, later(30_000))).toBeNull();
    expect(await repository().takeChunk(shop, id, owner, 0, later(30_000))).toEqual([11, 12]);
    // The same chunk twice: refused.
    expect(await repository().takeChunk(shop, id, owner, 0, later(30_000))).toBeNull();
    await repository().addProcessed(shop, id, 2);
    expect(await repository().get(shop, id)).toEqual({ id, action: 'update', status: 'running', processed: 2, total: 5, error: null });

    // Its lease runs out: the other worker takes it from the cursor, and the first writes nothing more.
    const takeover = await repository().claimNext(loser, later(31_000), later(61_000));
    expect(takeover).toMatchObject({ id, nextChunk: 1, processed: 2 });
    expect(await repository().takeChunk(shop, id, owner, 1, later(61_000))).toBeNull();
    expect(await repository().takeChunk(shop, id, loser, 1, later(61_000))).toEqual([13, 14]);
    expect(await repository().takeChunk(shop, id, loser, 2, later(61_000))).toEqual([15]);
    expect(await repository().finish(shop, id, owner, { status: 'succeeded', processed: 5, error: null }, NOW)).toBe(false);
    expect(await repository().finish(shop, id, loser, { status: 'succeeded', processed: 5, error: null }, NOW)).toBe(true);
    expect(await repository().get(shop, id)).toMatchObject({ status: 'succeeded', processed: 5 });
  });

  it("claims a shop's jobs in the order asked, one at a time, and another shop's beside them", async () => {
    const shop = await install('order.myshopify.com');
    const other = await install('order-other.myshopify.com');
    const first = await repository().create(shop, { action: 'update', kind: 'reviews', params: {}, ids: [1], chunkSize: 1 });
    const second = await repository().create(shop, { action: 'update', kind: 'reviews', params: {}, ids: [2], chunkSize: 1 });
    const beside = await repository().create(other, { action: 'update', kind: 'reviews', params: {}, ids: [3], chunkSize: 1 });
    expect((await repository().claimNext('a', NOW, later(30_000)))?.id).toBe(first);
    expect((await repository().claimNext('b', NOW, later(30_000)))?.id).toBe(beside);
    expect(await repository().claimNext('c', NOW, later(30_000))).toBeNull();
    await repository().finish(shop, first, 'a', { status: 'succeeded', processed: 1, error: null }, NOW);
    expect((await repository().claimNext('c', NOW, later(30_000)))?.id).toBe(second);
  });
});
