import { ProductGroupsUseCases } from '../application/product-groups/product-groups-use-cases';
import { DrizzleProductGroupRepository } from '../infrastructure/db/drizzle-product-group-repository';
import { DrizzleStorefrontSyncQueue } from '../infrastructure/db/drizzle-storefront-sync-queue';
import { DrizzleTransactions } from '../infrastructure/db/drizzle-transactions';
import { type AreaRoutes } from '../infrastructure/http/app';
import { productGroupsRoutes } from '../infrastructure/http/routes/product-groups.routes';
import { type Platform } from './platform';

/** The product groups' endpoints (docs/product/product-groups.md). */
export function composeProductGroups({ db }: Platform): AreaRoutes {
  const groups = new ProductGroupsUseCases(
    new DrizzleProductGroupRepository(db),
    new DrizzleTransactions(db, (tx) => ({ groups: new DrizzleProductGroupRepository(tx), queue: new DrizzleStorefrontSyncQueue(tx) })),
  );
  return { admin: [productGroupsRoutes(groups)] };
}
