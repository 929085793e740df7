import { answer, EMPTY_BODY, post } from './contract';

/** The shop's reviews API key (docs/product/settings.md#api-access). */
export interface ReviewsApiKey {
  readonly reviews_api_key: string;
}

/** POST rotate_reviews_api_key (no body): a new key replaces the shop's at once, and the old one stops. */
export const rotateReviewsApiKey = post('/api/v1/admin/rotate_reviews_api_key', EMPTY_BODY, answer<ReviewsApiKey>());
