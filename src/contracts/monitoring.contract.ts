import { answer, post, type RequestOf, schemasOf } from './contract';

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

/**
 * POST /api/v1/monitoring/events: public, because monitoring starts before sign-in; the server
 * only writes the events to its log. The admin sends it with sendBeacon, which survives the page closing.
 */
export const postMonitoringEvents = post(
  '/api/v1/monitoring/events',
  schemasOf(() => import('./monitoring.schema'))('postMonitoringEventsRequest'),
  answer<{ readonly accepted: number }>(),
);

export type MonitoringBatch = RequestOf<typeof postMonitoringEvents>;
export type MonitoringEvent = MonitoringBatch['events'][number];
export type MonitoringEventType = MonitoringEvent['type'];
