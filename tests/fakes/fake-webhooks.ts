import { type FlowTriggerRecord, type WebhookDelivery, type WebhookEndpoint, type WebhookSettings } from '../../src/contracts/outgoing-webhooks.contract';

/** An endpoint as get_webhooks lists it. */
export const endpointOf = (id: number, changes: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id,
  url: `https://example.com/hooks/${id}`,
  events: ['review.created'],
  enabled: true,
  failing_since: null,
  disabled_at: null,
  created_at: '2026-03-10T12:00:00.000Z',
  ...changes,
});

/** A delivery of the log: by default one given up after a day of 503s. */
export const deliveryOf = (id: number, changes: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id,
  endpoint_id: 1,
  url: 'https://example.com/hooks/1',
  delivery_id: `0000000${id}-0000-4000-8000-000000000000`,
  event: 'review.created',
  state: 'failed',
  attempts: 12,
  last_status: 503,
  last_latency_ms: 40,
  last_error: 'the endpoint answered HTTP 503',
  created_at: '2026-03-10T12:00:00.000Z',
  delivered_at: null,
  next_attempt_at: null,
  ...changes,
});

/** A Shopify Flow trigger of the log: by default a "Low rating received" sent at the first try. */
export const flowTriggerOf = (id: number, changes: Partial<FlowTriggerRecord> = {}): FlowTriggerRecord => ({
  id,
  handle: 'low-rating-received',
  review_id: 40 + id,
  state: 'sent',
  attempts: 1,
  payload: `{"product_id":101,"Review ID":"${40 + id}","Rating":1}`,
  created_at: '2026-03-10T12:00:00.000Z',
  sent_at: '2026-03-10T12:00:01.000Z',
  ...changes,
});

/** get_webhooks' answer: these endpoints and deliveries, no Flow trigger yet, in a Shopify shop. */
export const webhookSettingsOf = (settings: Partial<WebhookSettings> = {}): WebhookSettings => ({
  endpoints: [],
  deliveries: [],
  flow_delivery: 'shopify',
  flow_triggers: [],
  ...settings,
});
