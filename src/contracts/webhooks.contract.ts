import { answer, post, schemasOf } from './contract';

/**
 * Shopify's webhooks (docs/product/api.md): one address for every topic, the topic in
 * X-Shopify-Topic. The server checks the HMAC of the raw body before it reads anything, then the
 * headers, then the body with the schema of the topic the headers name (webhooks.schema.ts).
 */

export const TOPIC_APP_UNINSTALLED = 'app/uninstalled';
export const TOPIC_CUSTOMERS_DATA_REQUEST = 'customers/data_request';
export const TOPIC_CUSTOMERS_REDACT = 'customers/redact';
export const TOPIC_SHOP_REDACT = 'shop/redact';
/** Orders feed the review requests (docs/product/collect.md#orders). */
export const TOPIC_ORDERS_CREATE = 'orders/create';
export const TOPIC_ORDERS_UPDATED = 'orders/updated';
export const TOPIC_ORDERS_FULFILLED = 'orders/fulfilled';
export const ORDER_TOPICS = [TOPIC_ORDERS_CREATE, TOPIC_ORDERS_UPDATED, TOPIC_ORDERS_FULFILLED] as const;
export type OrderTopic = (typeof ORDER_TOPICS)[number];
/** The topics the app subscribes to; any other is refused. */
export const WEBHOOK_TOPICS = [TOPIC_APP_UNINSTALLED, TOPIC_CUSTOMERS_DATA_REQUEST, TOPIC_CUSTOMERS_REDACT, TOPIC_SHOP_REDACT, ...ORDER_TOPICS] as const;
export type WebhookTopic = (typeof WEBHOOK_TOPICS)[number];

/** Shopify's webhook bodies are a few kilobytes; a compliance request lists at most a customer's orders. */
export const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;
export const WEBHOOK_EVENT_ID_MAX_LENGTH = 200;

/** What the app answers Shopify: the event, whether it was a retry, and what was done (counts and ids only). */
export interface WebhookReceipt {
  readonly topic: WebhookTopic;
  readonly event_id: string;
  /** True when this event had already been handled: nothing was done again. */
  readonly duplicate: boolean;
  readonly outcome: Readonly<Record<string, unknown>>;
}

/** POST /webhooks: every body one of the topics' payloads; the topic and the shop come from the headers. */
export const receiveWebhook = post(
  '/webhooks',
  schemasOf(() => import('./webhooks.schema'))('receiveWebhookRequest'),
  answer<WebhookReceipt>(),
);
