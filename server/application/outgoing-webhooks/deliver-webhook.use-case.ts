import { hasFailedTooLong, webhookRetryAt } from '../../../src/domain/outgoing-webhooks/outgoing-webhooks';
import { type NotificationWrites } from '../notifications/notification-queue.port';
import { webhookDisabledNotifications } from '../notifications/notification-rows';
import { type NotificationSettingsReader } from '../notifications/notification-settings-reader';
import { type Transactions } from '../shared/transactions.port';
import { type ClaimedWebhookDelivery, type OutgoingWebhookQueue } from './outgoing-webhook-repository.port';
import { type WebhookSender } from './webhook-sender.port';

/** What switching an endpoint off writes, in one transaction: the endpoint off and the merchant's notice queued. */
export interface EndpointSwitchOffWrites {
  readonly endpoints: Pick<OutgoingWebhookQueue, 'disable'>;
  readonly notifications: NotificationWrites;
}

/**
 * Makes one attempt of a claimed delivery and records it: delivered; or pending again after the
 * back-off (30 s × 2^n, at most an hour); or given up once it has failed for a day. An endpoint
 * failing for a day is switched off and the merchant's service notice queued in the same
 * transaction (docs/product/webhooks.md#switched-off), once per switch-off.
 */
export class DeliverWebhookUseCase {
  constructor(
    private readonly queue: OutgoingWebhookQueue,
    private readonly sender: WebhookSender,
    private readonly switchOff: Transactions<EndpointSwitchOffWrites>,
    private readonly notificationSettings: Pick<NotificationSettingsReader, 'readById'>,
    private readonly now: () => Date,
  ) {}

  async execute(delivery: ClaimedWebhookDelivery, owner: string): Promise<boolean> {
    const response = await this.sender.send({
      url: delivery.url,
      secret: delivery.secret,
      deliveryId: delivery.deliveryId,
      event: delivery.event,
      body: delivery.body,
      timestamp: Math.floor(this.now().getTime() / 1000),
    });
    const at = this.now();
    const attempt = { status: response.status, latencyMs: response.latencyMs, error: response.error, at };
    if (response.ok) {
      await this.queue.delivered(delivery, owner, attempt);
      return true;
    }
    const retryAt = webhookRetryAt(delivery.createdAt, delivery.attempts, at);
    const failingSince = await this.queue.failed(delivery, owner, attempt, retryAt);
    if (failingSince && hasFailedTooLong(failingSince, at)) await this.switchOffEndpoint(delivery, failingSince, at);
    return false;
  }

  /** Off, and the notice queued, or neither: a crash or a failing e-mail never loses the notice. */
  private async switchOffEndpoint(delivery: ClaimedWebhookDelivery, failingSince: Date, at: Date): Promise<void> {
    const shop = await this.notificationSettings.readById(delivery.shopId);
    const notices = shop ? webhookDisabledNotifications(shop.settings, shop.accountEmail, { id: delivery.endpointId, url: delivery.url }, failingSince, at) : [];
    await this.switchOff.run(async ({ endpoints, notifications }) => {
      if (await endpoints.disable(delivery, at)) await notifications.queue(delivery.shopId, notices);
    });
  }
}
