import { type QuestionItem } from '../domain/questions/question-item';
import { type ReviewItem } from '../domain/reviews/review-item';
import { type RatingSummary } from '../domain/storefront/storefront-review';
import { answer, get, post, schemasOf } from './contract';
import { PUBLIC_API_BASE } from './public-api.constants';

/**
 * The public REST API (docs/api/public-api.md): the shop's own apps and scripts, signed in with
 * the shop's reviews API key, read and write its reviews and questions. `{id}` in a path is the
 * record's id; every answer is the admin API's envelope `{code, message, data}`.
 */

const schema = schemasOf(() => import('./public-api.schema'));

export interface PublicReviewPage {
  readonly reviews: readonly ReviewItem[];
  /** Hand it back as `cursor` for the next page; null on the last page. */
  readonly next_cursor: string | null;
}

export interface PublicQuestionPage {
  readonly questions: readonly QuestionItem[];
  readonly next_cursor: string | null;
}

/** Created reviews are imported as one batch: they appear once the import has run. */
export interface PublicImport {
  readonly import_id: number;
  readonly status: string;
  readonly reviews: number;
}

export interface PublicProductRating extends Omit<RatingSummary, 'histogram'> {
  readonly product_id: string;
  readonly histogram: readonly number[];
}

export interface PublicProductRatings {
  readonly products: readonly PublicProductRating[];
}

export const listPublicReviews = get(`${PUBLIC_API_BASE}/reviews`, schema('listPublicReviewsRequest'), answer<PublicReviewPage>());
export const createPublicReviews = post(`${PUBLIC_API_BASE}/reviews`, schema('createPublicReviewsRequest'), answer<PublicImport>());
export const getPublicReview = get(`${PUBLIC_API_BASE}/reviews/:id`, schema('getPublicReviewRequest'), answer<ReviewItem>());
export const updatePublicReview = post(`${PUBLIC_API_BASE}/reviews/:id`, schema('updatePublicReviewRequest'), answer<ReviewItem>());
export const replyPublicReview = post(`${PUBLIC_API_BASE}/reviews/:id/reply`, schema('replyPublicReviewRequest'), answer<ReviewItem>());
export const listPublicQuestions = get(`${PUBLIC_API_BASE}/questions`, schema('listPublicQuestionsRequest'), answer<PublicQuestionPage>());
export const getPublicQuestion = get(`${PUBLIC_API_BASE}/questions/:id`, schema('getPublicQuestionRequest'), answer<QuestionItem>());
export const getPublicProductRatings = get(`${PUBLIC_API_BASE}/products/ratings`, schema('getPublicProductRatingsRequest'), answer<PublicProductRatings>());


/** What the OpenAPI document says of each endpoint, and its `data`'s schema by its name in public-api.schema.ts. */
export const PUBLIC_ENDPOINTS = [
  { contract: listPublicReviews, operationId: 'listReviews', tag: 'Reviews', summary: 'List reviews', answer: 'publicReviewPageSchema' },
  { contract: createPublicReviews, operationId: 'createReviews', tag: 'Reviews', summary: 'Import reviews from your own systems', answer: 'publicImportSchema' },
  { contract: getPublicReview, operationId: 'getReview', tag: 'Reviews', summary: 'Get one review', answer: 'publicReviewSchema' },
  { contract: updatePublicReview, operationId: 'updateReview', tag: 'Reviews', summary: 'Publish, hide, feature or unfeature a review', answer: 'publicReviewSchema' },
  { contract: replyPublicReview, operationId: 'replyToReview', tag: 'Reviews', summary: 'Reply to a review', answer: 'publicReviewSchema' },
  { contract: listPublicQuestions, operationId: 'listQuestions', tag: 'Questions', summary: 'List questions', answer: 'publicQuestionPageSchema' },
  { contract: getPublicQuestion, operationId: 'getQuestion', tag: 'Questions', summary: 'Get one question', answer: 'publicQuestionSchema' },
  { contract: getPublicProductRatings, operationId: 'getProductRatings', tag: 'Products', summary: "Products' ratings", answer: 'publicProductRatingsSchema' },
] as const;
