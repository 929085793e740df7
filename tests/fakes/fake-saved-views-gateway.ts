import { ApiError } from '../../src/application/http/api-error';
import { type NewSavedView, type SavedViewsGateway } from '../../src/application/lists/saved-views-gateway.port';
import { type SavedView, type SavedViewAdded, type SavedViewListKey } from '../../src/contracts/saved-views.contract';

/** Saved views in memory, per list, with the server's name rule; `failWith` makes the next calls reject. */
export class FakeSavedViewsGateway implements SavedViewsGateway {
  readonly views = new Map<SavedViewListKey, SavedView[]>();
  readonly saves: { readonly list: SavedViewListKey; readonly view: NewSavedView }[] = [];
  failure: Error | null = null;
  private nextId = 1;

  list(list: SavedViewListKey): Promise<readonly SavedView[]> {
    return this.answer(() => [...(this.views.get(list) ?? [])]);
  }

  save(list: SavedViewListKey, view: NewSavedView): Promise<SavedViewAdded> {
    return this.answer(() => {
      const views = this.views.get(list) ?? [];
      if (views.some((saved) => saved.name.toLowerCase() === view.name.toLowerCase())) {
        throw new ApiError('envelope', 'name: this list already has a view with this name', 40900);
      }
      this.saves.push({ list, view });
      const added = { id: this.nextId++, name: view.name, filter: view.filter };
      this.views.set(list, [...views, added]);
      return { view: added, views: [...views, added] };
    });
  }

  remove(list: SavedViewListKey, id: number): Promise<readonly SavedView[]> {
    return this.answer(() => {
      const views = (this.views.get(list) ?? []).filter((view) => view.id !== id);
      this.views.set(list, views);
      return [...views];
    });
  }

  private async answer<T>(work: () => T): Promise<T> {
    await Promise.resolve();
    if (this.failure) throw this.failure;
    return work();
  }
}
