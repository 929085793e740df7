import { and, eq } from 'drizzle-orm';
import { type ComplianceRepository } from '../../application/webhooks/compliance-repository.port';
import {
  type WebhookDelivery,
  type WebhookDeliveryRepository,
  type WebhookDeliveryResult,
  type WebhookOutcome,
} from '../../application/webhooks/webhook-delivery-repository.port';
import { type AppDatabase } from './database';
import { DrizzleComplianceRepository } from './drizzle-compliance-repository';
import { webhookDeliveries } from './schema';

export class DrizzleWebhookDeliveryRepository implements WebhookDeliveryRepository {
  constructor(private readonly db: AppDatabase) {}

  handleOnce(
    delivery: WebhookDelivery,
    handle: (data: ComplianceRepository) => Promise<WebhookOutcome>,
  ): Promise<WebhookDeliveryResult> {
    const thisDelivery = and(eq(webhookDeliveries.shopDomain, delivery.shopDomain), eq(webhookDeliveries.eventId, delivery.eventId));
    return this.db.transaction(async (tx) => {
      // Claiming first makes a concurrent copy of the same event wait on the key, then find it taken.
      const claimed = await tx
        .insert(webhookDeliveries)
        .values({ ...delivery, outcome: {} })
        .onConflictDoNothing()
        .returning({ eventId: webhookDeliveries.eventId });
      if (claimed.length === 0) {
        const [recorded] = await tx.select({ outcome: webhookDeliveries.outcome }).from(webhookDeliveries).where(thisDelivery);
        return { duplicate: true, outcome: (recorded?.outcome ?? {}) as WebhookOutcome };
      }
      const outcome = await handle(new DrizzleComplianceRepository(tx));
      await tx.update(webhookDeliveries).set({ outcome }).where(thisDelivery);
      return { duplicate: false, outcome };
    });
  }
}
