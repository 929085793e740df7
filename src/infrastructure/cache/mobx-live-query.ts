import { action, makeObservable, observable, observableRef } from 'mobx';
import { loadingSlowMs } from '../../application/cache/request-cache-timing';
import { type LiveQuery, type QueryStatus } from '../../application/cache/request-cache.port';
import { type CacheEntry, type EntryState } from './cache-entry';

/** A cache entry mirrored into MobX observables while it is watched, so `observer` screens follow it. */
export class MobxLiveQuery<T> implements LiveQuery<T> {
  data: T | undefined = undefined;
  error: unknown = null;
  status: QueryStatus = 'pending';
  isFetching = false;
  isSlow = false;

  private slowTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly unsubscribe: () => void;

  constructor(
    entry: CacheEntry<T>,
    refetchOnFocus: boolean,
    private readonly isSlowNetwork: () => boolean,
    private readonly ask: () => Promise<void>,
  ) {
    makeObservable<this, 'apply' | 'markSlow'>(this, {
      data: observableRef,
      error: observableRef,
      status: observable,
      isFetching: observable,
      isSlow: observable,
      apply: action,
      markSlow: action,
      dispose: action,
    });
    this.unsubscribe = entry.watch((state) => this.apply(state), refetchOnFocus);
    this.apply(entry);
  }

  async refetch(): Promise<void> {
    // As a screen's "try again": a failure shows in the query's state, not as a throw.
    await this.ask().catch(() => undefined);
  }

  dispose(): void {
    this.unsubscribe();
    this.stopSlowTimer();
    this.isSlow = false;
  }

  private apply(result: EntryState<T>): void {
    this.data = result.data;
    this.error = result.error;
    this.status = result.status;
    if (result.isFetching && !this.isFetching) {
      this.slowTimer = setTimeout(() => this.markSlow(), loadingSlowMs(this.isSlowNetwork()));
    } else if (!result.isFetching) {
      this.stopSlowTimer();
      this.isSlow = false;
    }
    this.isFetching = result.isFetching;
  }

  private markSlow(): void {
    this.isSlow = true;
  }

  private stopSlowTimer(): void {
    clearTimeout(this.slowTimer);
    this.slowTimer = undefined;
  }
}
