import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type BulkJobRepository } from './bulk-job-repository.port';

/** Where a chunk records what undoes it: the job and the chunk's number (0, 1, …). */
export interface JournalTag {
  readonly jobId: number;
  readonly chunk: number;
}

/**
 * The undo journal of bulk jobs, which commit chunk by chunk (decisions 0047, 0080). A repository writes a
 * chunk's entries itself, in the chunk's transaction, when handed a {@link JournalTag}; this port
 * undoes and forgets them. Every method runs in the caller's transaction (`Transactions<BulkJobWrites>`).
 */
export interface BulkJournal {
  /**
   * Puts back what the job's last journaled chunk changed and forgets that chunk: deleted rows
   * (with the rows that cascaded from them) return with their ids; updated columns return to
   * their prior values where they still hold what the job wrote (a value changed since is kept).
   * The chunk's number, or null when the job has no chunk left.
   */
  undoLastChunk(shop: AuthenticatedShop, jobId: number): Promise<number | null>;
  /** Forgets every chunk of the job (it succeeded). */
  forget(shop: AuthenticatedShop, jobId: number): Promise<void>;
}

/** What a job's bookkeeping writes through, bound to one transaction. */
export interface BulkJobWrites {
  readonly jobs: BulkJobRepository;
  readonly journal: BulkJournal;
}
