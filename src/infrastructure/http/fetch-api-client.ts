import { type BearerTokenProvider } from '../../application/auth/bearer-token-provider';
import {
  AUTHORIZE_REQUEST_FAILED_MESSAGE,
  AuthorizationError,
  type LoginRequestBody,
  type RequestAuthorizer,
} from '../../application/auth/request-authorizer';
import { type AppConfig } from '../../application/config/app-config.port';
import { type ApiClient, type ApiQuery, type ApiRequestOptions } from '../../application/http/api-client.port';
import { ApiError, CANCELED_MESSAGE, NETWORK_ERROR_MESSAGE } from '../../application/http/api-error';
import { type BrowserEnvironment } from '../../application/navigation/browser-environment.port';
import { type Navigator } from '../../application/navigation/navigator.port';
import { login, type LoginResponse } from '../../contracts/auth.contract';
import { apiHeaders, type Envelope, failureMessage, httpMessage, isEnvelope, queryString } from './api-request';

/** docs/product/api.md/§9: every call gives up after two minutes. */
export const REQUEST_TIMEOUT_MS = 120_000;
export const LOAD_FAILED_PATH = '/400';
export const UNAUTHORIZED_HEADER = 'X-Shopify-API-Request-Failure-Unauthorized';
export const REAUTHORIZE_HEADER = 'X-Shopify-API-Request-Failure-Reauthorize';
export const REAUTHORIZE_URL_HEADER = 'X-Shopify-API-Request-Failure-Reauthorize-Url';
/** Warned when the server asks for reauthorization without saying where. */
export const NO_FALLBACK_AUTH_PATH_WARNING = "Couldn't find a fallback auth path to redirect to.";

export interface FetchApiClientDeps {
  readonly config: AppConfig;
  readonly fetch: typeof fetch;
  readonly tokens: BearerTokenProvider;
  readonly authorizer: RequestAuthorizer;
  readonly navigator: Navigator;
  readonly browser: BrowserEnvironment;
}

type Method = 'GET' | 'POST';

interface Call {
  readonly method: Method;
  readonly url: string;
  readonly body: string | FormData | undefined;
  readonly signal: AbortSignal;
  /** Why the call was aborted, once it is. */
  abortedBy(): 'timeout' | 'canceled' | null;
}

/**
 * The admin's API client over `fetch` (docs/product/api.md, §8): envelope unwrapping, Bearer token, timeout,
 * replacement of an identical in-flight call, the authorization retry and the /400 page.
 */
export class FetchApiClient implements ApiClient {
  /** Cancels the in-flight call per method and path. */
  private readonly inFlight = new Map<string, () => void>();

  constructor(private readonly deps: FetchApiClientDeps) {}

  get<T>(path: string, query: ApiQuery = {}, options: ApiRequestOptions = {}): Promise<T> {
    return this.request<T>('GET', path + queryString(query), undefined, options);
  }

  post<T>(path: string, body?: unknown, options: ApiRequestOptions = {}): Promise<T> {
    return this.request<T>('POST', path, options.form ?? (body === undefined ? undefined : JSON.stringify(body)), options);
  }

  private async request<T>(method: Method, pathAndQuery: string, body: Call['body'], options: ApiRequestOptions): Promise<T> {
    const base = options.base === 'newApi' ? this.deps.config.newApiBaseUrl : this.deps.config.apiBaseUrl;
    const key = `${method} ${base}${pathAndQuery.split('?')[0] ?? ''}`;
    return (await this.withCall({ method, url: base + pathAndQuery, body }, options, async (call) => {
      if (!options.allowConcurrent) {
        this.inFlight.get(key)?.();
        this.inFlight.set(key, call.cancel);
      }
      try {
        return await this.send(call, true);
      } catch (error) {
        if (error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout')) this.showLoadFailed();
        throw error;
      } finally {
        if (this.inFlight.get(key) === call.cancel) this.inFlight.delete(key);
      }
    })) as T;
  }

  /** Runs `work` with the call's abort signal, time-out and the caller's own signal wired up. */
  private async withCall<R>(
    request: Pick<Call, 'method' | 'url' | 'body'>,
    options: Pick<ApiRequestOptions, 'signal'>,
    work: (call: Call & { readonly cancel: () => void }) => Promise<R>,
  ): Promise<R> {
    const controller = new AbortController();
    let abortedBy: 'timeout' | 'canceled' | null = null;
    const abort = (reason: 'timeout' | 'canceled') => {
      abortedBy ??= reason;
      controller.abort();
    };
    const cancel = () => abort('canceled');
    const timer = setTimeout(() => abort('timeout'), REQUEST_TIMEOUT_MS);
    if (options.signal?.aborted) cancel();
    options.signal?.addEventListener('abort', cancel);
    try {
      return await work({ ...request, signal: controller.signal, abortedBy: () => abortedBy, cancel });
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', cancel);
    }
  }

  private async send(call: Call, mayAuthorize: boolean): Promise<unknown> {
    const response = await this.exchange(call);
    if (response.headers.get(REAUTHORIZE_HEADER) === '1') {
      const reauthorizeUrl = response.headers.get(REAUTHORIZE_URL_HEADER);
      if (reauthorizeUrl) {
        this.deps.browser.assign(reauthorizeUrl, { top: true });
        throw new ApiError('http', await failureMessage(response), null, null, response.status);
      }
      // The error catalogue's warning (docs/product/errors.md); the answer is then read as any other.
      console.warn(NO_FALLBACK_AUTH_PATH_WARNING);
    }
    if (response.status === 401 && response.headers.get(UNAUTHORIZED_HEADER) === '1') {
      if (!mayAuthorize) throw this.loadFailed(new ApiError('http', AUTHORIZE_REQUEST_FAILED_MESSAGE, null, null, 401));
      await this.authorize();
      return this.send(call, false);
    }
    if (response.status === 401 || response.status === 403) {
      throw this.loadFailed(new ApiError('http', await failureMessage(response), null, null, response.status));
    }
    const envelope = await this.readEnvelope(response, call);
    if (!envelope) {
      throw new ApiError('http', response.ok ? 'Invalid response format' : httpMessage(response.status), null, null, response.status);
    }
    if (envelope.code !== 0 || !response.ok) {
      throw new ApiError('envelope', envelope.message, envelope.code, envelope.data ?? null, response.status);
    }
    return envelope.data ?? null;
  }

  /** One round trip; network failures, time-outs and cancellations become ApiErrors. */
  private async exchange(call: Call, authenticated = true): Promise<Response> {
    try {
      return await this.deps.fetch(call.url, {
        method: call.method,
        headers: await this.headers(typeof call.body === 'string', authenticated),
        body: call.body,
        signal: call.signal,
      });
    } catch (error) {
      throw this.transportError(call, error);
    }
  }

  private async readEnvelope(response: Response, call: Call): Promise<Envelope | null> {
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      if (call.abortedBy()) throw this.transportError(call, error);
      return null;
    }
    return isEnvelope(body) ? body : null;
  }

  private transportError(call: Call, error: unknown): ApiError {
    const abortedBy = call.abortedBy();
    if (abortedBy === 'canceled') return new ApiError('canceled', CANCELED_MESSAGE);
    if (abortedBy === 'timeout') return new ApiError('timeout', `timeout of ${REQUEST_TIMEOUT_MS}ms exceeded`);
    if (error instanceof ApiError) return error;
    return new ApiError('network', NETWORK_ERROR_MESSAGE);
  }

  private async authorize(): Promise<void> {
    const signIn = (body: LoginRequestBody) =>
      this.withCall({ method: 'POST', url: this.deps.config.apiBaseUrl + login.path, body: JSON.stringify(body) }, {}, async (call) => {
        const response = await this.exchange(call, false);
        const envelope = response.ok ? await this.readEnvelope(response, call) : null;
        if (!envelope || envelope.code !== 0) throw new AuthorizationError(AUTHORIZE_REQUEST_FAILED_MESSAGE);
        return envelope.data as LoginResponse;
      });
    try {
      await this.deps.authorizer.authorize(signIn);
    } catch (error) {
      const message = error instanceof AuthorizationError ? error.message : AUTHORIZE_REQUEST_FAILED_MESSAGE;
      throw this.loadFailed(new ApiError('http', message, null, null, 401));
    }
  }

  private async headers(withBody: boolean, authenticated: boolean): Promise<Record<string, string>> {
    return apiHeaders(authenticated ? await this.deps.tokens.token() : null, { jsonBody: withBody });
  }

  /** docs/product/errors.md: network errors, time-outs, 401 and 403 show the load-failed page. */
  private loadFailed(error: ApiError): ApiError {
    this.showLoadFailed();
    return error;
  }

  private showLoadFailed(): void {
    if (this.deps.browser.currentUrl().pathname !== LOAD_FAILED_PATH) this.deps.navigator.navigate(LOAD_FAILED_PATH);
  }
}
