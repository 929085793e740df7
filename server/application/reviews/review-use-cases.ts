import { type BulkJobChunkWrites, type BulkJobRunner } from '../bulk-jobs/bulk-job-runner';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { type Transactions } from '../shared/transactions.port';
import { type ShopRepository } from '../shops/shop-repository.port';
import { BulkReviewActionsUseCase } from './bulk-review-actions.use-case';
import { ExportReviewsUseCase } from './export-reviews.use-case';
import { GetReviewFacetsUseCase, GetReviewUseCase, ListReviewsUseCase } from './list-reviews.use-case';
import { GetReplyTemplateUseCase, type ReplyFollowUp, ReplyReviewUseCase } from './reply-review.use-case';
import { ReviewCriteriaResolver } from './review-criteria';
import { type ReviewRepository, type ReviewWrites } from './review-repository.port';

export interface ReviewPorts {
  readonly reviews: ReviewRepository;
  readonly reviewTransactions: Transactions<ReviewWrites & BulkJobChunkWrites>;
  /** Runs the bulk actions' jobs (shared by every feature's bulk jobs). */
  readonly bulkJobs: BulkJobRunner;
  readonly settings: SettingsRepository;
  readonly shops: ShopRepository;
  readonly now: () => Date;
  /** Tests lower it to start jobs on small data. */
  readonly bulkSyncLimit?: number;
  /** get_reviews counts up to this many matches (REVIEW_TOTAL_CAP); tests lower it. */
  readonly reviewTotalCap?: number;
  /** The update-review e-mail a published reply queues (the collect area). */
  readonly replyFollowUp?: ReplyFollowUp;
}

/** The use-cases behind the reviews screen (docs/product/reviews.md). */
export function createReviewUseCases(ports: ReviewPorts) {
  const criteria = new ReviewCriteriaResolver(ports.reviews, ports.now);
  return {
    listReviews: new ListReviewsUseCase(ports.reviews, criteria, ports.reviewTotalCap),
    getReviewFacets: new GetReviewFacetsUseCase(ports.reviews, criteria),
    getReview: new GetReviewUseCase(ports.reviews),
    bulkActions: new BulkReviewActionsUseCase(
      ports.reviews,
      ports.reviewTransactions,
      ports.bulkJobs,
      ports.settings,
      criteria,
      ports.now,
      ports.bulkSyncLimit === undefined ? {} : { syncLimit: ports.bulkSyncLimit },
    ),
    replyReview: new ReplyReviewUseCase(ports.reviews, ports.now, ports.replyFollowUp ?? null),
    getReplyTemplate: new GetReplyTemplateUseCase(ports.reviews, ports.settings, ports.shops),
    exportReviews: new ExportReviewsUseCase(ports.reviews, criteria, ports.now),
  };
}

export type ReviewUseCasesBundle = ReturnType<typeof createReviewUseCases>;
