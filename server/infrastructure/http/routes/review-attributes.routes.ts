import {
  deleteReviewAttribute,
  getReviewAttribute,
  getReviewAttributeAnswers,
  getReviewAttributes,
  reorderReviewAttributes,
  saveReviewAttribute,
} from '../../../../src/contracts/review-attributes.contract';
import { type ReviewAttributesUseCases } from '../../../application/collect/review-attributes-use-cases';
import { ContractRoutes } from '../contract-routes';

/** /collect/attributes (docs/product/collect-attributes.md); mounted at /api/v1/admin behind authentication. */
export function reviewAttributesRoutes(useCases: ReviewAttributesUseCases) {
  return new ContractRoutes('/api/v1/admin')
    .serve(getReviewAttributes, (_request, c) => useCases.list(c.get('shop')))
    .serve(getReviewAttribute, ({ id }, c) => useCases.get(c.get('shop'), id))
    .serve(saveReviewAttribute, ({ id, ...definition }, c) => useCases.save(c.get('shop'), id, definition))
    .serve(deleteReviewAttribute, ({ id }, c) => useCases.remove(c.get('shop'), id))
    .serve(reorderReviewAttributes, ({ ids }, c) => useCases.reorder(c.get('shop'), ids))
    .serve(getReviewAttributeAnswers, ({ review_id }, c) => useCases.answersOf(c.get('shop'), review_id)).router;
}
