import { and, asc, count, eq } from 'drizzle-orm';
import { type SavedView, type SavedViewListKey } from '../../../src/contracts/saved-views.contract';
import { type AddSavedViewOutcome, type NewSavedView, type SavedViewRepository } from '../../application/lists/saved-view-repository.port';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { type AppDatabase } from './database';
import { savedViews, shops } from './schema';

const VIEW_COLUMNS = { id: savedViews.id, name: savedViews.name, filter: savedViews.filter };

export class DrizzleSavedViewRepository implements SavedViewRepository {
  constructor(private readonly db: AppDatabase) {}

  list(shop: AuthenticatedShop, list: SavedViewListKey): Promise<SavedView[]> {
    return this.db
      .select(VIEW_COLUMNS)
      .from(savedViews)
      .where(and(eq(savedViews.shopId, shop.id), eq(savedViews.list, list)))
      .orderBy(asc(savedViews.createdAt), asc(savedViews.id));
  }

  add(shop: AuthenticatedShop, list: SavedViewListKey, view: NewSavedView, limit: number): Promise<AddSavedViewOutcome> {
    return this.db.transaction(async (tx) => {
      // Saves of one shop take turns, so two at once cannot both pass the count.
      await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, shop.id)).for('update');
      const [held] = await tx
        .select({ value: count() })
        .from(savedViews)
        .where(and(eq(savedViews.shopId, shop.id), eq(savedViews.list, list)));
      if ((held?.value ?? 0) >= limit) return { kind: 'listFull' };
      const [added] = await tx
        .insert(savedViews)
        .values({ shopId: shop.id, list, name: view.name, filter: view.filter })
        .onConflictDoNothing()
        .returning(VIEW_COLUMNS);
      return added ? { kind: 'added', view: added } : { kind: 'nameTaken' };
    });
  }

  async remove(shop: AuthenticatedShop, list: SavedViewListKey, id: number): Promise<void> {
    await this.db.delete(savedViews).where(and(eq(savedViews.shopId, shop.id), eq(savedViews.list, list), eq(savedViews.id, id)));
  }
}
