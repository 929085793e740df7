import { type ContractClient } from '../../application/http/contract-client.port';
import { type ReviewAnswersGateway } from '../../application/reviews/review-answers-gateway.port';
import { getReviewAttributeAnswers } from '../../contracts/review-attributes.contract';
import { type ReviewAttributeAnswer } from '../../domain/collect/review-attributes';

/** A review's answers to the review attributes, through get_review_attribute_answers. */
export class HttpReviewAnswersGateway implements ReviewAnswersGateway {
  constructor(private readonly client: ContractClient) {}

  async answers(reviewId: number): Promise<readonly ReviewAttributeAnswer[]> {
    return (await this.client.call(getReviewAttributeAnswers, { review_id: reviewId })).answers;
  }
}
