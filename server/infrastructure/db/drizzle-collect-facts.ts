import { and, eq, inArray, or } from 'drizzle-orm';
import { type CollectFacts, type CollectReviewFacts } from '../../application/collect/collect-facts.port';
import { type AppDatabase } from './database';
import { products, reviews } from './schema';

/** Reads for the collect sender, scoped by shop. */
export class DrizzleCollectFacts implements CollectFacts {
  constructor(private readonly db: AppDatabase) {}

  async reviewedProductIds(shopId: number, orderId: string, email: string, productIds: readonly string[]): Promise<ReadonlySet<string>> {
    if (productIds.length === 0) return new Set();
    const byOrder = eq(reviews.orderId, orderId);
    const rows = await this.db
      .select({ productId: reviews.productId })
      .from(reviews)
      .where(
        and(
          eq(reviews.shopId, shopId),
          inArray(reviews.productId, [...productIds]),
          email ? or(byOrder, eq(reviews.authorEmail, email)) : byOrder,
        ),
      );
    return new Set(rows.map((row) => row.productId));
  }

  async productImages(shopId: number, productIds: readonly string[]): Promise<ReadonlyMap<string, string | null>> {
    if (productIds.length === 0) return new Map();
    const rows = await this.db
      .select({ id: products.id, imageUrl: products.imageUrl })
      .from(products)
      .where(and(eq(products.shopId, shopId), inArray(products.id, [...productIds])));
    return new Map(rows.map((row) => [row.id, row.imageUrl]));
  }

  async review(shopId: number, reviewId: number): Promise<CollectReviewFacts | null> {
    const [row] = await this.db
      .select({
        id: reviews.id,
        productId: reviews.productId,
        productTitle: products.title,
        productImageUrl: products.imageUrl,
        published: reviews.published,
        photoCount: reviews.photoCount,
        videoCount: reviews.videoCount,
        authorName: reviews.authorName,
        authorEmail: reviews.authorEmail,
        orderId: reviews.orderId,
        commentedAt: reviews.commentedAt,
      })
      .from(reviews)
      .leftJoin(products, and(eq(products.shopId, reviews.shopId), eq(products.id, reviews.productId)))
      .where(and(eq(reviews.shopId, shopId), eq(reviews.id, reviewId)));
    if (!row) return null;
    const { photoCount, videoCount, productTitle, ...rest } = row;
    return { ...rest, productTitle: productTitle ?? '', hasMedia: photoCount + videoCount > 0 };
  }
}
