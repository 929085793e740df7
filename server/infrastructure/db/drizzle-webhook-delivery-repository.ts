import { and, eq } from 'drizzle-orm';
import {
  type WebhookDelivery,
  type WebhookDeliveryRepository,
  type WebhookOutcome,
} from '../../application/webhooks/webhook-delivery-repository.port';
import { type AppDatabase } from './database';
import { webhookDeliveries } from './schema';

const deliveryKey = (delivery: WebhookDelivery) =>
  and(eq(webhookDeliveries.shopDomain, delivery.shopDomain), eq(webhookDeliveries.eventId, delivery.eventId));

export class DrizzleWebhookDeliveryRepository implements WebhookDeliveryRepository {
  constructor(private readonly db: AppDatabase) {}

  async claim(delivery: WebhookDelivery): Promise<boolean> {
    const claimed = await this.db
      .insert(webhookDeliveries)
      .values({ ...delivery, outcome: {} })
      .onConflictDoNothing()
      .returning({ eventId: webhookDeliveries.eventId });
    return claimed.length === 1;
  }

  async outcomeOf(delivery: WebhookDelivery): Promise<WebhookOutcome> {
    const [recorded] = await this.db.select({ outcome: webhookDeliveries.outcome }).from(webhookDeliveries).where(deliveryKey(delivery));
    return (recorded?.outcome ?? {}) as WebhookOutcome;
  }

  async recordOutcome(delivery: WebhookDelivery, outcome: WebhookOutcome): Promise<void> {
    await this.db.update(webhookDeliveries).set({ outcome }).where(deliveryKey(delivery));
  }
}
