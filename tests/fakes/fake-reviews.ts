import { ApiError } from '../../src/application/http/api-error';
import { type ReviewsGateway } from '../../src/application/reviews/reviews-gateway.port';
import { type RequestOf } from '../../src/contracts/contract';
import {
  type BulkActionAnswer,
  type BulkJob,
  deleteReviews,
  getBulkJob,
  getReviewFacets,
  getReviews,
  type ReviewFacets,
  updateReviews,
} from '../../src/contracts/reviews.contract';
import { type ReviewFilter } from '../../src/domain/reviews/review-filter';
import { type FileFormatId } from '../../src/domain/import/imported-review';
import { type ReviewItem } from '../../src/domain/reviews/review-item';
import { type FakeContractClient } from './fake-contract-client';

const NO_FACETS: ReviewFacets = { total: 0, ratings: {}, publishes: {}, resource_types: {}, tags: {}, sources: {} };

const notFound = (what: string) => new ApiError('envelope', `${what} was not found`, 40400, null, 404);

/**
 * The shop's reviews in memory: `answer(client)` answers the list, its counts, bulk actions and
 * their jobs from them. Lists
 * page through `reviews` as they are (the server's filters are tested on the server); bulk
 * actions answer `bulkAnswers` in turn (else the ids' count), jobs their `jobStates` one per poll
 * (the last one repeats). It is also the ReviewsGateway of the CSV export, which it records.
 */
export class FakeReviews implements ReviewsGateway {
  reviews: ReviewItem[] = [];
  facetCounts: ReviewFacets = NO_FACETS;
  readonly bulkAnswers: BulkActionAnswer[] = [];
  readonly jobStates = new Map<number, BulkJob[]>();
  readonly exports: { readonly filter: ReviewFilter; readonly format: FileFormatId; readonly fallbackName: string }[] = [];

  answer(client: FakeContractClient): FakeContractClient {
    return client
      .on(getReviews, ({ page = 1, page_size: pageSize = 20 }) => {
        const list = this.reviews.slice((page - 1) * pageSize, page * pageSize);
        return { list, total: this.reviews.length, total_capped: false, page, page_size: pageSize };
      })
      .on(getReviewFacets, () => this.facetCounts)
      .on(updateReviews, (request) => this.bulkAnswers.shift() ?? { updated: this.countOf(request) })
      .on(deleteReviews, (request) => this.bulkAnswers.shift() ?? { deleted: this.countOf(request) })
      .on(getBulkJob, ({ id }) => {
        const states = this.jobStates.get(id) ?? [];
        const state = states.length > 1 ? states.shift() : states[0];
        if (!state) throw notFound(`job ${id}`);
        return state;
      });
  }

  exportCsv(filter: ReviewFilter, format: FileFormatId, fallbackName: string): Promise<string> {
    this.exports.push({ filter, format, fallbackName });
    return Promise.resolve(fallbackName);
  }

  private countOf(selection: Pick<RequestOf<typeof deleteReviews>, 'ids'>): number {
    return selection.ids ? selection.ids.length : this.reviews.length;
  }
}
