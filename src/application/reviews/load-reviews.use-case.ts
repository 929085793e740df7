import { inject, injectable } from 'inversify';
import { type QueryParams } from '../../domain/reviews/query-string';
import { type RequestCache } from '../cache/request-cache.port';
import { type ApiClient } from '../http/api-client.port';
import { TOKENS } from '../tokens';
import { REVIEW_API, REVIEW_PAGE_SIZE, type ReviewFacets, type ReviewListQuery, type ReviewPage } from './review-api';

/** Cache keys of everything a review mutation can change (list pages and facet counts). */
export const REVIEWS_CACHE_PREFIX = ['reviews'] as const;

/** A page of reviews and the facet counts of a filter, through the request cache (dedupe, invalidation). */
@injectable()
export class LoadReviewsUseCase {
  constructor(
    @inject(TOKENS.ApiClient) private readonly api: ApiClient,
    @inject(TOKENS.RequestCache) private readonly cache: RequestCache,
  ) {}

  page(query: ReviewListQuery): Promise<ReviewPage> {
    const params = { ...query.filter, sort: query.sort, page: query.page, page_size: REVIEW_PAGE_SIZE };
    return this.cache.fetch({
      key: [...REVIEWS_CACHE_PREFIX, 'list', params],
      fetch: (signal) => this.api.get<ReviewPage>(REVIEW_API.list, params, { signal }),
    });
  }

  facets(filter: QueryParams): Promise<ReviewFacets> {
    return this.cache.fetch({
      key: [...REVIEWS_CACHE_PREFIX, 'facets', filter],
      fetch: (signal) => this.api.get<ReviewFacets>(REVIEW_API.facets, filter, { signal }),
    });
  }

  /** After any change: list pages and counts are refetched on the next read. */
  invalidate(): Promise<void> {
    return this.cache.invalidate(REVIEWS_CACHE_PREFIX);
  }
}
