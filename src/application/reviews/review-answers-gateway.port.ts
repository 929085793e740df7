import { type ReviewAttributeAnswer } from '../../domain/collect/review-attributes';

/** A review's answers to the review attributes, for its detail (docs/product/collect-attributes.md). */
export interface ReviewAnswersGateway {
  answers(reviewId: number): Promise<readonly ReviewAttributeAnswer[]>;
}
