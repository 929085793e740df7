import { type Logger } from 'pino';
import { PLAN_ID_FREE } from '../../../../src/domain/plans/plan-catalog';
import { DEMO_SHOP_DOMAIN } from '../../../../src/domain/shop/shop-domain';
import { type AppDatabase } from '../database';
import { DrizzleShopRepository } from '../drizzle-shop-repository';

/** Installs the demo store the first time the server starts on an empty database. */
export async function seedDemoStoreOnFirstRun(db: AppDatabase, logger: Logger): Promise<void> {
  const shops = new DrizzleShopRepository(db);
  if (await shops.findByDomain(DEMO_SHOP_DOMAIN)) return;
  await shops.install({ domain: DEMO_SHOP_DOMAIN, name: 'Demo Store', pricingPlanId: PLAN_ID_FREE });
  logger.info({ shop: DEMO_SHOP_DOMAIN }, 'demo store seeded');
}
