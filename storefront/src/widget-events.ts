/** Dispatched on a reviews section with the cards it just drew (a next page, another order): other scripts add to them. */
export const CARDS_SHOWN_EVENT = 'starling:cards-shown';
