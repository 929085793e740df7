import { z } from 'zod';
import { parseShopDomain } from '../domain/shop/shop-domain';
import {
  TOPIC_APP_UNINSTALLED,
  TOPIC_CUSTOMERS_DATA_REQUEST,
  TOPIC_CUSTOMERS_REDACT,
  TOPIC_SHOP_REDACT,
  WEBHOOK_EVENT_ID_MAX_LENGTH,
  WEBHOOK_TOPICS,
  type WebhookTopic,
} from './webhooks.contract';

/** The schemas of webhooks.contract.ts: the delivery's headers and each topic's body. */

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

/** Every body one of the topics' payloads. */
export const receiveWebhookRequest = z.union([
  WEBHOOK_PAYLOADS[TOPIC_APP_UNINSTALLED],
  WEBHOOK_PAYLOADS[TOPIC_CUSTOMERS_DATA_REQUEST],
  WEBHOOK_PAYLOADS[TOPIC_CUSTOMERS_REDACT],
  WEBHOOK_PAYLOADS[TOPIC_SHOP_REDACT],
]);
