import { type FeedCoverage } from '../../../src/domain/compliance/compliance-facts';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type GoogleShoppingFeedRepository } from './google-shopping-feed-repository.port';

/**
 * What the compliance auditor reads of a shop's Google feed (docs/product/google-shopping.md#what-the-auditor-reads).
 * No left-out reason depends on a rating and every review carries is_incentivized_review, so both
 * hold by construction; a shop that never opened the screen has a feed that is off.
 */
export async function readFeedCoverage(feeds: GoogleShoppingFeedRepository, shop: AuthenticatedShop): Promise<FeedCoverage> {
  const feed = await feeds.find(shop);
  return { enabled: feed?.enabled ?? false, lowRatingsIncluded: true, incentivisedLabelled: true };
}
