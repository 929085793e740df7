// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type RequestCache } from '../../../src/application/cache/request-cache.port';
import { LazyRequestCache } from '../../../src/infrastructure/cache/lazy-request-cache';
import { type TanStackRequestCache } from '../../../src/infrastructure/cache/tanstack-request-cache';
import { createTestRequestCache } from '../../support/adapter-fakes';

const made: TanStackRequestCache[] = [];

afterEach(() => {
  for (const cache of made.splice(0)) cache.dispose();
});

/** A lazy cache over the real one, counting how often it was loaded. */
function setup() {
  const load = vi.fn(() => {
    const cache = createTestRequestCache();
    made.push(cache);
    return Promise.resolve<RequestCache>(cache);
  });
  return { cache: new LazyRequestCache(load), load };
}

describe('LazyRequestCache', () => {
  it('loads nothing until asked for data, then loads once', async () => {
    const { cache, load } = setup();
    await cache.invalidate(['reviews']);
    expect(load).not.toHaveBeenCalled();
    const fetch = vi.fn(() => Promise.resolve('a'));
    await expect(Promise.all([cache.fetch({ key: ['k'], fetch }), cache.fetch({ key: ['k'], fetch })])).resolves.toEqual(['a', 'a']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('answers from the loaded cache while fresh, and fetches again once invalidated', async () => {
    const { cache } = setup();
    let calls = 0;
    const spec = { key: ['reviews', 1], fetch: () => Promise.resolve((calls += 1)) };
    expect(await cache.fetch(spec)).toBe(1);
    expect(await cache.fetch(spec)).toBe(1);
    await cache.invalidate(['reviews']);
    expect(await cache.fetch(spec)).toBe(2);
  });

  it('keeps data set before the cache loaded', async () => {
    const { cache } = setup();
    cache.setData(['k'], 'set');
    expect(await cache.fetch({ key: ['k'], fetch: () => Promise.resolve('fetched') })).toBe('set');
  });

  it('watches a query: pending and fetching until the cache loads, then its state', async () => {
    const { cache } = setup();
    const query = cache.watch({ key: ['w'], fetch: () => Promise.resolve('data') });
    expect([query.status, query.isFetching, query.data]).toEqual(['pending', true, undefined]);
    await vi.waitFor(() => expect(query.data).toBe('data'));
    expect(query.status).toBe('success');
    query.dispose();
  });

  it('says a failed load as the watched query’s error, and tries the load again on the next use', async () => {
    const failure = new Error('chunk load failed');
    const loaded = createTestRequestCache();
    made.push(loaded);
    const load = vi.fn<() => Promise<RequestCache>>().mockRejectedValueOnce(failure).mockResolvedValue(loaded);
    const cache = new LazyRequestCache(load);
    const query = cache.watch({ key: ['w'], fetch: () => Promise.resolve('data') });
    await vi.waitFor(() => expect(query.status).toBe('error'));
    expect([query.error, query.isFetching]).toEqual([failure, false]);
    expect(await cache.fetch({ key: ['k'], fetch: () => Promise.resolve('fetched') })).toBe('fetched');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
