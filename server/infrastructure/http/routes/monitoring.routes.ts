import { Hono } from 'hono';
import { type Logger } from 'pino';
import { z } from 'zod';
import { ok } from '../envelope';
import { type HttpEnv } from '../http-env';
import { parseBody } from '../request-input';

/** The admin's batches (src/infrastructure/monitoring): at most 50 events, each detail at most 2 KB. */
export const MAX_MONITORING_EVENTS = 50;
export const MAX_MONITORING_DETAIL_BYTES = 2048;
const MONITORING_EVENT_TYPES = ['performance', 'resource', 'error', 'page_view'] as const;

const detail = z
  .record(z.string(), z.unknown())
  .refine((value) => Buffer.byteLength(JSON.stringify(value)) <= MAX_MONITORING_DETAIL_BYTES, `must be at most ${MAX_MONITORING_DETAIL_BYTES} bytes`);

const monitoringBatch = z.strictObject({
  user: z.string().max(255).nullable(),
  session: z.string().min(1, 'is required').max(64),
  events: z
    .array(
      z.strictObject({
        type: z.enum(MONITORING_EVENT_TYPES),
        at: z.number().int().nonnegative(),
        path: z.string().max(2048),
        detail: detail.optional(),
      }),
    )
    .min(1, 'must hold at least one event')
    .max(MAX_MONITORING_EVENTS, `must hold at most ${MAX_MONITORING_EVENTS} events`),
});

/**
 * POST /api/v1/monitoring/events: the admin's performance, resource, error and page-view events.
 * Public because monitoring starts before sign-in; it only writes to the log, never the database.
 */
export function monitoringRoutes(logger: Logger) {
  return new Hono<HttpEnv>().post('/events', async (c) => {
    const batch = await parseBody(c, monitoringBatch);
    const requestId = c.get('requestId');
    for (const event of batch.events) {
      logger.info({ requestId, monitoring: { ...event, user: batch.user, session: batch.session } }, 'admin monitoring event');
    }
    return ok(c, { accepted: batch.events.length });
  });
}
