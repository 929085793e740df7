import { and, eq, sql } from 'drizzle-orm';
import {
  type BulkJobAction,
  type BulkJobOutcome,
  type BulkJobRecord,
  type BulkJobRepository,
  type ClaimedBulkJob,
  type NewBulkJob,
} from '../../application/bulk-jobs/bulk-job-repository.port';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { type AppDatabase } from './database';
import { rowsOf } from './raw-rows';
import { bulkJobs } from './schema';

interface ClaimedRow {
  shop_id: string | number;
  domain: string;
  id: string | number;
  action: BulkJobAction;
  kind: string | null;
  params: unknown;
  chunks: string | number | null;
  next_chunk: number;
  processed: number;
  total: number;
  error: string | null;
}

export class DrizzleBulkJobRepository implements BulkJobRepository {
  constructor(private readonly db: AppDatabase) {}

  async create(shop: AuthenticatedShop, job: NewBulkJob): Promise<number> {
    const [row] = await this.db
      .insert(bulkJobs)
      .values({ shopId: shop.id, action: job.action, status: 'running', total: job.ids.length, kind: job.kind, params: job.params, ids: [...job.ids], chunkSize: job.chunkSize })
      .returning({ id: bulkJobs.id });
    if (!row) throw new Error('the bulk job was not created');
    return row.id;
  }

  async get(shop: AuthenticatedShop, id: number): Promise<BulkJobRecord | null> {
    const [row] = await this.db
      .select({
        id: bulkJobs.id,
        action: bulkJobs.action,
        status: bulkJobs.status,
        processed: bulkJobs.processed,
        total: bulkJobs.total,
        error: bulkJobs.error,
      })
      .from(bulkJobs)
      .where(and(eq(bulkJobs.shopId, shop.id), eq(bulkJobs.id, id)));
    if (!row) return null;
    return row.status === 'running' ? { ...row, error: null } : row;
  }

  async claimNext(owner: string, now: Date, leaseUntil: Date): Promise<ClaimedBulkJob | null> {
    const nowText = now.toISOString();
    const [row] = await rowsOf<ClaimedRow>(
      this.db.execute(sql`
        update bulk_jobs j
        set lease_owner = ${owner}, lease_until = ${leaseUntil.toISOString()}::timestamptz
        from shops s
        where s.id = j.shop_id and (j.shop_id, j.id) = (
          select c.shop_id, c.id from bulk_jobs c
          where c.status = 'running' and (c.lease_until is null or c.lease_until < ${nowText}::timestamptz)
            and not exists (select 1 from bulk_jobs e where e.shop_id = c.shop_id and e.status = 'running' and e.id < c.id)
          order by c.created_at, c.id
          limit 1
          for update of c skip locked)
        returning j.shop_id, s.domain, j.id, j.action, j.kind, j.params,
          (coalesce(cardinality(j.ids), 0) + coalesce(j.chunk_size, 1) - 1) / coalesce(j.chunk_size, 1) as chunks,
          j.next_chunk, j.processed, j.total, j.error`),
    );
    if (!row) return null;
    return {
      shop: { id: Number(row.shop_id), domain: row.domain },
      id: Number(row.id),
      action: row.action,
      kind: row.kind,
      params: row.params,
      chunks: Number(row.chunks ?? 0),
      nextChunk: row.next_chunk,
      processed: row.processed,
      total: row.total,
      failure: row.error,
    };
  }

  async takeChunk(shop: AuthenticatedShop, id: number, owner: string, chunk: number, leaseUntil: Date): Promise<readonly number[] | null> {
    const [row] = await rowsOf<{ ids: readonly (string | number)[] | string | null }>(
      this.db.execute(sql`
        update bulk_jobs
        set next_chunk = next_chunk + 1, lease_until = ${leaseUntil.toISOString()}::timestamptz
        where shop_id = ${shop.id} and id = ${id} and status = 'running' and error is null
          and lease_owner = ${owner} and next_chunk = ${chunk}
        returning to_json(ids[${chunk} * chunk_size + 1 : (${chunk} + 1) * chunk_size]) as ids`),
    );
    if (!row) return null;
    // to_json: both drivers answer a json array (PGlite and node-postgres may give text for bigint[]).
    const ids = typeof row.ids === 'string' ? (JSON.parse(row.ids) as (string | number)[]) : (row.ids ?? []);
    return ids.map(Number);
  }

  async addProcessed(shop: AuthenticatedShop, id: number, rows: number): Promise<void> {
    await this.db
      .update(bulkJobs)
      .set({ processed: sql`${bulkJobs.processed} + ${rows}` })
      .where(and(eq(bulkJobs.shopId, shop.id), eq(bulkJobs.id, id)));
  }

  async renew(shop: AuthenticatedShop, id: number, owner: string, leaseUntil: Date): Promise<boolean> {
    const rows = await this.db.update(bulkJobs).set({ leaseUntil }).where(this.heldBy(shop, id, owner)).returning({ id: bulkJobs.id });
    return rows.length > 0;
  }

  async markFailing(shop: AuthenticatedShop, id: number, owner: string, error: string): Promise<boolean> {
    const rows = await this.db.update(bulkJobs).set({ error }).where(this.heldBy(shop, id, owner)).returning({ id: bulkJobs.id });
    return rows.length > 0;
  }

  async finish(shop: AuthenticatedShop, id: number, owner: string, outcome: BulkJobOutcome, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(bulkJobs)
      .set({ ...outcome, finishedAt: at, leaseOwner: null, leaseUntil: null, ids: null })
      .where(this.heldBy(shop, id, owner))
      .returning({ id: bulkJobs.id });
    return rows.length > 0;
  }

  async release(shop: AuthenticatedShop, id: number, owner: string): Promise<void> {
    await this.db.update(bulkJobs).set({ leaseUntil: null }).where(this.heldBy(shop, id, owner));
  }

  private heldBy(shop: AuthenticatedShop, id: number, owner: string) {
    return and(eq(bulkJobs.shopId, shop.id), eq(bulkJobs.id, id), eq(bulkJobs.status, 'running'), eq(bulkJobs.leaseOwner, owner));
  }
}
