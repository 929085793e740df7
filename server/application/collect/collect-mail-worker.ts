import { DrainingWorker } from '../shared/background-rounds';
import { type ClaimedMail, type CollectMailQueue } from './collect-mail-queue.port';
import { type SendOutcome } from './send-collect-mail.use-case';

export interface CollectMailWorkerOptions {
  /** Who holds the leases: unique per process. */
  readonly owner: string;
  readonly batchSize: number;
  /** E-mails in flight at once (the SMTP pool's connections). */
  readonly concurrency: number;
  readonly leaseMs: number;
  readonly pollMs: number;
}

export const DEFAULT_COLLECT_WORKER_OPTIONS: Omit<CollectMailWorkerOptions, 'owner'> = {
  batchSize: 100,
  concurrency: 8,
  leaseMs: 120_000,
  pollMs: 5_000,
};

/**
 * Sends the due collect e-mails in the background (docs/product/collect.md#sending): claims a
 * batch, sends it `concurrency` at a time, and claims again until nothing is due; then looks
 * again every `pollMs`, or at once when woken. Every server process runs one; the claim's
 * SKIP LOCKED and leases keep them from sending an e-mail twice.
 */
export class CollectMailWorker extends DrainingWorker {
  constructor(
    private readonly queue: CollectMailQueue,
    private readonly send: { execute(mail: ClaimedMail, owner: string): Promise<SendOutcome> },
    private readonly options: CollectMailWorkerOptions,
    private readonly reportFailure: (error: unknown) => void,
    private readonly now: () => Date = () => new Date(),
    /** Sends the usage charges a claim bought to the platform, once the claim committed. */
    private readonly recordUsage: () => Promise<unknown> = () => Promise.resolve(),
  ) {
    super(reportFailure, options.pollMs);
  }

  /** Batches until nothing is due; answers how many e-mails were handled. */
  async drain(): Promise<number> {
    let handled = 0;
    for (;;) {
      if (this.rounds.stopping) return handled;
      const count = await this.runOnce();
      if (count === 0) return handled;
      handled += count;
    }
  }

  async runOnce(): Promise<number> {
    const claimed = await this.queue.claimDue(this.options.owner, this.now(), this.options.batchSize, this.options.leaseMs);
    let next = 0;
    const lane = async () => {
      while (next < claimed.length) {
        const mail = claimed[next++];
        if (!mail) return;
        try {
          await this.send.execute(mail, this.options.owner);
        } catch (error) {
          // The lease runs out and another round tries it again.
          this.reportFailure(error);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.options.concurrency, claimed.length) }, lane));
    // Every round, so that a record the platform refused is tried again (docs/product/plans-and-limits.md#spending-limit-and-usage-charges).
    await this.recordUsage().catch(this.reportFailure);
    return claimed.length;
  }
}
