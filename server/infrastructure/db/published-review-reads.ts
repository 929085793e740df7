import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { type ShopperReviewRow } from '../../application/storefront/storefront-repository.port';
import { type AppDatabase } from './database';
import { reviewMedia, reviews } from './schema';

/** The columns every storefront view of a published review starts from (docs/product/storefront.md). */
export const SHOPPER_REVIEW_COLUMNS = {
  id: reviews.id,
  authorName: reviews.authorName,
  rating: reviews.rating,
  title: reviews.title,
  body: reviews.body,
  commentedAt: reviews.commentedAt,
  incentivized: reviews.incentivized,
};

/** `table.column` spelt out: Drizzle leaves a column's table off in a one-table select, where a subquery would read it as its own. */
const qualified = (table: typeof reviews | typeof reviewMedia, column: { readonly name: string }) => sql`${table}.${sql.identifier(column.name)}`;

/**
 * A review's media, in its order, as a column of the statement that reads the review: a page of
 * reviews is one round trip instead of two (a primary-key range of review_media per row). Every
 * column is qualified: left bare, `shop_id = shop_id` compared review_media with itself, so the
 * primary key (shop first) could not be used and each row scanned the shop's media.
 */
export const MEDIA_IN_ORDER = sql<readonly { readonly kind: 'photo' | 'video'; readonly url: string }[]>`(select coalesce(json_agg(json_build_object('kind', ${qualified(reviewMedia, reviewMedia.kind)}, 'url', ${qualified(reviewMedia, reviewMedia.url)}) order by ${qualified(reviewMedia, reviewMedia.position)}), '[]'::json)
    from ${reviewMedia} where ${qualified(reviewMedia, reviewMedia.shopId)} = ${qualified(reviews, reviews.shopId)} and ${qualified(reviewMedia, reviewMedia.reviewId)} = ${qualified(reviews, reviews.id)})`;

/** The SHOPPER_REVIEW_COLUMNS of a row selected with more. */
export function shopperReviewOf(row: ShopperReviewRow): ShopperReviewRow {
  return { id: row.id, authorName: row.authorName, rating: row.rating, title: row.title, body: row.body, commentedAt: row.commentedAt, incentivized: row.incentivized };
}

/** The media of the shop's reviews listed (of one kind when given), each review's in its order. */
export async function mediaOfReviews(
  db: AppDatabase,
  shop: AuthenticatedShop,
  reviewIds: readonly number[],
  kind?: 'photo' | 'video',
): Promise<readonly { readonly reviewId: number; readonly kind: 'photo' | 'video'; readonly url: string }[]> {
  if (reviewIds.length === 0) return [];
  const ofShop = and(eq(reviewMedia.shopId, shop.id), inArray(reviewMedia.reviewId, [...reviewIds]));
  return db
    .select({ reviewId: reviewMedia.reviewId, kind: reviewMedia.kind, url: reviewMedia.url })
    .from(reviewMedia)
    .where(kind ? and(ofShop, eq(reviewMedia.kind, kind)) : ofShop)
    .orderBy(asc(reviewMedia.reviewId), asc(reviewMedia.position));
}
