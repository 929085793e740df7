import { type FeedCounts, type FeedReview } from '../../../src/domain/google-shopping/product-ratings-feed';
import { type AuthenticatedShop } from '../shared/authenticated-shop';

/** A shop's feed as stored: switch, secret, and the counts of its last whole fetch. */
export interface GoogleShoppingFeedRecord {
  readonly enabled: boolean;
  readonly secret: string;
  readonly lastFetchedAt: Date | null;
  readonly counts: FeedCounts;
}

/** The feed's table and the reviews it streams (docs/product/google-shopping.md). */
export interface GoogleShoppingFeedRepository {
  find(shop: AuthenticatedShop): Promise<GoogleShoppingFeedRecord | null>;
  /** The shop's row, created switched off with `secret` when it has none. */
  findOrCreate(shop: AuthenticatedShop, secret: string): Promise<GoogleShoppingFeedRecord>;
  setEnabled(shop: AuthenticatedShop, enabled: boolean): Promise<void>;
  setSecret(shop: AuthenticatedShop, secret: string): Promise<void>;
  recordFetch(shop: AuthenticatedShop, at: Date, counts: FeedCounts): Promise<void>;
  /** Up to `limit` of the shop's reviews with ids above `afterId`, by id, each with its product. */
  reviewsAfter(shop: AuthenticatedShop, afterId: number, limit: number): Promise<readonly FeedReview[]>;
}

/** The shop a feed address names, found only by the address's shop id (the secret is checked by the caller). */
export interface FeedShopDirectory {
  feedShop(shopId: number): Promise<{ readonly shop: AuthenticatedShop; readonly name: string; readonly customDomain: string } | null>;
}
