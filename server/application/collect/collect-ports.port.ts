import { type CollectEmailContext } from './collect-email-renderer.port';
import { type RequestSchedule } from '../../../src/domain/collect/collect-emails';
import { type AuthenticatedShop } from '../shared/authenticated-shop';

/**
 * What the review-request queue (docs/product/collect.md) reads from the parts of the collect area
 * that merchants configure. Each is implemented next to its own settings.
 */

/** The one-page review form a customer reaches from an e-mail (signed, expiring, no login). */
export interface ReviewFormLinks {
  /**
   * The form for an order's products; `productId` opens it on one product, `rating` (1-5) pre-fills
   * that product's stars (the e-mail's one-tap stars).
   */
  urlFor(shop: AuthenticatedShop, target: { readonly orderId: string; readonly productId?: string; readonly rating?: number }): Promise<string>;
}

/** The enabled request steps and their delays (the templates of /collect/review-request/:type). */
export interface RequestScheduleReader {
  read(shop: AuthenticatedShop): Promise<RequestSchedule>;
}

/** Products the merchant asked not to request reviews for (/collect/review_request_product). */
export interface RequestProductFilter {
  excludedProductIds(shop: AuthenticatedShop, productIds: readonly string[]): Promise<ReadonlySet<string>>;
}

export interface IssuedReviewDiscount {
  readonly code: string;
  /** As the customer reads it: "15%" or "€5.00". */
  readonly valueText: string;
  /** {{Discount_amount}} and {{currency}} of the discount templates ("15%" and "", or "5.00" and "€"). */
  readonly amount: string;
  readonly currency: string;
  readonly expiresAt: string | null;
  readonly customerEmail: string;
  readonly customerName: string;
}

/** An advocate's reward for a friend's order (docs/product/referrals.md#reward-e-mail), created in Shopify once per conversion. */
export interface IssuedAdvocateReward {
  readonly discount: NonNullable<CollectEmailContext['discount']>;
  readonly advocateName: string;
  /** The advocate's language as Shopify knows it; null when it does not. */
  readonly advocateLanguage: string | null;
}

/** Implemented by the referral programme: the collect sender only sends what it hands over. */
export interface AdvocateRewardIssuer {
  /** Null when the conversion earned no reward (or is gone); the same code on a repeat. */
  issueFor(shop: AuthenticatedShop, conversionId: number): Promise<IssuedAdvocateReward | null>;
}

/** The discount a published review earns (/collect/discount), created once per review. */
export interface ReviewDiscountIssuer {
  /** Null when the shop offers none or the review does not qualify; the same code on a repeat. */
  issueFor(shop: AuthenticatedShop, reviewId: number): Promise<IssuedReviewDiscount | null>;
}

/** The customer's personal referral link (the same code as the storefront's referral block gives them). */
export interface ReferralShareLinks {
  urlFor(shop: AuthenticatedShop, customerId: string): string;
}
