import { type BulkActionAnswer, type BulkJob, type BulkSelection, type ReviewChanges, type ReviewFacets, type ReviewPage } from '../../contracts/reviews.contract';
import { type ReviewFilter } from '../../domain/reviews/review-filter';
import { type FileFormatId } from '../../domain/import/imported-review';
import { type ReviewItem, type ReviewSort } from '../../domain/reviews/review-item';

export interface ReviewPageRequest {
  readonly filter: ReviewFilter;
  readonly sort: ReviewSort;
  readonly page: number;
  readonly pageSize: number;
}

export interface ReviewReadOptions {
  readonly signal?: AbortSignal;
}

/**
 * The shop's reviews on the server: the list and its counts, one review, bulk moderation and
 * its jobs, replies, the CSV export, and the shop config the list depends on. Failures reject
 * with an ApiError.
 */
export interface ReviewsGateway {
  list(request: ReviewPageRequest, options?: ReviewReadOptions): Promise<ReviewPage>;
  facets(filter: ReviewFilter, options?: ReviewReadOptions): Promise<ReviewFacets>;
  get(id: number): Promise<ReviewItem>;
  update(selection: BulkSelection, changes: ReviewChanges): Promise<BulkActionAnswer>;
  remove(selection: BulkSelection): Promise<BulkActionAnswer>;
  job(id: number): Promise<BulkJob>;
  /** The updated review. */
  reply(id: number, body: string, published: boolean): Promise<ReviewItem>;
  deleteReply(id: number): Promise<ReviewItem>;
  /** The shop's reply template filled for the review; '' when it has none. */
  replyTemplate(id: number): Promise<string>;
  /** Downloads the filter's reviews as CSV in a file format; resolves with the file's name (`fallbackName` when the server names none). */
  exportCsv(filter: ReviewFilter, format: FileFormatId, fallbackName: string): Promise<string>;
}
