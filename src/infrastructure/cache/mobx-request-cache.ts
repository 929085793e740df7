import { DEDUPE_INTERVAL_MS, errorRetryIntervalMs, FOCUS_THROTTLE_MS, MAX_ERROR_RETRIES, WARM_READ_MAX_AGE_MS } from '../../application/cache/request-cache-timing';
import { type LiveQuery, type QueryKey, type QuerySpec, type RequestCache } from '../../application/cache/request-cache.port';
import { ApiError } from '../../application/http/api-error';
import { CacheEntry } from './cache-entry';
import { MobxLiveQuery } from './mobx-live-query';

export interface MobxRequestCacheOptions {
  /** Calls `listener` whenever the window regains focus; returns an unsubscribe. */
  readonly onFocus: (listener: () => void) => () => void;
  /** Whether the connection is slow now (longer retry and loading-slow intervals). */
  readonly isSlowNetwork: () => boolean;
  /** Off in tests, so a failing query fails at once. */
  readonly retry?: boolean;
  readonly now?: () => number;
}

/** How long an entry nobody watches is kept for a screen that comes back to it. */
const UNWATCHED_KEPT_MS = 5 * 60_000;

/**
 * The request cache (docs/product/plans-and-limits.md "Request cache": SWR's timings), one entry
 * per key, each a MobX-observable state that `MobxLiveQuery` mirrors for `observer` screens.
 * Decision 0012 says why it is ours and not TanStack Query's.
 */
export class MobxRequestCache implements RequestCache {
  private readonly entries = new Map<string, CacheEntry<unknown>>();
  /** Keys read ahead of their screen whose first `fetch` has not come yet. */
  private readonly warmed = new Set<string>();
  private readonly now: () => number;
  private readonly stopFocus: () => void;

  constructor(private readonly options: MobxRequestCacheOptions) {
    this.now = options.now ?? Date.now;
    let lastFocusMs = -Infinity;
    this.stopFocus = options.onFocus(() => {
      if (this.now() - lastFocusMs < FOCUS_THROTTLE_MS) return;
      lastFocusMs = this.now();
      for (const entry of this.entries.values()) {
        if (entry.refetchesOnFocus) entry.refresh(this.maxAge(entry), this.retries()).catch(() => undefined);
      }
    });
  }

  watch<T>(spec: QuerySpec<T>): LiveQuery<T> {
    const entry = this.entryFor(spec);
    const refetchOnFocus = spec.once !== true && spec.refetchOnFocus !== false;
    const query = new MobxLiveQuery(entry, refetchOnFocus, this.options.isSlowNetwork, () => entry.refresh(0, this.retries()));
    entry.refresh(this.maxAge(entry), this.retries()).catch(() => undefined);
    return query;
  }

  fetch<T>(spec: QuerySpec<T>): Promise<T> {
    const entry = this.entryFor(spec);
    const maxAge = this.warmed.delete(entry.hash) ? WARM_READ_MAX_AGE_MS : this.maxAge(entry);
    return entry.refresh(maxAge, 0).then(() => entry.answer());
  }

  warm<T>(spec: QuerySpec<T>): void {
    const entry = this.entryFor(spec);
    this.warmed.add(entry.hash);
    entry.refresh(this.maxAge(entry), 0).catch(() => undefined);
  }

  async invalidate(prefix: QueryKey): Promise<void> {
    const refetches: Promise<void>[] = [];
    for (const entry of this.entries.values()) {
      if (!startsWith(entry.key, prefix)) continue;
      entry.invalidate();
      if (entry.isWatched) refetches.push(entry.refresh(0, this.retries()).catch(() => undefined));
    }
    await Promise.all(refetches);
  }

  setData<T>(key: QueryKey, data: T): void {
    this.entry<T>(key).settle(data);
  }

  /** Stops listening for focus and drops every entry. */
  dispose(): void {
    this.stopFocus();
    for (const entry of this.entries.values()) entry.dispose();
    this.entries.clear();
  }

  /** The entry of `spec.key`, asking with `spec`'s fetcher from now on. */
  private entryFor<T>(spec: QuerySpec<T>): CacheEntry<T> {
    const entry = this.entry<T>(spec.key);
    entry.fetcher = spec.fetch;
    entry.once ||= spec.once === true;
    return entry;
  }

  private entry<T>(key: QueryKey): CacheEntry<T> {
    const hash = hashKey(key);
    let entry = this.entries.get(hash) as CacheEntry<T> | undefined;
    if (!entry) {
      entry = new CacheEntry<T>({
        key,
        hash,
        now: this.now,
        retryDelayMs: () => errorRetryIntervalMs(this.options.isSlowNetwork()),
        isRetryable,
        keptUnwatchedMs: UNWATCHED_KEPT_MS,
        forget: () => this.entries.delete(hash),
      });
      this.entries.set(hash, entry as CacheEntry<unknown>);
    }
    return entry;
  }

  /** The age past which an entry is asked again: never for a `once` read, 2 s otherwise. */
  private maxAge(entry: { readonly once: boolean }): number {
    return entry.once ? Infinity : DEDUPE_INTERVAL_MS;
  }

  private retries(): number {
    return this.options.retry === false ? 0 : MAX_ERROR_RETRIES;
  }
}

/** Equal keys hash equal whatever the order of their objects' fields. */
export function hashKey(key: QueryKey): string {
  return JSON.stringify(key, (_name, value: unknown) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
}

/** `prefix` matches `key` when each of its parts matches the part at the same place (objects by the fields the prefix names). */
function startsWith(key: unknown, prefix: unknown): boolean {
  if (key === prefix) return true;
  if (key === null || prefix === null || typeof key !== 'object' || typeof prefix !== 'object') return false;
  const whole = key as Record<string, unknown>;
  return Object.entries(prefix).every(([field, part]) => startsWith(whole[field], part));
}

/** Failures worth asking again: not a server's refusal, not a cancellation, not a 4xx. */
function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.kind === 'envelope' || error.kind === 'canceled') return false;
  return !(error.status !== null && error.status >= 400 && error.status < 500);
}
