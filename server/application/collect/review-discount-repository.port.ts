import { type ReviewDiscountType } from '../../../src/domain/collect/review-discount';
import { type DiscountType } from '../../../src/domain/validation/discount-type';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ShopCurrency } from '../shops/shop-currency.port';

/** What the issuer reads of a review: its state and content, deliberately not its rating (docs/product/collect-discount.md). */
export interface DiscountableReview {
  readonly id: number;
  readonly published: boolean;
  readonly customerEmail: string;
  readonly customerName: string;
  readonly photoCount: number;
  readonly videoCount: number;
}

/** One row of review_discounts. */
export interface IssuedDiscountRecord {
  readonly reviewId: number;
  readonly reviewType: ReviewDiscountType;
  readonly code: string;
  readonly discountType: DiscountType;
  readonly value: number;
  readonly currencyCode: string;
  readonly currencySymbol: string;
  readonly customerEmail: string;
  readonly customerName: string;
  readonly status: 'pending' | 'active';
  readonly shopifyDiscountId: string;
  readonly expiresAt: Date | null;
  readonly createdAt: Date;
}

export type NewIssuedDiscount = Omit<IssuedDiscountRecord, 'status' | 'shopifyDiscountId'>;

/** review_discounts, every call scoped to the shop. */
export interface ReviewDiscountRepository {
  review(shop: AuthenticatedShop, reviewId: number): Promise<DiscountableReview | null>;
  currency(shop: AuthenticatedShop): Promise<ShopCurrency>;
  issued(shop: AuthenticatedShop, reviewId: number): Promise<IssuedDiscountRecord | null>;
  /**
   * Claims the review's one code as 'pending' unless the review has one already; either way
   * answers the row the review holds, so two concurrent claims agree on one code.
   */
  claim(shop: AuthenticatedShop, discount: NewIssuedDiscount): Promise<IssuedDiscountRecord>;
  /** Marks the review's code as held by Shopify. */
  activate(shop: AuthenticatedShop, reviewId: number, shopifyDiscountId: string): Promise<void>;
  /** Newest first. */
  page(shop: AuthenticatedShop, page: { readonly offset: number; readonly limit: number }): Promise<{ readonly rows: readonly IssuedDiscountRecord[]; readonly total: number }>;
}
