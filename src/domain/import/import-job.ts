/**
 * An import's life (docs/product/import.md#jobs):
 * draft (file analysed, waiting for the merchant) → queued → running → completed | failed,
 * and cancelled from draft, queued or running. A running import commits chunk by chunk with its
 * cursor, so a server restart resumes it where it stopped.
 */
export const IMPORT_JOB_STATUSES = ['draft', 'queued', 'running', 'completed', 'failed', 'cancelled'] as const;
export type ImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number];

export const IMPORT_JOB_KINDS = ['file', 'bookmark', 'marketplace', 'dropshipman', 'other_app', 'manual'] as const;
export type ImportJobKind = (typeof IMPORT_JOB_KINDS)[number];

export function isImportJobFinished(status: ImportJobStatus): boolean {
  return status === 'completed' || status === 'failed' || status === 'cancelled';
}

/** The day order of a file's slash dates: 01/02/2024 is 1 February (dmy) or 2 January (mdy). */
export const DATE_ORDERS = ['dmy', 'mdy'] as const;
export type DateOrder = (typeof DATE_ORDERS)[number];

/**
 * Why a row was not imported as it stands, one code per problem; the admin words it (the
 * `import` namespace's `issues.<code>`) and writes the downloadable report.
 */
export const IMPORT_ISSUE_CODES = [
  'rating_missing',
  'rating_invalid',
  'body_missing',
  'author_missing',
  'date_invalid',
  'text_too_long',
  'media_url_invalid',
  'media_fetch_failed',
  'product_missing',
  'product_unknown',
  'duplicate_existing',
  'duplicate_in_file',
  'columns_missing',
] as const;
export type ImportIssueCode = (typeof IMPORT_ISSUE_CODES)[number];

/** Issues that skip the row; the others are reported but the row is still imported. */
export const SKIPPING_ISSUES: ReadonlySet<ImportIssueCode> = new Set<ImportIssueCode>([
  'rating_missing',
  'rating_invalid',
  'body_missing',
  'date_invalid',
  'product_unknown',
  'duplicate_existing',
  'duplicate_in_file',
  'columns_missing',
]);

export interface ImportIssue {
  /** 1-based data row (0 for the file as a whole). */
  readonly row: number;
  readonly code: ImportIssueCode;
  /** The column (header name) or field concerned; '' when none. */
  readonly field: string;
  /** The offending value, shortened; '' when none. */
  readonly value: string;
  /** For duplicates: the review (duplicate_existing) or the row (duplicate_in_file) it repeats. */
  readonly duplicateOf?: number;
}

/** The file's columns and which draft field each feeds. */
export const MAPPABLE_FIELDS = [
  'product_id',
  'product_handle',
  'rating',
  'title',
  'body',
  'author_name',
  'author_email',
  'commented_at',
  'published',
  'featured',
  'verified_purchase',
  'incentivized',
  'order_id',
  'country',
  'reply',
  'replied_at',
  'photo_urls',
  'video_urls',
] as const;
export type MappableField = (typeof MAPPABLE_FIELDS)[number];

/** The fields that may take several columns (photo_url_1…5, say). */
export const MULTI_COLUMN_FIELDS: ReadonlySet<MappableField> = new Set<MappableField>(['photo_urls', 'video_urls']);

/** Column index (in the header row) per field; photo and video may take several columns. */
export type ColumnMapping = Readonly<Partial<Record<Exclude<MappableField, 'photo_urls' | 'video_urls'>, number>>> & {
  readonly photo_urls?: readonly number[];
  readonly video_urls?: readonly number[];
};
