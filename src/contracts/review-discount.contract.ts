import { type ReviewDiscountSettings, type ReviewDiscountType } from '../domain/collect/review-discount';
import { type DiscountType } from '../domain/validation/discount-type';
import { answer, get, post, schemasOf } from './contract';

/** Review discounts: /collect/discount and /settings/review_discount/:type (docs/product/collect-discount.md). */

const schema = schemasOf(() => import('./review-discount.schema'));

/** One kind's settings as the editor reads them: the shop's currency symbol comes along for the live sentence. */
export interface ReviewDiscountSettingAnswer extends ReviewDiscountSettings {
  readonly type: ReviewDiscountType;
  /** Read only: the shop's currency symbol, e.g. "$". */
  readonly currency_symbol: string;
}

/** A code issued for a published review. `pending`: claimed, not yet confirmed by Shopify (the next try completes it). */
export interface IssuedReviewDiscountRow {
  readonly review_id: number;
  readonly review_type: ReviewDiscountType;
  readonly code: string;
  readonly customer_name: string;
  readonly customer_email: string;
  readonly discount_type: DiscountType;
  readonly discount_value: number;
  /** "15%", "$5": the value as the customer reads it. */
  readonly value_text: string;
  /** ISO 8601; null: the code does not expire. */
  readonly expires_at: string | null;
  readonly created_at: string;
  readonly status: 'pending' | 'active';
}

export interface ReviewDiscountOverview {
  readonly currency_symbol: string;
  readonly settings: Readonly<Record<ReviewDiscountType, ReviewDiscountSettings>>;
  /** Newest first, one page. */
  readonly issued: readonly IssuedReviewDiscountRow[];
  readonly issued_total: number;
  readonly page: number;
  readonly page_size: number;
}

/** GET get_review_discount_setting?type=photo: one kind's settings, its defaults until saved. */
export const getReviewDiscountSetting = get('/api/v1/admin/get_review_discount_setting', schema('getReviewDiscountSettingRequest'), answer<ReviewDiscountSettingAnswer>());

/** POST save_review_discount_setting: a partial save of one kind, checked as it will be stored (422 naming the field); answers the whole. */
export const saveReviewDiscountSetting = post('/api/v1/admin/save_review_discount_setting', schema('saveReviewDiscountSettingRequest'), answer<ReviewDiscountSettingAnswer>());

/** GET get_review_discount_overview: every kind's settings and a page of the issued codes, newest first. */
export const getReviewDiscountOverview = get('/api/v1/admin/get_review_discount_overview', schema('getReviewDiscountOverviewRequest'), answer<ReviewDiscountOverview>());
