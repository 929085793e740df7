import { getReviewAiSummary, getReviewSummarySettings, setReviewSummarySettings } from '../../../../src/contracts/review-summary.contract';
import { type ReviewSummaryUseCases } from '../../../application/storefront/review-summary-use-cases';
import { ContractRoutes } from '../contract-routes';

/** The review summary's settings and its summary text, on the spec's /api/v1/product base (docs/product/storefront.md#review-summary). */
export function reviewSummaryRoutes(summary: ReviewSummaryUseCases) {
  return new ContractRoutes('/api/v1/product')
    .serve(getReviewSummarySettings, (_request, c) => summary.get(c.get('shop')))
    .serve(setReviewSummarySettings, (request, c) => summary.set(c.get('shop'), request))
    .serve(getReviewAiSummary, (request, c) => summary.aiSummary(c.get('shop'), request)).router;
}
