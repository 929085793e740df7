import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { type UnrecordedUsage, type UsageRecordRepository } from '../../application/billing/usage-record-repository.port';
import { type AppDatabase } from './database';
import { billingUsageRecords, shops } from './schema';

const ERROR_LENGTH = 500;

export class DrizzleUsageRecordRepository implements UsageRecordRepository {
  constructor(private readonly db: AppDatabase) {}

  async unrecorded(limit: number): Promise<readonly UnrecordedUsage[]> {
    const rows = await this.db
      .select({
        shopId: billingUsageRecords.shopId,
        domain: shops.domain,
        id: billingUsageRecords.id,
        emails: billingUsageRecords.emails,
        priceCents: billingUsageRecords.priceCents,
      })
      .from(billingUsageRecords)
      .innerJoin(shops, and(eq(shops.id, billingUsageRecords.shopId), isNull(shops.uninstalledAt)))
      .where(inArray(billingUsageRecords.status, ['pending', 'failed']))
      .orderBy(asc(billingUsageRecords.createdAt), asc(billingUsageRecords.id))
      .limit(limit);
    return rows.map((row) => ({ shop: { id: row.shopId, domain: row.domain }, id: row.id, emails: row.emails, priceCents: row.priceCents }));
  }

  async markRecorded(shopId: number, id: number, platformId: string): Promise<void> {
    await this.db
      .update(billingUsageRecords)
      .set({ status: 'recorded', platformId, lastError: '' })
      .where(and(eq(billingUsageRecords.shopId, shopId), eq(billingUsageRecords.id, id)));
  }

  async markFailed(shopId: number, id: number, error: string): Promise<void> {
    await this.db
      .update(billingUsageRecords)
      .set({ status: 'failed', lastError: error.slice(0, ERROR_LENGTH) })
      .where(and(eq(billingUsageRecords.shopId, shopId), eq(billingUsageRecords.id, id)));
  }
}
