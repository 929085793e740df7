import { randomBytes } from 'node:crypto';
import { type NotificationSettingsReader } from '../application/notifications/notification-settings-reader';
import { DeliverWebhookUseCase } from '../application/outgoing-webhooks/deliver-webhook.use-case';
import { DEFAULT_FLOW_TRIGGER_WORKER_OPTIONS, FlowTriggerWorker } from '../application/outgoing-webhooks/flow-trigger-worker';
import { SendFlowTriggerUseCase } from '../application/outgoing-webhooks/send-flow-trigger.use-case';
import { DEFAULT_OUTGOING_WEBHOOK_WORKER_OPTIONS, OutgoingWebhookWorker } from '../application/outgoing-webhooks/outgoing-webhook-worker';
import { OutgoingWebhooksUseCases } from '../application/outgoing-webhooks/outgoing-webhooks-use-cases';
import { DrizzleFlowTriggerQueue } from '../infrastructure/db/drizzle-flow-trigger-queue';
import { DrizzleNotificationQueue } from '../infrastructure/db/drizzle-notification-queue';
import { DrizzleOutgoingWebhookQueue } from '../infrastructure/db/drizzle-outgoing-webhook-queue';
import { DrizzleOutgoingWebhookRepository } from '../infrastructure/db/drizzle-outgoing-webhook-repository';
import { DrizzleTransactions } from '../infrastructure/db/drizzle-transactions';
import { type AreaRoutes } from '../infrastructure/http/app';
import { outgoingWebhooksRoutes } from '../infrastructure/http/routes/outgoing-webhooks.routes';
import { DEFAULT_WEBHOOK_SENDER_OPTIONS, HttpWebhookSender } from '../infrastructure/outgoing-webhooks/http-webhook-sender';
import { type Platform } from './platform';

/** What the outgoing webhooks need from other areas. */
export interface OutgoingWebhooksParts {
  /** The merchant's notification settings: an endpoint switched off queues their service notice (docs/product/notifications.md). */
  readonly notifications: Pick<NotificationSettingsReader, 'readById'>;
}

/**
 * Outgoing webhooks (docs/product/webhooks.md): the endpoints' screen and the worker that delivers
 * the rows writes queue (DrizzleOutgoingEventQueue, bound in each writing area's transactions).
 * Loopback and private addresses only in development store mode, as the media fetcher. The
 * Shopify Flow triggers the same writes queue go through the Shopify gateway, sent by a worker of
 * their own (docs/product/shopify-flow.md).
 */
export function composeOutgoingWebhooks(
  platform: Platform,
  { notifications }: OutgoingWebhooksParts,
): { readonly routes: AreaRoutes; readonly worker: OutgoingWebhookWorker; readonly flowWorker: FlowTriggerWorker } {
  const { options, db, now } = platform;
  const sender = new HttpWebhookSender({
    timeoutMs: options.outgoingWebhookSendTimeoutMs ?? DEFAULT_WEBHOOK_SENDER_OPTIONS.timeoutMs,
    allowPrivateAddresses: options.shopify === null,
  });
  const flowTriggers = new DrizzleFlowTriggerQueue(db);
  const useCases = new OutgoingWebhooksUseCases(new DrizzleOutgoingWebhookRepository(db), sender, () => `whsec_${randomBytes(24).toString('hex')}`, now, {
    log: flowTriggers,
    delivery: options.shopify ? 'shopify' : 'development',
  });
  const queue = new DrizzleOutgoingWebhookQueue(db);
  // Switching an endpoint off and queueing the merchant's notice commit together.
  const switchOff = new DrizzleTransactions(db, (tx) => ({ endpoints: new DrizzleOutgoingWebhookQueue(tx), notifications: new DrizzleNotificationQueue(tx) }));
  const worker = new OutgoingWebhookWorker(
    queue,
    new DeliverWebhookUseCase(queue, sender, switchOff, notifications, now),
    { owner: platform.workerOwner(), ...(options.outgoingWebhookWorker ?? DEFAULT_OUTGOING_WEBHOOK_WORKER_OPTIONS) },
    (error) => options.logger.error({ err: error }, 'the outgoing webhook worker failed a round; the deliveries stay queued'),
    now,
  );
  const flowWorker = new FlowTriggerWorker(
    flowTriggers,
    new SendFlowTriggerUseCase(flowTriggers, platform.shopifyGateway, platform.adminPageUrl, now),
    { owner: platform.workerOwner(), ...(options.flowTriggerWorker ?? DEFAULT_FLOW_TRIGGER_WORKER_OPTIONS) },
    (error) => options.logger.error({ err: error }, 'the Shopify Flow trigger worker failed a round; the triggers stay queued'),
    now,
  );
  return { routes: { admin: [outgoingWebhooksRoutes(useCases)] }, worker, flowWorker };
}
