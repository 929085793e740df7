import { beforeAll, describe, expect, it } from 'vitest';
import { PLAN_ID_FREE } from '../../../../src/domain/plans/plan-catalog';
import { type AuthenticatedShop } from '../../../../server/application/shared/authenticated-shop';
import { DrizzleReviewRepository } from '../../../../server/infrastructure/db/drizzle-review-repository';
import { DrizzleShopRepository } from '../../../../server/infrastructure/db/drizzle-shop-repository';
import { DrizzleTransactions } from '../../../../server/infrastructure/db/drizzle-transactions';
import { insertReviews } from '../../support/review-fixtures';
import { TEST_DATABASES } from '../../support/test-databases';
import { useTestDatabase } from '../../support/use-test-server';

describe.each(TEST_DATABASES)('DrizzleReviewRepository.applyBulk on $name', (target) => {
  const ctx = useTestDatabase(target);
  let repository: DrizzleReviewRepository;
  let shop: AuthenticatedShop;
  let otherShop: AuthenticatedShop;

  beforeAll(async () => {
    repository = new DrizzleReviewRepository(ctx.database.handle.db);
    const shops = new DrizzleShopRepository(ctx.database.handle.db);
    shop = await shops.install({ domain: 'review-repo.myshopify.com', name: 'Review Repo', pricingPlanId: PLAN_ID_FREE });
    otherShop = await shops.install({ domain: 'review-other.myshopify.com', name: 'Other', pricingPlanId: PLAN_ID_FREE });
  });

  const inTransaction = () => new DrizzleTransactions(ctx.database.handle.db, (tx) => ({ reviews: new DrizzleReviewRepository(tx) }));

  it('reports listed ids that are not the shop’s reviews and changes nothing, instead of failing', async () => {
    const [first, second] = await insertReviews(ctx.database.handle, shop, [{ published: false }, { published: false }]);
    const [foreign] = await insertReviews(ctx.database.handle, otherShop, [{ published: false }]);
    const selection = { kind: 'ids' as const, ids: [second!, foreign!, first!, 999_999_999] };
    const outcome = await inTransaction().run(({ reviews }) =>
      reviews.applyBulk(shop, selection, { kind: 'update', changes: { published: true } }, { chunkSize: 10 }),
    );
    expect(outcome).toEqual({ missingIds: [foreign!, 999_999_999].sort((a, b) => a - b), changed: 0 });
    expect((await repository.get(shop, first!))?.published).toBe(false);
    expect((await repository.get(shop, second!))?.published).toBe(false);
  });

  it('reports the rows changed when every listed id is the shop’s', async () => {
    const ids = await insertReviews(ctx.database.handle, shop, [{ featured: false }, { featured: false }, { featured: false }]);
    const outcome = await inTransaction().run(({ reviews }) => reviews.applyBulk(shop, { kind: 'ids', ids }, { kind: 'delete' }, { chunkSize: 2 }));
    expect(outcome).toEqual({ missingIds: [], changed: 3 });
    expect(await repository.missingIds(shop, ids)).toEqual(ids);
  });

  it('rolls every chunk back when the transaction fails after them', async () => {
    const ids = await insertReviews(ctx.database.handle, shop, [{ verified: false }, { verified: false }, { verified: false }]);
    const progress: number[] = [];
    const failure = inTransaction().run(async ({ reviews }) => {
      await reviews.applyBulk(shop, { kind: 'ids', ids }, { kind: 'update', changes: { verified: true } }, {
        chunkSize: 1,
        onProgress: (processed) => progress.push(processed),
      });
      throw new Error('the job was cut off');
    });
    await expect(failure).rejects.toThrow('the job was cut off');
    expect(progress).toEqual([1, 2, 3]);
    for (const id of ids) expect((await repository.get(shop, id))?.verified).toBe(false);
  });
});
