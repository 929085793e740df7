import { parseListAddress } from '../../application/lists/list-address';
import { type ListQuery } from '../../application/lists/list-definition';
import { LoadReviewsUseCase, type ReviewListQuery } from '../../application/reviews/load-reviews.use-case';
import { toReviewFilterQuery } from '../../contracts/review-filter.contract';
import { type ClassResolver } from '../kit/view-model-context';
import { REVIEW_LIST, type ReviewList } from './review-list.definition';

/** What /reviewList reads for a list query: its filter as query parameters, its sort and its page. */
export function reviewListRead(query: ListQuery<ReviewList>): ReviewListQuery {
  return { filter: toReviewFilterQuery(query.filter), sort: query.sort, page: query.page };
}

/**
 * Starts /reviewList's first read with the navigation, as soon as the screen's code is in and while
 * the session loads (docs/product/lists.md#first-load): the screen's first load then takes it.
 */
export function warmReviewList(resolver: ClassResolver, url: URL): void {
  resolver.resolve(LoadReviewsUseCase).warm(reviewListRead(parseListAddress(REVIEW_LIST, url.search)));
}
