import { PICKER_APP_IDS } from '../../contracts/picker-store.contract';

/** The admin's own app id at the store API (docs/product/plans-and-limits.md: two app ids, two provider apps). */
export const OWN_PICKER_APP_ID = PICKER_APP_IDS.reviews;

/** docs/product/plans-and-limits.md: typing in the search box reloads the list this long after the last key. */
export const PICKER_SEARCH_DEBOUNCE_MS = 200;
