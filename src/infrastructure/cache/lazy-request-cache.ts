import { action, makeObservable, observableRef, runInAction } from 'mobx';
import { type LiveQuery, type QueryKey, type QuerySpec, type QueryStatus, type RequestCache } from '../../application/cache/request-cache.port';

/**
 * The request cache, loaded with its first use (docs/decisions/0046-first-screen-bundle.md): the
 * first screen asks nothing of it, so the cache library comes with the first screen that does.
 * Until then nothing is cached and nothing is watched, so invalidating is nothing to do.
 */
export class LazyRequestCache implements RequestCache {
  private loading: Promise<RequestCache> | null = null;
  private loaded: RequestCache | null = null;

  constructor(private readonly load: () => Promise<RequestCache>) {}

  watch<T>(spec: QuerySpec<T>): LiveQuery<T> {
    if (this.loaded) return this.loaded.watch(spec);
    return new DeferredLiveQuery(this.cache().then((cache) => cache.watch(spec)));
  }

  async fetch<T>(spec: QuerySpec<T>): Promise<T> {
    return (await this.cache()).fetch(spec);
  }

  warm<T>(spec: QuerySpec<T>): void {
    // A cache that cannot load now leaves the screen to ask for itself.
    this.cache().then((cache) => cache.warm(spec), () => undefined);
  }

  async invalidate(prefix: QueryKey): Promise<void> {
    if (this.loading === null) return;
    await (await this.loading).invalidate(prefix);
  }

  setData<T>(key: QueryKey, data: T): void {
    if (this.loaded) this.loaded.setData(key, data);
    else void this.cache().then((cache) => cache.setData(key, data));
  }

  private cache(): Promise<RequestCache> {
    // A failed load (a network blip, a deploy) is forgotten, so the next use tries again.
    this.loading ??= this.load().then(
      (cache) => (this.loaded = cache),
      (error: unknown) => {
        this.loading = null;
        throw error;
      },
    );
    return this.loading;
  }
}

/** A watched query while the cache loads: pending and fetching, then the real one's state (or the load's error). */
class DeferredLiveQuery<T> implements LiveQuery<T> {
  private query: LiveQuery<T> | null = null;
  private loadError: unknown = null;
  private disposed = false;

  constructor(private readonly loading: Promise<LiveQuery<T>>) {
    makeObservable<this, 'query' | 'loadError'>(this, { query: observableRef, loadError: observableRef, dispose: action });
    loading.then(
      (query) => {
        if (this.disposed) query.dispose();
        else runInAction(() => (this.query = query));
      },
      (error: unknown) => runInAction(() => (this.loadError = error)),
    );
  }

  get data(): T | undefined {
    return this.query?.data;
  }

  get error(): unknown {
    return this.query === null ? this.loadError : this.query.error;
  }

  get status(): QueryStatus {
    return this.query?.status ?? (this.loadError === null ? 'pending' : 'error');
  }

  get isFetching(): boolean {
    return this.query?.isFetching ?? this.loadError === null;
  }

  get isSlow(): boolean {
    return this.query?.isSlow ?? false;
  }

  async refetch(): Promise<void> {
    await (await this.loading).refetch();
  }

  dispose(): void {
    this.disposed = true;
    this.query?.dispose();
  }
}
