import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, isNewPgliteDatabase, markStartingPoint, openDatabase } from '../../../../server/infrastructure/db/database';
import { DrizzleShopRepository } from '../../../../server/infrastructure/db/drizzle-shop-repository';
import { shops } from '../../../../server/infrastructure/db/schema';
import { pgliteTemplate } from '../../support/pglite-template';

const PREPARED_SHOP = 'prepared.myshopify.com';

/** The first `npm start` copies the database `npm ci` prepared instead of running initdb (README: Quick start). */
describe('the embedded database starting point', () => {
  const folders: string[] = [];
  afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  async function preparedStartingPoint(): Promise<{ readonly dataDir: string; readonly startingPoint: string }> {
    const folder = mkdtempSync(join(tmpdir(), 'starling-start-'));
    folders.push(folder);
    const startingPoint = join(folder, 'pglite-starting-point');
    const prepared = await openDatabase({ kind: 'pglite', dataDir: startingPoint, initialData: await pgliteTemplate() });
    await prepared.migrate();
    await new DrizzleShopRepository(prepared.db).install({ domain: PREPARED_SHOP, name: 'Prepared', pricingPlanId: 1 });
    await prepared.close();
    markStartingPoint(startingPoint);
    return { dataDir: join(folder, 'pglite'), startingPoint };
  }

  const shopDomains = async (database: DatabaseHandle) => (await database.db.select({ domain: shops.domain }).from(shops)).map((row) => row.domain);

  // Four PGlite opens on disk: more than the suite's usual 20 s on a busy 2-core machine.
  it('creates a new database from the prepared one, and later starts keep their own data', { timeout: 90_000 }, async () => {
    const location = { kind: 'pglite' as const, ...(await preparedStartingPoint()) };
    expect(isNewPgliteDatabase(location.dataDir)).toBe(true);

    const first = await openDatabase(location);
    expect(await shopDomains(first)).toEqual([PREPARED_SHOP]);
    await first.db.delete(shops);
    await first.close();
    expect(isNewPgliteDatabase(location.dataDir)).toBe(false);

    const second = await openDatabase(location);
    expect(await shopDomains(second)).toEqual([]);
    await second.close();

    const preparedAgain = await openDatabase({ kind: 'pglite', dataDir: location.startingPoint });
    expect(await shopDomains(preparedAgain)).toEqual([PREPARED_SHOP]);
    await preparedAgain.close();
  });
});
