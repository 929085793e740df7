import { answer, get, NO_PARAMS } from './contract';

/** What the merchant's storefront shows: theme embed and block, the plan's display limit, live widgets (docs/product/storefront.md). */

export interface AppEmbedsStatus {
  /** 1 when our app embed is switched on in the live theme. */
  readonly app_embeds_enabled: 0 | 1;
  /** Where the merchant switches it on. */
  readonly url: string;
}

export interface AppBlockStatus {
  /** 1 when the reviews widget app block has been added to the live theme. */
  readonly is_app_block_added: 0 | 1;
  /** The theme editor on the product template, where the merchant adds the block. */
  readonly url: string;
}

export interface ReviewDisplayLimit {
  /** 1 when the storefront hides some product's reviews because the plan shows fewer. */
  readonly is_review_display_limited: 0 | 1;
  /** Reviews per product the plan shows; 0 when it shows them all. */
  readonly review_display_quantity: number;
}

/** Which storefront widgets are live, 1 active or 0. */
export interface WidgetActivity {
  /** The theme app block. */
  readonly is_reviews_widget_active: 0 | 1;
  /** The app embed. */
  readonly is_star_rating_active: 0 | 1;
  readonly is_ai_summary_active: 0 | 1;
  readonly is_card_carousel_active: 0 | 1;
  readonly is_review_snippets_active: 0 | 1;
}

/** GET get_core_app_embeds_status. */
export const getAppEmbedsStatus = get('/api/v1/admin/get_core_app_embeds_status', NO_PARAMS, answer<AppEmbedsStatus>());

/** GET get_app_block_status. */
export const getAppBlockStatus = get('/api/v1/admin/get_app_block_status', NO_PARAMS, answer<AppBlockStatus>());

/** GET check_review_display_limit. */
export const checkReviewDisplayLimit = get('/api/v1/admin/check_review_display_limit', NO_PARAMS, answer<ReviewDisplayLimit>());

/** GET /api/user/info, outside the admin's path but behind the same app token. */
export const getWidgetActivity = get('/api/user/info', NO_PARAMS, answer<WidgetActivity>());
