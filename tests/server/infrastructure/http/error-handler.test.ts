import { Hono } from 'hono';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { AppError, type ErrorKind, invalidInput } from '../../../../server/application/shared/app-error';
import { authorizationRetry, scopesMissing } from '../../../../server/application/auth/authorization-retry';
import { createErrorHandler } from '../../../../server/infrastructure/http/error-handler';
import { type HttpEnv } from '../../../../server/infrastructure/http/http-env';

/** An app whose only route throws `error`, answered by the real error handler. */
function answerTo(error: Error) {
  const app = new Hono<HttpEnv>();
  app.use(async (c, next) => {
    c.set('requestId', 'request-1');
    await next();
  });
  app.onError(createErrorHandler(pino({ level: 'silent' })));
  app.get('/fail', () => {
    throw error;
  });
  return app.request('/fail');
}

describe('the error handler', () => {
  it.each<[ErrorKind, number, number]>([
    ['invalidInput', 422, 42200],
    ['unauthorized', 401, 40100],
    ['forbidden', 403, 40300],
    ['notFound', 404, 40400],
    ['conflict', 409, 40900],
    ['planLimit', 409, 40910],
    ['tooLarge', 413, 41300],
    ['tooManyRequests', 429, 42900],
    ['unsupportedMediaType', 415, 41500],
    ['upstreamFailure', 502, 50200],
    ['unavailable', 503, 50300],
    ['insufficientStorage', 507, 50700],
    ['internal', 500, 50000],
  ])('answers an application error of kind %s with HTTP %i and envelope code %i', async (kind, status, code) => {
    const response = await answerTo(new AppError(kind, 'field: went wrong'));
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ code, message: 'field: went wrong', data: null });
  });

  it.each([
    ['the local storage (ENOSPC)', Object.assign(new Error("ENOSPC: no space left on device, open '/data/uploads/1/a.jpg'"), { code: 'ENOSPC' })],
    ['PostgreSQL or PGlite (disk_full, wrapped by Drizzle)', new Error('Failed query: insert into reviews …', { cause: Object.assign(new Error('could not extend file "base/5/16411": No space left on device'), { code: '53100' }) })],
  ])('answers a full disk from %s with 507 and a message saying so, not a 500', async (_where, error) => {
    const response = await answerTo(error);
    expect(response.status).toBe(507);
    const body = (await response.json()) as { code: number; message: string };
    expect(body.code).toBe(50700);
    expect(body.message).toMatch(/disk is full.*nothing was saved/);
  });

  it("sends a failure's details as the envelope's data, for the admin to explain it", async () => {
    const details = { plan_limit: 'storefront_widgets', allowed: 6, plan_name: 'Free' };
    const response = await answerTo(new AppError('planLimit', 'is_active: over the limit', null, details));
    expect(await response.json()).toEqual({ code: 40910, message: 'is_active: over the limit', data: details });
  });

  it.each([
    ['refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['reset connection', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['admin shutdown (57P01)', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
    ['starting up (57P03)', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['a driver error wrapped by Drizzle', new Error('Failed query: select 1', { cause: Object.assign(new Error('admin shutdown'), { code: '57P01' }) })],
  ])('answers a database that cannot be reached (%s) with 503, Retry-After and the envelope, not 500', async (_name, error) => {
    const response = await answerTo(error);
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('2');
    expect(await response.json()).toEqual({ code: 50300, message: 'Service unavailable: the database cannot be reached; try again in 2 s', data: null });
  });

  it('keeps a query error that is not about the connection a 500', async () => {
    const response = await answerTo(Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }));
    expect(response.status).toBe(500);
    expect(response.headers.get('Retry-After')).toBeNull();
  });

  it('says when to try again with Retry-After', async () => {
    const response = await answerTo(new AppError('tooManyRequests', 'sign-in: too many attempts', { kind: 'retryLater', afterSeconds: 42 }));
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe('42');
  });

  it('says "sign in again" with the authorization retry header', async () => {
    const response = await answerTo(authorizationRetry('Authorization: the token is invalid or expired'));
    expect(response.status).toBe(401);
    expect(response.headers.get('X-Shopify-API-Request-Failure-Unauthorized')).toBe('1');
    expect(response.headers.get('X-Shopify-API-Request-Failure-Reauthorize')).toBeNull();
  });

  it('says "grant the missing scopes" with the reauthorize headers and the URL', async () => {
    const url = 'https://shop.myshopify.com/admin/oauth/authorize?scope=write_orders';
    const response = await answerTo(scopesMissing({ missingScopes: ['write_orders'], reauthorizeUrl: url }));
    expect(response.status).toBe(401);
    expect(response.headers.get('X-Shopify-API-Request-Failure-Reauthorize')).toBe('1');
    expect(response.headers.get('X-Shopify-API-Request-Failure-Reauthorize-Url')).toBe(url);
    expect(response.headers.get('X-Shopify-API-Request-Failure-Unauthorized')).toBeNull();
    expect(((await response.json()) as { message: string }).message).toMatch(/^scope: .*write_orders/);
  });

  it('adds no recovery header to other errors and hides unexpected failures behind a reference', async () => {
    const invalid = await answerTo(invalidInput('shop', 'must be a *.myshopify.com domain'));
    expect([...invalid.headers.keys()].filter((name) => name.startsWith('x-shopify'))).toEqual([]);
    const crash = await answerTo(new Error('connection refused'));
    expect(crash.status).toBe(500);
    expect(await crash.json()).toEqual({
      code: 50000,
      message: 'Something went wrong on our side. Reference: request-1',
      data: { request_id: 'request-1' },
    });
  });
});
