import { ALL_TIME_RANGE, DATE_RANGE_PARAM } from '../../../src/domain/dates/date-range';
import { resolveDateRange } from '../../../src/domain/dates/date-range-resolver';
import { type ReviewFilter } from '../../../src/domain/reviews/review-filter';
import { SEARCH_FIELD_QUESTIONER } from '../../../src/domain/reviews/review-filter-codes';
import { foldSearchText } from '../../../src/domain/reviews/review-filter-matcher';
import { invalidInput, notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ReviewCriteria, type ReviewRepository } from './review-repository.port';

/** Whether the filter needs the shop's time zone (any range but all time). */
export function needsTimeZone(filter: ReviewFilter): boolean {
  return filter.dateRange.kind === 'custom' || filter.dateRange.code !== ALL_TIME_RANGE.code;
}

/**
 * The filter (validated by the reviews contract) as SQL criteria: the date range resolved to
 * [from, before) instants in the shop's zone at `now` (ranges are shop-local days), the keyword
 * folded as foldSearchText does.
 */
export function toReviewCriteria(filter: ReviewFilter, timeZone: string, now: Date): ReviewCriteria {
  const resolution = resolveDateRange(filter.dateRange, { now, timeZone });
  if (!resolution.ok) throw invalidInput(DATE_RANGE_PARAM, `cannot be resolved in the shop's time zone (${resolution.error})`);
  const { interval } = resolution;
  const search = filter.search;
  return {
    productIds: filter.productIds,
    productGroupIds: filter.productGroupIds,
    commentedFrom: interval.bounded ? new Date(interval.startMs) : null,
    commentedBefore: interval.bounded ? new Date(interval.endMs) : null,
    resourceTypes: filter.resourceTypes,
    tags: filter.tags,
    ratings: filter.ratings,
    publishes: filter.publishes,
    sources: filter.sources,
    importId: filter.importId,
    search:
      search === null || search.field === SEARCH_FIELD_QUESTIONER
        ? null
        : { field: search.field, keyword: search.keyword, foldedKeyword: foldSearchText(search.keyword) },
  };
}

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
