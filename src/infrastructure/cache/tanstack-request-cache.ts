import { focusManager, hashKey, QueryClient, QueryObserver, type QueryObserverOptions } from '@tanstack/query-core';
import { errorRetryIntervalMs, DEDUPE_INTERVAL_MS, FOCUS_THROTTLE_MS, MAX_ERROR_RETRIES, WARM_READ_MAX_AGE_MS } from '../../application/cache/request-cache-timing';
import { type LiveQuery, type QueryKey, type QuerySpec, type RequestCache } from '../../application/cache/request-cache.port';
import { ApiError } from '../../application/http/api-error';
import { MobxLiveQuery } from './mobx-live-query';

export interface TanStackRequestCacheOptions {
  /** Calls `listener` whenever the window regains focus; returns an unsubscribe. */
  readonly onFocus: (listener: () => void) => () => void;
  /** Whether the connection is slow now (longer retry and loading-slow intervals). */
  readonly isSlowNetwork: () => boolean;
  /** Off in tests, so a failing query fails at once. */
  readonly retry?: boolean;
  readonly now?: () => number;
}

/**
 * The request cache on TanStack Query core (docs/product/plans-and-limits.md: SWR's timings). One QueryClient per cache;
 * TanStack's global focus manager is fed our throttled focus events.
 */
export class TanStackRequestCache implements RequestCache {
  private readonly client: QueryClient;
  /** Keys read ahead of their screen whose first `fetch` has not come yet. */
  private readonly warmed = new Set<string>();

  constructor(private readonly options: TanStackRequestCacheOptions) {
    const now = options.now ?? Date.now;
    this.client = new QueryClient({
      defaultOptions: {
        queries: {
          staleTime: DEDUPE_INTERVAL_MS,
          refetchOnWindowFocus: true,
          refetchOnReconnect: false,
          // The API client reports offline as a network error (/400); never park a query as paused.
          networkMode: 'always',
          retry: (failureCount, error) => options.retry !== false && failureCount < MAX_ERROR_RETRIES && isRetryable(error),
          retryDelay: () => errorRetryIntervalMs(options.isSlowNetwork()),
        },
      },
    });
    let lastFocusMs = -Infinity;
    focusManager.setEventListener((refocus) =>
      options.onFocus(() => {
        if (now() - lastFocusMs < FOCUS_THROTTLE_MS) return;
        lastFocusMs = now();
        refocus(); // no argument: tell TanStack's listeners the (visible) page has focus
      }),
    );
    this.client.mount();
  }

  watch<T>(spec: QuerySpec<T>): LiveQuery<T> {
    const observer = new QueryObserver<T, unknown, T, T, QueryKey>(this.client, this.observerOptions(spec));
    return new MobxLiveQuery(observer, this.options.isSlowNetwork);
  }

  fetch<T>(spec: QuerySpec<T>): Promise<T> {
    const warmed = this.warmed.delete(hashKey(spec.key));
    return this.client.fetchQuery({ ...entryOptions(spec), retry: false, ...(warmed ? { staleTime: WARM_READ_MAX_AGE_MS } : {}) });
  }

  warm<T>(spec: QuerySpec<T>): void {
    this.warmed.add(hashKey(spec.key));
    void this.client.prefetchQuery(entryOptions(spec));
  }

  invalidate(prefix: QueryKey): Promise<void> {
    return this.client.invalidateQueries({ queryKey: prefix });
  }

  setData<T>(key: QueryKey, data: T): void {
    this.client.setQueryData<T>(key, data);
  }

  /** Stops listening for focus and drops every entry. */
  dispose(): void {
    this.client.unmount();
    this.client.clear();
  }

  private observerOptions<T>(spec: QuerySpec<T>): QueryObserverOptions<T, unknown, T, T, QueryKey> {
    return { ...entryOptions(spec), refetchOnWindowFocus: spec.once !== true && spec.refetchOnFocus !== false };
  }
}

/** Key, fetcher and, for `once`, a cache for the life of the page; absent keys keep the client's defaults. */
function entryOptions<T>(spec: QuerySpec<T>) {
  return {
    queryKey: spec.key,
    queryFn: ({ signal }: { readonly signal: AbortSignal }) => spec.fetch(signal),
    ...(spec.once ? { staleTime: Infinity, gcTime: Infinity } : {}),
  };
}

/** Failures worth asking again: not a server's refusal, not a cancellation, not a 4xx. */
function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.kind === 'envelope' || error.kind === 'canceled') return false;
  return !(error.status !== null && error.status >= 400 && error.status < 500);
}
