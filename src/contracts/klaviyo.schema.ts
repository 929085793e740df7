import { z } from 'zod';
import { KLAVIYO_EVENT_KINDS, KLAVIYO_PRIVATE_KEY_PATTERN } from '../domain/klaviyo/klaviyo-events';
import { emptyBody, noParams, oneOf, text } from './fields';

/** The request schemas of klaviyo.contract.ts (docs/product/klaviyo.md). */

export const getKlaviyoRequest = noParams;

export const connectKlaviyoRequest = z.strictObject({
  api_key: text({ min: 1, max: 128 }).refine((value) => KLAVIYO_PRIVATE_KEY_PATTERN.test(value), 'must be a Klaviyo private API key (it starts with pk_)'),
});

export const disconnectKlaviyoRequest = emptyBody;

export const setKlaviyoEventsRequest = z.strictObject({
  events: z
    .array(oneOf(KLAVIYO_EVENT_KINDS), { error: (issue) => (issue.input === undefined ? 'is required' : 'must be a list of events') })
    .max(KLAVIYO_EVENT_KINDS.length, `must name at most ${KLAVIYO_EVENT_KINDS.length} events`)
    .refine((events) => new Set(events).size === events.length, 'must name each event once')
    .transform((events) => KLAVIYO_EVENT_KINDS.filter((known) => events.includes(known))),
});
