import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { type AdClickRepository, type ReviewActivityReader } from '../../application/dashboard/dashboard-repository.port';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { type AnomalyWindows, LOW_RATING_MAX, type ReviewActivity } from '../../../src/domain/dashboard/review-anomalies';
import { type AppDatabase } from './database';
import { adClicks, reviews } from './schema';

export class DrizzleAdClickRepository implements AdClickRepository {
  constructor(private readonly db: AppDatabase) {}

  async recordClick(shop: AuthenticatedShop, adId: number): Promise<number> {
    const [row] = await this.db
      .insert(adClicks)
      .values({ shopId: shop.id, adId, clicks: 1 })
      .onConflictDoUpdate({
        target: [adClicks.shopId, adClicks.adId],
        set: { clicks: sql`${adClicks.clicks} + 1`, lastClickedAt: sql`now()` },
      })
      .returning({ clicks: adClicks.clicks });
    return row?.clicks ?? 1;
  }
}

/**
 * One range scan of reviews_shop_commented_idx (shop_id, commented_at) over the five weeks the
 * rule reads; the review's own date, so an import of old reviews lands in their weeks, not in this one.
 */
export class DrizzleReviewActivityReader implements ReviewActivityReader {
  constructor(private readonly db: AppDatabase) {}

  async activity(shop: AuthenticatedShop, windows: AnomalyWindows): Promise<ReviewActivity> {
    const recentStart = new Date(windows.recentStartMs);
    const isRecent = sql`${reviews.commentedAt} >= ${recentStart}`;
    const isLow = sql`${reviews.rating} <= ${LOW_RATING_MAX}`;
    const [row] = await this.db
      .select({
        recentTotal: sql<number>`count(*) filter (where ${isRecent})`.mapWith(Number),
        recentLow: sql<number>`count(*) filter (where ${isRecent} and ${isLow})`.mapWith(Number),
        baselineTotal: sql<number>`count(*) filter (where not (${isRecent}))`.mapWith(Number),
        baselineLow: sql<number>`count(*) filter (where not (${isRecent}) and ${isLow})`.mapWith(Number),
      })
      .from(reviews)
      .where(
        and(
          eq(reviews.shopId, shop.id),
          gte(reviews.commentedAt, new Date(windows.baselineStartMs)),
          lt(reviews.commentedAt, new Date(windows.endMs)),
        ),
      );
    return row ?? { recentTotal: 0, recentLow: 0, baselineTotal: 0, baselineLow: 0 };
  }
}
