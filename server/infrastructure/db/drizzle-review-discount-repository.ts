import { and, count, desc, eq } from 'drizzle-orm';
import { notFound } from '../../application/shared/app-error';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import {
  type DiscountableReview,
  type IssuedDiscountRecord,
  type NewIssuedDiscount,
  type ReviewDiscountRepository,
} from '../../application/collect/review-discount-repository.port';
import { type ShopCurrency } from '../../application/shops/shop-currency.port';
import { parseDiscountType, DISCOUNT_TYPE_PERCENT } from '../../../src/domain/validation/discount-type';
import { type AppDatabase } from './database';
import { shopCurrency } from './shop-currency';
import { reviewDiscounts, reviews } from './schema';

type Row = typeof reviewDiscounts.$inferSelect;

function record(row: Row): IssuedDiscountRecord {
  return {
    reviewId: row.reviewId,
    reviewType: row.reviewType,
    code: row.code,
    discountType: parseDiscountType(row.discountType) ?? DISCOUNT_TYPE_PERCENT,
    value: Number(row.value),
    currencyCode: row.currencyCode,
    currencySymbol: row.currencySymbol,
    customerEmail: row.customerEmail,
    customerName: row.customerName,
    status: row.status,
    shopifyDiscountId: row.shopifyDiscountId,
    expiresAt: row.expiresAt,
    createdAt: row.createdAt,
  };
}

/** review_discounts (docs/product/collect-discount.md); every statement scoped by shop_id. */
export class DrizzleReviewDiscountRepository implements ReviewDiscountRepository {
  constructor(private readonly db: AppDatabase) {}

  async review(shop: AuthenticatedShop, reviewId: number): Promise<DiscountableReview | null> {
    const [row] = await this.db
      .select({
        id: reviews.id,
        published: reviews.published,
        customerEmail: reviews.authorEmail,
        customerName: reviews.authorName,
        photoCount: reviews.photoCount,
        videoCount: reviews.videoCount,
      })
      .from(reviews)
      .where(and(eq(reviews.shopId, shop.id), eq(reviews.id, reviewId)));
    return row ?? null;
  }

  currency(shop: AuthenticatedShop): Promise<ShopCurrency> {
    return shopCurrency(this.db, shop);
  }

  async issued(shop: AuthenticatedShop, reviewId: number): Promise<IssuedDiscountRecord | null> {
    const [row] = await this.db
      .select()
      .from(reviewDiscounts)
      .where(and(eq(reviewDiscounts.shopId, shop.id), eq(reviewDiscounts.reviewId, reviewId)));
    return row ? record(row) : null;
  }

  /**
   * The claim and the review's incentivised label commit together: a review that earned a reward is
   * labelled on the storefront and in the feed (16 CFR 255.5; docs/product/compliance-auditor.md),
   * and the review's product trigger queues its storefront sync. The SELECT runs after the commit on
   * purpose: a concurrent claim's INSERT waits for the first one's row and does nothing; a new
   * snapshot then reads that row (one statement could not).
   */
  async claim(shop: AuthenticatedShop, discount: NewIssuedDiscount): Promise<IssuedDiscountRecord> {
    await this.db.transaction(async (tx) => {
      await tx
        .insert(reviewDiscounts)
        .values({ ...discount, shopId: shop.id, status: 'pending' })
        .onConflictDoNothing({ target: [reviewDiscounts.shopId, reviewDiscounts.reviewId] });
      await tx
        .update(reviews)
        .set({ incentivized: true })
        .where(and(eq(reviews.shopId, shop.id), eq(reviews.id, discount.reviewId)));
    });
    const claimed = await this.issued(shop, discount.reviewId);
    if (!claimed) throw notFound('review discount');
    return claimed;
  }

  async activate(shop: AuthenticatedShop, reviewId: number, shopifyDiscountId: string): Promise<void> {
    await this.db
      .update(reviewDiscounts)
      .set({ status: 'active', shopifyDiscountId })
      .where(and(eq(reviewDiscounts.shopId, shop.id), eq(reviewDiscounts.reviewId, reviewId)));
  }

  async page(shop: AuthenticatedShop, page: { readonly offset: number; readonly limit: number }): Promise<{ readonly rows: readonly IssuedDiscountRecord[]; readonly total: number }> {
    const [rows, [counted]] = await Promise.all([
      this.db
        .select()
        .from(reviewDiscounts)
        .where(eq(reviewDiscounts.shopId, shop.id))
        .orderBy(desc(reviewDiscounts.createdAt), desc(reviewDiscounts.reviewId))
        .limit(page.limit)
        .offset(page.offset),
      this.db.select({ total: count() }).from(reviewDiscounts).where(eq(reviewDiscounts.shopId, shop.id)),
    ]);
    return { rows: rows.map(record), total: counted?.total ?? 0 };
  }
}
