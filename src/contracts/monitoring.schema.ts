import { z } from 'zod';
import {
  jsonBytes,
  MAX_MONITORING_DETAIL_BYTES,
  MAX_MONITORING_EVENTS,
  MAX_MONITORING_PATH_LENGTH,
  MAX_MONITORING_SESSION_LENGTH,
  MAX_MONITORING_USER_LENGTH,
  MONITORING_EVENT_TYPES,
} from './monitoring.constants';

/** The request schema of monitoring.contract.ts. */

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

export const postMonitoringEventsRequest = z.strictObject({
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
