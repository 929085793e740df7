import { makeAutoObservable, runInAction } from 'mobx';
import { type ListFilterCodec, type ListView } from '../../application/lists/list-definition';
import { savedViewTab, selectedTabIndex } from '../../application/lists/list-views';
import { type ManageSavedViewsUseCase, type SaveViewRefusal } from '../../application/lists/manage-saved-views.use-case';
import { errorMessage, type ListNotifier } from './list-notifier';
import { type SavedView, type SavedViewListKey } from '../../contracts/saved-views.contract';
import { SAVED_VIEW_NAME_MAX_LENGTH, SAVED_VIEWS_PER_LIST_MAX } from '../../contracts/saved-views.constants';

/** A tab: a built-in view (named by the screen from its id) or a saved one (named by the merchant). */
export interface ListTab<F> extends ListView<F> {
  readonly saved: SavedView | null;
}

const REFUSAL_VALUES: Readonly<Record<SaveViewRefusal, Readonly<Record<string, number>>>> = {
  blankName: {},
  nameTooLong: { max: SAVED_VIEW_NAME_MAX_LENGTH },
  nameTaken: {},
  listFull: { max: SAVED_VIEWS_PER_LIST_MAX },
};

/**
 * A list's tabs: its built-in views, then the merchant's saved ones, kept by the server for the
 * whole shop (docs/product/lists.md). Failures and refusals are said in a toast.
 */
export class ListSavedViews<F = unknown> {
  saved: readonly SavedView[] = [];
  /** The saved views are in (or failed, or the list has none): until then a filter may still be a saved tab's. */
  settled: boolean;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly codec: ListFilterCodec<F>,
    private readonly builtIn: readonly ListView<F>[],
    private readonly listKey: SavedViewListKey | undefined,
    private readonly useCase: ManageSavedViewsUseCase,
    private readonly notify: ListNotifier,
  ) {
    this.settled = listKey === undefined;
    makeAutoObservable<this, 'codec' | 'builtIn' | 'listKey' | 'useCase' | 'notify' | 'loading'>(
      this,
      { codec: false, builtIn: false, listKey: false, useCase: false, notify: false, loading: false },
      { autoBind: true },
    );
  }

  /** Whether the merchant can save views of this list. */
  get enabled(): boolean {
    return this.listKey !== undefined;
  }

  get tabs(): readonly ListTab<F>[] {
    return [
      ...this.builtIn.map((view) => ({ ...view, saved: null })),
      ...this.saved.map((view) => ({ ...savedViewTab(this.codec, view), saved: view })),
    ];
  }

  tabIdOf(savedId: number): string {
    return savedViewTab(this.codec, { id: savedId, name: '', filter: '' }).id;
  }

  selectedIndex(filter: F): number {
    return selectedTabIndex(this.codec, this.tabs, filter);
  }

  /** Reads the saved views once; without them the built-in tabs still work. */
  load(): Promise<void> {
    const listKey = this.listKey;
    if (!listKey) return Promise.resolve();
    if (this.loading === null) {
      this.loading = this.useCase.list(listKey).then(
        (views) => {
          runInAction(() => {
            this.saved = views;
            this.settled = true;
          });
        },
        () => {
          runInAction(() => {
            this.settled = true;
          });
        },
      );
    }
    return this.loading;
  }

  /** Saves `filter` (the list's filter search) as a view called `name`; resolves whether it did. */
  async save(name: string, filter: string): Promise<boolean> {
    if (!this.listKey) return false;
    try {
      const outcome = await this.useCase.save(this.listKey, { name, filter }, this.saved);
      if (!outcome.saved) return this.refuse(outcome.refusal);
      runInAction(() => {
        this.saved = outcome.views;
      });
      return true;
    } catch (error) {
      return this.fail('lists:savedViews.saveFailed', error);
    }
  }

  /**
   * Deletes a saved view on the server; resolves with the views left (null when it failed), for
   * the caller to show with {@link replace} in the same change as whatever goes with it.
   */
  async remove(id: number): Promise<readonly SavedView[] | null> {
    if (!this.listKey) return null;
    try {
      return await this.useCase.remove(this.listKey, id);
    } catch (error) {
      this.fail('lists:savedViews.deleteFailed', error);
      return null;
    }
  }

  replace(views: readonly SavedView[]): void {
    this.saved = views;
  }

  private refuse(refusal: SaveViewRefusal): false {
    this.notify(`lists:savedViews.${refusal}`, REFUSAL_VALUES[refusal], true);
    return false;
  }

  private fail(key: string, error: unknown): false {
    this.notify(key, { message: errorMessage(error) }, true);
    return false;
  }
}
