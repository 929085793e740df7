import { z } from 'zod';
import { parseShopDomain } from '../domain/shop/shop-domain';
import { answer, post } from './contract';

/**
 * Shopify's webhooks (docs/product/api.md): one address for every topic, the topic in
 * X-Shopify-Topic. The server checks the HMAC of the raw body before it reads anything, then the
 * headers, then the body with the schema of the topic the headers name.
 */

export const TOPIC_APP_UNINSTALLED = 'app/uninstalled';
export const TOPIC_CUSTOMERS_DATA_REQUEST = 'customers/data_request';
export const TOPIC_CUSTOMERS_REDACT = 'customers/redact';
export const TOPIC_SHOP_REDACT = 'shop/redact';
/** The topics the app subscribes to; any other is refused. */
export const WEBHOOK_TOPICS = [TOPIC_APP_UNINSTALLED, TOPIC_CUSTOMERS_DATA_REQUEST, TOPIC_CUSTOMERS_REDACT, TOPIC_SHOP_REDACT] as const;
export type WebhookTopic = (typeof WEBHOOK_TOPICS)[number];

/** Shopify's webhook bodies are a few kilobytes; a compliance request lists at most a customer's orders. */
export const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;
export const WEBHOOK_EVENT_ID_MAX_LENGTH = 200;

/** The delivery's headers (Shopify signs the body only, never these). */
export const webhookHeaders = z.object({
  'X-Shopify-Topic': z.enum(WEBHOOK_TOPICS, { error: `must be one of ${WEBHOOK_TOPICS.join(', ')}` }),
  'X-Shopify-Shop-Domain': z
    .string({ error: 'is required' })
    .transform(parseShopDomain)
    .pipe(z.string({ error: 'must be a *.myshopify.com domain' })),
  'X-Shopify-Event-Id': z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(WEBHOOK_EVENT_ID_MAX_LENGTH, `must be at most ${WEBHOOK_EVENT_ID_MAX_LENGTH} characters`),
});

const shopifyId = z
  .union([z.number().int().nonnegative(), z.string().regex(/^\d+$/)], { error: 'must be a Shopify id' })
  .transform(String);
const shopDomain = z.string({ error: 'is required' });
const customer = z
  .object(
    {
      id: shopifyId.nullish(),
      email: z.string({ error: 'must be a string' }).nullish(),
      phone: z.string({ error: 'must be a string' }).nullish(),
    },
    { error: 'is required' },
  )
  .refine((value) => (value.id ?? null) !== null || (value.email ?? '').trim() !== '', 'must carry an id or an email');
const orderIds = z.array(shopifyId, { error: 'must be a list of order ids' });

/**
 * The body each topic must carry. Topic-specific required keys also keep one signed body from
 * being replayed under another topic: a customer request can never pass for a shop/redact.
 */
export const WEBHOOK_PAYLOADS = {
  [TOPIC_APP_UNINSTALLED]: z.object({ myshopify_domain: shopDomain }),
  [TOPIC_CUSTOMERS_DATA_REQUEST]: z.object({
    shop_domain: shopDomain,
    customer,
    orders_requested: orderIds,
    data_request: z.object({ id: shopifyId }, { error: 'is required' }),
  }),
  [TOPIC_CUSTOMERS_REDACT]: z.object({ shop_domain: shopDomain, customer, orders_to_redact: orderIds }),
  [TOPIC_SHOP_REDACT]: z.object({
    shop_domain: shopDomain,
    customer: z.undefined({ error: 'must be absent from a shop/redact request' }).optional(),
  }),
} as const satisfies Readonly<Record<WebhookTopic, z.ZodType>>;

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
  z.union([
    WEBHOOK_PAYLOADS[TOPIC_APP_UNINSTALLED],
    WEBHOOK_PAYLOADS[TOPIC_CUSTOMERS_DATA_REQUEST],
    WEBHOOK_PAYLOADS[TOPIC_CUSTOMERS_REDACT],
    WEBHOOK_PAYLOADS[TOPIC_SHOP_REDACT],
  ]),
  answer<WebhookReceipt>(),
);
