import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { KLAVIYO_API_REVISION } from '../../../src/domain/klaviyo/klaviyo-events';

/** An event the stand-in took: the key it came with and its JSON:API body. */
export interface RecordedKlaviyoEvent {
  readonly apiKey: string;
  readonly uniqueId: string;
  readonly metric: string;
  readonly email: string;
  readonly body: unknown;
}

export interface LoopbackKlaviyoOptions {
  /** Which private keys are an account's. */
  readonly acceptsKey: (apiKey: string) => boolean;
}

/** Keys the development store's stand-in takes: `pk_demo_` and anything after it. */
export const DEMO_KLAVIYO_KEY_PREFIX = 'pk_demo_';

/**
 * Klaviyo's API as far as Starling uses it, on 127.0.0.1: development store mode's Klaviyo
 * (`npm start`) and the tests'. It checks what Klaviyo checks (the revision header, the
 * `Klaviyo-API-Key` authorization, the key) and, like Klaviyo, keeps one event per key and
 * unique_id. `answerNext` scripts failures (a 500 after taking the event, a 429…).
 */
export class LoopbackKlaviyoServer {
  private server: Server | null = null;
  private readonly taken = new Map<string, RecordedKlaviyoEvent>();
  private readonly scripted: { status: number; record: boolean }[] = [];
  /** Every POST /api/events/ that reached it, taken or not: a retry shows here twice. */
  readonly attempts: { readonly uniqueId: string | null; readonly status: number }[] = [];

  constructor(private readonly options: LoopbackKlaviyoOptions) {}

  /** Listens on a free loopback port; answers its base URL. */
  async start(): Promise<string> {
    const server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.server = server;
    return this.url;
  }

  get url(): string {
    if (!this.server) throw new Error('the Klaviyo stand-in is not listening');
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The events taken, once each, oldest first. */
  get events(): readonly RecordedKlaviyoEvent[] {
    return [...this.taken.values()];
  }

  /** The next event requests answer these statuses; `record`: the event is taken all the same (an answer lost on the way). */
  answerNext(status: number, options: { readonly record?: boolean; readonly times?: number } = {}): void {
    for (let i = 0; i < (options.times ?? 1); i++) this.scripted.push({ status, record: options.record ?? false });
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (request.headers.revision !== KLAVIYO_API_REVISION) return answerError(response, 400, 'invalid_revision', `revision must be ${KLAVIYO_API_REVISION}`);
    const apiKey = /^Klaviyo-API-Key (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (apiKey === undefined) return answerError(response, 401, 'not_authenticated', 'Authentication credentials were not provided.');
    if (!this.options.acceptsKey(apiKey)) return answerError(response, 401, 'authentication_failed', 'Incorrect authentication credentials.');
    if (request.method === 'GET' && path === '/api/accounts/') return answerJson(response, 200, { data: [{ type: 'account', id: 'LOOPBACK', attributes: { test_account: true } }] });
    if (request.method === 'POST' && path === '/api/events/') return this.takeEvent(apiKey, Buffer.concat(chunks).toString('utf8'), response);
    return answerError(response, 404, 'not_found', 'Not found.');
  }

  private takeEvent(apiKey: string, text: string, response: ServerResponse): void {
    const parsed = parseEvent(text);
    if (!parsed) {
      this.attempts.push({ uniqueId: null, status: 400 });
      return answerError(response, 400, 'invalid', 'The event is not a JSON:API event with a metric and a profile.');
    }
    const script = this.scripted.shift();
    const status = script?.status ?? 202;
    this.attempts.push({ uniqueId: parsed.uniqueId, status });
    if (script === undefined || script.record) {
      const key = `${apiKey}\n${parsed.uniqueId}`;
      if (!this.taken.has(key)) this.taken.set(key, { apiKey, ...parsed });
    }
    if (status === 202) {
      response.writeHead(202).end();
      return;
    }
    answerError(response, status, status === 429 ? 'throttled' : 'error', `scripted ${status}`);
  }
}

function parseEvent(text: string): Omit<RecordedKlaviyoEvent, 'apiKey'> | null {
  try {
    const body = JSON.parse(text) as {
      data?: { type?: unknown; attributes?: { unique_id?: unknown; metric?: { data?: { attributes?: { name?: unknown } } }; profile?: { data?: { attributes?: { email?: unknown } } } } };
    };
    const attributes = body.data?.type === 'event' ? body.data.attributes : undefined;
    const metric = attributes?.metric?.data?.attributes?.name;
    const email = attributes?.profile?.data?.attributes?.email;
    const uniqueId = attributes?.unique_id;
    if (typeof metric !== 'string' || typeof email !== 'string' || typeof uniqueId !== 'string') return null;
    return { uniqueId, metric, email, body };
  } catch {
    return null;
  }
}

function answerJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/vnd.api+json' }).end(JSON.stringify(body));
}

function answerError(response: ServerResponse, status: number, code: string, detail: string): void {
  answerJson(response, status, { errors: [{ status, code, title: code, detail }] });
}
