import { type ImportIssue } from '../../../src/domain/import/import-job';
import { type ImportedReviewDraft } from '../../../src/domain/import/imported-review';
import { readReviewRow } from '../../../src/domain/import/read-review-row';
import { checkDraft } from '../../../src/domain/import/draft-check';
import { invalidInput } from '../shared/app-error';
import { type FileStorage } from '../storage/file-storage.port';
import { type ImportJobRecord, type ImportReadSettings } from './import-job-repository.port';
import { type ReviewFileReader } from './review-file-reader.port';

/** One source row, read: its draft (null when the row is skipped) and the problems found. */
export interface ReadRow {
  readonly row: number;
  readonly draft: ImportedReviewDraft | null;
  readonly issues: readonly ImportIssue[];
}

/** Where an import's rows come from: the stored file, or the drafts another source stored as JSON. */
export interface ImportSource {
  readonly fileKey: string;
  readonly read: ImportReadSettings;
}

export function sourceOf(job: ImportJobRecord): ImportSource {
  return { fileKey: job.fileKey, read: job.settings.read };
}

/**
 * The data rows of a stored file as cells, header row skipped (docs/product/import.md#files),
 * streamed: a file of any size is read in constant memory.
 */
export async function* fileRecords(storage: FileStorage, reader: ReviewFileReader, source: ImportSource): AsyncIterable<{ readonly row: number; readonly cells: readonly string[] }> {
  const dialect = source.read.dialect;
  if (!dialect) throw new Error('a drafts import has no records');
  let row = -1;
  for await (const cells of reader.records(storage.stream(source.fileKey), dialect)) {
    row += 1;
    if (row === 0) continue;
    yield { row, cells };
  }
}

/** Reads the source row by row with its settings, from row `after + 1` on (the resume point). */
export async function* importRows(
  storage: FileStorage,
  reader: ReviewFileReader,
  source: ImportSource,
  now: string,
  after = 0,
): AsyncIterable<ReadRow> {
  if (source.read.dialect === null) {
    const drafts = await storedDrafts(storage, source.fileKey);
    for (const draft of drafts.slice(after)) yield { row: draft.row, ...checkDraft(draft) };
    return;
  }
  const { mapping, dateOrder, headers } = source.read;
  for await (const { row, cells } of fileRecords(storage, reader, source)) {
    if (row <= after) continue;
    const result = readReviewRow(cells, row, mapping, { dateOrder, now }, headers);
    yield { row, draft: result.draft, issues: result.issues };
  }
}

/** The drafts a non-file source stored, as JSON (their rows numbered 1…n). */
export async function storedDrafts(storage: FileStorage, key: string): Promise<readonly ImportedReviewDraft[]> {
  const text = await new Response(storage.stream(key)).text();
  try {
    return JSON.parse(text) as ImportedReviewDraft[];
  } catch {
    throw invalidInput('file', 'the stored reviews could not be read');
  }
}

export function draftsAsJson(drafts: readonly ImportedReviewDraft[]): Uint8Array {
  return new TextEncoder().encode(JSON.stringify(drafts.map((draft, index) => ({ ...draft, row: index + 1 }))));
}
