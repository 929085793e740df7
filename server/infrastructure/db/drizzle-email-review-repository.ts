import { and, eq, sql } from 'drizzle-orm';
import { type EmailReviewRepository, type EmailReviewRow } from '../../application/email-review/email-review-repository.port';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { type AppDatabase } from './database';
import { products, reviewMedia, reviews } from './schema';

/** The reviews /email_review completes, always of one shop. */
export class DrizzleEmailReviewRepository implements EmailReviewRepository {
  constructor(private readonly db: AppDatabase) {}

  async review(shop: AuthenticatedShop, reviewId: number): Promise<EmailReviewRow | null> {
    const [row] = await this.db
      .select({ productTitle: products.title, rating: reviews.rating, title: reviews.title, photoCount: reviews.photoCount, videoCount: reviews.videoCount })
      .from(reviews)
      .leftJoin(products, and(eq(products.shopId, reviews.shopId), eq(products.id, reviews.productId)))
      .where(and(eq(reviews.shopId, shop.id), eq(reviews.id, reviewId)));
    return row ? { ...row, productTitle: row.productTitle ?? '', title: row.title ?? '' } : null;
  }

  async attachMedia(shop: AuthenticatedShop, reviewId: number, media: readonly { readonly kind: 'photo' | 'video'; readonly url: string }[]): Promise<void> {
    const [last] = await this.db
      .select({ position: sql<number | null>`max(${reviewMedia.position})` })
      .from(reviewMedia)
      .where(and(eq(reviewMedia.shopId, shop.id), eq(reviewMedia.reviewId, reviewId)));
    const start = last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
    await this.db.insert(reviewMedia).values(media.map((item, index) => ({ shopId: shop.id, reviewId, position: start + index, kind: item.kind, url: item.url })));
    const photos = media.filter((item) => item.kind === 'photo').length;
    await this.db
      .update(reviews)
      .set({ photoCount: sql`${reviews.photoCount} + ${photos}`, videoCount: sql`${reviews.videoCount} + ${media.length - photos}` })
      .where(and(eq(reviews.shopId, shop.id), eq(reviews.id, reviewId)));
  }
}
