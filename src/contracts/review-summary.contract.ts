import { type ReviewAiSummary, type ReviewSummarySettings } from '../domain/storefront/review-summary-settings';
import { answer, get, NO_PARAMS, post, schemasOf } from './contract';

/** The review summary block's settings and its summary of what shoppers mention (docs/product/storefront.md#review-summary). */

const schema = schemasOf(() => import('./review-summary.schema'));

/** GET get_review_summary_setting: every field, its default until the shop saves it. */
export const getReviewSummarySettings = get('/api/v1/product/get_review_summary_setting', NO_PARAMS, answer<ReviewSummarySettings>());

/** POST set_review_summary_setting: a partial save; the storefront follows within a minute. */
export const setReviewSummarySettings = post('/api/v1/product/set_review_summary_setting', schema('setReviewSummarySettingsRequest'), answer<ReviewSummarySettings>());

/** GET get_review_ai_summary: the summary of the shop's published reviews (page_type shop) or one product's (page_type product, product_id). */
export const getReviewAiSummary = get('/api/v1/product/get_review_ai_summary', schema('getReviewAiSummaryRequest'), answer<ReviewAiSummary>());
