import { z } from 'zod';
import { OUTGOING_WEBHOOK_EVENTS, WEBHOOK_URL_MAX_LENGTH } from '../domain/outgoing-webhooks/outgoing-webhooks';
import { noParams, oneOf, recordId, text } from './fields';

/** The request schemas of outgoing-webhooks.contract.ts (docs/product/webhooks.md). */

export const getWebhooksRequest = noParams;

/** An absolute http(s) address without credentials; whether http and private hosts are taken is the server's mode's call. */
const endpointUrl = text({ min: 1, max: WEBHOOK_URL_MAX_LENGTH }).refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === '' && url.hostname !== '';
  } catch {
    return false;
  }
}, 'must be an https:// address');

const event = oneOf(OUTGOING_WEBHOOK_EVENTS);

export const createWebhookEndpointRequest = z.strictObject({
  url: endpointUrl,
  events: z
    .array(event, { error: (issue) => (issue.input === undefined ? 'is required' : 'must be a list of events') })
    .min(1, 'must name at least one event')
    .max(OUTGOING_WEBHOOK_EVENTS.length, `must name at most ${OUTGOING_WEBHOOK_EVENTS.length} events`)
    .refine((events) => new Set(events).size === events.length, 'must name each event once')
    .transform((events) => OUTGOING_WEBHOOK_EVENTS.filter((known) => events.includes(known))),
});

export const setWebhookEndpointEnabledRequest = z.strictObject({
  id: recordId,
  enabled: z.boolean({ error: 'must be true or false' }),
});

export const webhookEndpointIdRequest = z.strictObject({ id: recordId });

export const resendWebhookDeliveryRequest = z.strictObject({ id: recordId });

