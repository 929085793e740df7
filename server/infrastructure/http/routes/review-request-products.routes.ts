import { getReviewRequestProducts, saveReviewRequestProducts } from '../../../../src/contracts/review-request-products.contract';
import { type ReviewRequestProductsUseCases } from '../../../application/collect/review-request-products-use-cases';
import { ContractRoutes } from '../contract-routes';

/** /collect/review_request_product's settings (docs/product/collect-auto.md#products). */
export function reviewRequestProductsRoutes(useCases: ReviewRequestProductsUseCases) {
  return new ContractRoutes('/api/v1/admin')
    .serve(getReviewRequestProducts, (_request, c) => useCases.get(c.get('shop')))
    .serve(saveReviewRequestProducts, (request, c) => useCases.save(c.get('shop'), request)).router;
}
