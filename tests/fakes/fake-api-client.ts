import { type ApiClient, type ApiQuery, type ApiRequestOptions } from '../../src/application/http/api-client.port';
import { ApiError } from '../../src/application/http/api-error';

export type FakeMethod = 'GET' | 'POST';

export interface FakeApiCall {
  readonly method: FakeMethod;
  readonly path: string;
  readonly query: ApiQuery | undefined;
  readonly body: unknown;
  readonly options: ApiRequestOptions | undefined;
}

/** Answers a call: returns the envelope's data, or throws (an ApiError) to fail it. */
export type FakeApiHandler = (call: FakeApiCall) => unknown;

/**
 * The API as a table of handlers per method and path. Every call is recorded; a call without a
 * handler fails like an unknown path (an `envelope` error with code 404).
 */
export class FakeApiClient implements ApiClient {
  readonly calls: FakeApiCall[] = [];
  private readonly handlers = new Map<string, FakeApiHandler>();

  /** Answers `method path` with `reply`: data (copied on each call) or a handler. */
  on(method: FakeMethod, path: string, reply: unknown): this {
    this.handlers.set(`${method} ${path}`, typeof reply === 'function' ? (reply as FakeApiHandler) : () => structuredClone(reply));
    return this;
  }

  onGet(path: string, reply: unknown): this {
    return this.on('GET', path, reply);
  }

  onPost(path: string, reply: unknown): this {
    return this.on('POST', path, reply);
  }

  /** Makes `method path` fail with `error` (an envelope error with `message` when given a string). */
  fail(method: FakeMethod, path: string, error: ApiError | string): this {
    const failure = typeof error === 'string' ? new ApiError('envelope', error, 1) : error;
    return this.on(method, path, () => {
      throw failure;
    });
  }

  get<T>(path: string, query?: ApiQuery, options?: ApiRequestOptions): Promise<T> {
    return this.answer<T>({ method: 'GET', path, query, body: undefined, options });
  }

  post<T>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<T> {
    return this.answer<T>({ method: 'POST', path, query: undefined, body: body === undefined ? undefined : structuredClone(body), options });
  }

  callsTo(method: FakeMethod, path: string): FakeApiCall[] {
    return this.calls.filter((call) => call.method === method && call.path === path);
  }

  private async answer<T>(call: FakeApiCall): Promise<T> {
    this.calls.push(call);
    const handler = this.handlers.get(`${call.method} ${call.path}`);
    if (!handler) throw new ApiError('envelope', `No fake reply for ${call.method} ${call.path}`, 404);
    return (await handler(call)) as T;
  }
}
