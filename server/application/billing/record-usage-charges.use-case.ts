import { fromCents } from '../../../src/domain/shared/money';
import { type BillingChargeRepository } from './billing-charge-repository.port';
import { type BillingGateway } from './billing-gateway.port';
import { type UsageRecordRepository } from './usage-record-repository.port';

/** Records sent per pass. */
export const USAGE_RECORDS_PER_PASS = 50;

/**
 * Sends the blocks of e-mails the collect claim bought to the platform, after that claim's
 * transaction committed (docs/product/plans-and-limits.md#spending-limit-and-usage-charges).
 * The record's own key is the idempotency key, so a retry after a lost answer bills once.
 */
export class RecordUsageChargesUseCase {
  constructor(
    private readonly records: UsageRecordRepository,
    private readonly charges: BillingChargeRepository,
    private readonly gateway: BillingGateway,
  ) {}

  /** Answers how many records the platform accepted. */
  async execute(): Promise<number> {
    let recorded = 0;
    for (const record of await this.records.unrecorded(USAGE_RECORDS_PER_PASS)) {
      try {
        const active = await this.charges.active(record.shop);
        const platformId = await this.gateway.createUsageRecord(record.shop, {
          description: `${record.emails} review request e-mails past the monthly quota`,
          priceUsd: fromCents(record.priceCents),
          idempotencyKey: `starling-usage-${record.shop.id}-${record.id}`,
          usageLineItemId: active?.usageLineItemId ?? '',
        });
        await this.records.markRecorded(record.shop.id, record.id, platformId);
        recorded += 1;
      } catch (error) {
        await this.records.markFailed(record.shop.id, record.id, error instanceof Error ? error.message : String(error));
      }
    }
    return recorded;
  }
}
