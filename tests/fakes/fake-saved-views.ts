import { ApiError } from '../../src/application/http/api-error';
import { deleteSavedView, getSavedViews, type SavedView, type SavedViewAdded, type SavedViewListKey, saveSavedView } from '../../src/contracts/saved-views.contract';
import { type FakeContractClient } from './fake-contract-client';

interface NewSavedView {
  readonly name: string;
  readonly filter: string;
}

/**
 * The server's saved views in memory, per list, with its name rule: `answer(client)` answers the
 * three saved-views contracts from them; `failure` makes the next calls reject.
 */
export class FakeSavedViews {
  readonly views = new Map<SavedViewListKey, SavedView[]>();
  readonly saves: { readonly list: SavedViewListKey; readonly view: NewSavedView }[] = [];
  failure: Error | null = null;
  private nextId = 1;

  answer(client: FakeContractClient): FakeContractClient {
    return client
      .on(getSavedViews, ({ list }) => this.reply(() => ({ views: [...(this.views.get(list) ?? [])] })))
      .on(saveSavedView, ({ list, name, filter }) => this.reply(() => this.save(list, { name, filter })))
      .on(deleteSavedView, ({ list, id }) =>
        this.reply(() => {
          const views = (this.views.get(list) ?? []).filter((view) => view.id !== id);
          this.views.set(list, views);
          return { views: [...views] };
        }),
      );
  }

  /** Saves as the server does (a test may also seed views with it). */
  save(list: SavedViewListKey, view: NewSavedView): SavedViewAdded {
    const views = this.views.get(list) ?? [];
    if (views.some((saved) => saved.name.toLowerCase() === view.name.toLowerCase())) {
      throw new ApiError('envelope', 'name: this list already has a view with this name', 40900);
    }
    this.saves.push({ list, view });
    const added = { id: this.nextId++, name: view.name, filter: view.filter };
    this.views.set(list, [...views, added]);
    return { view: added, views: [...views, added] };
  }

  private async reply<T>(work: () => T): Promise<T> {
    await Promise.resolve();
    if (this.failure) throw this.failure;
    return work();
  }
}
