import { and, desc, eq, gt, gte, isNull, notInArray, or, type SQL } from 'drizzle-orm';
import { PRODUCT_STATUSES_OFF_STOREFRONT } from '../../../src/domain/catalog/product-status';
import { type ShowcaseSelection } from '../../../src/domain/storefront/showcase-settings';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { type ShowcaseReviewRow, type ShowcaseReviewSource } from '../../application/storefront/showcase-review-source.port';
import { type AppDatabase } from './database';
import { mediaOfReviews, SHOPPER_REVIEW_COLUMNS, shopperReviewOf } from './published-review-reads';
import { products, reviews } from './schema';

/** The showcases' published reviews of one shop (docs/product/storefront.md#showcase). */
export class DrizzleShowcaseReviews implements ShowcaseReviewSource {
  constructor(private readonly db: AppDatabase) {}

  async select(shop: AuthenticatedShop, selection: ShowcaseSelection): Promise<readonly ShowcaseReviewRow[]> {
    const conditions: SQL[] = [eq(reviews.shopId, shop.id), eq(reviews.published, true), gte(reviews.rating, selection.minRating)];
    if (selection.marked === 'featured') conditions.push(eq(reviews.featured, true));
    if (selection.marked === 'in_shows') conditions.push(eq(reviews.inShows, true));
    // photo_count is kept with the review's media, as the review list's photo filter reads it: no probe of review_media per row.
    if (selection.withPhotos) conditions.push(gt(reviews.photoCount, 0));
    if (selection.productOnStorefront) conditions.push(or(isNull(products.id), notInArray(products.status, [...PRODUCT_STATUSES_OFF_STOREFRONT]))!);
    const order = selection.order === 'highest' ? [desc(reviews.rating), desc(reviews.commentedAt), desc(reviews.id)] : [desc(reviews.commentedAt), desc(reviews.id)];
    const rows = await this.db
      .select({
        ...SHOPPER_REVIEW_COLUMNS,
        productTitle: products.title,
        productHandle: products.handle,
      })
      .from(reviews)
      .leftJoin(products, and(eq(products.shopId, reviews.shopId), eq(products.id, reviews.productId)))
      .where(and(...conditions))
      .orderBy(...order)
      .limit(selection.limit);
    const photos = await mediaOfReviews(this.db, shop, rows.map((row) => row.id), 'photo');
    return rows.map((row) => ({
      ...shopperReviewOf(row),
      photos: photos.filter((photo) => photo.reviewId === row.id).map((photo) => photo.url),
      product: row.productTitle === null || row.productHandle === null ? null : { title: row.productTitle, handle: row.productHandle },
    }));
  }
}
