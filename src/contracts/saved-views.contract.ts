import { answer, get, post, schemasOf } from './contract';
import { type SAVED_VIEW_LISTS } from './saved-views.constants';

const schema = schemasOf(() => import('./saved-views.schema'));

/**
 * A merchant's saved views of the admin's lists (the tabs after the built-in ones), kept per
 * shop so every member of staff sees them on every device (docs/product/lists.md).
 */

export type SavedViewListKey = (typeof SAVED_VIEW_LISTS)[number];

export interface SavedView {
  readonly id: number;
  /** Unique in its list, ignoring case. */
  readonly name: string;
  /** The list's filter as a URL search string without '?' ('' is no filter). */
  readonly filter: string;
}

/** A list's saved views, oldest first (the order of the tabs). */
export interface SavedViews {
  readonly views: readonly SavedView[];
}

export interface SavedViewAdded extends SavedViews {
  readonly view: SavedView;
}

/** GET /api/v1/admin/get_saved_views?list=reviews */
export const getSavedViews = get(
  '/api/v1/admin/get_saved_views',
  schema('getSavedViewsRequest'),
  answer<SavedViews>(),
);

/**
 * POST /api/v1/admin/save_saved_view: adds a view. A name the list already has (any case) is a
 * 409; a list at SAVED_VIEWS_PER_LIST_MAX views (saved-views.constants.ts) is a 422 naming `list`.
 */
export const saveSavedView = post(
  '/api/v1/admin/save_saved_view',
  schema('saveSavedViewRequest'),
  answer<SavedViewAdded>(),
);

/** POST /api/v1/admin/delete_saved_view: removes a view; one already gone (another device) is not an error. */
export const deleteSavedView = post(
  '/api/v1/admin/delete_saved_view',
  schema('deleteSavedViewRequest'),
  answer<SavedViews>(),
);
