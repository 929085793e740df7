import { type ReviewFilter } from '../../../src/domain/reviews/review-filter';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type ReviewCriteriaResolver } from './review-criteria';
import { type ReviewRepository } from './review-repository.port';
import { type ReviewItem } from '../../../src/domain/reviews/review-item';
import { fileFormatById } from '../../../src/domain/import/file-formats';
import { type FileFormatId } from '../../../src/domain/import/imported-review';
import { type ExportProduct } from '../../../src/domain/import/review-file-format';
import { STORE_REVIEW_PRODUCT_ID } from '../../../src/domain/storefront/store-review-widgets';
import { DEFAULT_EXPORT_FORMAT } from '../../../src/contracts/reviews.constants';

export const EXPORT_BATCH_SIZE = 1000;
/** The UTF-8 byte order mark, so spreadsheet programs read the file as UTF-8. */
export const CSV_BOM = '\uFEFF';

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

/**
 * export_reviews: the filter's reviews as CSV text chunks in our format or a peer's
 * (docs/product/import-formats.md#exports), read from the database a batch at a time.
 */
export class ExportReviewsUseCase {
  constructor(
    private readonly reviews: ReviewRepository,
    private readonly criteria: ReviewCriteriaResolver,
    private readonly now: () => Date,
  ) {}

  /** The attachment's file name (`reviews-<format>-YYYY-MM-DD.csv`, UTC date) and its text, chunk by chunk. */
  async execute(
    shop: AuthenticatedShop,
    filter: ReviewFilter,
    formatId: FileFormatId = DEFAULT_EXPORT_FORMAT,
  ): Promise<{ fileName: string; chunks: AsyncIterable<string> }> {
    const criteria = await this.criteria.resolve(shop, filter);
    const reviews = this.reviews;
    const format = fileFormatById(formatId);
    const fileName = `reviews-${formatId}-${this.now().toISOString().slice(0, 10)}.csv`;
    const chunks = (async function* () {
      yield CSV_BOM + csvLine(format.export.headers);
      for await (const batch of reviews.exportBatches(shop, criteria, EXPORT_BATCH_SIZE)) {
        const handles = await reviews.productHandles(shop, batch.map((review) => review.product_id));
        yield batch.map((review) => csvLine(format.export.row(review, exportProductOf(review, handles)))).join('');
      }
    })();
    return { fileName, chunks };
  }
}

/** What the export knows of a review's product; a store review has none. */
function exportProductOf(review: ReviewItem, handles: ReadonlyMap<string, string>): ExportProduct {
  if (review.product_id === STORE_REVIEW_PRODUCT_ID) return { id: '', handle: '', title: '' };
  return { id: review.product_id, handle: handles.get(review.product_id) ?? '', title: review.product_title };
}
