import { type ColumnMapping, type DateOrder, type ImportIssue, type ImportJobKind, type ImportJobStatus } from '../../../src/domain/import/import-job';
import { type ImportPreviewRow } from '../../../src/domain/import/import-views';
import { type FileFormatId, type ImportOrigin } from '../../../src/domain/import/imported-review';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type CsvDialect } from './review-file-reader.port';

/** How the worker reads an import's source (docs/product/import.md#jobs). */
export interface ImportReadSettings {
  /** A file's dialect; null when the source is drafts another source gathered (a JSON list). */
  readonly dialect: CsvDialect | null;
  readonly headers: readonly string[];
  readonly format: FileFormatId | null;
  readonly mapping: ColumnMapping;
  readonly dateOrder: DateOrder | null;
  /** The merchant's product for a reference the catalog does not know; '' makes its rows store reviews. */
  readonly productChoices: Readonly<Record<string, string>>;
  readonly publish: boolean;
}

/** What the analysis of a draft found, kept so the admin can show it again without reading the file. */
export interface ImportAnalysisSnapshot {
  /** Every slash date of the file reads both ways (a fact of the file; it stays true once the merchant chose). */
  readonly dateOrderAmbiguous: boolean;
  /** The dates read both ways and the merchant said which: the import may start. */
  readonly dateOrderConfirmed: boolean;
  readonly dateSamples: readonly string[];
  readonly preview: readonly ImportPreviewRow[];
  readonly unknownProducts: readonly { readonly reference: string; readonly rows: number }[];
  readonly issueCounts: Readonly<Record<string, number>>;
  /** Absent in an analysis stored before examples were kept. */
  readonly issueExamples?: Readonly<Record<string, readonly ImportIssue[]>>;
  readonly importableRows: number;
}

export interface ImportJobSettings {
  readonly read: ImportReadSettings;
  readonly analysis: ImportAnalysisSnapshot | null;
}

export interface ImportJobRecord {
  readonly shopId: number;
  readonly shopDomain: string;
  readonly id: number;
  readonly kind: ImportJobKind;
  readonly origin: ImportOrigin;
  readonly label: string;
  readonly status: ImportJobStatus;
  readonly fileKey: string;
  readonly settings: ImportJobSettings;
  readonly totalRows: number;
  readonly processedRows: number;
  readonly importedCount: number;
  readonly duplicateCount: number;
  readonly skippedCount: number;
  readonly warningCount: number;
  readonly undone: boolean;
  readonly failure: string | null;
  readonly createdAt: Date;
  readonly startedAt: Date | null;
  readonly finishedAt: Date | null;
}

export interface NewImportJob {
  readonly kind: ImportJobKind;
  readonly origin: ImportOrigin;
  readonly label: string;
  readonly status: 'draft' | 'queued';
  readonly fileKey: string;
  readonly settings: ImportJobSettings;
  readonly totalRows: number;
}

export interface ImportJobRepository {
  create(shop: AuthenticatedShop, job: NewImportJob): Promise<ImportJobRecord>;
  find(shop: AuthenticatedShop, id: number): Promise<ImportJobRecord | null>;
  /** Newest first. */
  list(shop: AuthenticatedShop, page: { readonly offset: number; readonly limit: number }): Promise<{ readonly rows: readonly ImportJobRecord[]; readonly total: number }>;
  /** A draft's new settings and row count; false when the job is no longer a draft. */
  updateDraft(shop: AuthenticatedShop, id: number, settings: ImportJobSettings, totalRows: number): Promise<boolean>;
  /** Moves the job from one of `from` to `to` (stamping started_at / finished_at); false when it was in none of them. */
  transition(shop: AuthenticatedShop, id: number, from: readonly ImportJobStatus[], to: ImportJobStatus, now: Date): Promise<boolean>;
  /**
   * Claims the oldest import to run: queued, or running with its lease run out (its process
   * died); marks it running under `owner` until `leaseUntil`. SKIP LOCKED: two workers never
   * claim the same import.
   */
  claimNext(owner: string, now: Date, leaseUntil: Date): Promise<ImportJobRecord | null>;
  /** Hands a running import back (shutdown): its lease ends now, so the next process takes it over at once. */
  release(job: ImportJobRecord, owner: string): Promise<void>;
  /** Ends a running import the worker holds; false when it is no longer running under `owner` (cancelled). */
  finish(job: ImportJobRecord, owner: string, outcome: { readonly status: 'completed' | 'failed'; readonly failure: string | null }, now: Date): Promise<boolean>;
  /** Removes the reviews the import added and marks it undone; answers how many were removed. */
  undo(shop: AuthenticatedShop, id: number): Promise<number>;
  issues(shop: AuthenticatedShop, id: number, page: { readonly offset: number; readonly limit: number }): Promise<{ readonly rows: readonly ImportIssue[]; readonly total: number }>;
}
