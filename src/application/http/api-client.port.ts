export type ApiQueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type ApiQuery = Readonly<Record<string, ApiQueryValue>>;

/** Which host a call goes to (docs/product/api.md: the main API and the "new API"). */
export type ApiBase = 'api' | 'newApi';

export interface ApiRequestOptions {
  readonly base?: ApiBase;
  /** Allow several in-flight requests to the same method and path (else a new one aborts the old). */
  readonly allowConcurrent?: boolean;
  readonly signal?: AbortSignal;
  /** A POST sends this multipart form (an upload) instead of its body as JSON. */
  readonly form?: FormData;
}

/**
 * The admin's API: envelope `{code, message, data}` unwrapped to `data`. Failures reject with
 * an {@link ApiError}.
 */
export interface ApiClient {
  get<T>(path: string, query?: ApiQuery, options?: ApiRequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<T>;
}
