import {
  type BulkJobAction,
  type BulkJobOutcome,
  type BulkJobRecord,
  type BulkJobRepository,
  type BulkJobStatus,
  type ClaimedBulkJob,
  type NewBulkJob,
} from '../../server/application/bulk-jobs/bulk-job-repository.port';
import { type AuthenticatedShop } from '../../server/application/shared/authenticated-shop';

/** A bulk_jobs row as the fake keeps it. */
export interface FakeBulkJobRow {
  readonly shopId: number;
  readonly id: number;
  readonly action: BulkJobAction;
  readonly status: BulkJobStatus;
  readonly processed: number;
  readonly total: number;
  readonly error: string | null;
  readonly kind: string | null;
  readonly params: unknown;
  readonly ids: readonly number[] | null;
  readonly chunkSize: number;
  readonly nextChunk: number;
  readonly leaseOwner: string | null;
  readonly leaseUntil: Date | null;
}

/**
 * The bulk_jobs table over a map of rows (`rows()` is read at each call, so a test database can
 * hand a transaction's copy): claims, cursor and lease checks as the Drizzle repository makes them.
 */
export class FakeBulkJobRepository implements BulkJobRepository {
  constructor(private readonly rows: () => Map<number, FakeBulkJobRow>) {}

  create(shop: AuthenticatedShop, job: NewBulkJob): Promise<number> {
    const id = Math.max(0, ...this.rows().keys()) + 1;
    this.rows().set(id, {
      shopId: shop.id,
      id,
      action: job.action,
      status: 'running',
      processed: 0,
      total: job.ids.length,
      error: null,
      kind: job.kind,
      params: job.params,
      ids: [...job.ids],
      chunkSize: job.chunkSize,
      nextChunk: 0,
      leaseOwner: null,
      leaseUntil: null,
    });
    return Promise.resolve(id);
  }

  get(shop: AuthenticatedShop, id: number): Promise<BulkJobRecord | null> {
    const row = this.rows().get(id);
    if (!row || row.shopId !== shop.id) return Promise.resolve(null);
    return Promise.resolve({ id, action: row.action, status: row.status, processed: row.processed, total: row.total, error: row.status === 'running' ? null : row.error });
  }

  claimNext(owner: string, now: Date, leaseUntil: Date): Promise<ClaimedBulkJob | null> {
    const rows = [...this.rows().values()].sort((a, b) => a.id - b.id);
    const free = rows.find(
      (row) =>
        row.status === 'running' &&
        (row.leaseUntil === null || row.leaseUntil < now) &&
        !rows.some((earlier) => earlier.shopId === row.shopId && earlier.status === 'running' && earlier.id < row.id),
    );
    if (!free) return Promise.resolve(null);
    this.rows().set(free.id, { ...free, leaseOwner: owner, leaseUntil });
    return Promise.resolve({
      shop: { id: free.shopId, domain: `shop-${free.shopId}.myshopify.com` },
      id: free.id,
      action: free.action,
      kind: free.kind,
      params: free.params,
      chunks: Math.ceil((free.ids?.length ?? 0) / free.chunkSize),
      nextChunk: free.nextChunk,
      processed: free.processed,
      total: free.total,
      failure: free.error,
    });
  }

  takeChunk(shop: AuthenticatedShop, id: number, owner: string, chunk: number, leaseUntil: Date): Promise<readonly number[] | null> {
    const row = this.held(shop, id, owner);
    if (!row || row.error !== null || row.nextChunk !== chunk) return Promise.resolve(null);
    this.rows().set(id, { ...row, nextChunk: chunk + 1, leaseUntil });
    return Promise.resolve((row.ids ?? []).slice(chunk * row.chunkSize, (chunk + 1) * row.chunkSize));
  }

  addProcessed(_shop: AuthenticatedShop, id: number, rows: number): Promise<void> {
    const row = this.rows().get(id)!;
    this.rows().set(id, { ...row, processed: row.processed + rows });
    return Promise.resolve();
  }

  renew(shop: AuthenticatedShop, id: number, owner: string, leaseUntil: Date): Promise<boolean> {
    return Promise.resolve(this.update(shop, id, owner, { leaseUntil }));
  }

  markFailing(shop: AuthenticatedShop, id: number, owner: string, error: string): Promise<boolean> {
    return Promise.resolve(this.update(shop, id, owner, { error }));
  }

  finish(shop: AuthenticatedShop, id: number, owner: string, outcome: BulkJobOutcome): Promise<boolean> {
    return Promise.resolve(this.update(shop, id, owner, { ...outcome, leaseOwner: null, leaseUntil: null, ids: null }));
  }

  release(shop: AuthenticatedShop, id: number, owner: string): Promise<void> {
    this.update(shop, id, owner, { leaseUntil: null });
    return Promise.resolve();
  }

  private held(shop: AuthenticatedShop, id: number, owner: string): FakeBulkJobRow | null {
    const row = this.rows().get(id);
    return row && row.shopId === shop.id && row.status === 'running' && row.leaseOwner === owner ? row : null;
  }

  private update(shop: AuthenticatedShop, id: number, owner: string, changes: Partial<FakeBulkJobRow>): boolean {
    const row = this.held(shop, id, owner);
    if (!row) return false;
    this.rows().set(id, { ...row, ...changes });
    return true;
  }
}
