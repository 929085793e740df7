import { type ReviewFilter } from '../../../src/domain/reviews/review-filter';
import { notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { needsTimeZone, toReviewCriteria } from './review-filter-input';
import { type ReviewCriteria, type ReviewRepository } from './review-repository.port';

/** Resolves a filter for SQL, reading the shop's time zone only when a date range needs it. */
export class ReviewCriteriaResolver {
  constructor(
    private readonly reviews: ReviewRepository,
    private readonly now: () => Date,
  ) {}

  async resolve(shop: AuthenticatedShop, filter: ReviewFilter): Promise<ReviewCriteria> {
    if (!needsTimeZone(filter)) return toReviewCriteria(filter, 'UTC', this.now());
    const timeZone = await this.reviews.timeZone(shop);
    if (timeZone === null) throw notFound('shop');
    return toReviewCriteria(filter, timeZone, this.now());
  }
}
