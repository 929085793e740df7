import { inject, injectable } from 'inversify';
import { reviewFilterCodec } from '../../contracts/review-filter.schema';
import { type FileFormatId } from '../../domain/import/imported-review';
import { type QueryParams } from '../../domain/reviews/query-string';
import { TOKENS } from '../tokens';
import { type ReviewsGateway } from './reviews-gateway.port';

/** The server names the file (reviews-<format>-YYYY-MM-DD.csv); this is only the fallback. */
export const REVIEW_EXPORT_FALLBACK_NAME = 'reviews.csv';

/** The CSV of every review matching a filter, downloaded with the app's token. */
@injectable()
export class ExportReviewsUseCase {
  constructor(@inject(TOKENS.ReviewsGateway) private readonly reviews: ReviewsGateway) {}

  /** Resolves with the downloaded file's name. */
  exportCsv(filter: QueryParams, format: FileFormatId): Promise<string> {
    return this.reviews.exportCsv(reviewFilterCodec.read(filter), format, REVIEW_EXPORT_FALLBACK_NAME);
  }
}
