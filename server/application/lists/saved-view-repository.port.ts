import { type SavedView, type SavedViewListKey } from '../../../src/contracts/saved-views.contract';
import { type AuthenticatedShop } from '../shared/authenticated-shop';

export interface NewSavedView {
  readonly name: string;
  readonly filter: string;
}

/** Why a view was not added; the use-case turns it into the client's error. */
export type AddSavedViewOutcome =
  | { readonly kind: 'added'; readonly view: SavedView }
  | { readonly kind: 'nameTaken' }
  | { readonly kind: 'listFull' };

/** A shop's saved views of its admin lists. */
export interface SavedViewRepository {
  /** Oldest first. */
  list(shop: AuthenticatedShop, list: SavedViewListKey): Promise<SavedView[]>;
  /** Adds the view unless the list has one of that name (ignoring case) or already `limit` views. */
  add(shop: AuthenticatedShop, list: SavedViewListKey, view: NewSavedView, limit: number): Promise<AddSavedViewOutcome>;
  /** Removes the view if the shop's list has it. */
  remove(shop: AuthenticatedShop, list: SavedViewListKey, id: number): Promise<void>;
}
