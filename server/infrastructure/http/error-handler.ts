import { type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { type Logger } from 'pino';
import { AppError, ERROR_CODES } from '../../application/shared/app-error';
import { type Envelope } from './envelope';
import { type HttpEnv } from './http-env';

/** Known failures answer with their own code and message; anything else is logged and hidden. */
export function createErrorHandler(logger: Logger) {
  return (error: Error, c: Context<HttpEnv>) => {
    if (error instanceof AppError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json<Envelope<null>>({ code: error.code, message: error.message, data: null }, error.status as 400);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json<Envelope<null>>({ code: error.status * 100, message: error.message || 'Bad request', data: null }, error.status);
    }
    const requestId = c.get('requestId');
    logger.error({ err: error, requestId, method: c.req.method, path: c.req.path }, 'unhandled request failure');
    return c.json<Envelope<{ request_id: string }>>(
      { code: ERROR_CODES.internal, message: `Something went wrong on our side. Reference: ${requestId}`, data: { request_id: requestId } },
      500,
    );
  };
}
