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

  it('lanes that found nothing due come back for rows that become due while another still sends', async () => {
    const gates = new Map(['slow', 'x', 'y', 'z'].map((row) => [row, gate()]));
    let inFlight = 0;
    // The burst becomes due once 'slow' is sent, as a review's next webhook does.
    const queue = new MemoryQueue(['slow'], { slow: ['x', 'y', 'z'] });
    const { worker } = workerOver(
      queue,
      async (row) => {
        inFlight += 1;
        await gates.get(row)!.opened;
        inFlight -= 1;
      },
      { batchSize: 3, concurrency: 3 },
    );
    const draining = worker.drain();
    // Two lanes found nothing due beside 'slow'.
    await expect.poll(() => queue.claims).toEqual([['slow'], []]);
    gates.get('slow')!.open();
    // All three lanes send the burst at once (a lane that had left would leave one lane to send them in turn).
    await expect.poll(() => inFlight).toBe(3);
    for (const row of ['x', 'y', 'z']) gates.get(row)!.open();
    await expect(draining).resolves.toBe(4);
  });

  it('runs the after-batch step before each next claim and at the end of the drain, a failed one too', async () => {
    const steps: string[] = [];
    const queue = new MemoryQueue(['a', 'b']);
    const claimDue = queue.claimDue.bind(queue);
    queue.claimDue = (owner, now, limit) => {
      steps.push('claim');
      return queue.claims.length < 2 ? claimDue(owner, now, limit) : Promise.reject(new Error('database gone'));
    };
    class CountingWorker extends LeasedQueueWorker<string> {
      protected override afterBatch(): Promise<void> {
        steps.push('after batch');
        return Promise.resolve();
      }
    }
    const worker = new CountingWorker(queue, () => Promise.resolve(void steps.push('handle')), { owner: 'test', leaseMs: 60_000, pollMs: 60_000, batchSize: 1, concurrency: 1 }, () => {});
    await expect(worker.drain()).rejects.toThrow('database gone');
    expect(steps).toEqual(['claim', 'handle', 'after batch', 'claim', 'handle', 'after batch', 'claim', 'after batch']);
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
