import { type OrderReviewSettings, type ReferralSettings } from '../../domain/storefront/promo-widget-settings';

/**
 * The referral widget's and the order review prompt's settings and their live preview
 * (docs/product/storefront.md#referral-and-checkout). A refused save rejects with an ApiError
 * whose message names the field.
 */
export interface PromoWidgetsGateway {
  referral(): Promise<ReferralSettings>;
  saveReferral(changes: Partial<ReferralSettings>): Promise<ReferralSettings>;
  orderReview(): Promise<OrderReviewSettings>;
  saveOrderReview(changes: Partial<OrderReviewSettings>): Promise<OrderReviewSettings>;
  /** The referral block drawn by the storefront's Liquid with these (unsaved) settings: a whole HTML page. */
  previewReferral(settings: ReferralSettings): Promise<string>;
  /** The order review prompt drawn by the storefront's Liquid on an order of the shop's most reviewed product. */
  previewOrderReview(settings: OrderReviewSettings): Promise<string>;
}
