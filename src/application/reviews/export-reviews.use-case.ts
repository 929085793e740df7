import { inject, injectable } from 'inversify';
import { type QueryParams } from '../../domain/reviews/query-string';
import { type FileDownloader } from '../http/file-downloader.port';
import { TOKENS } from '../tokens';
import { REVIEW_API } from './review-api';

/** The server names the file (reviews-YYYY-MM-DD.csv); this is only the fallback. */
export const REVIEW_EXPORT_FALLBACK_NAME = 'reviews.csv';

/** The CSV of every review matching a filter, downloaded with the app's token. */
@injectable()
export class ExportReviewsUseCase {
  constructor(@inject(TOKENS.FileDownloader) private readonly files: FileDownloader) {}

  /** Resolves with the downloaded file's name. */
  exportCsv(filter: QueryParams): Promise<string> {
    return this.files.download(REVIEW_API.exportCsv, filter, { fallbackName: REVIEW_EXPORT_FALLBACK_NAME });
  }
}
