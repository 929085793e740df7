import { getReplyTemplates, getReviewHandling, saveReplyTemplates, saveReviewHandling } from '../../../../src/contracts/collect-manage.contract';
import { type ReviewHandlingUseCases } from '../../../application/collect/review-handling-use-cases';
import { type ReplyTemplatesUseCases } from '../../../application/reviews/reply-templates-use-cases';
import { ContractRoutes } from '../contract-routes';

/** /settings/reply_review's and /collect/managing_reviews' settings (docs/product/collect-manage.md). */
export function collectManageRoutes(useCases: { readonly replyTemplates: ReplyTemplatesUseCases; readonly reviewHandling: ReviewHandlingUseCases }) {
  return new ContractRoutes('/api/v1/admin')
    .serve(getReplyTemplates, (_request, c) => useCases.replyTemplates.get(c.get('shop')))
    .serve(saveReplyTemplates, (request, c) => useCases.replyTemplates.save(c.get('shop'), request.templates))
    .serve(getReviewHandling, (_request, c) => useCases.reviewHandling.get(c.get('shop')))
    .serve(saveReviewHandling, (request, c) => useCases.reviewHandling.save(c.get('shop'), request)).router;
}
