import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { parseShopDomain } from '../../../../src/domain/shop/shop-domain';
import { AppError, invalidInput } from '../../../application/shared/app-error';
import { type CustomerReference } from '../../../application/webhooks/compliance-repository.port';
import {
  type HandleWebhookUseCase,
  TOPIC_APP_UNINSTALLED,
  TOPIC_CUSTOMERS_DATA_REQUEST,
  TOPIC_CUSTOMERS_REDACT,
  TOPIC_SHOP_REDACT,
  type WebhookEvent,
  WEBHOOK_TOPICS,
} from '../../../application/webhooks/handle-webhook.use-case';
import { isShopifyWebhookSignatureValid } from '../../shopify/webhook-signature';
import { ok } from '../envelope';
import { type HttpEnv } from '../http-env';
import { parseInput } from '../request-input';

/** Shopify's webhook bodies are a few kilobytes; a compliance request lists at most a customer's orders. */
export const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;

export interface WebhookEndpoint {
  /** The Shopify API secret that signs every webhook. */
  readonly secret: string;
  readonly handle: HandleWebhookUseCase;
}

const headers = z.object({
  'X-Shopify-Topic': z.enum(WEBHOOK_TOPICS, { error: `must be one of ${WEBHOOK_TOPICS.join(', ')}` }),
  'X-Shopify-Shop-Domain': z
    .string({ error: 'is required' })
    .transform(parseShopDomain)
    .pipe(z.string({ error: 'must be a *.myshopify.com domain' })),
  'X-Shopify-Event-Id': z.string({ error: 'is required' }).trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
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
 * Topic-specific required keys also keep one signed body from being replayed under another
 * topic (Shopify does not sign the headers): a customer request can never pass for a shop/redact.
 */
const payloads = {
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
} as const;

function customerReference(value: z.infer<typeof customer>, orders: readonly string[]): CustomerReference {
  return { customerId: value.id ?? null, email: value.email ?? null, orderIds: orders };
}

function parsePayload(topic: (typeof WEBHOOK_TOPICS)[number], body: unknown): { domain: string; event: WebhookEvent } {
  switch (topic) {
    case TOPIC_APP_UNINSTALLED: {
      const payload = parseInput(payloads[topic], body);
      return { domain: payload.myshopify_domain, event: { topic } };
    }
    case TOPIC_CUSTOMERS_DATA_REQUEST: {
      const payload = parseInput(payloads[topic], body);
      return {
        domain: payload.shop_domain,
        event: { topic, customer: customerReference(payload.customer, payload.orders_requested), dataRequestId: payload.data_request.id },
      };
    }
    case TOPIC_CUSTOMERS_REDACT: {
      const payload = parseInput(payloads[topic], body);
      return { domain: payload.shop_domain, event: { topic, customer: customerReference(payload.customer, payload.orders_to_redact) } };
    }
    case TOPIC_SHOP_REDACT: {
      const payload = parseInput(payloads[topic], body);
      return { domain: payload.shop_domain, event: { topic } };
    }
  }
}

function parseJson(raw: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(raw)) as unknown;
  } catch {
    throw new AppError('invalidInput', 'body: must be valid JSON');
  }
}

/**
 * POST /webhooks, one address for every topic (the topic is X-Shopify-Topic). Without an API
 * secret (development store mode) nothing can be verified, so the address does not exist.
 */
export function webhookRoutes(endpoint: WebhookEndpoint | null) {
  const routes = new Hono<HttpEnv>();
  if (endpoint) {
    routes.post(
      '/',
      bodyLimit({
        maxSize: WEBHOOK_BODY_LIMIT_BYTES,
        onError: () => {
          throw new AppError('tooLarge', `body: must be at most ${WEBHOOK_BODY_LIMIT_BYTES} bytes`);
        },
      }),
      async (c) => {
        const raw = new Uint8Array(await c.req.arrayBuffer());
        if (!isShopifyWebhookSignatureValid(raw, c.req.header('X-Shopify-Hmac-Sha256'), endpoint.secret)) {
          throw new AppError('unauthorized', 'X-Shopify-Hmac-Sha256: the signature does not match the body');
        }
        const delivery = parseInput(headers, {
          'X-Shopify-Topic': c.req.header('X-Shopify-Topic'),
          'X-Shopify-Shop-Domain': c.req.header('X-Shopify-Shop-Domain'),
          'X-Shopify-Event-Id': c.req.header('X-Shopify-Event-Id'),
        });
        const topic = delivery['X-Shopify-Topic'];
        const shopDomain = delivery['X-Shopify-Shop-Domain'];
        const eventId = delivery['X-Shopify-Event-Id'];
        const { domain, event } = parsePayload(topic, parseJson(raw));
        const field = topic === TOPIC_APP_UNINSTALLED ? 'myshopify_domain' : 'shop_domain';
        if (parseShopDomain(domain) !== shopDomain) throw invalidInput(field, 'must match X-Shopify-Shop-Domain');
        const result = await endpoint.handle.execute({ shopDomain, eventId }, event);
        return ok(c, { topic, event_id: eventId, duplicate: result.duplicate, outcome: result.outcome });
      },
    );
  }
  routes.all('/', () => {
    throw new AppError('notFound', 'path: no such endpoint');
  });
  return routes;
}
