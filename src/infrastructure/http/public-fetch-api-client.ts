import { type AppConfig } from '../../application/config/app-config.port';
import { type ApiClient, type ApiQuery } from '../../application/http/api-client.port';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../application/http/api-error';
import { apiHeaders, httpMessage, isEnvelope, queryString } from './api-request';
import { REQUEST_TIMEOUT_MS } from './fetch-api-client';

/**
 * The API for the public pages and the affiliate report: no app token, and a failure is only the
 * caller's to handle (no load-failed page, no sign-in retry), since nobody needs to be signed in.
 */
export class PublicFetchApiClient implements ApiClient {
  constructor(private readonly deps: { readonly config: AppConfig; readonly fetch: typeof fetch }) {}

  get<T>(path: string, query: ApiQuery = {}): Promise<T> {
    return this.request<T>('GET', path + queryString(query), undefined);
  }

  post<T>(path: string, body?: unknown): Promise<T> {
    return this.request<T>('POST', path, body === undefined ? undefined : JSON.stringify(body));
  }

  private async request<T>(method: 'GET' | 'POST', pathAndQuery: string, body: string | undefined): Promise<T> {
    let response: Response;
    try {
      response = await this.deps.fetch(this.deps.config.apiBaseUrl + pathAndQuery, {
        method,
        headers: apiHeaders(null, { jsonBody: body !== undefined }),
        ...(body !== undefined ? { body } : {}),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        // The affiliate report may leave with the page.
        keepalive: method === 'POST',
      });
    } catch (error) {
      throw error instanceof DOMException && error.name === 'TimeoutError' ? new ApiError('timeout', `timeout of ${REQUEST_TIMEOUT_MS}ms exceeded`) : new ApiError('network', NETWORK_ERROR_MESSAGE);
    }
    const envelope: unknown = await response.json().catch(() => null);
    if (!isEnvelope(envelope)) throw new ApiError('http', httpMessage(response.status), null, null, response.status);
    if (envelope.code !== 0 || !response.ok) throw new ApiError('envelope', envelope.message, envelope.code, envelope.data ?? null, response.status);
    return envelope.data as T;
  }
}
