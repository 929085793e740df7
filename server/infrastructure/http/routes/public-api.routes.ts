import { type ValidRequestOf } from '../../../../src/contracts/contract';
import {
  createPublicReviews,
  getPublicProductRatings,
  getPublicQuestion,
  getPublicReview,
  listPublicQuestions,
  listPublicReviews,
  replyPublicReview,
  updatePublicReview,
} from '../../../../src/contracts/public-api.contract';
import { PUBLIC_API_BASE } from '../../../../src/contracts/public-api.constants';
import { DEFAULT_QUESTION_SEARCH_FIELD, DEFAULT_QUESTION_SORT } from '../../../../src/domain/questions/question-filter-codes';
import { DEFAULT_REPLY_PUBLISHED, DEFAULT_REVIEW_SORT } from '../../../../src/contracts/reviews.contract';
import { dateRangeChoiceOf } from '../../../../src/contracts/date-range.fields';
import { nextPageCursor, writePageCursor } from '../../../../src/domain/shared/page-cursor';
import { type ImportApiReviewsUseCase } from '../../../application/imports/import-api-reviews.use-case';
import { type GetQuestionUseCase } from '../../../application/questions/get-question.use-case';
import { type ListQuestionsUseCase } from '../../../application/questions/list-questions.use-case';
import { type BulkReviewActionsUseCase } from '../../../application/reviews/bulk-review-actions.use-case';
import { type GetReviewUseCase, type ListReviewsUseCase } from '../../../application/reviews/list-reviews.use-case';
import { type ReplyReviewUseCase } from '../../../application/reviews/reply-review.use-case';
import { type GetProductRatingsUseCase } from '../../../application/storefront/get-product-ratings.use-case';
import { ContractRoutes } from '../contract-routes';

/** The use-cases the public API serves: the admin's own, scoped by the shop the key belongs to. */
export interface PublicApiUseCases {
  readonly listReviews: ListReviewsUseCase;
  readonly getReview: GetReviewUseCase;
  readonly reviewActions: BulkReviewActionsUseCase;
  readonly replyReview: ReplyReviewUseCase;
  readonly importReviews: ImportApiReviewsUseCase;
  readonly listQuestions: ListQuestionsUseCase;
  readonly getQuestion: GetQuestionUseCase;
  readonly productRatings: GetProductRatingsUseCase;
}

function cursorAfter(page: ValidRequestOf<typeof listPublicReviews>['page'], found: number, total: number, totalCapped: boolean): string | null {
  const next = nextPageCursor(page, found, total, totalCapped);
  return next === null ? null : writePageCursor(next);
}

/** /api/public/v1 (docs/api/public-api.md): mount after the key's authentication. */
export function publicApiRoutes(useCases: PublicApiUseCases) {
  return new ContractRoutes(PUBLIC_API_BASE)
    .serve(listPublicReviews, async ({ filter, sort, page }, c) => {
      const found = await useCases.listReviews.execute(c.get('shop'), filter, sort ?? DEFAULT_REVIEW_SORT, page.page, page.limit);
      return { reviews: found.list, next_cursor: cursorAfter(page, found.list.length, found.total, found.total_capped) };
    })
    .serve(createPublicReviews, async ({ reviews }, c) => {
      const job = await useCases.importReviews.execute(c.get('shop'), reviews);
      return { import_id: job.id, status: job.status, reviews: job.total_rows };
    })
    .serve(getPublicReview, ({ id }, c) => useCases.getReview.execute(c.get('shop'), id))
    .serve(updatePublicReview, async ({ id, published, featured, moderation_reason }, c) => {
      // Another shop's review is not found, as on a read, before anything is written.
      await useCases.getReview.execute(c.get('shop'), id);
      const moderation = { reason: published === false ? (moderation_reason ?? null) : null, actor: 'api' as const };
      await useCases.reviewActions.update(c.get('shop'), { kind: 'ids', ids: [id] }, { published, featured }, moderation);
      return useCases.getReview.execute(c.get('shop'), id);
    })
    .serve(replyPublicReview, ({ id, body, published }, c) => useCases.replyReview.reply(c.get('shop'), id, body, published ?? DEFAULT_REPLY_PUBLISHED))
    .serve(listPublicQuestions, async (query, c) => {
      const found = await useCases.listQuestions.execute(c.get('shop'), {
        productIds: query.product_ids ?? [],
        publishes: query.publishes ?? [],
        answered: query.answered ?? [],
        dateRange: dateRangeChoiceOf(query),
        keyword: query.keyword ?? '',
        searchField: query.search_field ?? DEFAULT_QUESTION_SEARCH_FIELD,
        sort: query.sort ?? DEFAULT_QUESTION_SORT,
        page: query.page.page,
        pageSize: query.page.limit,
      });
      return { questions: found.list, next_cursor: cursorAfter(query.page, found.list.length, found.total, false) };
    })
    .serve(getPublicQuestion, ({ id }, c) => useCases.getQuestion.execute(c.get('shop'), id))
    .serve(getPublicProductRatings, async ({ product_ids }, c) => ({ products: await useCases.productRatings.execute(c.get('shop'), product_ids ?? []) })).router;
}
