import { and, asc, count, eq } from 'drizzle-orm';
import { type SavedViewListKey } from '../../../src/contracts/saved-views.contract';
import { type NewSavedView, type SavedViewRepository, type StoredSavedView } from '../../application/lists/saved-view-repository.port';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { type AppDatabase } from './database';
import { savedViews, shops } from './schema';

const VIEW_COLUMNS = { id: savedViews.id, name: savedViews.name, filter: savedViews.filter };

export class DrizzleSavedViewRepository implements SavedViewRepository {
  constructor(private readonly db: AppDatabase) {}

  list(shop: AuthenticatedShop, list: SavedViewListKey): Promise<StoredSavedView[]> {
    return this.db
      .select(VIEW_COLUMNS)
      .from(savedViews)
      .where(and(eq(savedViews.shopId, shop.id), eq(savedViews.list, list)))
      .orderBy(asc(savedViews.createdAt), asc(savedViews.id));
  }

  async holdShopViews(shop: AuthenticatedShop): Promise<void> {
    await this.db.select({ id: shops.id }).from(shops).where(eq(shops.id, shop.id)).for('update');
  }

  async count(shop: AuthenticatedShop, list: SavedViewListKey): Promise<number> {
    const [held] = await this.db
      .select({ value: count() })
      .from(savedViews)
      .where(and(eq(savedViews.shopId, shop.id), eq(savedViews.list, list)));
    return held?.value ?? 0;
  }

  async insert(shop: AuthenticatedShop, list: SavedViewListKey, view: NewSavedView): Promise<StoredSavedView | null> {
    // The unique index on (shop, list, lower(name)) refuses a second view of the same name.
    const [added] = await this.db
      .insert(savedViews)
      .values({ shopId: shop.id, list, name: view.name, filter: view.filter })
      .onConflictDoNothing()
      .returning(VIEW_COLUMNS);
    return added ?? null;
  }

  async remove(shop: AuthenticatedShop, list: SavedViewListKey, id: number): Promise<void> {
    await this.db.delete(savedViews).where(and(eq(savedViews.shopId, shop.id), eq(savedViews.list, list), eq(savedViews.id, id)));
  }
}
