import { AppError } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type Transactions } from '../shared/transactions.port';
import { type BulkJobRepository, type ClaimedBulkJob } from './bulk-job-repository.port';
import { type BulkJobWrites, type JournalTag } from './bulk-journal.port';

export const JOB_FAILED_MESSAGE = 'the action failed; nothing was changed';
/** A job from before jobs resumed, cut off by a stop: undone, then failed with this. */
export const JOB_INTERRUPTED_MESSAGE = 'the server restarted while the job ran; nothing was changed';

/** What a job's chunk transaction writes through besides the feature's repositories. */
export interface BulkJobChunkWrites {
  readonly bulkJobs: BulkJobRepository;
}

/**
 * A feature's bulk jobs, as any process runs them from their stored row: `apply` changes one
 * chunk of the job's ids in the transaction `transactions` opens, and records in it, through
 * `journal`, what undoes the chunk. The rows taken, for progress.
 */
export interface BulkJobHandler<Writes> {
  readonly transactions: Transactions<Writes & BulkJobChunkWrites>;
  apply(shop: AuthenticatedShop, params: unknown, writes: Writes, ids: readonly number[], journal: JournalTag): Promise<number>;
}

/** Where a running job is, for the test seam {@link BulkJobWorkerOptions.afterChunk}. */
export interface ChunkDone {
  readonly shop: AuthenticatedShop;
  readonly jobId: number;
  readonly chunk: number;
  readonly processed: number;
}

export interface BulkJobWorkerOptions {
  /** Who holds the leases: unique per process. */
  readonly owner: string;
  /** Renewed by every chunk: once it runs out, the job's process is taken for dead and another takes the job over. */
  readonly leaseMs: number;
  /** How often a process looks for jobs nobody holds (asked elsewhere, or left by a dead process). */
  readonly pollMs: number;
  /** Jobs run at once by this process (one per shop at most): 1 on PGlite's one connection. */
  readonly concurrency: number;
  /** Told of an unexpected failure of a job (the job itself records a generic message). */
  readonly reportFailure?: (error: unknown) => void;
  /**
   * Told after each committed chunk: the server wakes the workers of what the chunk queued in its
   * transaction (webhook deliveries, Flow triggers, storefront syncs), instead of leaving them to
   * their next poll.
   */
  readonly chunkCommitted?: () => void;
  /**
   * Test seam: awaited after each committed chunk of a job, before the next. Tests hold a job
   * here to see the server while it runs, or throw to fail it mid-way.
   */
  readonly afterChunk?: (done: ChunkDone) => Promise<void>;
}

export const DEFAULT_BULK_JOB_WORKER_OPTIONS: Omit<BulkJobWorkerOptions, 'owner' | 'concurrency'> = { leaseMs: 30_000, pollMs: 2_000 };

/**
 * PGlite runs statements on this thread: a turn of the event loop between chunks lets the HTTP
 * server read the requests already sent, so their queries queue for the database before the next
 * chunk does; then a short pause lets a request already answering finish its next query
 * (decision 0047).
 */
export const CHUNK_PAUSE_MS = 5;
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, CHUNK_PAUSE_MS));

/**
 * Runs the bulk jobs recorded in bulk_jobs, in every process on the database (decision 0080):
 * claims a job under a lease (SKIP LOCKED), runs it from its cursor chunk by chunk, each chunk
 * committing with its journal, the cursor, the progress and a renewed lease, and claims again until
 * none is left. A job whose process died is claimed once its lease runs out and goes on from the
 * last committed chunk; the cursor check in each chunk's transaction keeps any chunk from being
 * applied twice. A failure undoes the committed chunks, last first, then fails the job.
 *
 * Not a LeasedQueueWorker over BackgroundRounds (shared/): their rounds never overlap, so a job
 * asked while a long one runs would wait for it to end; here each of `concurrency` lanes claims on
 * its own, and a job asked is started at once by the process that took the request.
 */
export class BulkJobWorker {
  private timer: NodeJS.Timeout | null = null;
  /** Each lane claims and runs jobs, one at a time, until none is left for it. */
  private readonly lanes = new Set<Promise<void>>();
  /** Lanes that have not yet decided to stop (a lane leaves the set a turn later). */
  private looking = 0;
  /** A job may have come while every lane was busy: a lane that finds none looks once more. */
  private again = false;
  private stopping = false;

  constructor(
    private readonly jobs: BulkJobRepository,
    private readonly bookkeeping: Transactions<BulkJobWrites>,
    private readonly handlers: ReadonlyMap<string, BulkJobHandler<unknown>>,
    private readonly now: () => Date,
    private readonly options: BulkJobWorkerOptions,
  ) {}

  /** Looks for jobs every `pollMs` from now on (the server; tests wake it instead). */
  start(): void {
    if (this.timer) return;
    this.stopping = false;
    this.timer = setInterval(() => this.wake(), this.options.pollMs);
    this.timer.unref();
    this.wake();
  }

  /** A lane looks for jobs now: a new one if fewer than `concurrency` run, else the next that finds none looks again. */
  wake(): void {
    if (this.stopping) return;
    if (this.looking >= Math.max(1, this.options.concurrency)) {
      this.again = true;
      return;
    }
    this.looking += 1;
    const lane: Promise<void> = this.lane()
      .catch((error: unknown) => {
        this.looking -= 1;
        this.options.reportFailure?.(error);
      })
      .finally(() => this.lanes.delete(lane));
    this.lanes.add(lane);
  }

  /** Runs every job this process can claim now, and resolves when none is running here. */
  async idle(): Promise<void> {
    this.wake();
    while (this.lanes.size > 0) await Promise.all([...this.lanes]);
  }

  /** Shutdown: a job running here stops after its chunk and is handed back, for the next process to go on at once. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    while (this.lanes.size > 0) await Promise.all([...this.lanes]);
  }

  private async lane(): Promise<void> {
    for (;;) {
      if (this.stopping) break;
      const now = this.now();
      const job = await this.jobs.claimNext(this.options.owner, now, this.leaseFrom(now));
      if (job) {
        await this.run(job);
        continue;
      }
      if (!this.again) break;
      this.again = false;
    }
    this.looking -= 1;
  }

  private leaseFrom(now: Date = this.now()): Date {
    return new Date(now.getTime() + this.options.leaseMs);
  }

  private async run(job: ClaimedBulkJob): Promise<void> {
    const { shop, id } = job;
    const owner = this.options.owner;
    const handler = job.kind === null ? undefined : this.handlers.get(job.kind);
    if (job.failure !== null || !handler) return this.undoAndFail(job, job.failure ?? JOB_FAILED_MESSAGE);
    let processed = job.processed;
    try {
      for (let chunk = job.nextChunk; chunk < job.chunks; chunk++) {
        if (this.stopping) return await this.jobs.release(shop, id, owner);
        const taken = await handler.transactions.run(async (writes) => {
          const ids = await writes.bulkJobs.takeChunk(shop, id, owner, chunk, this.leaseFrom());
          if (ids === null) return null;
          const rows = await handler.apply(shop, job.params, writes, ids, { jobId: id, chunk });
          await writes.bulkJobs.addProcessed(shop, id, rows);
          return rows;
        });
        // Another process holds the job now (this one's lease ran out): it goes on from the cursor.
        if (taken === null) return;
        processed += taken;
        this.options.chunkCommitted?.();
        await this.options.afterChunk?.({ shop, jobId: id, chunk, processed });
        await yieldToEventLoop();
        await pause();
      }
      // The job's commit point: succeeded, and its journal dropped, together.
      await this.bookkeeping.run(async ({ jobs, journal }) => {
        if (await jobs.finish(shop, id, owner, { status: 'succeeded', processed, error: null }, this.now())) await journal.forget(shop, id);
      });
    } catch (error) {
      await this.undoAndFail(job, this.failureMessage(error));
    }
  }

  /**
   * Records the failure, undoes the job's committed chunks (its own and a dead process's), last
   * first, each in a short transaction that renews the lease, then fails the job. If the undo
   * fails, the lease runs out and a worker (any process's) takes the undo up again.
   */
  private async undoAndFail(job: ClaimedBulkJob, message: string): Promise<void> {
    const { shop, id } = job;
    const owner = this.options.owner;
    try {
      if (!(await this.jobs.markFailing(shop, id, owner, message))) return;
      for (;;) {
        const step = await this.bookkeeping.run(async ({ jobs, journal }) => {
          if (!(await jobs.renew(shop, id, owner, this.leaseFrom()))) return 'lost';
          return (await journal.undoLastChunk(shop, id)) === null ? 'done' : 'undone';
        });
        if (step === 'lost') return;
        if (step === 'done') break;
        await pause();
      }
      await this.jobs.finish(shop, id, owner, { status: 'failed', processed: 0, error: message }, this.now());
    } catch (undoError) {
      this.options.reportFailure?.(undoError);
    }
  }

  /** An AppError says what went wrong; anything else is reported and recorded generically. */
  private failureMessage(error: unknown): string {
    if (error instanceof AppError) return `${error.message}; nothing was changed`;
    this.options.reportFailure?.(error);
    return JOB_FAILED_MESSAGE;
  }
}
