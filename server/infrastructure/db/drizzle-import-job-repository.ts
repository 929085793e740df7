import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { type ImportIssue, type ImportIssueCode, type ImportJobKind, type ImportJobStatus } from '../../../src/domain/import/import-job';
import { type ImportOrigin } from '../../../src/domain/import/imported-review';
import {
  type ImportJobRecord,
  type ImportJobRepository,
  type ImportJobSettings,
  type NewImportJob,
} from '../../application/imports/import-job-repository.port';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { type AppDatabase } from './database';
import { rowsOf } from './raw-rows';
import { importIssues, importJobs } from './schema';

type JobRow = typeof importJobs.$inferSelect;

const STAMP_ON_ENTRY: Partial<Record<ImportJobStatus, 'startedAt' | 'finishedAt'>> = {
  running: 'startedAt',
  completed: 'finishedAt',
  failed: 'finishedAt',
  cancelled: 'finishedAt',
};

/** import_jobs, their issues and media counts (docs/product/import.md#jobs). */
export class DrizzleImportJobRepository implements ImportJobRepository {
  constructor(private readonly db: AppDatabase) {}

  async create(shop: AuthenticatedShop, job: NewImportJob): Promise<ImportJobRecord> {
    const [row] = await this.db
      .insert(importJobs)
      .values({ shopId: shop.id, ...job, settings: job.settings })
      .returning();
    return toRecord(row!, shop.domain);
  }

  async find(shop: AuthenticatedShop, id: number): Promise<ImportJobRecord | null> {
    const [row] = await this.db.select().from(importJobs).where(and(eq(importJobs.shopId, shop.id), eq(importJobs.id, id)));
    return row ? toRecord(row, shop.domain) : null;
  }

  async list(shop: AuthenticatedShop, page: { readonly offset: number; readonly limit: number }) {
    const where = eq(importJobs.shopId, shop.id);
    const [rows, [total]] = await Promise.all([
      this.db.select().from(importJobs).where(where).orderBy(desc(importJobs.createdAt), desc(importJobs.id)).limit(page.limit).offset(page.offset),
      this.db.select({ value: count() }).from(importJobs).where(where),
    ]);
    return { rows: rows.map((row) => toRecord(row, shop.domain)), total: total?.value ?? 0 };
  }

  async updateDraft(shop: AuthenticatedShop, id: number, settings: ImportJobSettings, totalRows: number): Promise<boolean> {
    const updated = await this.db
      .update(importJobs)
      .set({ settings, totalRows })
      .where(and(eq(importJobs.shopId, shop.id), eq(importJobs.id, id), eq(importJobs.status, 'draft')))
      .returning({ id: importJobs.id });
    return updated.length > 0;
  }

  async transition(shop: AuthenticatedShop, id: number, from: readonly ImportJobStatus[], to: ImportJobStatus, now: Date): Promise<boolean> {
    const stamp = STAMP_ON_ENTRY[to];
    const updated = await this.db
      .update(importJobs)
      .set({ status: to, ...(stamp ? { [stamp]: now } : {}), ...(to === 'cancelled' ? { leaseOwner: null, leaseUntil: null } : {}) })
      .where(and(eq(importJobs.shopId, shop.id), eq(importJobs.id, id), inArray(importJobs.status, [...from])))
      .returning({ id: importJobs.id });
    return updated.length > 0;
  }

  async claimNext(owner: string, now: Date, leaseUntil: Date): Promise<ImportJobRecord | null> {
    const nowText = now.toISOString();
    const [claimed] = await rowsOf<{ shop_id: string | number; id: string | number; domain: string }>(
      this.db.execute(sql`
        update import_jobs j
        set status = 'running', lease_owner = ${owner}, lease_until = ${leaseUntil.toISOString()}::timestamptz,
            started_at = coalesce(j.started_at, ${nowText}::timestamptz)
        from shops s
        where s.id = j.shop_id and (j.shop_id, j.id) = (
          select c.shop_id, c.id from import_jobs c
          join shops cs on cs.id = c.shop_id and cs.uninstalled_at is null
          where c.status = 'queued' or (c.status = 'running' and (c.lease_until is null or c.lease_until < ${nowText}::timestamptz))
          order by c.created_at, c.id
          limit 1
          for update of c skip locked)
        returning j.shop_id, j.id, s.domain`),
    );
    if (!claimed) return null;
    return this.find({ id: Number(claimed.shop_id), domain: claimed.domain }, Number(claimed.id));
  }

  async release(job: ImportJobRecord, owner: string): Promise<void> {
    await this.db
      .update(importJobs)
      .set({ leaseUntil: null })
      .where(and(eq(importJobs.shopId, job.shopId), eq(importJobs.id, job.id), eq(importJobs.status, 'running'), eq(importJobs.leaseOwner, owner)));
  }

  async finish(job: ImportJobRecord, owner: string, outcome: { readonly status: 'completed' | 'failed'; readonly failure: string | null }, now: Date): Promise<boolean> {
    const updated = await this.db
      .update(importJobs)
      .set({ status: outcome.status, failure: outcome.failure, finishedAt: now, leaseOwner: null, leaseUntil: null })
      .where(and(eq(importJobs.shopId, job.shopId), eq(importJobs.id, job.id), eq(importJobs.status, 'running'), eq(importJobs.leaseOwner, owner)))
      .returning({ id: importJobs.id });
    return updated.length > 0;
  }

  /** One statement: the reviews go and the import is marked undone together, or neither. */
  async undo(shop: AuthenticatedShop, id: number): Promise<number> {
    const [row] = await rowsOf<{ removed: string | number }>(
      this.db.execute(sql`
        with removed as (delete from reviews where shop_id = ${shop.id} and import_job_id = ${id} returning 1),
        marked as (update import_jobs set undone = true where shop_id = ${shop.id} and id = ${id})
        select count(*) as removed from removed`),
    );
    return Number(row?.removed ?? 0);
  }

  async issues(shop: AuthenticatedShop, id: number, page: { readonly offset: number; readonly limit: number }) {
    const where = and(eq(importIssues.shopId, shop.id), eq(importIssues.jobId, id));
    const [rows, [total]] = await Promise.all([
      this.db.select().from(importIssues).where(where).orderBy(asc(importIssues.row), asc(importIssues.seq)).limit(page.limit).offset(page.offset),
      this.db.select({ value: count() }).from(importIssues).where(where),
    ]);
    return {
      rows: rows.map(
        (row): ImportIssue => ({
          row: row.row,
          code: row.code as ImportIssueCode,
          field: row.field,
          value: row.value,
          ...(row.duplicateOf === null ? {} : { duplicateOf: row.duplicateOf }),
        }),
      ),
      total: total?.value ?? 0,
    };
  }
}

function toRecord(row: JobRow, shopDomain: string): ImportJobRecord {
  return {
    shopId: row.shopId,
    shopDomain,
    id: row.id,
    kind: row.kind as ImportJobKind,
    origin: row.origin as ImportOrigin,
    label: row.label,
    status: row.status as ImportJobStatus,
    fileKey: row.fileKey,
    settings: row.settings as ImportJobSettings,
    totalRows: row.totalRows,
    processedRows: row.processedRows,
    importedCount: row.importedCount,
    duplicateCount: row.duplicateCount,
    skippedCount: row.skippedCount,
    warningCount: row.warningCount,
    undone: row.undone,
    failure: row.failure,
    createdAt: row.createdAt,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
  };
}

