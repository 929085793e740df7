/**
 * The lists and limits of saved-views.contract.ts. Its schema reads them too, so they live apart
 * from both and neither module imports the other back; the admin's tabs read them without zod.
 */

/** The lists that keep saved views; a new list adds its key here. */
export const SAVED_VIEW_LISTS = ['reviews', 'questions'] as const;
/** Polaris' "Create view" dialog stops at 40 characters too. */
export const SAVED_VIEW_NAME_MAX_LENGTH = 40;
/** Saved views per list and shop: a tab bar stays usable. */
export const SAVED_VIEWS_PER_LIST_MAX = 20;
/** The filter as the list's address writes it (without page, sort or open row). */
export const SAVED_VIEW_FILTER_MAX_LENGTH = 4000;
