import { type SavedView, type SavedViewAdded, type SavedViewListKey } from '../../contracts/saved-views.contract';

export interface NewSavedView {
  readonly name: string;
  /** The list's filter as its address writes it, without '?'. */
  readonly filter: string;
}

/** A shop's saved views of the admin lists, kept by the server (shared by staff and devices). */
export interface SavedViewsGateway {
  list(list: SavedViewListKey): Promise<readonly SavedView[]>;
  /** Rejects with the server's message when the name is taken or the list is full. */
  save(list: SavedViewListKey, view: NewSavedView): Promise<SavedViewAdded>;
  /** The list's views once this one is gone (gone already is fine). */
  remove(list: SavedViewListKey, id: number): Promise<readonly SavedView[]>;
}
