import { type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { type ContentfulStatusCode } from 'hono/utils/http-status';
import { type Logger } from 'pino';
import { AppError, type ErrorKind, type Recovery } from '../../application/shared/app-error';
import { ENVELOPE_CODES } from '../../../src/contracts/error-codes';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/database-unavailable';
import { isStorageFull, STORAGE_FULL_MESSAGE } from '../storage/storage-full';
import { type Envelope } from './envelope';
import { type HttpEnv } from './http-env';

/** Envelope codes: 0 is success; every failure has its own non-zero code (docs/product/errors.md). */
export const ERROR_CODES = ENVELOPE_CODES satisfies Record<ErrorKind, number>;

const HTTP_STATUS = {
  invalidInput: 422,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  planLimit: 409,
  tooLarge: 413,
  tooManyRequests: 429,
  unsupportedMediaType: 415,
  upstreamFailure: 502,
  unavailable: 503,
  insufficientStorage: 507,
  internal: 500,
} as const satisfies Record<ErrorKind, ContentfulStatusCode>;

/** Tells the admin to fetch a fresh authorization and retry (docs/product/spec-map.md §4, authorization retry). */
export const UNAUTHORIZED_RETRY_HEADER = 'X-Shopify-API-Request-Failure-Unauthorized';
/** Sends the admin to Shopify's authorize screen (docs/product/spec-map.md §4: a reauthorize header with the URL). */
export const REAUTHORIZE_HEADER = 'X-Shopify-API-Request-Failure-Reauthorize';
export const REAUTHORIZE_URL_HEADER = 'X-Shopify-API-Request-Failure-Reauthorize-Url';

/** How the admin learns what to do about a failure: Shopify's App Bridge headers. */
function recoveryHeaders(recovery: Recovery): Record<string, string> {
  switch (recovery.kind) {
    case 'signInAgain':
      return { [UNAUTHORIZED_RETRY_HEADER]: '1' };
    case 'grantScopes':
      return { [REAUTHORIZE_HEADER]: '1', [REAUTHORIZE_URL_HEADER]: recovery.authorizeUrl };
    case 'retryLater':
      return { 'Retry-After': String(recovery.afterSeconds) };
  }
}

/** Known failures answer with their own code and message; anything else is logged and hidden. */
/**
 * A failure of a part the server stands on that the client can do something about, as the
 * AppError it is answered with: the database out of reach (503, try again shortly) or a full disk
 * (507). Null for anything else.
 */
function infrastructureFailure(error: Error): AppError | null {
  if (isDatabaseUnavailable(error)) {
    const afterSeconds = DATABASE_RETRY_AFTER_SECONDS;
    return new AppError('unavailable', `Service unavailable: the database cannot be reached; try again in ${afterSeconds} s`, { kind: 'retryLater', afterSeconds });
  }
  if (isStorageFull(error)) return new AppError('insufficientStorage', STORAGE_FULL_MESSAGE);
  return null;
}

/** Known failures answer with their own code and message; anything else is logged and hidden. */
export function createErrorHandler(logger: Logger) {
  const answer = (error: AppError, c: Context<HttpEnv>) => {
    if (error.recovery) for (const [name, value] of Object.entries(recoveryHeaders(error.recovery))) c.header(name, value);
    return c.json<Envelope<unknown>>({ code: ERROR_CODES[error.kind], message: error.message, data: error.details }, HTTP_STATUS[error.kind]);
  };
  return (error: Error, c: Context<HttpEnv>) => {
    if (error instanceof AppError) return answer(error, c);
    if (error instanceof HTTPException && error.status < 500) {
      return c.json<Envelope<null>>({ code: error.status * 100, message: error.message || 'Bad request', data: null }, error.status);
    }
    const requestId = c.get('requestId');
    const known = infrastructureFailure(error);
    if (known) {
      // Not a bug: said plainly, logged with its cause; a full disk is the operator's to fix at once.
      logger[known.kind === 'insufficientStorage' ? 'error' : 'warn']({ err: error, requestId, method: c.req.method, path: c.req.path }, `answered ${HTTP_STATUS[known.kind]}: ${known.message}`);
      return answer(known, c);
    }
    logger.error({ err: error, requestId, method: c.req.method, path: c.req.path }, 'unhandled request failure');
    return c.json<Envelope<{ request_id: string }>>(
      { code: ERROR_CODES.internal, message: `Something went wrong on our side. Reference: ${requestId}`, data: { request_id: requestId } },
      500,
    );
  };
}
