import { describe, expect, it } from 'vitest';
import { type LeasedQueue, LeasedQueueWorker } from '../../../../server/application/shared/leased-queue-worker';

/** A queue in memory: `due` rows are claimed in order, `batchSize` at a time; `after` makes rows due once one is handled. */
class MemoryQueue implements LeasedQueue<string> {
  readonly claims: string[][] = [];
  constructor(
    private readonly due: string[],
    private readonly after: Record<string, string[]> = {},
  ) {}

  claimDue(_owner: string, _now: Date, limit: number): Promise<readonly string[]> {
    const rows = this.due.splice(0, limit);
    this.claims.push(rows);
    return Promise.resolve(rows);
  }

  handled(row: string): void {
    this.due.push(...(this.after[row] ?? []));
  }
}

function gate(): { readonly opened: Promise<void>; open(): void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

function workerOver(queue: MemoryQueue, handle: (row: string) => Promise<void>, options: { batchSize: number; concurrency: number }) {
  const failures: unknown[] = [];
  const worker = new LeasedQueueWorker<string>(
    queue,
    async (row) => {
      await handle(row);
      queue.handled(row);
    },
    { owner: 'test', leaseMs: 60_000, pollMs: 60_000, ...options },
    (error) => failures.push(error),
  );
  return { worker, failures };
}

describe('LeasedQueueWorker.drain', () => {
  it('keeps sending the next batches while one slow row is still in flight', async () => {
    const slow = gate();
    const handled: string[] = [];
    const queue = new MemoryQueue(['a', 'b', 'c', 'd', 'e', 'f']);
    const { worker } = workerOver(
      queue,
      async (row) => {
        if (row === 'a') await slow.opened;
        handled.push(row);
      },
      { batchSize: 2, concurrency: 2 },
    );
    const draining = worker.drain();
    // With a batch waiting for its slowest row, only 'b' would be handled until 'a' ends.
    await expect.poll(() => handled).toEqual(['b', 'c', 'd', 'e', 'f']);
    slow.open();
    await expect(draining).resolves.toBe(6);
    expect(handled).toEqual(['b', 'c', 'd', 'e', 'f', 'a']);
  });

  it('claims again when a handled row made another due, in the same drain', async () => {
    const handled: string[] = [];
    const queue = new MemoryQueue(['review-1 first'], { 'review-1 first': ['review-1 second'] });
    const { worker } = workerOver(queue, (row) => Promise.resolve(void handled.push(row)), { batchSize: 10, concurrency: 4 });
    await expect(worker.drain()).resolves.toBe(2);
    expect(handled).toEqual(['review-1 first', 'review-1 second']);
  });

  it('claims once when nothing is due, whatever the number of lanes', async () => {
    const queue = new MemoryQueue([]);
    const { worker } = workerOver(queue, () => Promise.resolve(), { batchSize: 10, concurrency: 8 });
    await expect(worker.drain()).resolves.toBe(0);
    expect(queue.claims).toEqual([[]]);
  });

  it('a failing row is reported and the others are still sent', async () => {
    const handled: string[] = [];
    const queue = new MemoryQueue(['a', 'b', 'c']);
    const { worker, failures } = workerOver(
      queue,
      (row) => {
        if (row === 'b') return Promise.reject(new Error('refused'));
        handled.push(row);
        return Promise.resolve();
      },
      { batchSize: 2, concurrency: 1 },
    );
    await expect(worker.drain()).resolves.toBe(3);
    expect(handled).toEqual(['a', 'c']);
    expect(failures).toEqual([new Error('refused')]);
  });

  it('a failed claim fails the round once the rows in flight are done', async () => {
    const handled: string[] = [];
    const queue = new MemoryQueue(['a']);
    const claimDue = queue.claimDue.bind(queue);
    queue.claimDue = (owner, now, limit) => (queue.claims.length === 0 ? claimDue(owner, now, limit) : Promise.reject(new Error('database gone')));
    const { worker } = workerOver(queue, (row) => Promise.resolve(void handled.push(row)), { batchSize: 1, concurrency: 2 });
    await expect(worker.drain()).rejects.toThrow('database gone');
    expect(handled).toEqual(['a']);
  });
});
