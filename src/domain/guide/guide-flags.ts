/**
 * The shop-config flags the setup guide reads. Values follow the server's '1' on / '2' off
 * convention of src/domain/shop/flag-value.ts; anything unexpected reads as "not set".
 */
import { type ShopConfigFlagKey } from '../shop/shop-config-flags';

export type GuideStepFlagKey =
  | 'clicked_custom_reviews_widget_btn'
  | 'clicked_migrate_reviews_btn'
  | 'clicked_guide_discount_show'
  | 'enable_review_request_1st_email'
  | 'clicked_auto_reviews';

/** The setup-guide group (A-D) is kept in the shop config next to the guide flags. */
export const SHOP_GUIDE_GROUP_KEY = 'shop_guide_group';

/** The guide setup flags of docs/product/spec-map.md §3, in the order the spec lists them; each is a shop config flag (get_shop_configs). */
export const GUIDE_SETUP_FLAG_KEYS = [
  'is_guide_banner',
  'clicked_custom_reviews_widget_btn',
  'clicked_migrate_reviews_btn',
  'clicked_guide_discount_show',
  'enable_review_request_1st_email',
  'clicked_auto_reviews',
] as const satisfies readonly (ShopConfigFlagKey & (GuideStepFlagKey | 'is_guide_banner'))[];

export type GuideSetupFlagKey = (typeof GUIDE_SETUP_FLAG_KEYS)[number];

export type GuideFlagKey = GuideStepFlagKey | 'is_guide_banner' | 'hide_setup_guide' | typeof SHOP_GUIDE_GROUP_KEY;

/** Raw values as they arrive from the server. */
export type GuideFlags = Readonly<Partial<Record<GuideFlagKey, unknown>>>;
