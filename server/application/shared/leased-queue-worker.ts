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
   * lanes are still busy: no lane waits for the slowest row of a batch before the next claim. When
   * a claim finds nothing due, the lanes wait for the rows still being handled, since a handled row
   * can make the next one due (the webhooks' order per review), and claim again after each; they
   * stop once a claim found nothing and no row is left in hand. Stopping claims no more but
   * finishes what is claimed, so no lease is left to run out.
   */
  async drain(): Promise<number> {
    const claimed: Item[] = [];
    let handled = 0;
    let inHand = 0;
    let rowDone = promiseWithResolve();
    /** `handled` when the last claim that found nothing began; -1 after a claim that found rows. */
    let emptyClaimAt = -1;
    let claimedSinceAfterBatch = 0;
    let claiming: Promise<void> | null = null;
    let claimFailure: { readonly error: unknown } | null = null;
    const claimMore = () =>
      (claiming ??= (async () => {
        const handledBefore = handled;
        try {
          if (claimedSinceAfterBatch > 0) {
            claimedSinceAfterBatch = 0;
            await this.afterBatch();
          }
          const rows = await this.queue.claimDue(this.options.owner, this.now(), this.options.batchSize, this.options.leaseMs);
          claimed.push(...rows);
          claimedSinceAfterBatch += rows.length;
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
        if (item !== undefined) {
          inHand += 1;
          await this.handleOne(item);
          inHand -= 1;
          handled += 1;
          rowDone.resolve();
          rowDone = promiseWithResolve();
        } else if (claimFailure || this.rounds.stopping) {
          return;
        } else if (emptyClaimAt !== handled) {
          await claimMore();
        } else if (inHand > 0) {
          await rowDone.promise;
        } else {
          return;
        }
      }
    };
    try {
      await Promise.all(Array.from({ length: Math.max(1, this.options.concurrency) }, lane));
    } finally {
      await this.afterBatch();
    }
    if (claimFailure) throw (claimFailure as { readonly error: unknown }).error;
    return handled;
  }

  /**
   * What a queue does once a batch's rows are taken: before the next claim, and at the end of every
   * drain, a failed one too (the collect e-mails send the usage charges their claims bought).
   */
  protected async afterBatch(): Promise<void> {}

  private async handleOne(item: Item): Promise<void> {
    try {
      await this.handle(item, this.options.owner);
    } catch (error) {
      // The lease runs out and a later round tries it again.
      this.reportFailure(error);
    }
  }
}

function promiseWithResolve(): { readonly promise: Promise<void>; readonly resolve: () => void } {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}
