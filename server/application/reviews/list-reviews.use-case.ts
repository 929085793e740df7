import { type ReviewFacets, type ReviewPage } from '../../../src/contracts/reviews.contract';
import { type ReviewFilter } from '../../../src/domain/reviews/review-filter';
import { type ReviewItem, type ReviewSort } from '../../../src/domain/reviews/review-item';
import { notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ReviewCriteriaResolver } from './review-criteria';
import { type ReviewRepository } from './review-repository.port';

/**
 * get_reviews counts matching reviews up to this many (or to the end of the requested page, when
 * that is further): an exact count of a big shop's whole list costs more than the page itself,
 * and a filter the indexes do not narrow (unpublished, a common search term) visits about
 * cap / selectivity rows. 1,000 is 50 pages of 20; get_review_facets' `total` is always exact.
 */
export const REVIEW_TOTAL_CAP = 1000;

/** get_reviews: one page of the shop's reviews matching the filter, with the total. */
export class ListReviewsUseCase {
  constructor(
    private readonly reviews: ReviewRepository,
    private readonly criteria: ReviewCriteriaResolver,
    private readonly totalCap: number = REVIEW_TOTAL_CAP,
  ) {}

  async execute(shop: AuthenticatedShop, filter: ReviewFilter, sort: ReviewSort, page: number, pageSize: number): Promise<ReviewPage> {
    const criteria = await this.criteria.resolve(shop, filter);
    const offset = (page - 1) * pageSize;
    const result = await this.reviews.list(shop, criteria, sort, { offset, limit: pageSize, countLimit: Math.max(this.totalCap, offset + pageSize) });
    return { list: result.items, total: result.total, total_capped: result.totalCapped, page, page_size: pageSize };
  }
}

/** get_review_facets: per-value counts of each filter dimension under the other active ones. */
export class GetReviewFacetsUseCase {
  constructor(
    private readonly reviews: ReviewRepository,
    private readonly criteria: ReviewCriteriaResolver,
  ) {}

  async execute(shop: AuthenticatedShop, filter: ReviewFilter): Promise<ReviewFacets> {
    const counts = await this.reviews.facets(shop, await this.criteria.resolve(shop, filter));
    return {
      total: counts.total,
      ratings: counts.ratings,
      publishes: counts.publishes,
      resource_types: counts.resourceTypes,
      tags: counts.tags,
      sources: counts.sources,
    };
  }
}

/** get_review: one of the shop's reviews; another shop's id is simply not found. */
export class GetReviewUseCase {
  constructor(private readonly reviews: ReviewRepository) {}

  async execute(shop: AuthenticatedShop, id: number): Promise<ReviewItem> {
    const review = await this.reviews.get(shop, id);
    if (review === null) throw notFound(`review ${id}`);
    return review;
  }
}
