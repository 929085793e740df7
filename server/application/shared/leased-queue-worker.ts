import { DrainingWorker } from './background-rounds';

export interface LeasedQueueWorkerOptions {
  /** Who holds the leases: unique per process. */
  readonly owner: string;
  readonly batchSize: number;
  /** Items handled at once (a pool's connections). */
  readonly concurrency: number;
  /**
   * Longer than a whole batch takes (its items are leased at the claim and wait for a lane): a
   * lease that runs out means the process died while handling it.
   */
  readonly leaseMs: number;
  readonly pollMs: number;
}

/** A queue in the database whose due rows a process claims under a lease (SKIP LOCKED). */
export interface LeasedQueue<Item> {
  claimDue(owner: string, now: Date, limit: number, leaseMs: number): Promise<readonly Item[]>;
}

/**
 * Works a leased queue in the background: claims a batch of due rows, handles it `concurrency` at a
 * time, and claims again until nothing is due; then looks again every `pollMs`, or at once when
 * woken. Every server process runs one per queue; SKIP LOCKED claims and leases keep two from
 * handling one row at once, and a row whose handler failed (or whose process died) is claimed again
 * once its lease runs out. The collect e-mails, the merchant's notifications and the outgoing
 * webhooks are worked this way.
 */
export class LeasedQueueWorker<Item> extends DrainingWorker {
  constructor(
    private readonly queue: LeasedQueue<Item>,
    private readonly handle: (item: Item, owner: string) => Promise<unknown>,
    private readonly options: LeasedQueueWorkerOptions,
    protected readonly reportFailure: (error: unknown) => void,
    protected readonly now: () => Date = () => new Date(),
  ) {
    super(reportFailure, options.pollMs);
  }

  /** Batches until nothing is due; answers how many rows were handled. */
  async drain(): Promise<number> {
    let handled = 0;
    for (;;) {
      if (this.rounds.stopping) return handled;
      const count = await this.runOnce();
      if (count === 0) return handled;
      handled += count;
    }
  }

  /** One batch: claimed, handled, and answered by its size. */
  async runOnce(): Promise<number> {
    const claimed = await this.queue.claimDue(this.options.owner, this.now(), this.options.batchSize, this.options.leaseMs);
    let next = 0;
    const lane = async () => {
      for (let item = claimed[next++]; item !== undefined; item = claimed[next++]) {
        try {
          await this.handle(item, this.options.owner);
        } catch (error) {
          // The lease runs out and a later round tries it again.
          this.reportFailure(error);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.options.concurrency, claimed.length) }, lane));
    return claimed.length;
  }
}
