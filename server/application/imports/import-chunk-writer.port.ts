import { type ImportIssue } from '../../../src/domain/import/import-job';
import { uploadFile } from '../../../src/contracts/uploads.contract';
import { type DraftMedia, type ImportedReviewDraft } from '../../../src/domain/import/imported-review';
import { parseUploadKey } from '../storage/upload-key';
import { type ImportJobRecord } from './import-job-repository.port';

/** A draft whose product is settled: a catalog product id, or the store-review id. */
export interface ResolvedDraft {
  readonly draft: ImportedReviewDraft;
  readonly productId: string;
}

export interface ImportChunk {
  readonly job: ImportJobRecord;
  /** The worker's lease on the job; the chunk commits only while the job is still running under it. */
  readonly owner: string;
  readonly drafts: readonly ResolvedDraft[];
  /** Problems found while reading the chunk's rows (duplicates are found by the writer). */
  readonly issues: readonly ImportIssue[];
  /** Rows read once the chunk is written: the resume point. */
  readonly processedRows: number;
  /** Rows of the chunk skipped before writing (unreadable or without a known product). */
  readonly skippedRows: number;
  /** Rows of the chunk imported with a warning. */
  readonly warnedRows: ReadonlySet<number>;
  readonly now: Date;
  readonly leaseUntil: Date;
}

export interface ChunkOutcome {
  readonly imported: number;
  readonly duplicates: number;
  /** False when the job stopped running under this lease (cancelled): nothing was written. */
  readonly written: boolean;
}

/**
 * Writes one chunk of an import in one transaction (docs/product/import.md#jobs): the reviews
 * that are not duplicates, with provenance, verified only when their order is found; their media
 * queued for fetching (our own uploads linked at once); the chunk's issues; and the job's counts
 * and cursor. A crash leaves the chunk wholly written or not at all.
 */
export interface ImportChunkWriter {
  write(chunk: ImportChunk): Promise<ChunkOutcome>;
}

/**
 * Media a draft carries that already sits in this shop's storage (a manual import's upload):
 * linked, not fetched. Another shop's upload address is not this shop's file.
 */
export function isOwnUpload(media: DraftMedia, shopId: number): boolean {
  const prefix = `${uploadFile.path}/`;
  return media.url.startsWith(prefix) && parseUploadKey(media.url.slice(prefix.length))?.shopId === shopId;
}
