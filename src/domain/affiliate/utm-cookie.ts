import { SECONDS_PER_DAY } from '../shared/time';

/**
 * How long the utm cookie keeps the campaign a visitor arrived from (docs/product/public-pages.md#campaign-tracking).
 * A module of its own: the first screen names the cookie, and must not carry the campaign's rules with it.
 */
export const UTM_COOKIE_DAYS = 30;
export const UTM_COOKIE_SECONDS = UTM_COOKIE_DAYS * SECONDS_PER_DAY;
