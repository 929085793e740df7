export type QueryKey = readonly unknown[];

export interface QuerySpec<T> {
  /** Identifies the data; equal keys share one cache entry and one in-flight request. */
  readonly key: QueryKey;
  readonly fetch: (signal: AbortSignal) => Promise<T>;
  /** Fetched once, then served from the cache for the life of the page (banner status, upload token). */
  readonly once?: boolean;
  /** Refetch when the tab regains focus (default true, throttled); false opts the query out. */
  readonly refetchOnFocus?: boolean;
}

export type QueryStatus = 'pending' | 'success' | 'error';

/** A query being watched. Its fields are observable (MobX): screens re-render when they change. */
export interface LiveQuery<T> {
  readonly data: T | undefined;
  readonly error: unknown;
  readonly status: QueryStatus;
  readonly isFetching: boolean;
  /** Still loading after the loading-slow threshold (3 s, or 5 s on a slow network). */
  readonly isSlow: boolean;
  refetch(): Promise<void>;
  /** Stops watching; call when the screen unmounts. */
  dispose(): void;
}

/**
 * Request cache with SWR semantics (docs/product/plans-and-limits.md: dedupe 2 s, focus throttle 5 s, error retry 5 s or
 * 10 s on a slow network, loading-slow 3 s or 5 s).
 */
export interface RequestCache {
  watch<T>(spec: QuerySpec<T>): LiveQuery<T>;
  /** One answer, from the cache when fresh, sharing any identical in-flight request. */
  fetch<T>(spec: QuerySpec<T>): Promise<T>;
  /**
   * Starts a read ahead of the screen that will ask for it (with the navigation, while the screen's
   * code loads): the next `fetch` of the same key takes this answer even past the dedupe interval,
   * up to WARM_READ_MAX_AGE_MS. A failed warm read is simply asked again.
   */
  warm<T>(spec: QuerySpec<T>): void;
  /** Marks entries whose key starts with `prefix` stale and refetches the watched ones. */
  invalidate(prefix: QueryKey): Promise<void>;
  setData<T>(key: QueryKey, data: T): void;
}
