import { describe, expect, it } from 'vitest';
import { type ImportMediaOutcome } from '../../../../server/application/imports/fetch-import-media.use-case';
import { type ClaimedImportMedia, type ImportMediaQueue } from '../../../../server/application/imports/import-media-queue.port';
import { ImportMediaWorker } from '../../../../server/application/imports/import-media-worker';

const item = (position: number, host: string): ClaimedImportMedia => ({
  shopId: 1,
  shopDomain: 'lanes.myshopify.com',
  reviewId: 1,
  position,
  jobId: 1,
  kind: 'photo',
  sourceUrl: `https://${host}/photo-${position}.jpg`,
  attempts: 0,
  owner: 'a',
});

/** Hands out its items in batches, once each. */
function queueOf(items: ClaimedImportMedia[]): ImportMediaQueue {
  const left = [...items];
  return {
    claimDue: (_owner, _now, limit) => Promise.resolve(left.splice(0, limit)),
    markFetched: () => Promise.resolve(true),
    markFailed: () => Promise.resolve(),
    countsByJob: () => Promise.resolve(new Map()),
  };
}

describe('the import media worker’s lanes', () => {
  it('downloads a batch a few at a time, and at most `perHost` from one host', async () => {
    const items = [...Array.from({ length: 6 }, (_, index) => item(index, 'cdn.example')), item(6, 'other.example'), item(7, 'third.example')];
    const inFlight = new Map<string, number>();
    let most = 0;
    const mostPerHost = new Map<string, number>();
    const done: number[] = [];
    const fetchMedia = {
      async execute(claimed: ClaimedImportMedia): Promise<ImportMediaOutcome> {
        const host = new URL(claimed.sourceUrl).host;
        inFlight.set(host, (inFlight.get(host) ?? 0) + 1);
        mostPerHost.set(host, Math.max(mostPerHost.get(host) ?? 0, inFlight.get(host)!));
        most = Math.max(most, [...inFlight.values()].reduce((sum, count) => sum + count, 0));
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight.set(host, inFlight.get(host)! - 1);
        done.push(claimed.position);
        return claimed.position === 7 ? 'failed' : 'fetched';
      },
    };
    let afterFetched = 0;
    const worker = new ImportMediaWorker(
      queueOf(items),
      fetchMedia,
      { owner: 'a', batchSize: 8, concurrency: 3, perHost: 2, leaseMs: 60_000, pollMs: 1000 },
      (error) => {
        throw error;
      },
      () => (afterFetched += 1),
    );

    expect(await worker.drain()).toBe(8);
    expect(done.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
    expect(mostPerHost.get('cdn.example')).toBe(2);
    expect(afterFetched).toBe(1);
  });

  it('reports a failed download and goes on with the others', async () => {
    const reported: unknown[] = [];
    const worker = new ImportMediaWorker(
      queueOf([item(0, 'a.example'), item(1, 'b.example')]),
      { execute: (claimed) => (claimed.position === 0 ? Promise.reject(new Error('disk full')) : Promise.resolve('fetched')) },
      { owner: 'a', batchSize: 8, concurrency: 2, perHost: 1, leaseMs: 60_000, pollMs: 1000 },
      (error) => reported.push(error),
    );
    expect(await worker.drain()).toBe(2);
    expect(reported).toEqual([new Error('disk full')]);
  });
});
