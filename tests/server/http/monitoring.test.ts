import { Hono } from 'hono';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createErrorHandler } from '../../../server/infrastructure/http/error-handler';
import { type HttpEnv } from '../../../server/infrastructure/http/http-env';
import { monitoringRoutes } from '../../../server/infrastructure/http/routes/monitoring.routes';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const PATH = '/api/v1/monitoring/events';
const event = (overrides: Record<string, unknown> = {}) => ({ type: 'page_view', at: 1_700_000_000_000, path: '/reviewList', ...overrides });
const batch = (events: unknown[], overrides: Record<string, unknown> = {}) => ({ user: null, session: 'load-1', events, ...overrides });

describe.each(TEST_DATABASES)('POST /api/v1/monitoring/events on $name', (target) => {
  const ctx = useTestServer(target);

  it('takes a batch without an app token (monitoring starts before sign-in) and answers the envelope', async () => {
    const response = await ctx.server.call('POST', PATH, {
      body: batch([event(), event({ type: 'performance', detail: { ttfb: 120, load: 900 } })], { user: 'demo-store.myshopify.com' }),
    });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ code: 0, message: 'ok', data: { accepted: 2 } });
  });

  it('refuses more than 50 events, naming the field', async () => {
    const response = await ctx.server.call('POST', PATH, { body: batch(Array.from({ length: 51 }, () => event())) });
    expect(response.status).toBe(422);
    expect(response.json?.message).toBe('events: must hold at most 50 events');
  });

  it('refuses an event whose detail is over 2 KB', async () => {
    const response = await ctx.server.call('POST', PATH, { body: batch([event({ type: 'error', detail: { message: 'x'.repeat(2100) } })]) });
    expect(response.status).toBe(422);
    expect(response.json?.message).toBe('events.0.detail: must be at most 2048 bytes');
  });

  it('refuses an unknown event type and an empty batch', async () => {
    const unknown = await ctx.server.call('POST', PATH, { body: batch([event({ type: 'keystrokes' })]) });
    expect(unknown.status).toBe(422);
    expect(unknown.json?.message).toMatch(/^events\.0\.type: /);
    const empty = await ctx.server.call('POST', PATH, { body: batch([]) });
    expect(empty.status).toBe(422);
    expect(empty.json?.message).toBe('events: must hold at least one event');
  });

  it('takes a sendBeacon body that arrives without a JSON content type', async () => {
    const response = await ctx.server.app.request(PATH, { method: 'POST', body: JSON.stringify(batch([event()])), headers: { 'Content-Type': 'text/plain' } });
    expect(response.status).toBe(200);
  });
});

describe('monitoring log', () => {
  it('logs each event at info level with the request id, the user and the page load', async () => {
    interface LogLine {
      readonly level: number;
      readonly requestId: string;
      readonly monitoring: { type: string; path: string; user: string | null; session: string; detail?: unknown };
    }
    const lines: LogLine[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
    const app = new Hono<HttpEnv>();
    app.use(async (c, next) => {
      c.set('requestId', 'request-7');
      await next();
    });
    app.onError(createErrorHandler(logger));
    app.route('/api/v1/monitoring', monitoringRoutes(logger));

    const body = batch([event(), event({ type: 'error', path: '/plan', detail: { message: 'boom' } })], { user: 'demo-store.myshopify.com' });
    const response = await app.request(PATH, { method: 'POST', body: JSON.stringify(body) });

    expect(response.status).toBe(200);
    expect(lines.map((line): unknown[] => [line.level, line.requestId, line.monitoring.type, line.monitoring.path, line.monitoring.user, line.monitoring.session])).toEqual([
      [30, 'request-7', 'page_view', '/reviewList', 'demo-store.myshopify.com', 'load-1'],
      [30, 'request-7', 'error', '/plan', 'demo-store.myshopify.com', 'load-1'],
    ]);
    expect(lines[1]?.monitoring.detail).toEqual({ message: 'boom' });
  });
});
