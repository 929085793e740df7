import { type FlowTrigger, type FlowTriggerState } from '../domain/outgoing-webhooks/flow-triggers';
import { type OutgoingWebhookEvent, type WebhookDeliveryState } from '../domain/outgoing-webhooks/outgoing-webhooks';
import { answer, get, post, schemasOf } from './contract';

/** Outgoing webhooks and Shopify Flow triggers, on /settings/api (docs/product/webhooks.md, docs/api/webhooks.md, docs/product/shopify-flow.md). */

const schema = schemasOf(() => import('./outgoing-webhooks.schema'));
const ADMIN = '/api/v1/admin';

/** An endpoint as the admin lists it: never its secret. */
export interface WebhookEndpoint {
  readonly id: number;
  readonly url: string;
  readonly events: readonly OutgoingWebhookEvent[];
  readonly enabled: boolean;
  /** ISO time of the first failure since the last success; null while it delivers. */
  readonly failing_since: string | null;
  /** ISO time it was switched off after a day of failures; null otherwise. */
  readonly disabled_at: string | null;
  readonly created_at: string;
}

/** One delivery in the log, newest first. */
export interface WebhookDelivery {
  readonly id: number;
  readonly endpoint_id: number;
  readonly url: string;
  /** The X-Starling-Delivery-Id every attempt of it carries. */
  readonly delivery_id: string;
  readonly event: OutgoingWebhookEvent;
  readonly state: WebhookDeliveryState;
  readonly attempts: number;
  /** The HTTP status of the last attempt; null before one, or when none came back. */
  readonly last_status: number | null;
  readonly last_latency_ms: number | null;
  readonly last_error: string | null;
  readonly created_at: string;
  readonly delivered_at: string | null;
  /** ISO time of the next attempt while pending. */
  readonly next_attempt_at: string | null;
}

/** One Shopify Flow trigger in the log, newest first (docs/product/shopify-flow.md#the-log). */
export interface FlowTriggerRecord {
  readonly id: number;
  readonly handle: FlowTrigger;
  readonly review_id: number;
  readonly state: FlowTriggerState;
  readonly attempts: number;
  /** The JSON payload of the last attempt; null before one. */
  readonly payload: string | null;
  readonly created_at: string;
  readonly sent_at: string | null;
}

/** Where Flow triggers go: Shopify Flow, or (development store mode) the development store's record. */
export type FlowTriggerDelivery = 'shopify' | 'development';

export interface WebhookSettings {
  readonly endpoints: readonly WebhookEndpoint[];
  /** The last WEBHOOK_LOG_SIZE deliveries of every endpoint. */
  readonly deliveries: readonly WebhookDelivery[];
  readonly flow_delivery: FlowTriggerDelivery;
  /** The last FLOW_TRIGGER_LOG_SIZE Shopify Flow triggers. */
  readonly flow_triggers: readonly FlowTriggerRecord[];
}

/** The endpoint with its signing secret: answered once, at creation and at rotation. */
export interface WebhookEndpointWithSecret {
  readonly endpoint: WebhookEndpoint;
  readonly secret: string;
}

/** GET get_webhooks: the shop's endpoints, its delivery log and its Shopify Flow triggers. */
export const getWebhooks = get(`${ADMIN}/get_webhooks`, schema('getWebhooksRequest'), answer<WebhookSettings>());

/** POST create_webhook_endpoint: an https address and the events it takes; answers the secret, once. 422 past MAX_WEBHOOK_ENDPOINTS. */
export const createWebhookEndpoint = post(`${ADMIN}/create_webhook_endpoint`, schema('createWebhookEndpointRequest'), answer<WebhookEndpointWithSecret>());

/** POST set_webhook_endpoint_enabled: switches an endpoint on (its failures forgotten, its waiting deliveries go) or off. */
export const setWebhookEndpointEnabled = post(`${ADMIN}/set_webhook_endpoint_enabled`, schema('setWebhookEndpointEnabledRequest'), answer<WebhookEndpoint>());

/** POST delete_webhook_endpoint: the endpoint and its log go; one already gone is no error. */
export const deleteWebhookEndpoint = post(`${ADMIN}/delete_webhook_endpoint`, schema('webhookEndpointIdRequest'), answer<{ readonly deleted: boolean }>());

/** POST rotate_webhook_secret: a new secret signs every delivery from now on, answered once; the old one stops at once. */
export const rotateWebhookSecret = post(`${ADMIN}/rotate_webhook_secret`, schema('webhookEndpointIdRequest'), answer<WebhookEndpointWithSecret>());

/** POST resend_webhook_delivery: the delivery goes again now, with the same delivery id and body. */
export const resendWebhookDelivery = post(`${ADMIN}/resend_webhook_delivery`, schema('resendWebhookDeliveryRequest'), answer<WebhookDelivery>());
