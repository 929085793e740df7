import { hasFailedTooLong, webhookRetryDelayMs } from '../../../src/domain/outgoing-webhooks/outgoing-webhooks';
import { type ClaimedWebhookDelivery, type OutgoingWebhookQueue } from './outgoing-webhook-repository.port';
import { type WebhookSender } from './webhook-sender.port';

/** Tells the merchant an endpoint was switched off (docs/product/webhooks.md#switched-off). */
export interface EndpointDisabledNotice {
  send(shopId: number, endpointUrl: string, failingSince: Date): Promise<void>;
}

/**
 * Makes one attempt of a claimed delivery and records it: delivered; or pending again after the
 * back-off (30 s × 2^n, at most an hour); or given up once it has failed for a day. An endpoint
 * failing for a day is switched off and the merchant told, once.
 */
export class DeliverWebhookUseCase {
  constructor(
    private readonly queue: OutgoingWebhookQueue,
    private readonly sender: WebhookSender,
    private readonly notice: EndpointDisabledNotice,
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
    const retryAt = hasFailedTooLong(delivery.createdAt, at) ? null : new Date(at.getTime() + webhookRetryDelayMs(delivery.attempts));
    const failingSince = await this.queue.failed(delivery, owner, attempt, retryAt);
    if (failingSince && hasFailedTooLong(failingSince, at) && (await this.queue.disable(delivery, at))) {
      await this.notice.send(delivery.shopId, delivery.url, failingSince);
    }
    return false;
  }
}
