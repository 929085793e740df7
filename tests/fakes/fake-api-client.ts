import { type ApiClient, type ApiQuery, type ApiRequestOptions } from '../../src/application/http/api-client.port';
import { ApiError } from '../../src/application/http/api-error';
import { type KnownPath, type ResponseAt } from '../support/contract-index';

export type FakeMethod = 'GET' | 'POST';

export interface FakeApiCall {
  readonly method: FakeMethod;
  readonly path: string;
  readonly query: ApiQuery | undefined;
  readonly body: unknown;
  readonly options: ApiRequestOptions | undefined;
}

/** Answers a call: returns the envelope's data, or throws (an ApiError) to fail it. */
export type FakeApiHandler<R = unknown> = (call: FakeApiCall) => R | Promise<R>;

/** What `method path` may answer: its contract's data, or a handler giving it. */
export type FakeApiReply<M extends FakeMethod, P extends string> = ResponseAt<M, P> | FakeApiHandler<ResponseAt<M, P>>;

/**
 * The API as a table of handlers per method and path. Only the paths of the contracts are known,
 * and each answer is typed by its contract (tests/support/contract-index.ts), so a renamed field
 * fails these fakes' typecheck too. Every call is recorded; a call without a handler fails like an
 * unknown path (an `envelope` error with code 404).
 */
export class FakeApiClient implements ApiClient {
  readonly calls: FakeApiCall[] = [];
  private readonly handlers = new Map<string, FakeApiHandler>();

  /** Answers `method path` with `reply`: data (copied on each call) or a handler. */
  on<M extends FakeMethod, P extends KnownPath<M>>(method: M, path: P, reply: FakeApiReply<M, P>): this {
    this.handlers.set(`${method} ${path}`, typeof reply === 'function' ? (reply as FakeApiHandler) : () => structuredClone(reply));
    return this;
  }

  onGet<P extends KnownPath<'GET'>>(path: P, reply: FakeApiReply<'GET', P>): this {
    return this.on('GET', path, reply);
  }

  onPost<P extends KnownPath<'POST'>>(path: P, reply: FakeApiReply<'POST', P>): this {
    return this.on('POST', path, reply);
  }

  /** Makes `method path` fail with `error` (an envelope error with `message` when given a string). */
  fail<M extends FakeMethod>(method: M, path: KnownPath<M>, error: ApiError | string): this {
    const failure = typeof error === 'string' ? new ApiError('envelope', error, 1) : error;
    this.handlers.set(`${method} ${path}`, () => {
      throw failure;
    });
    return this;
  }

  get<T>(path: string, query?: ApiQuery, options?: ApiRequestOptions): Promise<T> {
    return this.answer<T>({ method: 'GET', path, query, body: undefined, options });
  }

  post<T>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<T> {
    return this.answer<T>({ method: 'POST', path, query: undefined, body: body === undefined ? undefined : structuredClone(body), options });
  }

  callsTo<M extends FakeMethod>(method: M, path: KnownPath<M>): FakeApiCall[] {
    return this.calls.filter((call) => call.method === method && call.path === path);
  }

  private async answer<T>(call: FakeApiCall): Promise<T> {
    this.calls.push(call);
    const handler = this.handlers.get(`${call.method} ${call.path}`);
    if (!handler) throw new ApiError('envelope', `No fake reply for ${call.method} ${call.path}`, 404);
    return (await handler(call)) as T;
  }
}
