import { stream } from 'hono/streaming';
import {
  DEFAULT_REPLY_PUBLISHED,
  DEFAULT_REVIEW_PAGE_SIZE,
  DEFAULT_REVIEW_SORT,
  deleteReviewReply,
  deleteReviews,
  exportReviews,
  getBulkJob,
  getReplyTemplate,
  getReview,
  getReviewFacets,
  getReviewModerationEvents,
  getReviews,
  replyReview,
  updateReviews,
} from '../../../../src/contracts/reviews.contract';
import { BulkReviewActionsUseCase } from '../../../application/reviews/bulk-review-actions.use-case';
import { DEFAULT_MODERATION_EVENT_PAGE_SIZE } from '../../../../src/contracts/reviews.constants';
import { type ExportReviewsUseCase } from '../../../application/reviews/export-reviews.use-case';
import { type GetReviewFacetsUseCase, type GetReviewUseCase, type ListReviewsUseCase } from '../../../application/reviews/list-reviews.use-case';
import { type GetReplyTemplateUseCase, type ReplyReviewUseCase } from '../../../application/reviews/reply-review.use-case';
import { ContractRoutes } from '../contract-routes';

export interface ReviewUseCases {
  readonly listReviews: ListReviewsUseCase;
  readonly getReviewFacets: GetReviewFacetsUseCase;
  readonly getReview: GetReviewUseCase;
  readonly bulkActions: BulkReviewActionsUseCase;
  readonly replyReview: ReplyReviewUseCase;
  readonly getReplyTemplate: GetReplyTemplateUseCase;
  readonly exportReviews: ExportReviewsUseCase;
}

/** The reviews list, facets, detail, bulk actions and their jobs, the moderation history, replies and CSV export; mounted at /api/v1/admin. */
export function reviewRoutes(useCases: ReviewUseCases) {
  return new ContractRoutes('/api/v1/admin')
    .serve(getReviews, ({ filter, sort, page, page_size }, c) =>
      useCases.listReviews.execute(c.get('shop'), filter, sort ?? DEFAULT_REVIEW_SORT, page ?? 1, page_size ?? DEFAULT_REVIEW_PAGE_SIZE),
    )
    .serve(getReviewFacets, (filter, c) => useCases.getReviewFacets.execute(c.get('shop'), filter))
    .serve(getReview, ({ id }, c) => useCases.getReview.execute(c.get('shop'), id))
    .serve(updateReviews, ({ selection, changes, reason }, c) =>
      useCases.bulkActions.update(c.get('shop'), selection, changes, { reason: reason ?? null, actor: BulkReviewActionsUseCase.adminActor(c.get('shop')) }),
    )
    .serve(deleteReviews, ({ selection, reason }, c) =>
      useCases.bulkActions.delete(c.get('shop'), selection, { reason, actor: BulkReviewActionsUseCase.adminActor(c.get('shop')) }),
    )
    .serve(getBulkJob, ({ id }, c) => useCases.bulkActions.job(c.get('shop'), id))
    .serve(getReviewModerationEvents, ({ id, page, page_size }, c) =>
      useCases.bulkActions.moderationEvents(c.get('shop'), id, page ?? 1, page_size ?? DEFAULT_MODERATION_EVENT_PAGE_SIZE),
    )
    .serve(replyReview, ({ id, body, published }, c) => useCases.replyReview.reply(c.get('shop'), id, body, published ?? DEFAULT_REPLY_PUBLISHED))
    .serve(deleteReviewReply, ({ id }, c) => useCases.replyReview.deleteReply(c.get('shop'), id))
    .serve(getReplyTemplate, ({ id }, c) => useCases.getReplyTemplate.execute(c.get('shop'), id))
    .serveRaw(exportReviews, async ({ filter, format }, c) => {
      const { fileName, chunks } = await useCases.exportReviews.execute(c.get('shop'), filter, format);
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="${fileName}"`);
      c.header('Cache-Control', 'no-store');
      return stream(c, async (output) => {
        for await (const chunk of chunks) await output.write(chunk);
      });
    }).router;
}
