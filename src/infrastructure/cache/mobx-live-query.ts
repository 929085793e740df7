import { type QueryObserver, type QueryObserverResult } from '@tanstack/query-core';
import { action, makeObservable, observable, observableRef } from 'mobx';
import { loadingSlowMs } from '../../application/cache/request-cache-timing';
import { type LiveQuery, type QueryKey, type QueryStatus } from '../../application/cache/request-cache.port';

/** A TanStack query observer mirrored into MobX observables, so `observer` screens follow it. */
export class MobxLiveQuery<T> implements LiveQuery<T> {
  data: T | undefined = undefined;
  error: unknown = null;
  status: QueryStatus = 'pending';
  isFetching = false;
  isSlow = false;

  private slowTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly observer: QueryObserver<T, unknown, T, T, QueryKey>,
    private readonly isSlowNetwork: () => boolean,
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
    this.unsubscribe = observer.subscribe((result) => this.apply(result));
    this.apply(observer.getCurrentResult());
  }

  async refetch(): Promise<void> {
    await this.observer.refetch();
  }

  dispose(): void {
    this.unsubscribe();
    this.stopSlowTimer();
    this.isSlow = false;
  }

  private apply(result: QueryObserverResult<T, unknown>): void {
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
