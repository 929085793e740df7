import { z } from 'zod';
import { answer, post } from './contract';

/** The admin's own monitoring: performance, resource, error and page-view events (docs/product/overview.md). */

export const MONITORING_EVENT_TYPES = ['performance', 'resource', 'error', 'page_view'] as const;
/** Events one batch may hold. */
export const MAX_MONITORING_EVENTS = 50;
/** An event's detail, as JSON in UTF-8 bytes. */
export const MAX_MONITORING_DETAIL_BYTES = 2048;
export const MAX_MONITORING_USER_LENGTH = 255;
export const MAX_MONITORING_SESSION_LENGTH = 64;
export const MAX_MONITORING_PATH_LENGTH = 2048;

const encoder = new TextEncoder();

/** The size of a value as JSON, in UTF-8 bytes. */
export function jsonBytes(value: unknown): number {
  return encoder.encode(JSON.stringify(value)).length;
}

const monitoringEvent = z.strictObject({
  type: z.enum(MONITORING_EVENT_TYPES),
  /** Epoch milliseconds. */
  at: z.number().int().nonnegative(),
  /** The admin path the event happened on (never its query: it can hold tokens). */
  path: z.string().max(MAX_MONITORING_PATH_LENGTH),
  detail: z
    .record(z.string(), z.unknown())
    .refine((value) => jsonBytes(value) <= MAX_MONITORING_DETAIL_BYTES, `must be at most ${MAX_MONITORING_DETAIL_BYTES} bytes`)
    .optional(),
});

const monitoringBatch = z.strictObject({
  /** The shop domain is the user; null before sign-in. */
  user: z.string().max(MAX_MONITORING_USER_LENGTH).nullable(),
  /** One id per page load, to tie a load's events together. */
  session: z.string().min(1, 'is required').max(MAX_MONITORING_SESSION_LENGTH),
  events: z
    .array(monitoringEvent)
    .min(1, 'must hold at least one event')
    .max(MAX_MONITORING_EVENTS, `must hold at most ${MAX_MONITORING_EVENTS} events`)
    .readonly(),
});

export type MonitoringBatch = z.input<typeof monitoringBatch>;
export type MonitoringEvent = MonitoringBatch['events'][number];
export type MonitoringEventType = MonitoringEvent['type'];

/**
 * POST /api/v1/monitoring/events: public, because monitoring starts before sign-in; the server
 * only writes the events to its log. The admin sends it with sendBeacon, which survives the page closing.
 */
export const postMonitoringEvents = post('/api/v1/monitoring/events', monitoringBatch, answer<{ readonly accepted: number }>());
