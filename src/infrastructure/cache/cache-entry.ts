import { type QueryKey, type QueryStatus } from '../../application/cache/request-cache.port';

/** What a watcher of an entry is told, after each change (batched, after the current task's code). */
export interface EntryState<T> {
  readonly data: T | undefined;
  readonly error: unknown;
  readonly status: QueryStatus;
  readonly isFetching: boolean;
}

export interface CacheEntrySetup {
  readonly key: QueryKey;
  readonly hash: string;
  readonly now: () => number;
  readonly retryDelayMs: () => number;
  readonly isRetryable: (error: unknown) => boolean;
  /** How long the entry outlives its last watcher (a `once` entry lives as long as the page). */
  readonly keptUnwatchedMs: number;
  /** Removes the entry from its cache. */
  readonly forget: () => void;
}

/** One key's answer in the request cache: its state, the one request in flight for it, and its watchers. */
export class CacheEntry<T> implements EntryState<T> {
  data: T | undefined = undefined;
  error: unknown = null;
  status: QueryStatus = 'pending';
  isFetching = false;
  fetcher: (signal: AbortSignal) => Promise<T> = () => Promise.reject(new Error('No fetcher for this key yet.'));
  once = false;

  private updatedAt = -Infinity;
  private invalidated = false;
  private inFlight: Promise<void> | null = null;
  private readonly controller = new AbortController();
  private readonly listeners = new Set<(state: EntryState<T>) => void>();
  private focusWatchers = 0;
  private notifyScheduled = false;
  private forgetTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly setup: CacheEntrySetup) {}

  get key(): QueryKey {
    return this.setup.key;
  }

  get hash(): string {
    return this.setup.hash;
  }

  get isWatched(): boolean {
    return this.listeners.size > 0;
  }

  get refetchesOnFocus(): boolean {
    return this.focusWatchers > 0;
  }

  /** Follows the entry until the returned function is called. */
  watch(listener: (state: EntryState<T>) => void, refetchOnFocus: boolean): () => void {
    clearTimeout(this.forgetTimer);
    this.listeners.add(listener);
    if (refetchOnFocus) this.focusWatchers += 1;
    return () => {
      if (!this.listeners.delete(listener)) return;
      if (refetchOnFocus) this.focusWatchers -= 1;
      this.forgetWhenUnwatched();
    };
  }

  /**
   * Asks again unless the answer is younger than `maxAgeMs` (and not invalidated); shares the
   * request already in flight. A failure is asked again up to `retries` times, at the retry pace.
   */
  refresh(maxAgeMs: number, retries: number): Promise<void> {
    if (this.inFlight) return this.inFlight;
    if (this.status === 'success' && !this.invalidated && this.setup.now() - this.updatedAt < maxAgeMs) return Promise.resolve();
    this.change({ isFetching: true });
    const attempt = (failures: number): Promise<void> =>
      this.fetcher(this.controller.signal).then(
        (data) => this.succeed(data, false),
        async (error: unknown) => {
          if (failures < retries && this.setup.isRetryable(error) && !this.controller.signal.aborted) {
            await new Promise((resume) => setTimeout(resume, this.setup.retryDelayMs()));
            return attempt(failures + 1);
          }
          this.change({ error, status: 'error', isFetching: false });
          throw error;
        },
      );
    const running = attempt(0).finally(() => {
      this.inFlight = null;
      this.forgetWhenUnwatched();
    });
    this.inFlight = running;
    return running;
  }

  /** The answer `refresh` settled on: the data, or the error it ended with. */
  answer(): T {
    if (this.status === 'error') throw this.error;
    return this.data as T;
  }

  /** An answer given without a request (`setData`): a request still in flight goes on and has the last word. */
  settle(data: T): void {
    this.succeed(data, this.isFetching);
  }

  invalidate(): void {
    this.invalidated = true;
  }

  dispose(): void {
    this.controller.abort();
    clearTimeout(this.forgetTimer);
    this.listeners.clear();
  }

  private succeed(data: T, isFetching: boolean): void {
    this.updatedAt = this.setup.now();
    this.invalidated = false;
    this.change({ data, error: null, status: 'success', isFetching });
  }

  private change(state: Partial<EntryState<T>>): void {
    Object.assign(this, state);
    if (this.notifyScheduled) return;
    this.notifyScheduled = true;
    queueMicrotask(() => {
      this.notifyScheduled = false;
      for (const listener of [...this.listeners]) listener(this);
    });
  }

  private forgetWhenUnwatched(): void {
    if (this.once || this.isWatched || this.inFlight) return;
    clearTimeout(this.forgetTimer);
    this.forgetTimer = setTimeout(() => {
      if (!this.isWatched && !this.inFlight) this.setup.forget();
    }, this.setup.keptUnwatchedMs);
  }
}
