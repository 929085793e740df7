/**
 * The topics and limits of webhooks.contract.ts. Its schema reads them too, so they live apart
 * from both and neither module imports the other back.
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
