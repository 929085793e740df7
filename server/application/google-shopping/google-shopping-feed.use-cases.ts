import { randomBytes } from 'node:crypto';
import { timingSafeEqual } from 'node:crypto';
import { type GoogleShoppingFeedStatus } from '../../../src/contracts/google-shopping.contract';
import {
  FEED_REVIEWS_CLOSE,
  FEED_REVIEWS_OPEN,
  FEED_TAIL,
  feedEntryOf,
  feedFileName,
  feedHead,
  GOOGLE_FEED_PATH_PREFIX,
  GOOGLE_MINIMUM_REVIEWS,
  parseFeedFileName,
  storefrontOrigin,
  FeedTally,
} from '../../../src/domain/google-shopping/product-ratings-feed';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type FeedShopDirectory, type GoogleShoppingFeedRecord, type GoogleShoppingFeedRepository } from './google-shopping-feed-repository.port';

/** Reviews read per query while streaming: the feed never holds more than one page (docs/product/google-shopping.md#streaming). */
export const FEED_PAGE_SIZE = 500;

const newSecret = () => randomBytes(24).toString('base64url');

function sameSecret(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The Google Shopping screen's calls and the feed itself (docs/product/google-shopping.md). */
export class GoogleShoppingFeedUseCases {
  constructor(
    private readonly feeds: GoogleShoppingFeedRepository,
    private readonly shops: FeedShopDirectory,
    /** Where this server is reached from outside, without a trailing slash. */
    private readonly publicOrigin: string,
    private readonly now: () => Date,
  ) {}

  async status(shop: AuthenticatedShop): Promise<GoogleShoppingFeedStatus> {
    return this.statusOf(shop, await this.feeds.findOrCreate(shop, newSecret()));
  }

  async setEnabled(shop: AuthenticatedShop, enabled: boolean): Promise<GoogleShoppingFeedStatus> {
    await this.feeds.findOrCreate(shop, newSecret());
    await this.feeds.setEnabled(shop, enabled);
    return this.status(shop);
  }

  async rotate(shop: AuthenticatedShop): Promise<GoogleShoppingFeedStatus> {
    await this.feeds.findOrCreate(shop, newSecret());
    await this.feeds.setSecret(shop, newSecret());
    return this.status(shop);
  }

  /**
   * The feed an address names, as chunks of XML read page by page, or null (answered 404) when the
   * address is not a feed's, the secret is wrong or the feed is off. The counts are recorded once
   * the last chunk has been read.
   */
  async open(fileName: string): Promise<AsyncIterable<string> | null> {
    const named = parseFeedFileName(fileName);
    if (!named) return null;
    const found = await this.shops.feedShop(named.shopId);
    if (!found) return null;
    const feed = await this.feeds.find(found.shop);
    if (!feed || !sameSecret(feed.secret, named.secret) || !feed.enabled) return null;
    return this.chunks(found.shop, found.name, storefrontOrigin(found.shop.domain, found.customDomain));
  }

  private async *chunks(shop: AuthenticatedShop, publisher: string, origin: string): AsyncGenerator<string> {
    const startedAt = this.now();
    const tally = new FeedTally();
    let afterId = 0;
    let opened = false;
    yield feedHead(publisher);
    for (;;) {
      const page = await this.feeds.reviewsAfter(shop, afterId, FEED_PAGE_SIZE);
      if (page.length === 0) break;
      let xml = '';
      for (const review of page) {
        const entry = feedEntryOf(review, origin);
        tally.add(entry, review.rating);
        if (entry.included) xml += entry.xml;
      }
      afterId = page[page.length - 1]?.id ?? afterId;
      if (xml !== '') {
        yield opened ? xml : FEED_REVIEWS_OPEN + xml;
        opened = true;
      }
    }
    yield (opened ? FEED_REVIEWS_CLOSE : '') + FEED_TAIL;
    await this.feeds.recordFetch(shop, startedAt, tally.counts());
  }

  private statusOf(shop: AuthenticatedShop, feed: GoogleShoppingFeedRecord): GoogleShoppingFeedStatus {
    return {
      enabled: feed.enabled,
      url: `${this.publicOrigin}${GOOGLE_FEED_PATH_PREFIX}${feedFileName(shop.id, feed.secret)}`,
      last_fetched_at: feed.lastFetchedAt?.toISOString() ?? null,
      included: feed.counts.included,
      spam_flagged: feed.counts.spamFlagged,
      low_ratings_included: feed.counts.lowRatingsIncluded,
      left_out: feed.counts.leftOut,
      minimum_reviews: GOOGLE_MINIMUM_REVIEWS,
    };
  }
}
