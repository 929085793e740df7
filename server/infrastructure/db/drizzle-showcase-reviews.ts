import { and, asc, desc, eq, exists, gte, inArray, type SQL } from 'drizzle-orm';
import { type ShowcaseSelection } from '../../../src/domain/storefront/showcase-settings';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { type ShowcaseReviewRow, type ShowcaseReviewSource } from '../../application/storefront/showcase-review-source.port';
import { type AppDatabase } from './database';
import { products, reviewMedia, reviews } from './schema';

/** The showcases' published reviews of one shop (docs/product/storefront.md#showcase). */
export class DrizzleShowcaseReviews implements ShowcaseReviewSource {
  constructor(private readonly db: AppDatabase) {}

  async select(shop: AuthenticatedShop, selection: ShowcaseSelection): Promise<readonly ShowcaseReviewRow[]> {
    const conditions: SQL[] = [eq(reviews.shopId, shop.id), eq(reviews.published, true), gte(reviews.rating, selection.minRating)];
    if (selection.marked === 'featured') conditions.push(eq(reviews.featured, true));
    if (selection.marked === 'in_shows') conditions.push(eq(reviews.inShows, true));
    if (selection.withPhotos) {
      conditions.push(
        exists(
          this.db
            .select({ one: reviewMedia.position })
            .from(reviewMedia)
            .where(and(eq(reviewMedia.shopId, reviews.shopId), eq(reviewMedia.reviewId, reviews.id), eq(reviewMedia.kind, 'photo'))),
        ),
      );
    }
    const order = selection.order === 'highest' ? [desc(reviews.rating), desc(reviews.commentedAt), desc(reviews.id)] : [desc(reviews.commentedAt), desc(reviews.id)];
    const rows = await this.db
      .select({
        id: reviews.id,
        authorName: reviews.authorName,
        rating: reviews.rating,
        title: reviews.title,
        body: reviews.body,
        commentedAt: reviews.commentedAt,
        productTitle: products.title,
        productHandle: products.handle,
      })
      .from(reviews)
      .leftJoin(products, and(eq(products.shopId, reviews.shopId), eq(products.id, reviews.productId)))
      .where(and(...conditions))
      .orderBy(...order)
      .limit(selection.limit);
    const photos =
      rows.length === 0
        ? []
        : await this.db
            .select({ reviewId: reviewMedia.reviewId, url: reviewMedia.url })
            .from(reviewMedia)
            .where(and(eq(reviewMedia.shopId, shop.id), eq(reviewMedia.kind, 'photo'), inArray(reviewMedia.reviewId, rows.map((row) => row.id))))
            .orderBy(asc(reviewMedia.reviewId), asc(reviewMedia.position));
    return rows.map((row) => ({
      id: row.id,
      authorName: row.authorName,
      rating: row.rating,
      title: row.title,
      body: row.body,
      commentedAt: row.commentedAt,
      photos: photos.filter((photo) => photo.reviewId === row.id).map((photo) => photo.url),
      product: row.productTitle === null || row.productHandle === null ? null : { title: row.productTitle, handle: row.productHandle },
    }));
  }
}
