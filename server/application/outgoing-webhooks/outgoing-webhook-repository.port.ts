import { type WebhookDelivery, type WebhookEndpoint } from '../../../src/contracts/outgoing-webhooks.contract';
import { type OutgoingWebhookEvent } from '../../../src/domain/outgoing-webhooks/outgoing-webhooks';
import { type AuthenticatedShop } from '../shared/authenticated-shop';

export interface NewWebhookEndpoint {
  readonly url: string;
  readonly events: readonly OutgoingWebhookEvent[];
  readonly secret: string;
}

/** The admin's side of the shop's endpoints and their log; every call scoped to the shop. */
export interface OutgoingWebhookRepository {
  endpoints(shop: AuthenticatedShop): Promise<readonly WebhookEndpoint[]>;
  /** The newest `limit` deliveries of the shop's endpoints. */
  deliveries(shop: AuthenticatedShop, limit: number): Promise<readonly WebhookDelivery[]>;
  /** Adds the endpoint unless the shop has `limit` already (null then); locks the shop's endpoints while it counts. */
  create(shop: AuthenticatedShop, endpoint: NewWebhookEndpoint, limit: number): Promise<WebhookEndpoint | null>;
  /** On: enabled, failures and switch-off forgotten. Off: enabled false. Null when not the shop's. */
  setEnabled(shop: AuthenticatedShop, id: number, enabled: boolean): Promise<WebhookEndpoint | null>;
  remove(shop: AuthenticatedShop, id: number): Promise<boolean>;
  /** Null when not the shop's. */
  replaceSecret(shop: AuthenticatedShop, id: number, secret: string): Promise<WebhookEndpoint | null>;
  /** Puts the delivery back in the queue, due `at`, its attempts kept; null when not the shop's. */
  resend(shop: AuthenticatedShop, deliveryId: number, at: Date): Promise<WebhookDelivery | null>;
}

/** A delivery the worker holds the lease of. */
export interface ClaimedWebhookDelivery {
  readonly shopId: number;
  readonly id: number;
  readonly endpointId: number;
  readonly url: string;
  readonly secret: string;
  readonly deliveryId: string;
  readonly event: string;
  readonly body: string;
  /** Including the one now being made. */
  readonly attempts: number;
  readonly createdAt: Date;
}

export interface WebhookAttempt {
  readonly status: number | null;
  readonly latencyMs: number;
  readonly error: string | null;
  readonly at: Date;
}

/** The worker's queue (SKIP LOCKED and leases: two processes never hold the same delivery). */
export interface OutgoingWebhookQueue {
  /**
   * Leases up to `limit` due deliveries of enabled endpoints, each the oldest one still to go of
   * its subject to its endpoint (a later delivery for a review waits for the earlier one).
   */
  claimDue(owner: string, now: Date, limit: number, leaseMs: number): Promise<readonly ClaimedWebhookDelivery[]>;
  /** Delivered; the endpoint's failures forgotten. Only while `owner` still holds the lease. */
  delivered(delivery: ClaimedWebhookDelivery, owner: string, attempt: WebhookAttempt): Promise<void>;
  /**
   * Failed: pending again, due `retryAt`, or given up when null; the endpoint's failing_since set
   * if it was not. Answers when the endpoint has been failing since.
   */
  failed(delivery: ClaimedWebhookDelivery, owner: string, attempt: WebhookAttempt, retryAt: Date | null): Promise<Date | null>;
  /** Switches the endpoint off; true when this call did (it was on). Called in the transaction that queues the merchant's notice. */
  disable(delivery: ClaimedWebhookDelivery, at: Date): Promise<boolean>;
}
