import { beforeAll, describe, expect, it } from 'vitest';
import { PLAN_ID_FREE } from '../../../../src/domain/plans/plan-catalog';
import { EMPTY_REVIEW_FILTER } from '../../../../src/domain/reviews/review-filter';
import { toReviewCriteria } from '../../../../server/application/reviews/review-criteria';
import { type AuthenticatedShop } from '../../../../server/application/shared/authenticated-shop';
import { DrizzleReviewRepository } from '../../../../server/infrastructure/db/drizzle-review-repository';
import { DrizzleShopRepository } from '../../../../server/infrastructure/db/drizzle-shop-repository';
import { DrizzleTransactions } from '../../../../server/infrastructure/db/drizzle-transactions';
import { insertReviews } from '../../support/review-fixtures';
import { TEST_DATABASES } from '../../support/test-databases';
import { useTestDatabase } from '../../support/use-test-server';

describe.each(TEST_DATABASES)('DrizzleReviewRepository bulk reads and chunks on $name', (target) => {
  const ctx = useTestDatabase(target);
  let repository: DrizzleReviewRepository;
  let shop: AuthenticatedShop;
  let otherShop: AuthenticatedShop;
  const at = new Date('2025-03-01T00:00:00Z');

  beforeAll(async () => {
    repository = new DrizzleReviewRepository(ctx.database.handle.db);
    const shops = new DrizzleShopRepository(ctx.database.handle.db);
    shop = await shops.install({ domain: 'review-repo.myshopify.com', name: 'Review Repo', pricingPlanId: PLAN_ID_FREE });
    otherShop = await shops.install({ domain: 'review-other.myshopify.com', name: 'Other', pricingPlanId: PLAN_ID_FREE });
  });

  const inTransaction = () => new DrizzleTransactions(ctx.database.handle.db, (tx) => ({ reviews: new DrizzleReviewRepository(tx) }));

  it('reports listed ids that are not the shop’s reviews, and takes none', async () => {
    const [first, second] = await insertReviews(ctx.database.handle, shop, [{ published: false }, { published: false }]);
    const [foreign] = await insertReviews(ctx.database.handle, otherShop, [{ published: false }]);
    const selection = { kind: 'ids' as const, ids: [second!, foreign!, first!, 999_999_999] };
    for (const lock of [true, false]) {
      expect(await inTransaction().run(({ reviews }) => reviews.selectForBulk(shop, selection, { lock }))).toEqual({
        ids: [],
        missingIds: [foreign!, 999_999_999].sort((a, b) => a - b),
      });
    }
  });

  it('selects listed ids and filters ascending, as numbers', async () => {
    const ids = await insertReviews(ctx.database.handle, shop, [{ productId: 'bulk-select' }, { productId: 'bulk-select' }, { productId: 'bulk-select' }]);
    const listed = { kind: 'ids' as const, ids: [ids[2]!, ids[0]!, ids[1]!] };
    expect(await inTransaction().run(({ reviews }) => reviews.selectForBulk(shop, listed, { lock: true }))).toEqual({ ids, missingIds: [] });
    const criteria = toReviewCriteria({ ...EMPTY_REVIEW_FILTER, productIds: ['bulk-select'] }, 'UTC', new Date());
    expect(await repository.selectForBulk(shop, { kind: 'filter', criteria }, { lock: false })).toEqual({ ids, missingIds: [] });
    expect(await repository.selectForBulk(shop, { kind: 'filter', criteria: { ...criteria, productIds: ['none'] } }, { lock: false })).toEqual({ ids: [], missingIds: [] });
  });

  it('changes one chunk: the rows deleted, or the chunk’s ids updated; another shop’s ids are skipped', async () => {
    const ids = await insertReviews(ctx.database.handle, shop, [{ verified: false }, { verified: true }, { verified: false }]);
    const [foreign] = await insertReviews(ctx.database.handle, otherShop, [{ verified: false }]);
    const chunk = [...ids, foreign!].sort((a, b) => a - b);
    expect(await repository.applyBulkChunk(shop, chunk, { kind: 'update', changes: { verified: true }, reason: null }, { at, journal: null, actor: 'merchant' })).toBe(4);
    for (const id of ids) expect((await repository.get(shop, id))?.verified).toBe(true);
    expect((await repository.get(otherShop, foreign!))?.verified).toBe(false);
    expect(await repository.applyBulkChunk(shop, chunk, { kind: 'delete', reason: 'spam' }, { at, journal: null, actor: 'merchant' })).toBe(3);
    expect(await repository.missingIds(shop, ids)).toEqual(ids);
    expect(await repository.get(otherShop, foreign!)).not.toBeNull();
  });

  it('rolls every chunk back when the transaction they ran in fails after them', async () => {
    const ids = await insertReviews(ctx.database.handle, shop, [{ verified: false }, { verified: false }, { verified: false }]);
    const failure = inTransaction().run(async ({ reviews }) => {
      for (const id of ids) await reviews.applyBulkChunk(shop, [id], { kind: 'update', changes: { verified: true }, reason: null }, { at, journal: null, actor: 'merchant' });
      throw new Error('the job was cut off');
    });
    await expect(failure).rejects.toThrow('the job was cut off');
    for (const id of ids) expect((await repository.get(shop, id))?.verified).toBe(false);
  });
});
