import { randomBytes } from 'node:crypto';
import { MatchReferralOrderUseCase } from '../application/referrals/match-referral-order.use-case';
import { DrizzleReferralRepository } from '../infrastructure/db/drizzle-referral-repository';
import { type OrderRequestPlanner } from '../application/collect/schedule-order-requests.use-case';
import { HandleWebhookUseCase } from '../application/webhooks/handle-webhook.use-case';
import { DrizzleCollectMailQueue } from '../infrastructure/db/drizzle-collect-mail-queue';
import { DrizzleComplianceRepository } from '../infrastructure/db/drizzle-compliance-repository';
import { DrizzleOrderRepository } from '../infrastructure/db/drizzle-order-repository';
import { DrizzleTransactions } from '../infrastructure/db/drizzle-transactions';
import { DrizzleWebhookDeliveryRepository } from '../infrastructure/db/drizzle-webhook-delivery-repository';
import { type AreaRoutes } from '../infrastructure/http/app';
import { orderEvent, webhookRoutes } from '../infrastructure/http/routes/webhooks.routes';
import { type DemoOrderPayload } from '../infrastructure/demo-storefront/demo-storefront.routes';
import { DEMO_SHOP_DOMAIN } from '../../src/domain/shop/shop-domain';
import { TOPIC_ORDERS_CREATE } from '../../src/contracts/webhooks.constants';
import { type Platform } from './platform';

/**
 * Shopify's webhooks at one address (docs/decisions/0032-webhooks-one-address-one-transaction.md);
 * without the API secret (development store mode) none can be verified, so the address does not
 * exist there, and the demo storefront's checkout hands its orders to the same handling instead
 * (`placeDemoOrder`, docs/product/referrals.md#demo-storefront).
 */
export function composeWebhooks({ options, db, files, now, shops, settings }: Platform, scheduleOrderRequests: OrderRequestPlanner) {
  const handle = new HandleWebhookUseCase(
    new DrizzleTransactions(db, (tx) => ({
      deliveries: new DrizzleWebhookDeliveryRepository(tx),
      data: new DrizzleComplianceRepository(tx),
      orders: new DrizzleOrderRepository(tx),
      mails: new DrizzleCollectMailQueue(tx),
      referrals: new DrizzleReferralRepository(tx),
    })),
    files.storage,
    options.logger,
    now,
    scheduleOrderRequests,
    new MatchReferralOrderUseCase(shops, settings, (count) => [...randomBytes(count)], now),
  );
  const endpoint = options.shopify ? { secret: options.shopify.apiSecret, handle } : null;
  const routes: AreaRoutes = { public: [{ base: '/', routes: webhookRoutes(endpoint) }] };
  const placeDemoOrder = async (payload: DemoOrderPayload): Promise<string> => {
    const event = orderEvent(TOPIC_ORDERS_CREATE, payload);
    await handle.execute({ shopDomain: DEMO_SHOP_DOMAIN, eventId: `demo-order-${payload.id}` }, event);
    return event.order.name;
  };
  return { routes, placeDemoOrder };
}
