import { and, eq, inArray, sql } from 'drizzle-orm';
import { type ImportIssue } from '../../../src/domain/import/import-job';
import { reviewSourceOf } from '../../../src/domain/import/imported-review';
import { STORE_REVIEW_PRODUCT_ID } from '../../../src/domain/storefront/store-review-widgets';
import { type ChunkOutcome, type ImportChunk, type ImportChunkWriter, isOwnUpload, type ResolvedDraft } from '../../application/imports/import-chunk-writer.port';
import { type AppDatabase } from './database';
import { rowsOf } from './raw-rows';
import { reviewSearchColumns } from './review-search-columns';
import { importIssues, importJobs, importMedia, orderItems, orders, REVIEW_DEDUP_KEY_SQL, reviewMedia, reviews } from './schema';

interface DuplicateRow {
  row: number;
  key: string;
  id: string | number | null;
  import_job_id: string | number | null;
  import_row: number | null;
}

/**
 * One chunk of an import, written on the transaction it is given (docs/product/import.md#jobs).
 * The job row is updated first: it locks the import against a concurrent cancel, and a job no
 * longer running under this lease writes nothing.
 */
export class DrizzleImportChunkWriter implements ImportChunkWriter {
  constructor(private readonly tx: AppDatabase) {}

  async write(chunk: ImportChunk): Promise<ChunkOutcome> {
    const { job } = chunk;
    const duplicates = await this.duplicates(job.shopId, job.id, chunk.drafts);
    const fresh = chunk.drafts.filter((draft) => !duplicates.has(draft.draft.row));
    const warned = fresh.filter((draft) => chunk.warnedRows.has(draft.draft.row)).length;
    const claimed = await this.tx
      .update(importJobs)
      .set({
        processedRows: chunk.processedRows,
        importedCount: sql`${importJobs.importedCount} + ${fresh.length}`,
        duplicateCount: sql`${importJobs.duplicateCount} + ${duplicates.size}`,
        skippedCount: sql`${importJobs.skippedCount} + ${chunk.skippedRows}`,
        warningCount: sql`${importJobs.warningCount} + ${warned}`,
        leaseUntil: chunk.leaseUntil,
      })
      .where(and(eq(importJobs.shopId, job.shopId), eq(importJobs.id, job.id), eq(importJobs.status, 'running'), eq(importJobs.leaseOwner, chunk.owner)))
      .returning({ id: importJobs.id });
    if (claimed.length === 0) return { imported: 0, duplicates: 0, written: false };

    const buyers = await this.verifiedBuyers(job.shopId, fresh);
    const inserted =
      fresh.length === 0
        ? []
        : await this.tx
            .insert(reviews)
            .values(
              fresh.map(({ draft, productId }) => {
                const verified = buyers.has(draft.row);
                const ownMedia = draft.media.filter(isOwnUpload);
                return {
                  shopId: job.shopId,
                  productId,
                  orderId: draft.orderId,
                  authorName: draft.authorName,
                  authorEmail: draft.authorEmail,
                  ...reviewSearchColumns({ authorName: draft.authorName, title: draft.title }),
                  rating: draft.rating,
                  title: draft.title,
                  body: draft.body,
                  source: reviewSourceOf(job.origin),
                  verified,
                  reviewerVerified: !verified && draft.claimsVerifiedPurchase,
                  incentivized: draft.incentivized,
                  featured: draft.featured,
                  published: draft.published,
                  photoCount: ownMedia.filter((media) => media.kind === 'photo').length,
                  videoCount: ownMedia.filter((media) => media.kind === 'video').length,
                  country: draft.country,
                  replyBody: draft.reply?.body ?? null,
                  replyPublished: draft.reply !== null,
                  repliedAt: draft.reply?.repliedAt ? new Date(draft.reply.repliedAt) : null,
                  commentedAt: new Date(draft.commentedAt),
                  importedAt: chunk.now,
                  importJobId: job.id,
                  importOrigin: job.origin,
                  importLabel: job.label,
                  importRow: draft.row,
                };
              }),
            )
            .returning({ id: reviews.id, row: reviews.importRow });

    await this.queueMedia(chunk, fresh, inserted);
    await this.recordIssues(chunk, duplicates);
    return { imported: fresh.length, duplicates: duplicates.size, written: true };
  }

  /**
   * Rows that repeat a stored review (any source) or an earlier row of this chunk: same
   * de-duplication key as the stored column computes (REVIEW_DEDUP_KEY_SQL over the same values).
   */
  private async duplicates(shopId: number, jobId: number, drafts: readonly ResolvedDraft[]): Promise<Map<number, ImportIssue>> {
    const found = new Map<number, ImportIssue>();
    if (drafts.length === 0) return found;
    const values = drafts.map(
      ({ draft, productId }) =>
        sql`(${draft.row}::int, ${productId}::text, ${reviewSearchColumns({ authorName: draft.authorName }).authorSearch}::text, ${draft.body}::text, ${draft.commentedAt}::timestamptz)`,
    );
    const rows = await rowsOf<DuplicateRow>(
      this.tx.execute(sql`
        select k.row, k.key, r.id, r.import_job_id, r.import_row
        from (select v.row, ${sql.raw(REVIEW_DEDUP_KEY_SQL)} as key
              from (values ${sql.join(values, sql`, `)}) as v(row, product_id, author_search, body, commented_at)) k
        left join lateral (
          select id, import_job_id, import_row from reviews r
          where r.shop_id = ${shopId} and r.dedup_key = k.key
          order by r.id limit 1) r on true
        order by k.row`),
    );
    const firstRowOfKey = new Map<string, number>();
    for (const row of rows) {
      const base = { row: row.row, field: '', value: '' };
      if (row.id !== null) {
        const sameImport = Number(row.import_job_id) === jobId && row.import_row !== null;
        found.set(
          row.row,
          sameImport
            ? { ...base, code: 'duplicate_in_file', duplicateOf: row.import_row! }
            : { ...base, code: 'duplicate_existing', duplicateOf: Number(row.id) },
        );
        continue;
      }
      const first = firstRowOfKey.get(row.key);
      if (first === undefined) firstRowOfKey.set(row.key, row.row);
      else found.set(row.row, { ...base, code: 'duplicate_in_file', duplicateOf: first });
    }
    return found;
  }

  /**
   * Rows whose order we find (docs/product/import.md#verification): the order the row names, or
   * an order of the reviewer's e-mail, holding the reviewed product (any product for a store review).
   */
  private async verifiedBuyers(shopId: number, drafts: readonly ResolvedDraft[]): Promise<Set<number>> {
    const emails = [...new Set(drafts.map(({ draft }) => draft.authorEmail.trim().toLowerCase()).filter((email) => email !== ''))];
    const orderIds = [...new Set(drafts.map(({ draft }) => draft.orderId).filter((id): id is string => id !== null && id !== ''))];
    if (emails.length === 0 && orderIds.length === 0) return new Set();
    const bought = await this.tx
      .select({ orderId: orders.id, name: orders.name, email: sql<string>`lower(${orders.customerEmail})`, productId: orderItems.productId })
      .from(orders)
      .innerJoin(orderItems, and(eq(orderItems.shopId, orders.shopId), eq(orderItems.orderId, orders.id)))
      .where(
        and(
          eq(orders.shopId, shopId),
          sql`(${emails.length > 0 ? sql`lower(${orders.customerEmail}) in (${sql.join(emails.map((email) => sql`${email}`), sql`, `)})` : sql`false`}
            or ${orderIds.length > 0 ? sql`(${inArray(orders.id, orderIds)} or ${inArray(orders.name, orderIds)})` : sql`false`})`,
        ),
      );
    const verified = new Set<number>();
    for (const { draft, productId } of drafts) {
      const email = draft.authorEmail.trim().toLowerCase();
      const matches = bought.some(
        (order) =>
          (order.orderId === draft.orderId || order.name === draft.orderId || (email !== '' && order.email === email)) &&
          (productId === STORE_REVIEW_PRODUCT_ID || order.productId === productId),
      );
      if (matches) verified.add(draft.row);
    }
    return verified;
  }

  /** Our own uploads are linked at once; every other address waits for the media worker. */
  private async queueMedia(chunk: ImportChunk, fresh: readonly ResolvedDraft[], inserted: readonly { id: number; row: number | null }[]) {
    const reviewIdOfRow = new Map(inserted.map((review) => [review.row, review.id]));
    const linked: (typeof reviewMedia.$inferInsert)[] = [];
    const queued: (typeof importMedia.$inferInsert)[] = [];
    for (const { draft } of fresh) {
      const reviewId = reviewIdOfRow.get(draft.row);
      if (reviewId === undefined) continue;
      draft.media.forEach((media, position) => {
        if (isOwnUpload(media)) linked.push({ shopId: chunk.job.shopId, reviewId, position, kind: media.kind, url: media.url });
        else queued.push({ shopId: chunk.job.shopId, reviewId, position, jobId: chunk.job.id, kind: media.kind, sourceUrl: media.url, dueAt: chunk.now });
      });
    }
    if (linked.length > 0) await this.tx.insert(reviewMedia).values(linked);
    if (queued.length > 0) await this.tx.insert(importMedia).values(queued);
  }

  private async recordIssues(chunk: ImportChunk, duplicates: ReadonlyMap<number, ImportIssue>) {
    const all = [...chunk.issues, ...duplicates.values()].sort((a, b) => a.row - b.row);
    if (all.length === 0) return;
    const seqOfRow = new Map<number, number>();
    await this.tx.insert(importIssues).values(
      all.map((issue) => {
        const seq = seqOfRow.get(issue.row) ?? 0;
        seqOfRow.set(issue.row, seq + 1);
        return {
          shopId: chunk.job.shopId,
          jobId: chunk.job.id,
          row: issue.row,
          seq,
          code: issue.code,
          field: issue.field.slice(0, 200),
          value: issue.value.slice(0, 200),
          duplicateOf: issue.duplicateOf ?? null,
        };
      }),
    );
  }
}
