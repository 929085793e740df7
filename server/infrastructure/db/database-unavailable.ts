import { errorAndCauses } from '../errors/error-causes';

/**
 * Whether a failure means the database cannot be reached for now (restarting, failing over, every
 * pooled connection busy), as opposed to a bug or a bad query: the http layer answers it with 503
 * and Retry-After, and the workers wait and try again (docs/decisions/0079-many-processes-behind-a-balancer.md).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message } of errorAndCauses(error)) {
    if (typeof code === 'string' && (UNREACHABLE_SOCKET_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith(CONNECTION_EXCEPTION_CLASS))) return true;
    if (typeof message === 'string' && UNAVAILABLE_POOL_MESSAGES.some((start) => message.startsWith(start))) return true;
  }
  return false;
}

/** How long a client is told to wait (Retry-After) while the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

const UNREACHABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/** SQLSTATE class 08: connection exception. */
const CONNECTION_EXCEPTION_CLASS = '08';

const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: a fast or immediate stop ended the session
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
  '57014', // query_canceled: only statement_timeout cancels our queries
]);

/** What node-postgres says when the socket goes or the pool cannot hand out a connection in time. */
const UNAVAILABLE_POOL_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Query read timeout',
];
