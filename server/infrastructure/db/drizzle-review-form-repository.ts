import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { type ReviewFormOrder, type ReviewFormProduct, type ReviewFormRepository } from '../../application/collect/review-form-repository.port';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { type AppDatabase } from './database';
import { orderItems, orders, products, reviews } from './schema';

/** What the review form reads (docs/product/collect-link.md), always of one shop. */
export class DrizzleReviewFormRepository implements ReviewFormRepository {
  constructor(private readonly db: AppDatabase) {}

  async order(shop: AuthenticatedShop, orderId: string): Promise<ReviewFormOrder | null> {
    const [order] = await this.db
      .select({ id: orders.id, name: orders.name, customerName: orders.customerName, customerEmail: orders.customerEmail })
      .from(orders)
      .where(and(eq(orders.shopId, shop.id), eq(orders.id, orderId)));
    if (!order) return null;
    const items = await this.db
      .select({ productId: orderItems.productId, itemTitle: orderItems.title, title: products.title, imageUrl: products.imageUrl, imageAlt: products.imageAlt })
      .from(orderItems)
      .leftJoin(products, and(eq(products.shopId, orderItems.shopId), eq(products.id, orderItems.productId)))
      .where(and(eq(orderItems.shopId, shop.id), eq(orderItems.orderId, orderId)))
      .orderBy(asc(orderItems.position));
    const reviewed = await this.db
      .selectDistinct({ productId: reviews.productId })
      .from(reviews)
      .where(and(eq(reviews.shopId, shop.id), eq(reviews.orderId, orderId), isNotNull(reviews.orderId)));
    const seen = new Set<string>();
    const productsOfOrder: ReviewFormProduct[] = [];
    for (const row of items) {
      if (seen.has(row.productId)) continue;
      seen.add(row.productId);
      // A product deleted since keeps the title the order listed.
      const title = row.title ?? row.itemTitle;
      productsOfOrder.push({ productId: row.productId, title, imageUrl: row.imageUrl ?? null, imageAlt: row.imageAlt ?? title });
    }
    return { ...order, products: productsOfOrder, reviewedProductIds: new Set(reviewed.map((row) => row.productId)) };
  }

  async products(shop: AuthenticatedShop, limit: number): Promise<readonly ReviewFormProduct[]> {
    const rows = await this.db
      .select({ productId: products.id, title: products.title, imageUrl: products.imageUrl, imageAlt: products.imageAlt })
      .from(products)
      .where(and(eq(products.shopId, shop.id), eq(products.status, 'ACTIVE')))
      .orderBy(asc(products.title), asc(products.id))
      .limit(limit);
    return rows.map((row) => ({ ...row, imageAlt: row.imageAlt ?? row.title }));
  }
}
