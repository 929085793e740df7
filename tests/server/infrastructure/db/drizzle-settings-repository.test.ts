import { beforeAll, describe, expect, it } from 'vitest';
import { PLAN_ID_FREE } from '../../../../src/domain/plans/plan-catalog';
import { type AuthenticatedShop } from '../../../../server/application/shared/authenticated-shop';
import { DrizzleSettingsRepository } from '../../../../server/infrastructure/db/drizzle-settings-repository';
import { DrizzleShopRepository } from '../../../../server/infrastructure/db/drizzle-shop-repository';
import { DrizzleTransactions } from '../../../../server/infrastructure/db/drizzle-transactions';
import { TEST_DATABASES } from '../../support/test-databases';
import { useTestDatabase } from '../../support/use-test-server';

describe.each(TEST_DATABASES)('DrizzleSettingsRepository on $name', (target) => {
  const ctx = useTestDatabase(target);
  let settings: DrizzleSettingsRepository;
  let shop: AuthenticatedShop;
  let otherShop: AuthenticatedShop;

  beforeAll(async () => {
    settings = new DrizzleSettingsRepository(ctx.database.handle.db);
    const shops = new DrizzleShopRepository(ctx.database.handle.db);
    shop = await shops.install({ domain: 'settings-repo.myshopify.com', name: 'Settings Repo', pricingPlanId: PLAN_ID_FREE });
    otherShop = await shops.install({ domain: 'settings-other.myshopify.com', name: 'Other', pricingPlanId: PLAN_ID_FREE });
  });

  /** The settings repository bound to one transaction, as a settings save gets it. */
  const inTransaction = () => new DrizzleTransactions(ctx.database.handle.db, (tx) => ({ settings: new DrizzleSettingsRepository(tx) }));

  it('keeps what a transaction wrote when it succeeds', async () => {
    await inTransaction().run(async ({ settings: tx }) => {
      await tx.writeEntries(shop, 'shop_config', { hide_setup_guide: '1' });
      await tx.writeDocument(shop, 'committed', { kept: true });
    });
    expect(await settings.readEntries(shop, 'shop_config')).toMatchObject({ hide_setup_guide: '1' });
    expect(await settings.readDocument(shop, 'committed')).toEqual({ kept: true });
  });

  it('rolls every write of a failed transaction back', async () => {
    const failure = inTransaction().run(async ({ settings: tx }) => {
      await tx.writeEntries(shop, 'banner_status', { wiio: '2' });
      await tx.mergeDocument(shop, 'rolled_back', { lost: true });
      throw new Error('the second half failed');
    });
    await expect(failure).rejects.toThrow('the second half failed');
    expect(await settings.readEntries(shop, 'banner_status')).toEqual({});
    expect(await settings.readDocument(shop, 'rolled_back')).toBeNull();
  });

  it('merges fields into a document without undoing a concurrent merge of other fields', async () => {
    await settings.mergeDocument(shop, 'merged', { a: '1' });
    await Promise.all([
      settings.mergeDocument(shop, 'merged', { b: '2' }),
      settings.mergeDocument(shop, 'merged', { c: '3' }),
      settings.mergeDocument(shop, 'merged', { a: 'changed' }),
    ]);
    expect(await settings.readDocument(shop, 'merged')).toEqual({ a: 'changed', b: '2', c: '3' });
  });

  it("never reads or changes another shop's entries and documents", async () => {
    await settings.writeEntries(otherShop, 'setup_guide', { guide_complete: '1' });
    await settings.mergeDocument(otherShop, 'merged', { secret: 'other' });
    expect(await settings.readEntries(shop, 'setup_guide')).toEqual({});
    expect(await settings.readDocument(shop, 'merged')).toEqual({ a: 'changed', b: '2', c: '3' });
    expect(await settings.readDocument(otherShop, 'merged')).toEqual({ secret: 'other' });
  });

  it("reads several documents in one statement: each kind's data, null for one never written, never another shop's", async () => {
    await settings.writeDocument(shop, 'several_a', { a: 1 });
    await settings.writeDocument(shop, 'several_b', ['b']);
    await settings.writeDocument(otherShop, 'several_c', { other: true });
    expect(await settings.readDocuments(shop, ['several_a', 'several_b', 'several_c'])).toEqual({ several_a: { a: 1 }, several_b: ['b'], several_c: null });
  });

  it('reads them inside a transaction, seeing what it wrote', async () => {
    await inTransaction().run(async ({ settings: tx }) => {
      await tx.writeDocument(shop, 'several_in_tx', { fresh: true });
      expect(await tx.readDocuments(shop, ['several_in_tx', 'several_a'])).toEqual({ several_in_tx: { fresh: true }, several_a: { a: 1 } });
    });
  });
});
