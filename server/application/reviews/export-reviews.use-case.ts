import { type ReviewFilter } from '../../../src/domain/reviews/review-filter';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ReviewCriteriaResolver } from './review-criteria';
import { type ReviewRepository } from './review-repository.port';
import { type ReviewItem } from '../../../src/domain/reviews/review-item';

export const EXPORT_BATCH_SIZE = 1000;
/** The UTF-8 byte order mark, so spreadsheet programs read the file as UTF-8. */
export const CSV_BOM = '\uFEFF';

const COLUMNS: readonly (readonly [string, (review: ReviewItem) => string | number | boolean | null])[] = [
  ['id', (r) => r.id],
  ['product_id', (r) => r.product_id],
  ['product_title', (r) => r.product_title],
  ['author_name', (r) => r.author_name],
  ['author_email', (r) => r.author_email],
  ['rating', (r) => r.rating],
  ['title', (r) => r.title],
  ['body', (r) => r.body],
  ['source', (r) => r.source],
  ['published', (r) => r.published],
  ['verified', (r) => r.verified],
  ['featured', (r) => r.featured],
  ['top_review', (r) => r.top_review],
  ['in_shows', (r) => r.in_shows],
  ['photos', (r) => r.media.filter((item) => item.kind === 'photo').map((item) => item.url).join(' ')],
  ['videos', (r) => r.media.filter((item) => item.kind === 'video').map((item) => item.url).join(' ')],
  ['helpful_count', (r) => r.helpful_count],
  ['country', (r) => r.country],
  ['original_language', (r) => r.original_language],
  ['reply', (r) => r.reply?.body ?? ''],
  ['reply_published', (r) => (r.reply === null ? '' : r.reply.published)],
  ['commented_at', (r) => r.commented_at],
  ['imported_at', (r) => r.imported_at],
];

/** Cells a spreadsheet would run as a formula start with one of these; they get a leading quote. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell (RFC 4180 quoting) with CSV-injection protection. */
export function csvCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly (string | number | boolean | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** export_reviews: the filter's reviews as CSV text chunks, read from the database a batch at a time. */
export class ExportReviewsUseCase {
  constructor(
    private readonly reviews: ReviewRepository,
    private readonly criteria: ReviewCriteriaResolver,
    private readonly now: () => Date,
  ) {}

  /** The attachment's file name (`reviews-YYYY-MM-DD.csv`, UTC date) and its text, chunk by chunk. */
  async execute(shop: AuthenticatedShop, filter: ReviewFilter): Promise<{ fileName: string; chunks: AsyncIterable<string> }> {
    const criteria = await this.criteria.resolve(shop, filter);
    const reviews = this.reviews;
    const fileName = `reviews-${this.now().toISOString().slice(0, 10)}.csv`;
    const chunks = (async function* () {
      yield CSV_BOM + csvLine(COLUMNS.map(([name]) => name));
      for await (const batch of reviews.exportBatches(shop, criteria, EXPORT_BATCH_SIZE)) {
        yield batch.map((review) => csvLine(COLUMNS.map(([, read]) => read(review)))).join('');
      }
    })();
    return { fileName, chunks };
  }
}
