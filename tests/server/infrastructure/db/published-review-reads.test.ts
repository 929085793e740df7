import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PLAN_ID_FREE } from '../../../../src/domain/plans/plan-catalog';
import { type AuthenticatedShop } from '../../../../server/application/shared/authenticated-shop';
import { DrizzleShopRepository } from '../../../../server/infrastructure/db/drizzle-shop-repository';
import { MEDIA_IN_ORDER } from '../../../../server/infrastructure/db/published-review-reads';
import { reviews } from '../../../../server/infrastructure/db/schema';
import { insertReviews } from '../../support/review-fixtures';
import { TEST_DATABASES } from '../../support/test-databases';
import { useTestDatabase } from '../../support/use-test-server';

describe.each(TEST_DATABASES)('A review’s media read with it, on $name', (target) => {
  const ctx = useTestDatabase(target);
  let shop: AuthenticatedShop;
  let reviewId: number;

  beforeAll(async () => {
    shop = await new DrizzleShopRepository(ctx.database.handle.db).install({ domain: 'media-reads.myshopify.com', name: 'Media Reads', pricingPlanId: PLAN_ID_FREE });
    [reviewId] = (await insertReviews(ctx.database.handle, shop, [
      { media: [{ kind: 'photo', url: '/uploads/a.jpg' }, { kind: 'video', url: '/uploads/b.mp4' }, { kind: 'photo', url: '/uploads/c.jpg' }] },
    ])) as [number];
  });

  const page = () => ctx.database.handle.db.select({ id: reviews.id, media: MEDIA_IN_ORDER }).from(reviews).where(eq(reviews.shopId, shop.id));

  it('come in their order, photos and videos together', async () => {
    expect(await page()).toEqual([
      { id: reviewId, media: [{ kind: 'photo', url: '/uploads/a.jpg' }, { kind: 'video', url: '/uploads/b.mp4' }, { kind: 'photo', url: '/uploads/c.jpg' }] },
    ]);
  });

  it('are sought by the primary key, the review’s shop and id both bound (not every media row of the table)', async () => {
    const { sql: text, params } = page().toSQL();
    const plan = await ctx.database.handle.db.transaction(async (tx) => {
      // On a test's few rows the planner would scan whatever the query said; without that choice it shows what it can seek.
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await tx.execute(sql.raw(`explain ${inlineParams(text, params)}`));
      return planLines(rows).join('\n');
    });
    expect(plan).toMatch(/Index Cond: \(\(shop_id = reviews\.shop_id\) AND \(review_id = reviews\.id\)\)/);
  });
});

/** The statement with its parameters written in, for EXPLAIN (whose own statement takes none). */
function inlineParams(text: string, params: readonly unknown[]): string {
  return text.replace(/\$(\d+)/g, (_match, index: string) => {
    const value = params[Number(index) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
  });
}

function planLines(result: unknown): string[] {
  const rows = Array.isArray(result) ? result : (result as { readonly rows: unknown[] }).rows;
  return rows.map((row) => String(Object.values(row as Record<string, unknown>)[0]));
}
