// @vitest-environment jsdom
import { autorun } from 'mobx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type LiveQuery } from '../../../src/application/cache/request-cache.port';
import { ApiError } from '../../../src/application/http/api-error';
import { type MobxRequestCache } from '../../../src/infrastructure/cache/mobx-request-cache';
import { createTestRequestCache, ManualFocus, type TestRequestCacheOptions } from '../../support/adapter-fakes';

let cache: MobxRequestCache;
const watched: LiveQuery<unknown>[] = [];

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  for (const query of watched.splice(0)) query.dispose();
  cache.dispose();
  vi.useRealTimers();
});

function setup(options: TestRequestCacheOptions = {}) {
  const focus = options.focus ?? new ManualFocus();
  cache = createTestRequestCache({ ...options, focus });
  return { cache, focus };
}

/** A fetcher that counts its calls and answers with the call number. */
function counter() {
  const fetch = vi.fn((_signal: AbortSignal) => Promise.resolve(fetch.mock.calls.length));
  return fetch;
}

function watch<T>(query: LiveQuery<T>): LiveQuery<T> {
  watched.push(query);
  return query;
}

/** Lets pending promises and the cache's batched notifications run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('MobxRequestCache: dedupe (2 s)', () => {
  it('serves a second watcher within 2 s from the cache, and asks again after', async () => {
    const { cache } = setup();
    const fetch = counter();
    const first = watch(cache.watch({ key: ['user-info'], fetch }));
    await settle();
    expect(first.data).toBe(1);
    await vi.advanceTimersByTimeAsync(1_999);
    const second = watch(cache.watch({ key: ['user-info'], fetch }));
    await settle();
    expect(second.data).toBe(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    watch(cache.watch({ key: ['user-info'], fetch }));
    await settle();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('shares one in-flight request between identical watchers and fetches', async () => {
    const { cache } = setup();
    let resolve: (value: string) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<string>((done) => (resolve = done)));
    const a = watch(cache.watch({ key: ['langs'], fetch }));
    const b = watch(cache.watch({ key: ['langs'], fetch }));
    const fetched = cache.fetch({ key: ['langs'], fetch });
    resolve('en');
    await expect(fetched).resolves.toBe('en');
    await settle();
    expect([a.data, b.data]).toEqual(['en', 'en']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps entries with different keys apart (words cached per language)', async () => {
    const { cache } = setup();
    const fetch = counter();
    await cache.fetch({ key: ['words', 'de'], fetch });
    await cache.fetch({ key: ['words', 'fr'], fetch });
    await cache.fetch({ key: ['words', 'de'], fetch });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('MobxRequestCache: keys and keeping', () => {
  it('treats keys whose objects list their fields in another order as one key', async () => {
    const { cache } = setup();
    const fetch = counter();
    await cache.fetch({ key: ['reviews', { page: 1, sort: 'newest' }], fetch });
    await cache.fetch({ key: ['reviews', { sort: 'newest', page: 1 }], fetch });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('invalidates by the fields a prefix names, leaving other values alone', async () => {
    const { cache } = setup();
    const first = counter();
    const second = counter();
    const pageOne = watch(cache.watch({ key: ['reviews', { page: 1, sort: 'newest' }], fetch: first }));
    watch(cache.watch({ key: ['reviews', { page: 2, sort: 'newest' }], fetch: second }));
    await settle();
    await cache.invalidate(['reviews', { page: 1 }]);
    await settle();
    expect(pageOne.data).toBe(2);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('keeps an answer nobody watches for five minutes, then asks the server again', async () => {
    const { cache } = setup();
    const fetch = counter();
    const query = watch(cache.watch({ key: ['collect-settings'], fetch }));
    await settle();
    query.dispose();
    await vi.advanceTimersByTimeAsync(4 * 60_000);
    const back = watch(cache.watch({ key: ['collect-settings'], fetch }));
    expect(back.data).toBe(1); // shown at once while it is asked again (older than 2 s)
    back.dispose();
    await settle();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    const later = watch(cache.watch({ key: ['collect-settings'], fetch }));
    expect(later.data).toBeUndefined();
    await settle();
    expect(later.data).toBe(3);
  });

  it('answers a refetch of a failing query with its error state, not a throw', async () => {
    const { cache } = setup();
    const fetch = vi.fn().mockRejectedValue(new ApiError('envelope', 'Refused', 1));
    const query = watch(cache.watch({ key: ['x'], fetch }));
    await settle();
    await expect(query.refetch()).resolves.toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(query.status).toBe('error');
  });
});

describe('MobxRequestCache: a change while a read is in flight', () => {
  /** A fetcher whose answers the test gives, in any order. */
  function held() {
    const answers: ((value: string) => void)[] = [];
    const fetch = vi.fn(() => new Promise<string>((answer) => answers.push(answer)));
    return { fetch, answers };
  }

  it('asks again when invalidated mid-read, and shows the later answer even if the earlier comes last', async () => {
    const { cache } = setup();
    const { fetch, answers } = held();
    const query = watch(cache.watch({ key: ['reviews', 'list'], fetch }));
    const invalidated = cache.invalidate(['reviews']);
    expect(fetch).toHaveBeenCalledTimes(2);
    answers[1]!('after the change');
    await invalidated;
    answers[0]!('before the change');
    await settle();
    expect(query.data).toBe('after the change');
    expect(query.isFetching).toBe(false);
  });

  it('does not hand a fetch the read begun before the change', async () => {
    const { cache } = setup();
    const { fetch, answers } = held();
    void cache.fetch({ key: ['upload-token'], fetch });
    await cache.invalidate(['upload-token']);
    const second = cache.fetch({ key: ['upload-token'], fetch });
    expect(fetch).toHaveBeenCalledTimes(2);
    answers[0]!('old');
    answers[1]!('new');
    await expect(second).resolves.toBe('new');
  });

  it('keeps data set by a change over the answer of a read begun before it', async () => {
    const { cache } = setup();
    const { fetch, answers } = held();
    const query = watch(cache.watch({ key: ['settings'], fetch }));
    cache.setData(['settings'], 'saved');
    answers[0]!('read before the save');
    await settle();
    expect(query.data).toBe('saved');
  });
});

describe('MobxRequestCache: refetch on focus (throttled to 5 s)', () => {
  it('refetches a stale watched query on focus, at most once per 5 s', async () => {
    const { cache, focus } = setup();
    const fetch = counter();
    const query = watch(cache.watch({ key: ['settings'], fetch }));
    await vi.advanceTimersByTimeAsync(2_500);
    focus.focus();
    await settle();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(query.data).toBe(2);
    await vi.advanceTimersByTimeAsync(4_000); // stale again (4 s > 2 s), but within 5 s of the last focus
    focus.focus();
    await settle();
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_000);
    focus.focus();
    await settle();
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('does not refetch a fresh query on focus', async () => {
    const { cache, focus } = setup();
    const fetch = counter();
    watch(cache.watch({ key: ['settings'], fetch }));
    await vi.advanceTimersByTimeAsync(1_000);
    focus.focus();
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('never refetches a query that opts out', async () => {
    const { cache, focus } = setup();
    const fetch = counter();
    watch(cache.watch({ key: ['opted-out'], fetch, refetchOnFocus: false }));
    await vi.advanceTimersByTimeAsync(10_000);
    focus.focus();
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('MobxRequestCache: once', () => {
  it('fetches once and then serves the cache: no focus refetch, no refetch on a new watcher or fetch', async () => {
    const { cache, focus } = setup();
    const fetch = counter();
    const first = watch(cache.watch({ key: ['banner-status'], fetch, once: true }));
    await settle();
    first.dispose();
    await vi.advanceTimersByTimeAsync(10 * 60_000); // past the 5 minutes an unwatched entry is kept
    focus.focus();
    const again = watch(cache.watch({ key: ['banner-status'], fetch, once: true }));
    await expect(cache.fetch({ key: ['banner-status'], fetch, once: true })).resolves.toBe(1);
    await settle();
    expect(again.data).toBe(1);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('MobxRequestCache: error retry', () => {
  const networkError = () => new ApiError('network', 'Network Error');

  it('retries a failed load after 5 s', async () => {
    const { cache } = setup({ retry: true });
    const fetch = vi.fn().mockRejectedValueOnce(networkError()).mockResolvedValue('ok');
    const query = watch(cache.watch({ key: ['analytics'], fetch }));
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(query.data).toBe('ok');
  });

  it('waits 10 s between retries on a slow network', async () => {
    const { cache } = setup({ retry: true, slowNetwork: true });
    const fetch = vi.fn().mockRejectedValueOnce(networkError()).mockResolvedValue('ok');
    watch(cache.watch({ key: ['analytics'], fetch }));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('gives up after three retries and shows the error', async () => {
    const { cache } = setup({ retry: true });
    const fetch = vi.fn().mockRejectedValue(networkError());
    const query = watch(cache.watch({ key: ['analytics'], fetch }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(query.status).toBe('error');
    expect(query.error).toMatchObject({ kind: 'network' });
  });

  it.each([
    ['a server refusal (envelope)', new ApiError('envelope', 'no', 1)],
    ['a canceled call', new ApiError('canceled', 'canceled')],
    ['a 4xx answer', new ApiError('http', 'Forbidden', null, null, 403)],
  ])('does not retry %s', async (_what, error) => {
    const { cache } = setup({ retry: true });
    const fetch = vi.fn().mockRejectedValue(error);
    const query = watch(cache.watch({ key: ['x'], fetch }));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(query.error).toBe(error);
  });

  it('retries a 5xx answer', async () => {
    const { cache } = setup({ retry: true });
    const fetch = vi.fn().mockRejectedValueOnce(new ApiError('http', 'Bad gateway', null, null, 502)).mockResolvedValue('ok');
    watch(cache.watch({ key: ['x'], fetch }));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not retry at all when retries are off (the test harness)', async () => {
    const { cache } = setup({ retry: false });
    const fetch = vi.fn().mockRejectedValue(networkError());
    const query = watch(cache.watch({ key: ['x'], fetch }));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(query.status).toBe('error');
  });
});

describe('MobxRequestCache: loading slow', () => {
  it.each([
    [false, 3_000],
    [true, 5_000],
  ])('flags a load still running after the threshold (slow network: %s → %i ms), and clears it when done', async (slowNetwork, threshold) => {
    const { cache } = setup({ slowNetwork });
    let resolve: (value: string) => void = () => undefined;
    const query = watch(cache.watch({ key: ['dashboard'], fetch: () => new Promise<string>((done) => (resolve = done)) }));
    await vi.advanceTimersByTimeAsync(threshold - 1);
    expect(query.isFetching).toBe(true);
    expect(query.isSlow).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(query.isSlow).toBe(true);
    resolve('done');
    await settle();
    expect(query.isSlow).toBe(false);
    expect(query.isFetching).toBe(false);
    expect(query.data).toBe('done');
  });
});

describe('MobxRequestCache: MobX, invalidate, setData, dispose', () => {
  it('makes the live fields observable: an autorun re-runs when data arrives', async () => {
    const { cache } = setup();
    const query = watch(cache.watch({ key: ['k'], fetch: () => Promise.resolve('value') }));
    const seen: unknown[] = [];
    const stop = autorun(() => seen.push(`${query.status}:${String(query.data)}`));
    await settle();
    stop();
    expect(seen).toEqual(['pending:undefined', 'success:value']);
  });

  it('refetches watched queries under a key prefix, and only those', async () => {
    const { cache } = setup();
    const reviews = counter();
    const other = counter();
    const reviewsQuery = watch(cache.watch({ key: ['reviews', { page: 1 }], fetch: reviews }));
    watch(cache.watch({ key: ['questions'], fetch: other }));
    await settle();
    await cache.invalidate(['reviews']);
    await settle();
    expect(reviews).toHaveBeenCalledTimes(2);
    expect(reviewsQuery.data).toBe(2);
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('invalidating makes the next fetch ask again even within 2 s', async () => {
    const { cache } = setup();
    const fetch = counter();
    await cache.fetch({ key: ['upload-token'], fetch });
    await cache.invalidate(['upload-token']);
    await expect(cache.fetch({ key: ['upload-token'], fetch })).resolves.toBe(2);
  });

  it('setData updates every watcher of the key without a request', async () => {
    const { cache } = setup();
    const fetch = counter();
    const query = watch(cache.watch({ key: ['settings'], fetch }));
    await settle();
    cache.setData(['settings'], 42);
    await settle();
    expect(query.data).toBe(42);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('stops following the query after dispose: no updates, no focus refetch, no slow flag', async () => {
    const { cache, focus } = setup();
    const fetch = counter();
    const query = cache.watch({ key: ['settings'], fetch });
    await settle();
    query.dispose();
    cache.setData(['settings'], 'changed');
    await vi.advanceTimersByTimeAsync(10_000);
    focus.focus();
    await settle();
    expect(query.data).toBe(1);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('clears a pending slow flag on dispose', async () => {
    const { cache } = setup();
    const query = cache.watch({ key: ['slow'], fetch: () => new Promise<never>(() => undefined) });
    await vi.advanceTimersByTimeAsync(1_000);
    query.dispose();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(query.isSlow).toBe(false);
  });
});

describe('MobxRequestCache: a read warmed ahead of its screen', () => {
  it('is taken by the first fetch even past the dedupe interval, and only by the first', async () => {
    const { cache } = setup();
    const fetch = counter();
    cache.warm({ key: ['reviews', 'list'], fetch });
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    // The screen's code took 10 s to arrive on a slow phone: its first ask still takes the warm answer.
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(cache.fetch({ key: ['reviews', 'list'], fetch })).resolves.toBe(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(cache.fetch({ key: ['reviews', 'list'], fetch })).resolves.toBe(2);
  });

  it('is asked again once older than 30 s, or once invalidated by a change', async () => {
    const { cache } = setup();
    const fetch = counter();
    cache.warm({ key: ['reviews', 'list'], fetch });
    await settle();
    await vi.advanceTimersByTimeAsync(30_001);
    await expect(cache.fetch({ key: ['reviews', 'list'], fetch })).resolves.toBe(2);
    cache.warm({ key: ['reviews', 'list'], fetch });
    await settle();
    await cache.invalidate(['reviews']);
    await expect(cache.fetch({ key: ['reviews', 'list'], fetch })).resolves.toBe(3);
  });
});
