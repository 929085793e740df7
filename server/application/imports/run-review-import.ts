import { type ImportIssue, SKIPPING_ISSUES } from '../../../src/domain/import/import-job';
import { AppError } from '../shared/app-error';
import { type Transactions } from '../shared/transactions.port';
import { type ShopifyGateway } from '../shopify/shopify-gateway.port';
import { type FileStorage } from '../storage/file-storage.port';
import { type ImportChunkWriter, type ResolvedDraft } from './import-chunk-writer.port';
import { type ImportJobRecord, type ImportJobRepository } from './import-job-repository.port';
import { ImportProductResolver, referenceOf } from './import-product-resolver';
import { importRows, type ReadRow, sourceOf } from './import-row-source';
import { type ReviewFileReader } from './review-file-reader.port';

/** Rows written per transaction: the resume granularity, and what a restart reads again at most. */
export const IMPORT_CHUNK_ROWS = 2000;

export interface RunImportOptions {
  readonly owner: string;
  readonly leaseMs: number;
  readonly chunkRows?: number;
  /** Asked after each chunk: true when the process is shutting down (the import is handed back). */
  readonly stopping?: () => boolean;
  /** Test seam: runs after each committed chunk (the kill -9 bench stops the process here). */
  readonly afterChunk?: (job: ImportJobRecord, processedRows: number) => Promise<void> | void;
}

export type RunOutcome = 'completed' | 'failed' | 'stopped';

/**
 * Runs one claimed import to its end (docs/product/import.md#jobs): reads its rows from the
 * resume point, settles each row's product, and writes chunk by chunk, each chunk with the
 * cursor in one transaction. A cancel between chunks stops it; an unreadable file fails it.
 */
export class RunReviewImport {
  constructor(
    private readonly jobs: ImportJobRepository,
    private readonly writes: Transactions<{ readonly chunks: ImportChunkWriter }>,
    private readonly storage: FileStorage,
    private readonly reader: ReviewFileReader,
    private readonly catalog: Pick<ShopifyGateway, 'findProducts'>,
    private readonly now: () => Date,
  ) {}

  async run(job: ImportJobRecord, options: RunImportOptions): Promise<RunOutcome> {
    const shop = { id: job.shopId, domain: job.shopDomain };
    const resolver = new ImportProductResolver(this.catalog, shop, job.settings.read.productChoices);
    const chunkRows = options.chunkRows ?? IMPORT_CHUNK_ROWS;
    let chunk: ReadRow[] = [];
    // The next chunk is read while the last one is written: reading is this process's work, writing the database's.
    let writing: Promise<boolean> | null = null;
    try {
      for await (const row of importRows(this.storage, this.reader, sourceOf(job), job.createdAt.toISOString(), job.processedRows)) {
        chunk.push(row);
        if (chunk.length < chunkRows) continue;
        if (writing && !(await writing)) return 'stopped';
        writing = this.writeChunk(job, chunk, resolver, options);
        // Awaited before the next write or at the end; until then its failure must not go unhandled.
        writing.catch(() => undefined);
        chunk = [];
      }
      if (writing && !(await writing)) return 'stopped';
      if (chunk.length > 0 && !(await this.writeChunk(job, chunk, resolver, options))) return 'stopped';
    } catch (error) {
      if (!(error instanceof AppError) || error.kind !== 'invalidInput') throw error;
      // The file turned out unreadable: the chunk in flight settles first, then the import fails (if it is still ours).
      await writing?.catch(() => false);
      return (await this.jobs.finish(job, options.owner, { status: 'failed', failure: error.message }, this.now())) ? 'failed' : 'stopped';
    }
    return (await this.jobs.finish(job, options.owner, { status: 'completed', failure: null }, this.now())) ? 'completed' : 'stopped';
  }

  private async writeChunk(job: ImportJobRecord, rows: readonly ReadRow[], resolver: ImportProductResolver, options: RunImportOptions): Promise<boolean> {
    await resolver.load(rows.flatMap((row) => (row.draft ? [row.draft.product] : [])));
    const publish = job.settings.read.publish;
    const drafts: ResolvedDraft[] = [];
    const issues: ImportIssue[] = [];
    const warnedRows = new Set<number>();
    let skippedRows = 0;
    for (const row of rows) {
      issues.push(...row.issues);
      const product = row.draft ? resolver.resolve(row.draft.product) : null;
      if (!row.draft || !product) {
        if (row.draft) issues.push({ row: row.row, code: 'product_unknown', field: '', value: referenceOf(row.draft.product) ?? '' });
        skippedRows += 1;
        continue;
      }
      if (row.issues.some((issue) => !SKIPPING_ISSUES.has(issue.code))) warnedRows.add(row.row);
      drafts.push({ draft: publish ? row.draft : { ...row.draft, published: false }, productId: product.productId });
    }
    const now = this.now();
    const outcome = await this.writes.run(({ chunks }) =>
      chunks.write({
        job,
        owner: options.owner,
        drafts,
        issues,
        processedRows: rows[rows.length - 1]?.row ?? job.processedRows,
        skippedRows,
        warnedRows,
        now,
        leaseUntil: new Date(now.getTime() + options.leaseMs),
      }),
    );
    if (!outcome.written) return false;
    await options.afterChunk?.(job, rows[rows.length - 1]?.row ?? 0);
    if (!options.stopping?.()) return true;
    await this.jobs.release(job, options.owner);
    return false;
  }
}
