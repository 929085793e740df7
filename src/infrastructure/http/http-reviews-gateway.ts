import { type FileDownloader } from '../../application/http/file-downloader.port';
import { type ReviewsGateway } from '../../application/reviews/reviews-gateway.port';
import { queryOf } from '../../contracts/contract';
import { exportReviews } from '../../contracts/reviews.contract';
import { type ReviewFilter } from '../../domain/reviews/review-filter';
import { type FileFormatId } from '../../domain/import/imported-review';

/** The reviews CSV export through the file downloader, at export_reviews' path with its query. */
export class HttpReviewsGateway implements ReviewsGateway {
  constructor(private readonly files: FileDownloader) {}

  exportCsv(filter: ReviewFilter, format: FileFormatId, fallbackName: string): Promise<string> {
    return this.files.download(exportReviews.path, queryOf(exportReviews, { filter, format }), { fallbackName });
  }
}
