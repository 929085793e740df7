import { and, eq, inArray, sql } from 'drizzle-orm';
import { type ImportIssueCode } from '../../../src/domain/import/import-job';
import {
  type ClaimedImportMedia,
  IMPORT_MEDIA_MAX_ATTEMPTS,
  type ImportMediaCounts,
  type ImportMediaQueue,
  type StoredImportMedia,
} from '../../application/imports/import-media-queue.port';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { type AppDatabase } from './database';
import { DrizzleUploadedFileRepository } from './drizzle-uploaded-file-repository';
import { rowsOf } from './raw-rows';
import { importJobs, importMedia, reviewMedia, reviews } from './schema';

const MEDIA_FETCH_FAILED: ImportIssueCode = 'media_fetch_failed';
/** An address is reported whole up to this length, so the merchant can find the file. */
const MAX_REPORTED_URL_LENGTH = 2000;

interface ClaimRow {
  shop_id: string | number;
  domain: string;
  review_id: string | number;
  position: string | number;
  job_id: string | number;
  kind: 'photo' | 'video';
  source_url: string;
  attempts: string | number;
}

/**
 * import_media as a job queue (docs/product/import-media.md#the-queue). A row stays 'pending'
 * while leased; the claim locks due rows with SKIP LOCKED and leases them, so two processes
 * never fetch the same item, and an item whose worker died is claimed again once its lease ends.
 */
export class DrizzleImportMediaQueue implements ImportMediaQueue {
  constructor(private readonly db: AppDatabase) {}

  claimDue(owner: string, now: Date, limit: number, leaseMs: number): Promise<readonly ClaimedImportMedia[]> {
    return this.db.transaction(async (tx) => {
      const nowText = now.toISOString();
      const due = await rowsOf<{ shop_id: string | number; review_id: string | number; position: string | number }>(
        tx.execute(sql`
          select m.shop_id, m.review_id, m.position from import_media m
          join shops s on s.id = m.shop_id and s.uninstalled_at is null
          where m.state = 'pending' and m.due_at <= ${nowText}::timestamptz
            and (m.lease_until is null or m.lease_until < ${nowText}::timestamptz)
          order by m.due_at
          limit ${limit}
          for update of m skip locked`),
      );
      if (due.length === 0) return [];
      const keys = due.map((row) => sql`(${Number(row.shop_id)}::bigint, ${Number(row.review_id)}::bigint, ${Number(row.position)}::smallint)`);
      const claimed = await rowsOf<ClaimRow>(
        tx.execute(sql`
          update import_media m
          set lease_owner = ${owner}, lease_until = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz
          from shops s
          where s.id = m.shop_id and (m.shop_id, m.review_id, m.position) in (${sql.join(keys, sql`, `)})
          returning m.shop_id, s.domain, m.review_id, m.position, m.job_id, m.kind, m.source_url, m.attempts`),
      );
      return claimed.map((row) => toClaimed(row, owner));
    });
  }

  markFetched(item: ClaimedImportMedia, file: StoredImportMedia): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      // The review first, as its deletion locks it before cascading to its media: no deadlock.
      if (!(await this.lockReview(tx, item))) return false;
      const done = await tx
        .update(importMedia)
        .set({ state: 'fetched', leaseOwner: null, leaseUntil: null, lastError: null })
        .where(this.stillLeased(item))
        .returning({ position: importMedia.position });
      if (done.length === 0) return false;
      await new DrizzleUploadedFileRepository(tx).record(
        { id: item.shopId, domain: item.shopDomain },
        { key: file.key, originalName: file.originalName, contentType: file.contentType, sizeBytes: file.sizeBytes },
      );
      // At the import's position, or after the review's last medium when that one is taken (the merchant added one meanwhile).
      await tx.execute(sql`
        insert into review_media (shop_id, review_id, position, kind, url)
        select ${item.shopId}, ${item.reviewId},
          case when exists (select 1 from review_media where shop_id = ${item.shopId} and review_id = ${item.reviewId} and position = ${item.position})
            then (select max(position) + 1 from review_media where shop_id = ${item.shopId} and review_id = ${item.reviewId})
            else ${item.position} end,
          ${file.kind}, ${file.url}`);
      const countOf = (kind: 'photo' | 'video') =>
        sql`(select count(*) from ${reviewMedia} where ${reviewMedia.shopId} = ${item.shopId} and ${reviewMedia.reviewId} = ${item.reviewId} and ${reviewMedia.kind} = ${kind})`;
      await tx
        .update(reviews)
        .set({ photoCount: countOf('photo'), videoCount: countOf('video') })
        .where(and(eq(reviews.shopId, item.shopId), eq(reviews.id, item.reviewId)));
      return true;
    });
  }

  async markFailed(item: ClaimedImportMedia, error: string, retryAt: Date | null): Promise<void> {
    const gaveUp = retryAt === null || item.attempts + 1 >= IMPORT_MEDIA_MAX_ATTEMPTS;
    const changes = {
      state: gaveUp ? 'failed' : 'pending',
      attempts: sql`${importMedia.attempts} + 1`,
      ...(retryAt && !gaveUp ? { dueAt: retryAt } : {}),
      leaseOwner: null,
      leaseUntil: null,
      lastError: error.slice(0, 500),
    };
    if (!gaveUp) {
      await this.db.update(importMedia).set(changes).where(this.stillLeased(item));
      return;
    }
    await this.db.transaction(async (tx) => {
      // Locks in markFetched's and undo's order: the review, its media, then the import.
      const review = await this.lockReview(tx, item);
      if (!review) return;
      const failed = await tx.update(importMedia).set(changes).where(this.stillLeased(item)).returning({ jobId: importMedia.jobId });
      if (failed.length === 0) return;
      await this.reportFailure(tx, item, review.importRow ?? 0);
    });
  }

  /** Locks the medium's review for the transaction; undefined when the review is gone. */
  private async lockReview(tx: AppDatabase, item: ClaimedImportMedia): Promise<{ importRow: number | null } | undefined> {
    const [review] = await tx
      .select({ importRow: reviews.importRow })
      .from(reviews)
      .where(and(eq(reviews.shopId, item.shopId), eq(reviews.id, item.reviewId)))
      .for('update');
    return review;
  }

  /** The medium, still pending and still leased by this claim. */
  private stillLeased(item: ClaimedImportMedia) {
    return and(this.keyOf(item), eq(importMedia.state, 'pending'), eq(importMedia.leaseOwner, item.owner));
  }

  /**
   * A medium given up on is a warning of its import, listed in the import's report under the
   * review's row with the address that failed (docs/product/import-media.md#retries).
   */
  private async reportFailure(tx: AppDatabase, item: ClaimedImportMedia, row: number): Promise<void> {
    const counted = await tx
      .update(importJobs)
      .set({ warningCount: sql`${importJobs.warningCount} + 1` })
      .where(and(eq(importJobs.shopId, item.shopId), eq(importJobs.id, item.jobId)))
      .returning({ id: importJobs.id });
    if (counted.length === 0) return;
    // The import's row lock (just taken) serialises its failures: the next seq of the row is free.
    await tx.execute(sql`
      insert into import_issues (shop_id, job_id, row, seq, code, field, value)
      select ${item.shopId}, ${item.jobId}, ${row},
        coalesce((select max(seq) + 1 from import_issues where shop_id = ${item.shopId} and job_id = ${item.jobId} and row = ${row}), 0),
        ${MEDIA_FETCH_FAILED}, ${item.kind === 'photo' ? 'photo_urls' : 'video_urls'}, ${item.sourceUrl.slice(0, MAX_REPORTED_URL_LENGTH)}`);
  }

  async countsByJob(shop: AuthenticatedShop, jobIds: readonly number[]): Promise<ReadonlyMap<number, ImportMediaCounts>> {
    const counts = new Map<number, ImportMediaCounts>(jobIds.map((id) => [id, { total: 0, fetched: 0, failed: 0 }]));
    if (jobIds.length === 0) return counts;
    const rows = await this.db
      .select({
        jobId: importMedia.jobId,
        total: sql<number>`count(*)`.mapWith(Number),
        fetched: sql<number>`count(*) filter (where ${importMedia.state} = 'fetched')`.mapWith(Number),
        failed: sql<number>`count(*) filter (where ${importMedia.state} = 'failed')`.mapWith(Number),
      })
      .from(importMedia)
      .where(and(eq(importMedia.shopId, shop.id), inArray(importMedia.jobId, [...jobIds])))
      .groupBy(importMedia.jobId);
    for (const { jobId, ...row } of rows) counts.set(jobId, row);
    return counts;
  }

  private keyOf(item: ClaimedImportMedia) {
    return and(eq(importMedia.shopId, item.shopId), eq(importMedia.reviewId, item.reviewId), eq(importMedia.position, item.position));
  }
}

function toClaimed(row: ClaimRow, owner: string): ClaimedImportMedia {
  return {
    shopId: Number(row.shop_id),
    shopDomain: row.domain,
    reviewId: Number(row.review_id),
    position: Number(row.position),
    jobId: Number(row.job_id),
    kind: row.kind,
    sourceUrl: row.source_url,
    attempts: Number(row.attempts),
    owner,
  };
}
