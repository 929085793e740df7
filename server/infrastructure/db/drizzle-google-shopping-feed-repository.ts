import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { EMPTY_FEED_COUNTS, FEED_LEFT_OUT_REASONS, type FeedCounts, type FeedLeftOutReason, type FeedReview } from '../../../src/domain/google-shopping/product-ratings-feed';
import { type FeedShopDirectory, type GoogleShoppingFeedRecord, type GoogleShoppingFeedRepository } from '../../application/google-shopping/google-shopping-feed-repository.port';
import { type FeedProductCatalog } from '../../application/google-shopping/feed-product-catalog.port';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { type AppDatabase } from './database';
import { googleShoppingFeeds, reviews, shops } from './schema';

type FeedRow = typeof googleShoppingFeeds.$inferSelect;

function leftOutOf(stored: Record<string, number>): Record<FeedLeftOutReason, number> {
  return Object.fromEntries(FEED_LEFT_OUT_REASONS.map((reason) => [reason, Number(stored[reason] ?? 0)])) as Record<FeedLeftOutReason, number>;
}

function recordOf(row: FeedRow): GoogleShoppingFeedRecord {
  return {
    enabled: row.enabled,
    secret: row.secret,
    lastFetchedAt: row.lastFetchedAt,
    counts: { included: row.includedCount, spamFlagged: row.spamFlaggedCount, lowRatingsIncluded: row.lowRatingsIncludedCount, leftOut: leftOutOf(row.leftOutCounts) },
  };
}

/** google_shopping_feeds, and the reviews the feed streams by keyset pages on (shop_id, id). */
export class DrizzleGoogleShoppingFeedRepository implements GoogleShoppingFeedRepository, FeedShopDirectory {
  constructor(
    private readonly db: AppDatabase,
    private readonly catalog: FeedProductCatalog,
  ) {}

  async find(shop: AuthenticatedShop): Promise<GoogleShoppingFeedRecord | null> {
    const [row] = await this.db.select().from(googleShoppingFeeds).where(eq(googleShoppingFeeds.shopId, shop.id));
    return row ? recordOf(row) : null;
  }

  async findOrCreate(shop: AuthenticatedShop, secret: string): Promise<GoogleShoppingFeedRecord> {
    await this.db
      .insert(googleShoppingFeeds)
      .values({ shopId: shop.id, secret, leftOutCounts: EMPTY_FEED_COUNTS.leftOut })
      .onConflictDoNothing();
    const found = await this.find(shop);
    if (!found) throw new Error('the Google Shopping feed row was not created');
    return found;
  }

  async setEnabled(shop: AuthenticatedShop, enabled: boolean): Promise<void> {
    await this.db.update(googleShoppingFeeds).set({ enabled, updatedAt: new Date() }).where(eq(googleShoppingFeeds.shopId, shop.id));
  }

  async setSecret(shop: AuthenticatedShop, secret: string): Promise<void> {
    await this.db.update(googleShoppingFeeds).set({ secret, updatedAt: new Date() }).where(eq(googleShoppingFeeds.shopId, shop.id));
  }

  async recordFetch(shop: AuthenticatedShop, at: Date, counts: FeedCounts): Promise<void> {
    await this.db
      .update(googleShoppingFeeds)
      .set({
        lastFetchedAt: at,
        includedCount: counts.included,
        spamFlaggedCount: counts.spamFlagged,
        lowRatingsIncludedCount: counts.lowRatingsIncluded,
        leftOutCounts: { ...counts.leftOut },
      })
      .where(eq(googleShoppingFeeds.shopId, shop.id));
  }

  async reviewsAfter(shop: AuthenticatedShop, afterId: number, limit: number): Promise<readonly FeedReview[]> {
    const rows = await this.db
      .select({
        id: reviews.id,
        productId: reviews.productId,
        authorName: reviews.authorName,
        rating: reviews.rating,
        title: reviews.title,
        body: reviews.body,
        commentedAt: reviews.commentedAt,
        source: reviews.source,
        orderId: reviews.orderId,
        verified: reviews.verified,
        incentivized: reviews.incentivized,
        published: reviews.published,
        moderationReason: reviews.moderationReason,
      })
      .from(reviews)
      .where(and(eq(reviews.shopId, shop.id), gt(reviews.id, afterId)))
      .orderBy(asc(reviews.id))
      .limit(limit);
    // One catalog question per page: the page's distinct products, never the whole catalog.
    const catalog = await this.catalog.products(shop, [...new Set(rows.map((row) => row.productId))]);
    return rows.map(({ productId, ...row }) => ({ ...row, product: catalog.get(productId) ?? null }));
  }

  /** An uninstalled shop serves no feed. */
  async feedShop(shopId: number): Promise<{ readonly shop: AuthenticatedShop; readonly name: string; readonly customDomain: string } | null> {
    const [row] = await this.db.select({ id: shops.id, domain: shops.domain, name: shops.name, customDomain: shops.customDomain }).from(shops).where(and(eq(shops.id, shopId), isNull(shops.uninstalledAt)));
    return row ? { shop: { id: row.id, domain: row.domain }, name: row.name, customDomain: row.customDomain } : null;
  }
}
