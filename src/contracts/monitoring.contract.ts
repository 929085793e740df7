import { answer, post, type RequestOf, schemasOf } from './contract';

/** The admin's own monitoring: performance, resource, error and page-view events (docs/product/overview.md). */

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
