import { type AuthenticatedShop } from '../../../server/application/shared/authenticated-shop';
import { type DatabaseHandle } from '../../../server/infrastructure/db/database';
import { productGroupMembers, productGroups } from '../../../server/infrastructure/db/schema';
import { foldSearchText } from '../../../src/domain/reviews/review-filter-matcher';

/** Inserts a group of the given products (titled by their ids) as the app stores it; returns its id. */
export async function insertProductGroup(database: DatabaseHandle, shop: AuthenticatedShop, name: string, productIds: readonly string[]): Promise<number> {
  const [group] = await database.db.insert(productGroups).values({ shopId: shop.id, name, nameSearch: foldSearchText(name) }).returning({ id: productGroups.id });
  if (productIds.length > 0) {
    await database.db
      .insert(productGroupMembers)
      .values(productIds.map((productId, position) => ({ shopId: shop.id, productId, groupId: group!.id, title: productId, titleSearch: foldSearchText(productId), position })));
  }
  return group!.id;
}
