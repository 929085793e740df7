import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { type StorefrontReviewSort } from '../../../src/domain/storefront/review-widget-settings';
import { EMPTY_HISTOGRAM, type RatingSummary } from '../../../src/domain/storefront/storefront-review';
import { REVIEW_SOURCE_STORE_FRONT } from '../../../src/domain/reviews/review-filter-codes';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { type NewStorefrontReview, type PublishedReviewRow, type StorefrontRepository } from '../../application/storefront/storefront-repository.port';
import { type AppDatabase } from './database';
import { reviewSearchColumns } from './review-search-columns';
import { orders, products, reviewHelpfulVotes, reviewMedia, reviews } from './schema';

/** Each storefront order, with commented_at and id breaking ties so pages never overlap. */
const ORDER_BY = {
  'commented-at-descending': [desc(reviews.commentedAt), desc(reviews.id)],
  'commented-at-ascending': [asc(reviews.commentedAt), asc(reviews.id)],
  'rating-descending': [desc(reviews.rating), desc(reviews.commentedAt), desc(reviews.id)],
  'rating-ascending': [asc(reviews.rating), desc(reviews.commentedAt), desc(reviews.id)],
  'helpful-descending': [desc(reviews.helpfulCount), desc(reviews.commentedAt), desc(reviews.id)],
} as const satisfies Record<StorefrontReviewSort, readonly unknown[]>;

export class DrizzleStorefrontRepository implements StorefrontRepository {
  constructor(private readonly db: AppDatabase) {}

  async histogram(shop: AuthenticatedShop, productId: string): Promise<RatingSummary['histogram']> {
    const rows = await this.db
      .select({ rating: reviews.rating, count: sql<number>`count(*)`.mapWith(Number) })
      .from(reviews)
      .where(and(eq(reviews.shopId, shop.id), eq(reviews.productId, productId), eq(reviews.published, true)))
      .groupBy(reviews.rating);
    const histogram = [...EMPTY_HISTOGRAM] as [number, number, number, number, number];
    for (const row of rows) if (row.rating >= 1 && row.rating <= 5) histogram[row.rating - 1] = row.count;
    return histogram;
  }

  async publishedPage(
    shop: AuthenticatedShop,
    productId: string,
    sort: StorefrontReviewSort,
    page: { readonly offset: number; readonly limit: number },
  ): Promise<readonly PublishedReviewRow[]> {
    const rows = await this.db
      .select({
        id: reviews.id,
        authorName: reviews.authorName,
        rating: reviews.rating,
        title: reviews.title,
        body: reviews.body,
        commentedAt: reviews.commentedAt,
        verified: reviews.verified,
        replyBody: reviews.replyBody,
        replyPublished: reviews.replyPublished,
        repliedAt: reviews.repliedAt,
        helpfulCount: reviews.helpfulCount,
      })
      .from(reviews)
      .where(and(eq(reviews.shopId, shop.id), eq(reviews.productId, productId), eq(reviews.published, true)))
      .orderBy(...ORDER_BY[sort])
      .offset(page.offset)
      .limit(page.limit);
    const media = rows.length === 0 ? [] : await this.db
      .select({ reviewId: reviewMedia.reviewId, kind: reviewMedia.kind, url: reviewMedia.url })
      .from(reviewMedia)
      .where(and(eq(reviewMedia.shopId, shop.id), inArray(reviewMedia.reviewId, rows.map((row) => row.id))))
      .orderBy(asc(reviewMedia.reviewId), asc(reviewMedia.position));
    return rows.map((row) => ({
      id: row.id,
      authorName: row.authorName,
      rating: row.rating,
      title: row.title,
      body: row.body,
      commentedAt: row.commentedAt,
      verified: row.verified,
      media: media.filter((item) => item.reviewId === row.id).map(({ kind, url }) => ({ kind, url })),
      reply: row.replyBody !== null && row.replyPublished ? { body: row.replyBody, repliedAt: row.repliedAt ?? row.commentedAt } : null,
      helpfulCount: row.helpfulCount,
    }));
  }

  async mostReviewedProduct(shop: AuthenticatedShop): Promise<{ readonly id: string; readonly title: string } | null> {
    const [row] = await this.db
      .select({ id: reviews.productId, title: sql<string | null>`max(${products.title})`, count: sql<number>`count(*)`.mapWith(Number) })
      .from(reviews)
      .leftJoin(products, and(eq(products.shopId, reviews.shopId), eq(products.id, reviews.productId)))
      .where(and(eq(reviews.shopId, shop.id), eq(reviews.published, true)))
      .groupBy(reviews.productId)
      .orderBy(desc(sql`count(*)`), asc(reviews.productId))
      .limit(1);
    return row ? { id: row.id, title: row.title ?? '' } : null;
  }

  async hasOrderFrom(shop: AuthenticatedShop, email: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.shopId, shop.id), sql`lower(${orders.customerEmail}) = ${email.toLowerCase()}`))
      .limit(1);
    return row !== undefined;
  }

  async insertReview(shop: AuthenticatedShop, review: NewStorefrontReview): Promise<number> {
    const [row] = await this.db
        .insert(reviews)
        .values({
          shopId: shop.id,
          productId: review.productId,
          authorName: review.authorName,
          authorEmail: review.authorEmail,
          ...reviewSearchColumns(review),
          rating: review.rating,
          title: review.title,
          body: review.body,
          source: REVIEW_SOURCE_STORE_FRONT,
          verified: review.verified,
          published: review.published,
          photoCount: review.media.filter((item) => item.kind === 'photo').length,
          videoCount: review.media.filter((item) => item.kind === 'video').length,
          commentedAt: review.commentedAt,
        })
        .returning({ id: reviews.id });
    const id = row!.id;
    if (review.media.length > 0) {
      await this.db.insert(reviewMedia).values(review.media.map((item, position) => ({ shopId: shop.id, reviewId: id, position, kind: item.kind, url: item.url })));
    }
    return id;
  }

  async voteHelpful(shop: AuthenticatedShop, reviewId: number, voter: string): Promise<number | null> {
    const [review] = await this.db
        .select({ helpful: reviews.helpfulCount })
        .from(reviews)
        .where(and(eq(reviews.shopId, shop.id), eq(reviews.id, reviewId), eq(reviews.published, true)))
        .for('update');
    if (!review) return null;
    const inserted = await this.db.insert(reviewHelpfulVotes).values({ shopId: shop.id, reviewId, voter }).onConflictDoNothing().returning({ voter: reviewHelpfulVotes.voter });
    if (inserted.length === 0) return review.helpful;
    const [updated] = await this.db
        .update(reviews)
        .set({ helpfulCount: sql`${reviews.helpfulCount} + 1` })
        .where(and(eq(reviews.shopId, shop.id), eq(reviews.id, reviewId)))
        .returning({ helpful: reviews.helpfulCount });
    return updated!.helpful;
  }
}
