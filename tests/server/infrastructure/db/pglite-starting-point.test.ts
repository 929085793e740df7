import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, isNewPgliteDatabase, migratedPgliteDump, openDatabase } from '../../../../server/infrastructure/db/database';
import { DrizzleShopRepository } from '../../../../server/infrastructure/db/drizzle-shop-repository';
import { shops } from '../../../../server/infrastructure/db/schema';
import { pgliteTemplate } from '../../support/pglite-template';

const PREPARED_SHOP = 'prepared.myshopify.com';

/** The first `npm start` opens the database `npm ci` prepared instead of running initdb (README: Quick start). */
describe('the embedded database starting point', () => {
  const folders: string[] = [];
  afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  async function preparedStartingPoint(): Promise<{ readonly dataDir: string; readonly startingPointFile: string }> {
    const folder = mkdtempSync(join(tmpdir(), 'starling-start-'));
    folders.push(folder);
    const dump = await migratedPgliteDump(async (database) => {
      await new DrizzleShopRepository(database.db).install({ domain: PREPARED_SHOP, name: 'Prepared', pricingPlanId: 1 });
    }, await pgliteTemplate());
    const startingPointFile = join(folder, 'pglite-starting-point.tar');
    writeFileSync(startingPointFile, new Uint8Array(await dump.arrayBuffer()));
    return { dataDir: join(folder, 'pglite'), startingPointFile };
  }

  const shopDomains = async (database: DatabaseHandle) => (await database.db.select({ domain: shops.domain }).from(shops)).map((row) => row.domain);

  it('creates a new database from the prepared dump, and later starts keep their own data', async () => {
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
  });
});
