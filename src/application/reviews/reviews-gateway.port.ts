import { type ReviewFilter } from '../../domain/reviews/review-filter';
import { type FileFormatId } from '../../domain/import/imported-review';

/**
 * The reviews CSV export, a file downloaded with the app's token rather than a JSON answer. The
 * list, its counts, one review, bulk moderation and replies are plain calls through the
 * ContractClient. Failures reject with an ApiError.
 */
export interface ReviewsGateway {
  /** Downloads the filter's reviews as CSV in a file format; resolves with the file's name (`fallbackName` when the server names none). */
  exportCsv(filter: ReviewFilter, format: FileFormatId, fallbackName: string): Promise<string>;
}
