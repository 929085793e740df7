import { type FeedLeftOutReason } from '../domain/google-shopping/product-ratings-feed';
import { answer, EMPTY_BODY, get, NO_PARAMS, post, schemasOf } from './contract';

/** /integrated/google_shopping: the Google Product Ratings feed's status card (docs/product/google-shopping.md). */

const schema = schemasOf(() => import('./google-shopping.schema'));
const ADMIN = '/api/v1/admin';

/** What the status card shows; the counts are those of the last whole fetch (zero before one). */
export interface GoogleShoppingFeedStatus {
  readonly enabled: boolean;
  /** The feed's secret address, to paste into Merchant Center; it stops working when rotated. */
  readonly url: string;
  readonly last_fetched_at: string | null;
  readonly included: number;
  readonly spam_flagged: number;
  readonly low_ratings_included: number;
  readonly left_out: Readonly<Record<FeedLeftOutReason, number>>;
  /** Google shows ratings once a feed has sent this many reviews. */
  readonly minimum_reviews: number;
}

/** GET get_google_shopping_feed: the status card; the first call gives the shop its feed address (off). */
export const getGoogleShoppingFeed = get(`${ADMIN}/get_google_shopping_feed`, NO_PARAMS, answer<GoogleShoppingFeedStatus>());

/** POST set_google_shopping_feed_enabled `{enabled}`: a switched-off feed answers 404 at its address. */
export const setGoogleShoppingFeedEnabled = post(`${ADMIN}/set_google_shopping_feed_enabled`, schema('setGoogleShoppingFeedEnabledRequest'), answer<GoogleShoppingFeedStatus>());

/** POST rotate_google_shopping_feed_url: a new secret address; the old one answers 404 from now on. */
export const rotateGoogleShoppingFeedUrl = post(`${ADMIN}/rotate_google_shopping_feed_url`, EMPTY_BODY, answer<GoogleShoppingFeedStatus>());
