import { type ContractClient } from '../../application/http/contract-client.port';
import { type FileDownloader } from '../../application/http/file-downloader.port';
import { type ReviewPageRequest, type ReviewReadOptions, type ReviewsGateway } from '../../application/reviews/reviews-gateway.port';
import { queryOf } from '../../contracts/contract';
import {
  type BulkActionAnswer,
  type BulkJob,
  type BulkSelection,
  deleteReviewReply,
  deleteReviews,
  exportReviews,
  getBulkJob,
  getReplyTemplate,
  getReview,
  getReviewFacets,
  getReviews,
  replyReview,
  type ReviewChanges,
  type ReviewFacets,
  type ReviewPage,
  updateReviews,
} from '../../contracts/reviews.contract';
import { toReviewFilterQuery } from '../../contracts/review-filter.contract';
import { type ReviewFilter } from '../../domain/reviews/review-filter';
import { type FileFormatId } from '../../domain/import/imported-review';
import { type ReviewItem } from '../../domain/reviews/review-item';

function selectionBody(selection: BulkSelection) {
  return selection.kind === 'ids' ? { ids: [...selection.ids] } : { filter: toReviewFilterQuery(selection.filter) };
}

/** The reviews admin API through its contracts; the CSV export through the file downloader. */
export class HttpReviewsGateway implements ReviewsGateway {
  constructor(
    private readonly client: ContractClient,
    private readonly files: FileDownloader,
  ) {}

  list({ filter, sort, page, pageSize }: ReviewPageRequest, options?: ReviewReadOptions): Promise<ReviewPage> {
    return this.client.call(getReviews, { filter, sort, page, page_size: pageSize }, options);
  }

  facets(filter: ReviewFilter, options?: ReviewReadOptions): Promise<ReviewFacets> {
    return this.client.call(getReviewFacets, filter, options);
  }

  get(id: number): Promise<ReviewItem> {
    return this.client.call(getReview, { id });
  }

  update(selection: BulkSelection, changes: ReviewChanges): Promise<BulkActionAnswer> {
    return this.client.call(updateReviews, { ...selectionBody(selection), changes }, { allowConcurrent: true });
  }

  remove(selection: BulkSelection): Promise<BulkActionAnswer> {
    return this.client.call(deleteReviews, selectionBody(selection));
  }

  job(id: number): Promise<BulkJob> {
    return this.client.call(getBulkJob, { id }, { allowConcurrent: true });
  }

  reply(id: number, body: string, published: boolean): Promise<ReviewItem> {
    return this.client.call(replyReview, { id, body, published });
  }

  deleteReply(id: number): Promise<ReviewItem> {
    return this.client.call(deleteReviewReply, { id });
  }

  async replyTemplate(id: number): Promise<string> {
    return (await this.client.call(getReplyTemplate, { id })).template;
  }

  exportCsv(filter: ReviewFilter, format: FileFormatId, fallbackName: string): Promise<string> {
    return this.files.download(exportReviews.path, queryOf(exportReviews, { filter, format }), { fallbackName });
  }
}
