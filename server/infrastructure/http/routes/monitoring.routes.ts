import { type Logger } from 'pino';
import { postMonitoringEvents } from '../../../../src/contracts/monitoring.contract';
import { ContractRoutes } from '../contract-routes';

/**
 * POST /api/v1/monitoring/events: the admin's performance, resource, error and page-view events.
 * Public because monitoring starts before sign-in; it only writes to the log, never the database.
 * Mounted at /api/v1/monitoring.
 */
export function monitoringRoutes(logger: Logger) {
  return new ContractRoutes('/api/v1/monitoring').serve(postMonitoringEvents, (batch, c) => {
    const requestId = c.get('requestId');
    for (const event of batch.events) {
      logger.info({ requestId, monitoring: { ...event, user: batch.user, session: batch.session } }, 'admin monitoring event');
    }
    return { accepted: batch.events.length };
  }).router;
}
