import { ApiError } from '../../src/application/http/api-error';
import { type ReviewPageRequest, type ReviewsGateway } from '../../src/application/reviews/reviews-gateway.port';
import { type BulkActionAnswer, type BulkJob, type BulkSelection, type ReviewChanges, type ReviewFacets, type ReviewPage } from '../../src/contracts/reviews.contract';
import { type ReviewFilter } from '../../src/domain/reviews/review-filter';
import { type FileFormatId } from '../../src/domain/import/imported-review';
import { type ReviewItem } from '../../src/domain/reviews/review-item';

const NO_FACETS: ReviewFacets = { total: 0, ratings: {}, publishes: {}, resource_types: {}, tags: {}, sources: {} };

const notFound = (what: string) => new ApiError('envelope', `${what} was not found`, 40400, null, 404);

/**
 * The shop's reviews in memory. Lists page through `reviews` as they are (the server's filters
 * are tested on the server); bulk actions answer `bulkAnswers` in turn (else the ids' count),
 * jobs their `jobStates` one per poll (the last one repeats). Every request is recorded.
 */
export class FakeReviewsGateway implements ReviewsGateway {
  reviews: ReviewItem[] = [];
  facetCounts: ReviewFacets = NO_FACETS;
  /** The filled reply template per review id; '' for the others. */
  readonly templates = new Map<number, string>();
  readonly bulkAnswers: BulkActionAnswer[] = [];
  readonly jobStates = new Map<number, BulkJob[]>();

  readonly listed: ReviewPageRequest[] = [];
  readonly facetFilters: ReviewFilter[] = [];
  readonly updates: { readonly selection: BulkSelection; readonly changes: ReviewChanges }[] = [];
  readonly removals: BulkSelection[] = [];
  readonly polls: number[] = [];
  readonly exports: { readonly filter: ReviewFilter; readonly format: FileFormatId; readonly fallbackName: string }[] = [];

  list(request: ReviewPageRequest): Promise<ReviewPage> {
    this.listed.push(request);
    const start = (request.page - 1) * request.pageSize;
    const list = this.reviews.slice(start, start + request.pageSize);
    return Promise.resolve({ list, total: this.reviews.length, total_capped: false, page: request.page, page_size: request.pageSize });
  }

  facets(filter: ReviewFilter): Promise<ReviewFacets> {
    this.facetFilters.push(filter);
    return Promise.resolve(this.facetCounts);
  }

  get(id: number): Promise<ReviewItem> {
    const review = this.reviews.find((item) => item.id === id);
    return review ? Promise.resolve(review) : Promise.reject(notFound(`review ${id}`));
  }

  update(selection: BulkSelection, changes: ReviewChanges): Promise<BulkActionAnswer> {
    this.updates.push({ selection, changes });
    return Promise.resolve(this.bulkAnswers.shift() ?? { updated: this.countOf(selection) });
  }

  remove(selection: BulkSelection): Promise<BulkActionAnswer> {
    this.removals.push(selection);
    return Promise.resolve(this.bulkAnswers.shift() ?? { deleted: this.countOf(selection) });
  }

  job(id: number): Promise<BulkJob> {
    this.polls.push(id);
    const states = this.jobStates.get(id) ?? [];
    const state = states.length > 1 ? states.shift() : states[0];
    return state ? Promise.resolve(state) : Promise.reject(notFound(`job ${id}`));
  }

  reply(id: number, body: string, published: boolean): Promise<ReviewItem> {
    return this.changeReply(id, { body, published, replied_at: '2026-11-02T00:00:00.000Z' });
  }

  deleteReply(id: number): Promise<ReviewItem> {
    return this.changeReply(id, null);
  }

  async replyTemplate(id: number): Promise<string> {
    await this.get(id);
    return this.templates.get(id) ?? '';
  }


  exportCsv(filter: ReviewFilter, format: FileFormatId, fallbackName: string): Promise<string> {
    this.exports.push({ filter, format, fallbackName });
    return Promise.resolve(fallbackName);
  }

  private countOf(selection: BulkSelection): number {
    return selection.kind === 'ids' ? selection.ids.length : this.reviews.length;
  }

  private async changeReply(id: number, reply: ReviewItem['reply']): Promise<ReviewItem> {
    const changed = { ...(await this.get(id)), reply };
    this.reviews = this.reviews.map((item) => (item.id === id ? changed : item));
    return changed;
  }
}
