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
  /** The newest request in flight; `pending` counts them all. */
  private inFlight: Promise<void> | null = null;
  private inFlightRun = 0;
  private pending = 0;
  /** Requests begun so far, numbered; the number of the newest whose answer is shown; the last begun before an invalidation. */
  private runs = 0;
  private appliedRun = 0;
  private staleUpToRun = 0;
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
   * Asks again unless the answer is younger than `maxAgeMs` (and not invalidated since); shares the
   * request in flight unless it began before the last invalidation, whose answer may predate the
   * change. A failure is asked again up to `retries` times, at the retry pace. Of two requests, the
   * later begun has the last word, whichever answers first.
   */
  refresh(maxAgeMs: number, retries: number): Promise<void> {
    if (this.inFlight && this.inFlightRun > this.staleUpToRun) return this.inFlight;
    if (this.status === 'success' && !this.invalidated && this.setup.now() - this.updatedAt < maxAgeMs) return Promise.resolve();
    const run = ++this.runs;
    this.pending += 1;
    this.change({ isFetching: true });
    const attempt = (failures: number): Promise<void> =>
      this.fetcher(this.controller.signal).then(
        (data) => {
          if (run > this.appliedRun) this.succeed(data, run);
        },
        async (error: unknown) => {
          if (failures < retries && this.setup.isRetryable(error) && !this.controller.signal.aborted) {
            await new Promise((resume) => setTimeout(resume, this.setup.retryDelayMs()));
            return attempt(failures + 1);
          }
          if (run > this.appliedRun) {
            this.appliedRun = run;
            this.change({ error, status: 'error' });
          }
          throw error;
        },
      );
    const running = attempt(0).finally(() => {
      this.pending -= 1;
      if (this.inFlightRun === run) this.inFlight = null;
      this.change({ isFetching: this.pending > 0 });
      this.forgetWhenUnwatched();
    });
    this.inFlight = running;
    this.inFlightRun = run;
    return running;
  }

  /** The answer `refresh` settled on: the data, or the error it ended with. */
  answer(): T {
    if (this.status === 'error') throw this.error;
    return this.data as T;
  }

  /** An answer given without a request (`setData`): newer than any request in flight, whose answer is then dropped. */
  settle(data: T): void {
    this.succeed(data, this.runs);
  }

  invalidate(): void {
    this.invalidated = true;
    this.staleUpToRun = this.runs;
  }

  dispose(): void {
    this.controller.abort();
    clearTimeout(this.forgetTimer);
    this.listeners.clear();
  }

  /** `run`: the newest request this answer is as new as. */
  private succeed(data: T, run: number): void {
    this.appliedRun = run;
    this.updatedAt = this.setup.now();
    if (run > this.staleUpToRun) this.invalidated = false;
    this.change({ data, error: null, status: 'success' });
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
