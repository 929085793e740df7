import { answer, get, post, schemasOf } from './contract';

const schema = schemasOf(() => import('./saved-views.schema'));

/**
 * A merchant's saved views of the admin's lists (the tabs after the built-in ones), kept per
 * shop so every member of staff sees them on every device (docs/product/lists.md).
 */

/** The lists that keep saved views; a new list adds its key here. */
export const SAVED_VIEW_LISTS = ['reviews', 'questions'] as const;
export type SavedViewListKey = (typeof SAVED_VIEW_LISTS)[number];

/** Polaris' "Create view" dialog stops at 40 characters too. */
export const SAVED_VIEW_NAME_MAX_LENGTH = 40;
/** Saved views per list and shop: a tab bar stays usable. */
export const SAVED_VIEWS_PER_LIST_MAX = 20;
/** The filter as the list's address writes it (without page, sort or open row). */
export const SAVED_VIEW_FILTER_MAX_LENGTH = 4000;

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
 * 409; a list at {@link SAVED_VIEWS_PER_LIST_MAX} views is a 422 naming `list`.
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
