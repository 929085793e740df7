import { type ComplianceRepository } from './compliance-repository.port';

export interface WebhookDelivery {
  readonly shopDomain: string;
  /** X-Shopify-Event-Id: the same for every retry of one event. */
  readonly eventId: string;
  readonly topic: string;
}

/** What handling a delivery did, stored with it as JSON and returned to Shopify. */
export type WebhookOutcome = Readonly<Record<string, unknown>>;

export interface WebhookDeliveryResult {
  /** True when this event had already been handled: nothing was done again. */
  readonly duplicate: boolean;
  readonly outcome: WebhookOutcome;
}

export interface WebhookDeliveryRepository {
  /**
   * In one transaction: claims the delivery, runs `handle` on the shop data and stores its
   * outcome. A delivery already claimed (a retry, or the same event arriving twice at once) runs
   * nothing and answers the stored outcome.
   */
  handleOnce(
    delivery: WebhookDelivery,
    handle: (data: ComplianceRepository) => Promise<WebhookOutcome>,
  ): Promise<WebhookDeliveryResult>;
}
