import { type AuthenticatedShop } from '../shared/authenticated-shop';

export type BulkJobAction = 'update' | 'delete';
export type BulkJobStatus = 'running' | 'succeeded' | 'failed';

export interface BulkJobRecord {
  readonly id: number;
  readonly action: BulkJobAction;
  readonly status: BulkJobStatus;
  readonly processed: number;
  readonly total: number;
  readonly error: string | null;
}

export interface BulkJobOutcome {
  readonly status: 'succeeded' | 'failed';
  readonly processed: number;
  readonly total: number;
  readonly error: string | null;
}

/** The bulk_jobs table: a job's outcome, readable from any request after it ends; any feature's bulk jobs. */
export interface BulkJobRepository {
  create(shop: AuthenticatedShop, action: BulkJobAction, total: number): Promise<number>;
  finish(shop: AuthenticatedShop, id: number, outcome: BulkJobOutcome): Promise<void>;
  get(shop: AuthenticatedShop, id: number): Promise<BulkJobRecord | null>;
  /**
   * At start-up, for every shop, after their journals are undone: jobs still 'running' were cut
   * off by the last stop and changed nothing, so they are marked failed with `error`.
   */
  failInterrupted(error: string, at: Date): Promise<number>;
}
