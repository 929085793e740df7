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
 * Works a leased queue in the background: claims batches of due rows and handles them
 * `concurrency` at a time until nothing is due; then looks again every `pollMs`, or at once when
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

  /**
   * Works until nothing is due; answers how many rows were handled. `concurrency` lanes take the
   * claimed rows one by one, and a lane that finds none left claims the next batch while the other
   * lanes are still busy: no lane waits for the slowest row of a batch before the next claim. A
   * lane stops once a claim found nothing due and no row was handled since that claim began (a
   * handled row can make the next one due, as the webhooks' order per review does). Stopping
   * claims no more but finishes what is claimed, so no lease is left to run out.
   */
  async drain(): Promise<number> {
    const claimed: Item[] = [];
    let handled = 0;
    /** `handled` when the last claim that found nothing began; -1 after a claim that found rows. */
    let emptyClaimAt = -1;
    let claiming: Promise<void> | null = null;
    let claimFailure: { readonly error: unknown } | null = null;
    const claimMore = () =>
      (claiming ??= (async () => {
        const handledBefore = handled;
        try {
          const rows = await this.queue.claimDue(this.options.owner, this.now(), this.options.batchSize, this.options.leaseMs);
          claimed.push(...rows);
          emptyClaimAt = rows.length === 0 ? handledBefore : -1;
        } catch (error) {
          claimFailure ??= { error };
        } finally {
          claiming = null;
        }
      })());
    const lane = async () => {
      for (;;) {
        const item = claimed.shift();
        if (item === undefined) {
          if (claimFailure || this.rounds.stopping || emptyClaimAt === handled) return;
          await claimMore();
          continue;
        }
        await this.handleOne(item);
        handled += 1;
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, this.options.concurrency) }, lane));
    if (claimFailure) throw (claimFailure as { readonly error: unknown }).error;
    await this.afterRound();
    return handled;
  }

  /** One batch: claimed, handled `concurrency` at a time, and answered by its size (tests step a worker batch by batch). */
  async runOnce(): Promise<number> {
    const claimed = await this.queue.claimDue(this.options.owner, this.now(), this.options.batchSize, this.options.leaseMs);
    let next = 0;
    const lane = async () => {
      for (let item = claimed[next++]; item !== undefined; item = claimed[next++]) await this.handleOne(item);
    };
    await Promise.all(Array.from({ length: Math.min(this.options.concurrency, claimed.length) }, lane));
    await this.afterRound();
    return claimed.length;
  }

  /** After each drain (and each stepped batch): what a queue does once its rows are handled. */
  protected async afterRound(): Promise<void> {}

  private async handleOne(item: Item): Promise<void> {
    try {
      await this.handle(item, this.options.owner);
    } catch (error) {
      // The lease runs out and a later round tries it again.
      this.reportFailure(error);
    }
  }
}
