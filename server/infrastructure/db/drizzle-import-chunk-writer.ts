import { and, eq, sql } from 'drizzle-orm';
import { type ImportIssue } from '../../../src/domain/import/import-job';
import { reviewSourceOf } from '../../../src/domain/import/imported-review';
import { STORE_REVIEW_PRODUCT_ID } from '../../../src/domain/storefront/store-review-widgets';
import { type ChunkOutcome, type ImportChunk, type ImportChunkWriter, isOwnUpload, type ResolvedDraft } from '../../application/imports/import-chunk-writer.port';
import { type AppDatabase } from './database';
import { rowsOf } from './raw-rows';
import { reviewSearchColumns } from './review-search-columns';
import { importIssues, importJobs, importMedia, REVIEW_DEDUP_KEY_SQL, reviewMedia } from './schema';

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
    // A chunk lost with the database server's crash is lost whole, cursor and rows together, and
    // read again on resume: the commit need not wait for the disk.
    await this.tx.execute(sql`set local synchronous_commit = off`);
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
    const inserted = fresh.length === 0 ? [] : await this.insertReviews(chunk, fresh, buyers);
    await this.queueMedia(chunk, fresh, inserted);
    await this.recordIssues(chunk, duplicates);
    return { imported: fresh.length, duplicates: duplicates.size, written: true };
  }

  /**
   * The chunk's reviews in one statement, its rows handed over as one JSON parameter
   * (json_to_recordset): a thousand rows as thousands of bind parameters cost several times more.
   */
  private async insertReviews(chunk: ImportChunk, fresh: readonly ResolvedDraft[], buyers: ReadonlySet<number>): Promise<{ id: number; row: number | null }[]> {
    const { job } = chunk;
    const rows = fresh.map(({ draft, productId }) => {
      const verified = buyers.has(draft.row);
      const ownMedia = draft.media.filter((media) => isOwnUpload(media, job.shopId));
      const search = reviewSearchColumns({ authorName: draft.authorName, title: draft.title });
      return {
        product_id: productId,
        order_id: draft.orderId,
        author_name: draft.authorName,
        author_email: draft.authorEmail,
        author_search: search.authorSearch,
        title_search: search.titleSearch,
        rating: draft.rating,
        title: draft.title,
        body: draft.body,
        verified,
        reviewer_verified: !verified && draft.claimsVerifiedPurchase,
        incentivized: draft.incentivized,
        featured: draft.featured,
        published: draft.published,
        photo_count: ownMedia.filter((media) => media.kind === 'photo').length,
        video_count: ownMedia.filter((media) => media.kind === 'video').length,
        country: draft.country,
        reply_body: draft.reply?.body ?? null,
        replied_at: draft.reply?.repliedAt ?? null,
        commented_at: draft.commentedAt,
        import_row: draft.row,
      };
    });
    const inserted = await rowsOf<{ id: string | number; import_row: number | null }>(
      this.tx.execute(sql`
        insert into reviews (shop_id, product_id, order_id, author_name, author_email, author_search, title_search, rating, title, body,
          source, verified, reviewer_verified, incentivized, featured, published, photo_count, video_count, country,
          reply_body, reply_published, replied_at, commented_at, imported_at, import_job_id, import_origin, import_label, import_row)
        select ${job.shopId}, r.product_id, r.order_id, r.author_name, r.author_email, r.author_search, r.title_search, r.rating, r.title, r.body,
          ${reviewSourceOf(job.origin)}, r.verified, r.reviewer_verified, r.incentivized, r.featured, r.published, r.photo_count, r.video_count, r.country,
          r.reply_body, r.reply_body is not null, r.replied_at, r.commented_at, ${chunk.now.toISOString()}::timestamptz, ${job.id}, ${job.origin}, ${job.label}, r.import_row
        from json_to_recordset(${JSON.stringify(rows)}::json) as r(product_id text, order_id text, author_name text, author_email text,
          author_search text, title_search text, rating smallint, title text, body text, verified boolean, reviewer_verified boolean,
          incentivized boolean, featured boolean, published boolean, photo_count smallint, video_count smallint, country text,
          reply_body text, replied_at timestamptz, commented_at timestamptz, import_row integer)
        returning id, import_row`),
    );
    return inserted.map((review) => ({ id: Number(review.id), row: review.import_row }));
  }

  /**
   * Rows that repeat a stored review (any source) or an earlier row of this chunk: same
   * de-duplication key as the stored column computes (REVIEW_DEDUP_KEY_SQL over the same values).
   */
  private async duplicates(shopId: number, jobId: number, drafts: readonly ResolvedDraft[]): Promise<Map<number, ImportIssue>> {
    const found = new Map<number, ImportIssue>();
    if (drafts.length === 0) return found;
    const values = drafts.map(({ draft, productId }) => ({
      row: draft.row,
      product_id: productId,
      author_search: reviewSearchColumns({ authorName: draft.authorName }).authorSearch,
      body: draft.body,
      commented_at: draft.commentedAt,
    }));
    const rows = await rowsOf<DuplicateRow>(
      this.tx.execute(sql`
        select k.row, k.key, r.id, r.import_job_id, r.import_row
        from (select v.row, ${sql.raw(REVIEW_DEDUP_KEY_SQL)} as key
              from json_to_recordset(${JSON.stringify(values)}::json) as v(row integer, product_id text, author_search text, body text, commented_at timestamptz)) k
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
    const bought = await rowsOf<{ id: string; name: string; email: string; product_id: string }>(
      this.tx.execute(sql`
        select o.id, o.name, lower(o.customer_email) as email, i.product_id
        from orders o join order_items i on i.shop_id = o.shop_id and i.order_id = o.id
        where o.shop_id = ${shopId}
          and (lower(o.customer_email) in (select json_array_elements_text(${JSON.stringify(emails)}::json))
            or o.id in (select json_array_elements_text(${JSON.stringify(orderIds)}::json))
            or o.name in (select json_array_elements_text(${JSON.stringify(orderIds)}::json)))`),
    );
    // "<order, email or name>|<product>" of every bought product, and "<…>|*" for any product (store reviews).
    const purchases = new Set<string>();
    for (const order of bought) {
      for (const who of [order.id, order.name, order.email]) purchases.add(`${who}|${order.product_id}`).add(`${who}|*`);
    }
    const verified = new Set<number>();
    for (const { draft, productId } of drafts) {
      const product = productId === STORE_REVIEW_PRODUCT_ID ? '*' : productId;
      const email = draft.authorEmail.trim().toLowerCase();
      const byOrder = draft.orderId !== null && draft.orderId !== '' && purchases.has(`${draft.orderId}|${product}`);
      if (byOrder || (email !== '' && purchases.has(`${email}|${product}`))) verified.add(draft.row);
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
        if (isOwnUpload(media, chunk.job.shopId)) linked.push({ shopId: chunk.job.shopId, reviewId, position, kind: media.kind, url: media.url });
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
