/**
 * The shop-config flags the setup guide reads. Values follow the server's '1' on / '2' off
 * convention of src/domain/shop/flag-value.ts; anything unexpected reads as "not set".
 */

export type GuideStepFlagKey =
  | 'clicked_custom_reviews_widget_btn'
  | 'clicked_migrate_reviews_btn'
  | 'clicked_guide_discount_show'
  | 'enable_review_request_1st_email'
  | 'clicked_auto_reviews';

export type GuideFlagKey = GuideStepFlagKey | 'is_guide_banner' | 'hide_setup_guide' | 'shop_guide_group';

/** Raw values as they arrive from the server. */
export type GuideFlags = Readonly<Partial<Record<GuideFlagKey, unknown>>>;
