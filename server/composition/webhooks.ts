import { type OrderRequestPlanner } from '../application/collect/schedule-order-requests.use-case';
import { HandleWebhookUseCase } from '../application/webhooks/handle-webhook.use-case';
import { DrizzleCollectMailQueue } from '../infrastructure/db/drizzle-collect-mail-queue';
import { DrizzleComplianceRepository } from '../infrastructure/db/drizzle-compliance-repository';
import { DrizzleOrderRepository } from '../infrastructure/db/drizzle-order-repository';
import { DrizzleTransactions } from '../infrastructure/db/drizzle-transactions';
import { DrizzleWebhookDeliveryRepository } from '../infrastructure/db/drizzle-webhook-delivery-repository';
import { type AreaRoutes } from '../infrastructure/http/app';
import { webhookRoutes } from '../infrastructure/http/routes/webhooks.routes';
import { type Platform } from './platform';

/** Shopify's webhooks at one address (docs/decisions/0032-webhooks-one-address-one-transaction.md); without the API secret (development store mode) none can be verified. */
export function composeWebhooks({ options, db, files, now }: Platform, scheduleOrderRequests: OrderRequestPlanner): AreaRoutes {
  const endpoint = options.shopify
    ? {
        secret: options.shopify.apiSecret,
        handle: new HandleWebhookUseCase(
          new DrizzleTransactions(db, (tx) => ({
            deliveries: new DrizzleWebhookDeliveryRepository(tx),
            data: new DrizzleComplianceRepository(tx),
            orders: new DrizzleOrderRepository(tx),
            mails: new DrizzleCollectMailQueue(tx),
          })),
          files.storage,
          options.logger,
          now,
          scheduleOrderRequests,
        ),
      }
    : null;
  return { public: [{ base: '/', routes: webhookRoutes(endpoint) }] };
}
