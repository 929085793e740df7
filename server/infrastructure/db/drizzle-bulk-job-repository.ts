import { and, eq } from 'drizzle-orm';
import { type BulkJobAction, type BulkJobOutcome, type BulkJobRecord, type BulkJobRepository } from '../../application/bulk-jobs/bulk-job-repository.port';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { type AppDatabase } from './database';
import { bulkJobs } from './schema';

export class DrizzleBulkJobRepository implements BulkJobRepository {
  constructor(private readonly db: AppDatabase) {}

  async create(shop: AuthenticatedShop, action: BulkJobAction, total: number): Promise<number> {
    const [row] = await this.db.insert(bulkJobs).values({ shopId: shop.id, action, status: 'running', total }).returning({ id: bulkJobs.id });
    if (!row) throw new Error('the bulk job was not created');
    return row.id;
  }

  async finish(shop: AuthenticatedShop, id: number, outcome: BulkJobOutcome): Promise<void> {
    await this.db
      .update(bulkJobs)
      .set({ ...outcome, finishedAt: new Date() })
      .where(and(eq(bulkJobs.shopId, shop.id), eq(bulkJobs.id, id)));
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
    return row ?? null;
  }

  async failInterrupted(error: string, at: Date): Promise<number> {
    const rows = await this.db
      .update(bulkJobs)
      .set({ status: 'failed', processed: 0, error, finishedAt: at })
      .where(eq(bulkJobs.status, 'running'))
      .returning({ id: bulkJobs.id });
    return rows.length;
  }
}
