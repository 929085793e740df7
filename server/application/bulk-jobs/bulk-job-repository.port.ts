import { type AuthenticatedShop } from '../shared/authenticated-shop';

export type BulkJobAction = 'update' | 'delete';
export type BulkJobStatus = 'running' | 'succeeded' | 'failed';

export interface BulkJobRecord {
  readonly id: number;
  readonly action: BulkJobAction;
  readonly status: BulkJobStatus;
  readonly processed: number;
  readonly total: number;
  /** Why it failed; null while it runs (even while a failed job is being undone) and once it succeeded. */
  readonly error: string | null;
}

export interface BulkJobOutcome {
  readonly status: 'succeeded' | 'failed';
  readonly processed: number;
  readonly error: string | null;
}

/** A job as asked: which registered work runs it, with what, on which rows (ascending). */
export interface NewBulkJob {
  readonly action: BulkJobAction;
  readonly kind: string;
  readonly params: unknown;
  readonly ids: readonly number[];
  readonly chunkSize: number;
}

/** A running job a worker holds the lease of, with where it stands. */
export interface ClaimedBulkJob {
  readonly shop: AuthenticatedShop;
  readonly id: number;
  readonly action: BulkJobAction;
  /** Null for a job from before jobs resumed: it can only be undone. */
  readonly kind: string | null;
  readonly params: unknown;
  readonly chunks: number;
  /** The first chunk not yet committed. */
  readonly nextChunk: number;
  readonly processed: number;
  readonly total: number;
  /** Set when the job failed and is still to be undone: the message it ends with. */
  readonly failure: string | null;
}

/**
 * The bulk_jobs table: every job's queue entry, cursor, lease and progress, read and written by
 * any process on the database (decision 0080). Methods that take `owner` change a job only while
 * it is running under that owner's lease, and answer false (or null) otherwise: a process whose
 * lease ran out, and whose job another took over, writes nothing more to it.
 */
export interface BulkJobRepository {
  /** Records a job to run, unclaimed: any process's worker may take it. */
  create(shop: AuthenticatedShop, job: NewBulkJob): Promise<number>;
  get(shop: AuthenticatedShop, id: number): Promise<BulkJobRecord | null>;
  /**
   * Claims the oldest running job nobody holds (never claimed, handed back, or its lease run out)
   * whose shop has no older job running: a shop's jobs run one at a time, in the order asked.
   * SKIP LOCKED: two workers never claim one job.
   */
  claimNext(owner: string, now: Date, leaseUntil: Date): Promise<ClaimedBulkJob | null>;
  /**
   * In the chunk's transaction, before its writes: moves the job's cursor past `chunk` and
   * renews the lease, locking the row until the commit. The chunk's ids; null when the job is
   * not running under `owner` at `chunk` (then nothing may be written).
   */
  takeChunk(shop: AuthenticatedShop, id: number, owner: string, chunk: number, leaseUntil: Date): Promise<readonly number[] | null>;
  /** In the chunk's transaction, after its writes: adds the rows it took to `processed`. */
  addProcessed(shop: AuthenticatedShop, id: number, rows: number): Promise<void>;
  /** Renews the lease (a step of an undo); false when the job is no longer ours. */
  renew(shop: AuthenticatedShop, id: number, owner: string, leaseUntil: Date): Promise<boolean>;
  /** Records that the job failed with `error`, to be undone before it ends; false when no longer ours. */
  markFailing(shop: AuthenticatedShop, id: number, owner: string, error: string): Promise<boolean>;
  /** Ends the job; false when it was no longer ours. */
  finish(shop: AuthenticatedShop, id: number, owner: string, outcome: BulkJobOutcome, at: Date): Promise<boolean>;
  /** Hands a job back (shutdown): its lease ends now, so another process takes it over at once. */
  release(shop: AuthenticatedShop, id: number, owner: string): Promise<void>;
}
