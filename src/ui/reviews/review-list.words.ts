/**
 * Every namespace /reviewList's rows and filters use. The route asks for them with the navigation
 * and the screen waits for them in one go: a row asking for one not yet loaded would suspend the
 * screen and throw away the first render of its rows.
 */
export const REVIEW_LIST_NAMESPACES = ['reviews', 'lists', 'display-store', 'review-moderation'] as const;
