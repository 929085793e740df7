import { Hono } from 'hono';
import { type z } from 'zod';
import { type ResponseOf } from '../../../../src/contracts/contract';
import { receiveWebhook } from '../../../../src/contracts/webhooks.contract';
import {
  TOPIC_APP_UNINSTALLED,
  TOPIC_CUSTOMERS_DATA_REQUEST,
  TOPIC_CUSTOMERS_REDACT,
  TOPIC_SHOP_REDACT,
  TOPIC_ORDERS_CREATE,
  ORDER_TOPICS,
  type OrderTopic,
  WEBHOOK_BODY_LIMIT_BYTES,
  type WebhookTopic,
} from '../../../../src/contracts/webhooks.constants';
import { WEBHOOK_PAYLOADS, webhookHeaders } from '../../../../src/contracts/webhooks.schema';
import { parseShopDomain } from '../../../../src/domain/shop/shop-domain';
import { AppError, invalidInput } from '../../../application/shared/app-error';
import { type CustomerReference } from '../../../application/webhooks/compliance-repository.port';
import { type HandleWebhookUseCase, type WebhookEvent } from '../../../application/webhooks/handle-webhook.use-case';
import { isShopifyWebhookSignatureValid } from '../../shopify/webhook-signature';
import { orderFromShopifyPayload, orderReferralFromShopifyPayload } from '../../shopify/shopify-order-payload';
import { ok } from '../envelope';
import { type HttpEnv } from '../http-env';
import { parseInput } from '../request-input';
import { limitBody } from '../limit-body';

export interface WebhookEndpoint {
  /** The Shopify API secret that signs every webhook. */
  readonly secret: string;
  readonly handle: HandleWebhookUseCase;
}

type Customer = z.output<(typeof WEBHOOK_PAYLOADS)[typeof TOPIC_CUSTOMERS_REDACT]>['customer'];

function customerReference(value: Customer, orders: readonly string[]): CustomerReference {
  return { customerId: value.id ?? null, email: value.email ?? null, orderIds: orders };
}

function isOrderTopic(topic: WebhookTopic): topic is OrderTopic {
  return (ORDER_TOPICS as readonly string[]).includes(topic);
}

/** An order topic's body as the handler takes it: the order, and for orders/create what the referral programme reads of it. */
export function orderEvent(topic: OrderTopic, body: unknown): Extract<WebhookEvent, { readonly order: unknown }> {
  const payload = parseInput(WEBHOOK_PAYLOADS[topic], body);
  const order = orderFromShopifyPayload(payload);
  // Only a new order can use a friend's code for the first time; later topics repeat it.
  const referral = topic === TOPIC_ORDERS_CREATE ? orderReferralFromShopifyPayload(payload, order) : null;
  return { topic, order, referral };
}

/** Order payloads do not name the shop: the signed delivery's header does. */
function parsePayload(topic: WebhookTopic, body: unknown, headerDomain: string): { domain: string; event: WebhookEvent } {
  if (isOrderTopic(topic)) return { domain: headerDomain, event: orderEvent(topic, body) };
  switch (topic) {
    case TOPIC_APP_UNINSTALLED: {
      const payload = parseInput(WEBHOOK_PAYLOADS[topic], body);
      return { domain: payload.myshopify_domain, event: { topic } };
    }
    case TOPIC_CUSTOMERS_DATA_REQUEST: {
      const payload = parseInput(WEBHOOK_PAYLOADS[topic], body);
      return {
        domain: payload.shop_domain,
        event: { topic, customer: customerReference(payload.customer, payload.orders_requested), dataRequestId: payload.data_request.id },
      };
    }
    case TOPIC_CUSTOMERS_REDACT: {
      const payload = parseInput(WEBHOOK_PAYLOADS[topic], body);
      return { domain: payload.shop_domain, event: { topic, customer: customerReference(payload.customer, payload.orders_to_redact) } };
    }
    case TOPIC_SHOP_REDACT: {
      const payload = parseInput(WEBHOOK_PAYLOADS[topic], body);
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
 * POST /webhooks, one address for every topic (the topic is X-Shopify-Topic), mounted at the
 * root. Not served through ContractRoutes: the HMAC covers the raw bytes, so they are
 * checked before anything is parsed. Without an API secret (development store mode) nothing can
 * be verified, so the address does not exist.
 */
export function webhookRoutes(endpoint: WebhookEndpoint | null) {
  const routes = new Hono<HttpEnv>();
  if (endpoint) {
    routes.post(
      receiveWebhook.path,
      limitBody(WEBHOOK_BODY_LIMIT_BYTES, `body: must be at most ${WEBHOOK_BODY_LIMIT_BYTES} bytes`),
      async (c) => {
        const raw = new Uint8Array(await c.req.arrayBuffer());
        if (!isShopifyWebhookSignatureValid(raw, c.req.header('X-Shopify-Hmac-Sha256'), endpoint.secret)) {
          throw new AppError('unauthorized', 'X-Shopify-Hmac-Sha256: the signature does not match the body');
        }
        const delivery = parseInput(webhookHeaders, {
          'X-Shopify-Topic': c.req.header('X-Shopify-Topic'),
          'X-Shopify-Shop-Domain': c.req.header('X-Shopify-Shop-Domain'),
          'X-Shopify-Event-Id': c.req.header('X-Shopify-Event-Id'),
        });
        const topic = delivery['X-Shopify-Topic'];
        const shopDomain = delivery['X-Shopify-Shop-Domain'];
        const eventId = delivery['X-Shopify-Event-Id'];
        const { domain, event } = parsePayload(topic, parseJson(raw), shopDomain);
        const field = topic === TOPIC_APP_UNINSTALLED ? 'myshopify_domain' : 'shop_domain';
        if (parseShopDomain(domain) !== shopDomain) throw invalidInput(field, 'must match X-Shopify-Shop-Domain');
        const result = await endpoint.handle.execute({ shopDomain, eventId }, event);
        const receipt: ResponseOf<typeof receiveWebhook> = { topic, event_id: eventId, duplicate: result.duplicate, outcome: result.outcome };
        return ok(c, receipt);
      },
    );
  }
  routes.all(receiveWebhook.path, () => {
    throw new AppError('notFound', 'path: no such endpoint');
  });
  return routes;
}
