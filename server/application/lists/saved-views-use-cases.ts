import { type SavedViewAdded, type SavedViewListKey, type SavedViews } from '../../../src/contracts/saved-views.contract';
import { SAVED_VIEWS_PER_LIST_MAX } from '../../../src/contracts/saved-views.constants';
import { AppError, invalidInput } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type Transactions } from '../shared/transactions.port';
import { type NewSavedView, type SavedViewRepository, type StoredSavedView } from './saved-view-repository.port';

type AddOutcome = { readonly kind: 'added'; readonly view: StoredSavedView } | { readonly kind: 'nameTaken' } | { readonly kind: 'listFull' };

/** get_saved_views, save_saved_view and delete_saved_view: a shop's saved views, shared by its staff (docs/product/lists.md). */
export class SavedViewsUseCases {
  constructor(
    private readonly views: SavedViewRepository,
    private readonly transactions: Transactions<{ readonly views: SavedViewRepository }>,
  ) {}

  async list(shop: AuthenticatedShop, list: SavedViewListKey): Promise<SavedViews> {
    return { views: await this.views.list(shop, list) };
  }

  async save(shop: AuthenticatedShop, list: SavedViewListKey, view: NewSavedView): Promise<SavedViewAdded> {
    const outcome = await this.transactions.run(async ({ views }): Promise<AddOutcome> => {
      await views.holdShopViews(shop);
      if ((await views.count(shop, list)) >= SAVED_VIEWS_PER_LIST_MAX) return { kind: 'listFull' };
      const added = await views.insert(shop, list, view);
      return added ? { kind: 'added', view: added } : { kind: 'nameTaken' };
    });
    if (outcome.kind === 'nameTaken') throw new AppError('conflict', 'name: this list already has a view with this name');
    if (outcome.kind === 'listFull') {
      throw invalidInput('list', `already has ${SAVED_VIEWS_PER_LIST_MAX} saved views; delete one before saving another`);
    }
    return { view: outcome.view, views: await this.views.list(shop, list) };
  }

  async remove(shop: AuthenticatedShop, list: SavedViewListKey, id: number): Promise<SavedViews> {
    await this.views.remove(shop, list, id);
    return this.list(shop, list);
  }
}
