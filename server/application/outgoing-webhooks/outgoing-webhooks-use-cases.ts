import {
  type FlowTriggerDelivery,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
  type WebhookSettings,
} from '../../../src/contracts/outgoing-webhooks.contract';
import { MAX_WEBHOOK_ENDPOINTS, type OutgoingWebhookEvent, WEBHOOK_LOG_SIZE } from '../../../src/domain/outgoing-webhooks/outgoing-webhooks';
import { FLOW_TRIGGER_LOG_SIZE } from '../../../src/domain/outgoing-webhooks/flow-triggers';
import { invalidInput, notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type FlowTriggerLog } from './flow-trigger-queue.port';
import { type OutgoingWebhookRepository } from './outgoing-webhook-repository.port';
import { type WebhookSender } from './webhook-sender.port';

/**
 * The endpoints section of /settings/api (docs/product/webhooks.md): register, switch on and off,
 * remove, rotate the secret, read the log and resend. A secret is answered only by create and
 * rotate, never listed. The same page lists the shop's Shopify Flow triggers (docs/product/shopify-flow.md#the-log).
 */
export class OutgoingWebhooksUseCases {
  constructor(
    private readonly repository: OutgoingWebhookRepository,
    private readonly sender: Pick<WebhookSender, 'refusal'>,
    private readonly newSecret: () => string,
    private readonly now: () => Date,
    private readonly flow: { readonly log: FlowTriggerLog; readonly delivery: FlowTriggerDelivery },
  ) {}

  async settings(shop: AuthenticatedShop): Promise<WebhookSettings> {
    const [endpoints, deliveries, flowTriggers] = await Promise.all([
      this.repository.endpoints(shop),
      this.repository.deliveries(shop, WEBHOOK_LOG_SIZE),
      this.flow.log.recent(shop, FLOW_TRIGGER_LOG_SIZE),
    ]);
    return { endpoints, deliveries, flow_delivery: this.flow.delivery, flow_triggers: flowTriggers };
  }

  async create(shop: AuthenticatedShop, request: { readonly url: string; readonly events: readonly OutgoingWebhookEvent[] }): Promise<WebhookEndpointWithSecret> {
    const refusal = this.sender.refusal(request.url);
    if (refusal) throw invalidInput('url', refusal);
    const secret = this.newSecret();
    const endpoint = await this.repository.create(shop, { url: request.url, events: request.events, secret }, MAX_WEBHOOK_ENDPOINTS);
    if (!endpoint) throw invalidInput('url', `a shop keeps at most ${MAX_WEBHOOK_ENDPOINTS} endpoints; remove one first`);
    return { endpoint, secret };
  }

  async setEnabled(shop: AuthenticatedShop, id: number, enabled: boolean): Promise<WebhookEndpoint> {
    return (await this.repository.setEnabled(shop, id, enabled)) ?? this.missing(id);
  }

  async remove(shop: AuthenticatedShop, id: number): Promise<{ readonly deleted: boolean }> {
    return { deleted: await this.repository.remove(shop, id) };
  }

  async rotateSecret(shop: AuthenticatedShop, id: number): Promise<WebhookEndpointWithSecret> {
    const secret = this.newSecret();
    const endpoint = (await this.repository.replaceSecret(shop, id, secret)) ?? this.missing(id);
    return { endpoint, secret };
  }

  async resend(shop: AuthenticatedShop, id: number): Promise<WebhookDelivery> {
    const delivery = await this.repository.resend(shop, id, this.now());
    if (!delivery) throw notFound(`id: delivery ${id}`);
    return delivery;
  }

  private missing(id: number): never {
    throw notFound(`id: endpoint ${id}`);
  }
}
