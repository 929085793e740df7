import { LeasedQueueWorker, type LeasedQueueWorkerOptions } from '../shared/leased-queue-worker';
import { type ClaimedMail, type CollectMailQueue } from './collect-mail-queue.port';
import { type SendOutcome } from './send-collect-mail.use-case';

/** `concurrency`: e-mails in flight at once (the SMTP pool's connections). */
export type CollectMailWorkerOptions = LeasedQueueWorkerOptions;

export const DEFAULT_COLLECT_WORKER_OPTIONS: Omit<CollectMailWorkerOptions, 'owner'> = {
  batchSize: 100,
  concurrency: 8,
  leaseMs: 120_000,
  pollMs: 5_000,
};

/**
 * Sends the due collect e-mails in the background (docs/product/collect.md#sending) on the shared
 * leased-queue worker, and after every batch sends the usage charges its claims bought.
 */
export class CollectMailWorker extends LeasedQueueWorker<ClaimedMail> {
  constructor(
    queue: CollectMailQueue,
    send: { execute(mail: ClaimedMail, owner: string): Promise<SendOutcome> },
    options: CollectMailWorkerOptions,
    reportFailure: (error: unknown) => void,
    now: () => Date = () => new Date(),
    /** Sends the usage charges a claim bought to the platform, once the claim committed. */
    private readonly recordUsage: () => Promise<unknown> = () => Promise.resolve(),
  ) {
    super(queue, (mail, owner) => send.execute(mail, owner), options, reportFailure, now);
  }

  // Every batch and every round, so that a record the platform refused is tried again (docs/product/plans-and-limits.md#spending-limit-and-usage-charges).
  protected override async afterBatch(): Promise<void> {
    await this.recordUsage().catch(this.reportFailure);
  }
}
