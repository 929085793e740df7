import { getReviewDiscountOverview, getReviewDiscountSetting, saveReviewDiscountSetting } from '../../../../src/contracts/review-discount.contract';
import { type ReviewDiscountUseCases } from '../../../application/collect/review-discount-use-cases';
import { ContractRoutes } from '../contract-routes';

/** /collect/discount's and /settings/review_discount/:type's calls (docs/product/collect-discount.md). */
export function reviewDiscountRoutes(discounts: ReviewDiscountUseCases) {
  return new ContractRoutes('/api/v1/admin')
    .serve(getReviewDiscountSetting, (request, c) => discounts.get(c.get('shop'), request.type))
    .serve(saveReviewDiscountSetting, ({ type, ...changes }, c) => discounts.save(c.get('shop'), type, changes))
    .serve(getReviewDiscountOverview, (request, c) => discounts.overview(c.get('shop'), request)).router;
}
