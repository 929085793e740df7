import { type BulkJob } from '../../../src/contracts/reviews.contract';
import { AppError, notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type Transactions } from '../shared/transactions.port';
import { type BulkJobAction, type BulkJobRepository } from './bulk-job-repository.port';
import { type BulkJobWrites, type JournalTag } from './bulk-journal.port';
import { chunksOf } from '../shared/chunks-of';

/**
 * Up to this many rows a bulk action changes in one transaction before it answers; more start a
 * job. The rule for every bulk write: Q&A's bulk actions stay below it by their contract
 * (MAX_BULK_QUESTION_IDS), a test holds them to it.
 */
export const BULK_SYNC_LIMIT = 1000;
/**
 * Rows per chunk of a job: one statement, and when journaled one transaction, so a request waits
 * for at most about one chunk (some 30-80 ms on PGlite; decision 0047). As many as a bulk action
 * changes before its answer: no bulk transaction on the embedded database takes more rows.
 * Progress is reported after each.
 */
export const BULK_CHUNK_SIZE = BULK_SYNC_LIMIT;
export const JOB_INTERRUPTED_MESSAGE = 'the server restarted while the job ran; nothing was changed';
export const JOB_FAILED_MESSAGE = 'the action failed; nothing was changed';
/** The job failed and putting its chunks back failed too: the start-up recovery finishes the undo. */
export const JOB_UNDO_PENDING_MESSAGE = 'the action failed; what it changed so far is put back when the server restarts';

/**
 * How a job stays all or nothing (decision 0047).
 * - 'one-transaction': every chunk in one transaction, which a failure or a stop rolls back.
 *   PostgreSQL: other requests run beside it on other connections.
 * - 'journaled': each chunk commits with the journal that undoes it, so other requests get the
 *   database between chunks; a failure undoes the committed chunks, last first, and so does the
 *   next start after a stop. PGlite: one connection, which a transaction holds to the end.
 */
export type BulkJobMode = 'one-transaction' | 'journaled';

/** What a bulk action does, chunk by chunk, through the repositories `Writes` names. */
export interface BulkJobWork<Writes> {
  readonly action: BulkJobAction;
  /**
   * The ids of the rows the action takes, ascending. With `lock`, it runs in the transaction
   * that runs every chunk and should lock listed ids so none vanishes before its chunk; without,
   * in a short transaction of its own before the first chunk. Throws an AppError (nothing
   * changed yet) when the selection cannot run.
   */
  select(writes: Writes, lock: boolean): Promise<readonly number[]>;
  /**
   * Changes one chunk of those ids; with `journal`, records in the same transaction what undoes
   * it. The number of rows taken, for progress and the outcome.
   */
  apply(writes: Writes, ids: readonly number[], journal: JournalTag | null): Promise<number>;
}

/** Where a running job is, for the test seam {@link BulkJobRunnerOptions.afterChunk}. */
export interface ChunkDone {
  readonly shop: AuthenticatedShop;
  readonly jobId: number;
  readonly chunk: number;
  readonly processed: number;
}

export interface BulkJobRunnerOptions {
  readonly mode: BulkJobMode;
  readonly chunkSize?: number;
  /** Told of an unexpected failure of a job (the job itself records a generic message). */
  readonly reportFailure?: (error: unknown) => void;
  /**
   * Test seam: awaited after each chunk of a job (committed, when journaled), before the next.
   * Tests hold a job here to see the server while it runs, or throw to fail it mid-way.
   */
  readonly afterChunk?: (done: ChunkDone) => Promise<void>;
}

interface LiveProgress {
  processed: number;
  total: number;
}

const jobKey = (shop: AuthenticatedShop, id: number) => `${shop.id}:${id}`;

/**
 * PGlite runs statements on this thread: a turn of the event loop between chunks lets the HTTP
 * server read the requests already sent, so their queries queue for the database before the next
 * chunk does (and no block outlasts Node's 5 s keep-alive timeout, which would reset the socket
 * a poll was just sent on).
 */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Between journaled chunks the job also waits this long, so a request already answering (one
 * query, then the next) finishes instead of waiting for a chunk at each of its queries: on 100,000
 * rows it halves get_reviews' median wait for a few tenths of a second of the job (decision 0047).
 */
export const JOURNALED_CHUNK_PAUSE_MS = 5;
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, JOURNALED_CHUNK_PAUSE_MS));

/**
 * Runs every feature's bulk actions: small ones at once in one transaction, large ones as jobs in
 * the background, all or nothing either way. A shop's jobs run one at a time, in the order asked.
 * Live progress is kept in memory by this process; the bulk_jobs row records the outcome, and a
 * job's journal what undoes its committed chunks until it ends.
 */
export class BulkJobRunner {
  private readonly progress = new Map<string, LiveProgress>();
  private readonly running = new Set<Promise<void>>();
  /** The last job asked for per shop: the next one starts when it ends. */
  private readonly queues = new Map<number, Promise<void>>();
  private readonly chunkSize: number;

  constructor(
    private readonly jobs: BulkJobRepository,
    private readonly bookkeeping: Transactions<BulkJobWrites>,
    private readonly now: () => Date,
    private readonly options: BulkJobRunnerOptions,
  ) {
    this.chunkSize = options.chunkSize ?? BULK_CHUNK_SIZE;
  }

  /** Changes every row in one transaction, before the answer (at most BULK_SYNC_LIMIT rows); the rows taken. */
  runNow<Writes>(transactions: Transactions<Writes>, work: BulkJobWork<Writes>): Promise<number> {
    return transactions.run((writes) => this.applyAll(writes, work, null));
  }

  /** Records a job of `total` rows and runs it in the background; its id at once. */
  async start<Writes>(shop: AuthenticatedShop, total: number, transactions: Transactions<Writes>, work: BulkJobWork<Writes>): Promise<number> {
    const id = await this.jobs.create(shop, work.action, total);
    const key = jobKey(shop, id);
    const live: LiveProgress = { processed: 0, total };
    this.progress.set(key, live);
    const previous = this.queues.get(shop.id) ?? Promise.resolve();
    const run: Promise<void> = previous
      .then(() => this.execute(shop, id, live, transactions, work))
      .catch((error: unknown) => this.options.reportFailure?.(error))
      .finally(() => {
        this.progress.delete(key);
        this.running.delete(run);
        if (this.queues.get(shop.id) === run) this.queues.delete(shop.id);
      });
    this.queues.set(shop.id, run);
    this.running.add(run);
    return id;
  }

  /** get_bulk_job: the live progress while this process runs the job, else the recorded outcome. */
  async job(shop: AuthenticatedShop, id: number): Promise<BulkJob> {
    const record = await this.jobs.get(shop, id);
    if (record === null) throw notFound(`job ${id}`);
    const live = record.status === 'running' ? this.progress.get(jobKey(shop, id)) : undefined;
    return {
      id: record.id,
      action: record.action,
      status: record.status,
      processed: live?.processed ?? record.processed,
      total: live?.total ?? record.total,
      ...(record.error === null ? {} : { error: record.error }),
    };
  }

  /**
   * At start-up, before the server answers: undoes from their journals the jobs the last stop cut
   * off (and any whose undo failed), then marks every job still 'running' failed. Their number.
   */
  async recoverInterruptedJobs(): Promise<number> {
    const unfinished = await this.bookkeeping.run(({ journal }) => journal.unfinished());
    for (const job of unfinished) {
      await this.undoJournal(job.shop, job.jobId);
      if (job.status === 'failed') {
        await this.jobs.finish(job.shop, job.jobId, { status: 'failed', processed: 0, total: job.total, error: JOB_FAILED_MESSAGE });
      }
    }
    return this.jobs.failInterrupted(JOB_INTERRUPTED_MESSAGE, this.now());
  }

  /** Resolves when every job this process started has ended (tests, graceful shutdown). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  private async execute<Writes>(shop: AuthenticatedShop, id: number, live: LiveProgress, transactions: Transactions<Writes>, work: BulkJobWork<Writes>): Promise<void> {
    if (this.options.mode === 'journaled') return this.executeJournaled(shop, id, live, transactions, work);
    let changed: number;
    try {
      changed = await transactions.run((writes) => this.applyAll(writes, work, { shop, id, live }));
    } catch (error) {
      return this.jobs.finish(shop, id, { status: 'failed', processed: 0, total: live.total, error: this.failureMessage(error) });
    }
    return this.jobs.finish(shop, id, { status: 'succeeded', processed: changed, total: live.total, error: null });
  }

  /** Every chunk in the caller's transaction; with a job, progress and a turn of the event loop after each. */
  private async applyAll<Writes>(writes: Writes, work: BulkJobWork<Writes>, job: { shop: AuthenticatedShop; id: number; live: LiveProgress } | null): Promise<number> {
    const ids = await work.select(writes, true);
    if (job) job.live.total = ids.length;
    let processed = 0;
    for (const [chunk, part] of chunksOf(ids, this.chunkSize).entries()) {
      processed += await work.apply(writes, part, null);
      if (job) {
        job.live.processed = processed;
        await this.options.afterChunk?.({ shop: job.shop, jobId: job.id, chunk, processed });
        await yieldToEventLoop();
      }
    }
    return processed;
  }

  /**
   * Each chunk commits with its journal; the success is recorded, and the journal dropped, in one
   * transaction. On a failure the committed chunks are undone, last first, each in a short
   * transaction of its own, and only then is the job marked failed.
   */
  private async executeJournaled<Writes>(shop: AuthenticatedShop, id: number, live: LiveProgress, transactions: Transactions<Writes>, work: BulkJobWork<Writes>): Promise<void> {
    /** Rows taken after each committed chunk, by chunk number. */
    const after: number[] = [];
    try {
      const ids = await transactions.run((writes) => work.select(writes, false));
      live.total = ids.length;
      for (const [chunk, part] of chunksOf(ids, this.chunkSize).entries()) {
        const changed = await transactions.run((writes) => work.apply(writes, part, { jobId: id, chunk }));
        after.push((after.at(-1) ?? 0) + changed);
        live.processed = after.at(-1) ?? 0;
        await this.options.afterChunk?.({ shop, jobId: id, chunk, processed: live.processed });
        await pause();
      }
      await this.bookkeeping.run(async ({ jobs, journal }) => {
        await jobs.finish(shop, id, { status: 'succeeded', processed: live.processed, total: live.total, error: null });
        await journal.forget(shop, id);
      });
    } catch (error) {
      const message = this.failureMessage(error);
      try {
        await this.undoJournal(shop, id, (chunk) => {
          after.length = Math.min(after.length, chunk);
          live.processed = after.at(-1) ?? 0;
        });
      } catch (undoError) {
        this.options.reportFailure?.(undoError);
        return this.jobs.finish(shop, id, { status: 'failed', processed: live.processed, total: live.total, error: JOB_UNDO_PENDING_MESSAGE });
      }
      return this.jobs.finish(shop, id, { status: 'failed', processed: 0, total: live.total, error: message });
    }
  }

  /** Undoes the job's journaled chunks, last first, each in its own short transaction; `undone` hears each chunk's number. */
  private async undoJournal(shop: AuthenticatedShop, id: number, undone: (chunk: number) => void = () => undefined): Promise<void> {
    for (;;) {
      const chunk = await this.bookkeeping.run(({ journal }) => journal.undoLastChunk(shop, id));
      if (chunk === null) return;
      undone(chunk);
      await pause();
    }
  }

  /** An AppError says what went wrong; anything else is reported and recorded generically. */
  private failureMessage(error: unknown): string {
    if (error instanceof AppError) return `${error.message}; nothing was changed`;
    this.options.reportFailure?.(error);
    return JOB_FAILED_MESSAGE;
  }
}
