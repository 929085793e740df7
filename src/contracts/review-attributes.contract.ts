import { type ReviewAttribute, type ReviewAttributeAnswer } from '../domain/collect/review-attributes';
import { answer, get, NO_PARAMS, post, schemasOf } from './contract';

/**
 * Review attributes, edited on /collect/attributes and /collect/attributes/:id
 * (docs/product/collect-attributes.md): the merchant's own questions on the write-review form.
 */

const schema = schemasOf(() => import('./review-attributes.schema'));

export interface ReviewAttributeList {
  readonly attributes: readonly ReviewAttribute[];
}

/** GET get_review_attributes: the shop's questions in the form's order. */
export const getReviewAttributes = get('/api/v1/admin/get_review_attributes', NO_PARAMS, answer<ReviewAttributeList>());

/** GET get_review_attribute?id=: one question; 404 when the shop has none of that id. */
export const getReviewAttribute = get('/api/v1/admin/get_review_attribute', schema('getReviewAttributeRequest'), answer<ReviewAttribute>());

/**
 * POST save_review_attribute: without `id` adds a question after the others, with `id` replaces
 * it; answers it as saved. A rule of the domain refused is a 422 naming its field.
 */
export const saveReviewAttribute = post('/api/v1/admin/save_review_attribute', schema('saveReviewAttributeRequest'), answer<ReviewAttribute>());

/** POST delete_review_attribute: removes a question (its answers stay on their reviews); one already gone is no error. */
export const deleteReviewAttribute = post('/api/v1/admin/delete_review_attribute', schema('deleteReviewAttributeRequest'), answer<ReviewAttributeList>());

/** POST reorder_review_attributes: every question's id once, in the new order. */
export const reorderReviewAttributes = post('/api/v1/admin/reorder_review_attributes', schema('reorderReviewAttributesRequest'), answer<ReviewAttributeList>());

/** GET get_review_attribute_answers?review_id=: a review's answers, for its detail in /reviewList. */
export const getReviewAttributeAnswers = get(
  '/api/v1/admin/get_review_attribute_answers',
  schema('getReviewAttributeAnswersRequest'),
  answer<{ readonly answers: readonly ReviewAttributeAnswer[] }>(),
);
