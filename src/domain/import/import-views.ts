import { type ColumnMapping, type DateOrder, type ImportIssue, type ImportIssueCode, type ImportJobKind, type ImportJobStatus } from './import-job';
import { type FileFormatId, type ImportOrigin } from './imported-review';

/** An import as the admin shows it (docs/product/import.md#jobs). */
export interface ImportJobView {
  readonly id: number;
  readonly kind: ImportJobKind;
  readonly origin: ImportOrigin;
  /** The file name, the marketplace page's address or the app's name. */
  readonly label: string;
  readonly status: ImportJobStatus;
  /** Rows (or reviews) in the source. */
  readonly total_rows: number;
  /** Rows read so far (the resume cursor). */
  readonly processed_rows: number;
  readonly imported_count: number;
  readonly duplicate_count: number;
  /** Rows skipped for a problem other than being a duplicate. */
  readonly skipped_count: number;
  /** Problems reported on rows that were still imported (a bad photo address, say). */
  readonly warning_count: number;
  readonly media_total: number;
  readonly media_fetched: number;
  readonly media_failed: number;
  /** Reviews it added were removed again ("Undo import"). */
  readonly undone: boolean;
  /** Why it failed (an issue code or 'file_unreadable'); null unless failed. */
  readonly failure: string | null;
  /** ISO 8601 instants. */
  readonly created_at: string;
  readonly started_at: string | null;
  readonly finished_at: string | null;
}

/** One row of the preview, as it will be imported. */
export interface ImportPreviewRow {
  readonly row: number;
  /** The product's title when found, else the id or handle the file names; '' for a store review. */
  readonly product: string;
  readonly store_review: boolean;
  readonly rating: number | null;
  readonly title: string;
  readonly body: string;
  readonly author_name: string;
  readonly commented_at: string | null;
  readonly published: boolean;
  readonly photos: number;
  readonly videos: number;
  readonly has_reply: boolean;
  readonly claims_verified_purchase: boolean;
  readonly incentivized: boolean;
  readonly issues: readonly ImportIssue[];
}

/** A file's analysis before it is imported (a draft job). */
export interface ImportAnalysis {
  readonly job: ImportJobView;
  readonly encoding: string;
  readonly delimiter: string;
  readonly headers: readonly string[];
  /** The recognised format, or null: the merchant maps the columns. */
  readonly format: FileFormatId | null;
  readonly mapping: ColumnMapping;
  /** The date order in use; null when the file's dates need none. */
  readonly date_order: DateOrder | null;
  /** Every slash date reads both ways: the merchant confirms the order before importing (stays true after). */
  readonly date_order_ambiguous: boolean;
  /** The merchant chose the order of an ambiguous file (update_review_import with date_order): importable. */
  readonly date_order_confirmed: boolean;
  /** Up to five slash dates, for the merchant to judge. */
  readonly date_samples: readonly string[];
  readonly preview: readonly ImportPreviewRow[];
  /** Handles (or ids) the catalog does not know, with how many rows name each; the first 100. */
  readonly unknown_products: readonly { readonly reference: string; readonly rows: number; readonly product_id: string | null }[];
  readonly issue_counts: Readonly<Partial<Record<ImportIssueCode, number>>>;
  /** The first rows of each counted problem (up to ISSUE_EXAMPLES_SHOWN), with column and value as the report names them. */
  readonly issue_examples: Readonly<Partial<Record<ImportIssueCode, readonly ImportIssue[]>>>;
  /** Rows that would be imported as things stand. */
  readonly importable_rows: number;
  readonly publish: boolean;
}
