import { type BulkJob } from '../../../src/contracts/reviews.contract';
import { notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type Transactions } from '../shared/transactions.port';
import { chunksOf } from '../shared/chunks-of';
import { type BulkJobAction, type BulkJobRepository } from './bulk-job-repository.port';
import { type BulkJobWrites, type JournalTag } from './bulk-journal.port';
import { type BulkJobHandler, BulkJobWorker, type BulkJobWorkerOptions } from './bulk-job-worker';

export { type BulkJobChunkWrites, type BulkJobHandler, type ChunkDone, JOB_FAILED_MESSAGE, JOB_INTERRUPTED_MESSAGE } from './bulk-job-worker';

/**
 * Up to this many rows a bulk action changes in one transaction before it answers; more start a
 * job. The rule for every bulk write: Q&A's bulk actions stay below it by their contract
 * (MAX_BULK_QUESTION_IDS), a test holds them to it.
 */
export const BULK_SYNC_LIMIT = 1000;
/**
 * Rows per chunk of a job: one statement and one transaction, so a request waits for at most
 * about one chunk (some 30-80 ms on PGlite; decision 0047), and what a resumed job's process
 * loses at most. Progress is recorded with each.
 */
export const BULK_CHUNK_SIZE = BULK_SYNC_LIMIT;

/** What a small bulk action does, in the one transaction of the request. */
export interface BulkJobWork<Writes> {
  readonly action: BulkJobAction;
  /** The ids of the rows the action takes, ascending; `lock` locks listed ids until the transaction ends. */
  select(writes: Writes, lock: boolean): Promise<readonly number[]>;
  /** Changes one chunk of those ids; the number of rows taken. */
  apply(writes: Writes, ids: readonly number[], journal: JournalTag | null): Promise<number>;
}

/** A job as a feature asks for it: its registered kind, the settings its handler reads back, and the ids it takes (ascending). */
export interface BulkJobRequest {
  readonly action: BulkJobAction;
  readonly kind: string;
  readonly params: unknown;
  readonly ids: readonly number[];
}

export interface BulkJobRunnerOptions extends Omit<BulkJobWorkerOptions, 'concurrency'> {
  readonly concurrency?: number;
  readonly chunkSize?: number;
}

/**
 * Runs every feature's bulk actions: small ones at once in one transaction; large ones as jobs
 * recorded in bulk_jobs, which any process's worker runs, resumes and reports (decision 0080).
 * A feature registers a handler per job kind, so a process that did not take the request can
 * run the job from its row.
 */
export class BulkJobRunner {
  private readonly handlers = new Map<string, BulkJobHandler<unknown>>();
  private readonly worker: BulkJobWorker;
  private readonly chunkSize: number;

  constructor(
    private readonly jobs: BulkJobRepository,
    bookkeeping: Transactions<BulkJobWrites>,
    now: () => Date,
    options: BulkJobRunnerOptions,
  ) {
    this.chunkSize = options.chunkSize ?? BULK_CHUNK_SIZE;
    this.worker = new BulkJobWorker(jobs, bookkeeping, this.handlers, now, { ...options, concurrency: options.concurrency ?? 1 });
  }

  /** How jobs of `kind` run; a feature registers its kinds when composed, in every process. */
  register<Writes>(kind: string, handler: BulkJobHandler<Writes>): void {
    this.handlers.set(kind, handler);
  }

  /** Changes every row in one transaction, before the answer (at most BULK_SYNC_LIMIT rows); the rows taken. */
  runNow<Writes>(transactions: Transactions<Writes>, work: BulkJobWork<Writes>): Promise<number> {
    return transactions.run(async (writes) => {
      const ids = await work.select(writes, true);
      let processed = 0;
      for (const part of chunksOf(ids, this.chunkSize)) processed += await work.apply(writes, part, null);
      return processed;
    });
  }

  /** Records a job; this process's worker takes it at once (or another's, on its next look). Its id. */
  async start(shop: AuthenticatedShop, request: BulkJobRequest): Promise<number> {
    if (!this.handlers.has(request.kind)) throw new Error(`no bulk job handler for ${request.kind}`);
    const id = await this.jobs.create(shop, { ...request, chunkSize: this.chunkSize });
    this.worker.wake();
    return id;
  }

  /** get_bulk_job: the job's row, which its worker updates with each chunk, whichever process runs it. */
  async job(shop: AuthenticatedShop, id: number): Promise<BulkJob> {
    const record = await this.jobs.get(shop, id);
    if (record === null) throw notFound(`job ${id}`);
    return {
      id: record.id,
      action: record.action,
      status: record.status,
      processed: record.processed,
      total: record.total,
      ...(record.error === null ? {} : { error: record.error }),
    };
  }

  /** The server: looks for jobs now and every pollMs. */
  startWorker(): void {
    this.worker.start();
  }

  /** Shutdown: a running job is handed back after its chunk. */
  stop(): Promise<void> {
    return this.worker.stop();
  }

  /** Runs what this process can claim now and resolves once no job runs here (tests). */
  idle(): Promise<void> {
    return this.worker.idle();
  }
}
