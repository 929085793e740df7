import { type SavedViewListKey } from '../../../src/contracts/saved-views.contract';
import { type AuthenticatedShop } from '../shared/authenticated-shop';

export interface NewSavedView {
  readonly name: string;
  /** The list's filter as its address query string. */
  readonly filter: string;
}

export interface StoredSavedView extends NewSavedView {
  readonly id: number;
}

/** A shop's saved views of its admin lists. */
export interface SavedViewRepository {
  /** Oldest first. */
  list(shop: AuthenticatedShop, list: SavedViewListKey): Promise<StoredSavedView[]>;
  /** Makes other saves of this shop's views wait until the transaction ends (so two at once cannot both pass a count). */
  holdShopViews(shop: AuthenticatedShop): Promise<void>;
  count(shop: AuthenticatedShop, list: SavedViewListKey): Promise<number>;
  /** Adds the view; null when the list has one of that name already (ignoring case). */
  insert(shop: AuthenticatedShop, list: SavedViewListKey, view: NewSavedView): Promise<StoredSavedView | null>;
  /** Removes the view if the shop's list has it. */
  remove(shop: AuthenticatedShop, list: SavedViewListKey, id: number): Promise<void>;
}
