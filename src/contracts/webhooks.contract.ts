import { answer, post, schemasOf } from './contract';
import { type WebhookTopic } from './webhooks.constants';

/**
 * Shopify's webhooks (docs/product/api.md): one address for every topic, the topic in
 * X-Shopify-Topic. The server checks the HMAC of the raw body before it reads anything, then the
 * headers, then the body with the schema of the topic the headers name (webhooks.schema.ts).
 */

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
