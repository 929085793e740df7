import { DrainingWorker } from '../shared/background-rounds';
import { type ClaimedWebhookDelivery, type OutgoingWebhookQueue } from './outgoing-webhook-repository.port';

export interface OutgoingWebhookWorkerOptions {
  /** Who holds the leases: unique per process. */
  readonly owner: string;
  readonly batchSize: number;
  /** Deliveries in flight at once. */
  readonly concurrency: number;
  /** Longer than a send's timeout: a lease that runs out means the process died mid-send. */
  readonly leaseMs: number;
  readonly pollMs: number;
}

export const DEFAULT_OUTGOING_WEBHOOK_WORKER_OPTIONS: Omit<OutgoingWebhookWorkerOptions, 'owner'> = {
  batchSize: 200,
  concurrency: 16,
  leaseMs: 60_000,
  pollMs: 1_000,
};

/**
 * Sends the due outgoing webhook deliveries (docs/product/webhooks.md#delivery): claims a batch,
 * sends it `concurrency` at a time, claims again until nothing is due; then looks every `pollMs`,
 * or at once when a write wakes it. Every server process runs one; SKIP LOCKED and leases keep a
 * delivery with one process, and a process killed mid-send leaves a lease that runs out, so the
 * delivery goes again with the same delivery id (at least once, never lost).
 */
export class OutgoingWebhookWorker extends DrainingWorker {
  constructor(
    private readonly queue: OutgoingWebhookQueue,
    private readonly deliver: { execute(delivery: ClaimedWebhookDelivery, owner: string): Promise<boolean> },
    private readonly options: OutgoingWebhookWorkerOptions,
    private readonly reportFailure: (error: unknown) => void,
    private readonly now: () => Date = () => new Date(),
  ) {
    super(reportFailure, options.pollMs);
  }

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
        const delivery = claimed[next++];
        if (!delivery) return;
        try {
          await this.deliver.execute(delivery, this.options.owner);
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
