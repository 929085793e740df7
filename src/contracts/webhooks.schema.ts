import { z } from 'zod';
import { parseShopDomain } from '../domain/shop/shop-domain';
import {
  TOPIC_APP_UNINSTALLED,
  TOPIC_CUSTOMERS_DATA_REQUEST,
  TOPIC_CUSTOMERS_REDACT,
  TOPIC_SHOP_REDACT,
  TOPIC_ORDERS_CREATE,
  TOPIC_ORDERS_FULFILLED,
  TOPIC_ORDERS_UPDATED,
  WEBHOOK_EVENT_ID_MAX_LENGTH,
  WEBHOOK_TOPICS,
  type WebhookTopic,
} from './webhooks.constants';

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

const text = z.string({ error: 'must be a string' });
const instant = z.iso.datetime({ offset: true, error: 'must be an ISO 8601 time' });

/** The parts of an order's address the referral programme's self-referral check compares. */
const postalAddress = z.object({ address1: text.max(500).nullish(), zip: text.max(50).nullish(), country_code: text.max(10).nullish() });

/**
 * The fields of Shopify's order payload the collect area reads (its REST order resource); the
 * rest of the payload is ignored. An order with no e-mail still arrives: it gets no request.
 */
function orderPayload() {
  return z.object({
    id: shopifyId,
    name: text.max(100, 'must be at most 100 characters'),
    email: text.max(320).nullish(),
    contact_email: text.max(320).nullish(),
    customer_locale: text.max(20).nullish(),
    total_price: z.union([text, z.number()]).transform(String).pipe(z.string().regex(/^\d+(\.\d+)?$/, 'must be an amount')).nullish(),
    /** The shop's currency the totals are in (ISO 4217); a value that is none is ignored, never a reason to refuse the order. */
    currency: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{3}$/)
      .transform((code) => code.toUpperCase())
      .nullish()
      .catch(null),
    created_at: instant,
    cancelled_at: instant.nullish(),
    customer: z
      .object({ id: shopifyId.nullish(), first_name: text.nullish(), last_name: text.nullish(), email: text.max(320).nullish() })
      .nullish(),
    /** The codes the order used: a referral friend's is matched (docs/product/referrals.md#conversions). */
    discount_codes: z
      .array(z.object({ code: text.max(255) }))
      .max(100, 'must list at most 100 codes')
      .nullish(),
    shipping_address: postalAddress.nullish(),
    billing_address: postalAddress.nullish(),
    line_items: z
      .array(
        z.object({
          product_id: shopifyId.nullish(),
          title: text.max(500),
          quantity: z.number().int().nonnegative().default(1),
        }),
        { error: 'must be a list' },
      )
      .max(500, 'must list at most 500 items'),
    fulfillments: z
      .array(z.object({ created_at: instant.nullish(), status: text.nullish(), shipment_status: text.nullish(), updated_at: instant.nullish() }))
      .nullish(),
  });
}

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
  [TOPIC_ORDERS_CREATE]: orderPayload(),
  [TOPIC_ORDERS_UPDATED]: orderPayload(),
  [TOPIC_ORDERS_FULFILLED]: orderPayload(),
} as const satisfies Readonly<Record<WebhookTopic, z.ZodType>>;

/** Every body one of the topics' payloads. */
export const receiveWebhookRequest = z.union([
  WEBHOOK_PAYLOADS[TOPIC_APP_UNINSTALLED],
  WEBHOOK_PAYLOADS[TOPIC_CUSTOMERS_DATA_REQUEST],
  WEBHOOK_PAYLOADS[TOPIC_CUSTOMERS_REDACT],
  WEBHOOK_PAYLOADS[TOPIC_SHOP_REDACT],
  WEBHOOK_PAYLOADS[TOPIC_ORDERS_CREATE],
]);
