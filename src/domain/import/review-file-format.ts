import { type ReviewItem } from '../reviews/review-item';
import { type DateOrder, type MappableField } from './import-job';
import { type FileFormatId, type ImportOrigin } from './imported-review';

/** A CSV cell as an export writes it (csvCell quotes and guards it). */
export type ExportCell = string | number | boolean | null;

/**
 * A peer app's review file (docs/product/import.md#formats), both ways: which header names feed
 * which field when we read it, and the columns we write when a merchant exports in it.
 */
export interface ReviewFileFormat {
  readonly id: FileFormatId;
  readonly origin: ImportOrigin;
  /**
   * Header names (compared trimmed and lower-cased) that must all be present for the file to be
   * this format; the most specific signature wins when several match.
   */
  readonly signature: readonly string[];
  /** For each field, the header names that carry it (lower-case); photos and videos may be several columns. */
  readonly columns: Readonly<Partial<Record<MappableField, readonly string[]>>>;
  /** The day order the app writes slash dates in, when it writes them; it overrides the file's evidence. */
  readonly dateOrder?: DateOrder;
  /** How the format writes a review: its header row and one row per review. */
  readonly export: {
    readonly headers: readonly string[];
    row(review: ReviewItem, product: ExportProduct): readonly ExportCell[];
  };
}

/** What an export knows of the review's product (store reviews: handle '' and id ''). */
export interface ExportProduct {
  readonly id: string;
  readonly handle: string;
  readonly title: string;
}
