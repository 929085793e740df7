import { type SettingsRepository } from '../settings/settings-repository.port';
import { type Transactions } from '../shared/transactions.port';
import { type ShopRepository } from '../shops/shop-repository.port';
import { type BulkJobRepository } from './bulk-job-repository.port';
import { BulkReviewActionsUseCase } from './bulk-review-actions.use-case';
import { ExportReviewsUseCase } from './export-reviews.use-case';
import { GetReviewFacetsUseCase, GetReviewUseCase, ListReviewsUseCase } from './list-reviews.use-case';
import { GetReplyTemplateUseCase, ReplyReviewUseCase } from './reply-review.use-case';
import { ReviewCriteriaResolver } from './review-criteria';
import { type ReviewRepository, type ReviewWrites } from './review-repository.port';

export interface ReviewPorts {
  readonly reviews: ReviewRepository;
  readonly reviewTransactions: Transactions<ReviewWrites>;
  readonly jobs: BulkJobRepository;
  readonly settings: SettingsRepository;
  readonly shops: ShopRepository;
  readonly now: () => Date;
  readonly reportFailure?: (error: unknown) => void;
  /** Tests lower these to exercise jobs and their chunks on small data. */
  readonly bulkSyncLimit?: number;
  readonly bulkChunkSize?: number;
  /** get_reviews counts up to this many matches (REVIEW_TOTAL_CAP); tests lower it. */
  readonly reviewTotalCap?: number;
}

/** The use-cases behind the reviews screen (docs/product/reviews.md). */
export function createReviewUseCases(ports: ReviewPorts) {
  const criteria = new ReviewCriteriaResolver(ports.reviews, ports.now);
  return {
    listReviews: new ListReviewsUseCase(ports.reviews, criteria, ports.reviewTotalCap),
    getReviewFacets: new GetReviewFacetsUseCase(ports.reviews, criteria),
    getReview: new GetReviewUseCase(ports.reviews),
    bulkActions: new BulkReviewActionsUseCase(ports.reviews, ports.reviewTransactions, ports.jobs, ports.settings, criteria, ports.now, {
      ...(ports.bulkSyncLimit === undefined ? {} : { syncLimit: ports.bulkSyncLimit }),
      ...(ports.bulkChunkSize === undefined ? {} : { chunkSize: ports.bulkChunkSize }),
      ...(ports.reportFailure === undefined ? {} : { reportFailure: ports.reportFailure }),
    }),
    replyReview: new ReplyReviewUseCase(ports.reviews, ports.now),
    getReplyTemplate: new GetReplyTemplateUseCase(ports.reviews, ports.settings, ports.shops),
    exportReviews: new ExportReviewsUseCase(ports.reviews, criteria, ports.now),
  };
}

export type ReviewUseCasesBundle = ReturnType<typeof createReviewUseCases>;
