import { inject, injectable } from 'inversify';
import { DEFAULT_REVIEW_PAGE_SIZE, getReviewFacets, getReviews, type ReviewFacets, type ReviewPage } from '../../contracts/reviews.contract';
import { reviewFilterCodec } from '../../contracts/review-filter.schema';
import { type QueryParams } from '../../domain/reviews/query-string';
import { type ReviewSort } from '../../domain/reviews/review-item';
import { type QuerySpec, type RequestCache } from '../cache/request-cache.port';
import { type ContractClient } from '../http/contract-client.port';
import { TOKENS } from '../tokens';

/** Cache keys of everything a review mutation can change (list pages and facet counts). */
export const REVIEWS_CACHE_PREFIX = ['reviews'] as const;
export const REVIEW_PAGE_SIZE = DEFAULT_REVIEW_PAGE_SIZE;

export interface ReviewListQuery {
  /** The filter as query parameters (toReviewFilterQuery). */
  readonly filter: QueryParams;
  readonly sort: ReviewSort;
  readonly page: number;
}

/** A page of reviews and the facet counts of a filter, through the request cache (dedupe, invalidation). */
@injectable()
export class LoadReviewsUseCase {
  constructor(
    @inject(TOKENS.ContractClient) private readonly client: ContractClient,
    @inject(TOKENS.RequestCache) private readonly cache: RequestCache,
  ) {}

  page(query: ReviewListQuery): Promise<ReviewPage> {
    return this.cache.fetch(this.pageRead(query));
  }

  facets(filter: QueryParams): Promise<ReviewFacets> {
    return this.cache.fetch(this.facetsRead(filter));
  }

  /** Starts the page and the facet counts of `query` ahead of the list screen, which then takes them. */
  warm(query: ReviewListQuery): void {
    this.cache.warm(this.pageRead(query));
    this.cache.warm(this.facetsRead(query.filter));
  }

  private pageRead(query: ReviewListQuery): QuerySpec<ReviewPage> {
    const request = { filter: reviewFilterCodec.read(query.filter), sort: query.sort, page: query.page, page_size: REVIEW_PAGE_SIZE };
    return {
      key: [...REVIEWS_CACHE_PREFIX, 'list', { ...query.filter, sort: query.sort, page: query.page, page_size: REVIEW_PAGE_SIZE }],
      fetch: (signal) => this.client.call(getReviews, request, { signal }),
    };
  }

  private facetsRead(filter: QueryParams): QuerySpec<ReviewFacets> {
    return {
      key: [...REVIEWS_CACHE_PREFIX, 'facets', filter],
      fetch: (signal) => this.client.call(getReviewFacets, reviewFilterCodec.read(filter), { signal }),
    };
  }

  /** After any change: list pages and counts are refetched on the next read. */
  invalidate(): Promise<void> {
    return this.cache.invalidate(REVIEWS_CACHE_PREFIX);
  }
}
