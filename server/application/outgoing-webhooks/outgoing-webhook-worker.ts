import { LeasedQueueWorker, type LeasedQueueWorkerOptions } from '../shared/leased-queue-worker';
import { type ClaimedWebhookDelivery, type OutgoingWebhookQueue } from './outgoing-webhook-repository.port';

export type OutgoingWebhookWorkerOptions = LeasedQueueWorkerOptions;

/**
 * 64 claimed, 32 at a time: 2 rounds and one send still in flight, at most 30 s with the sender's
 * 10-second timeout, inside the 60-second lease (longestWebhookBatchMs; server-config.ts refuses a
 * WEBHOOK_* set that does not fit). 32 requests in flight keep a burst draining at the rate the
 * database records them (npm run bench:webhooks); sends are waits, not work, for the process.
 */
export const DEFAULT_OUTGOING_WEBHOOK_WORKER_OPTIONS: Omit<OutgoingWebhookWorkerOptions, 'owner'> = {
  batchSize: 64,
  concurrency: 32,
  leaseMs: 60_000,
  pollMs: 1_000,
};

/**
 * The longest a claimed batch can take: its rounds of `concurrency` deliveries, each up to the send
 * timeout, plus one send, since a lane claims the next batch while the other lanes still send
 * the last one's. Every delivery of the batch is leased from the claim, so the lease must be
 * longer: one that runs out while its delivery still waits for a lane lets another process claim
 * and send it too.
 */
export function longestWebhookBatchMs(options: Pick<OutgoingWebhookWorkerOptions, 'batchSize' | 'concurrency'>, sendTimeoutMs: number): number {
  return (Math.ceil(options.batchSize / options.concurrency) + 1) * sendTimeoutMs;
}

/**
 * Sends the due outgoing webhook deliveries (docs/product/webhooks.md#delivery) on the shared
 * leased-queue worker: a process killed mid-send leaves a lease that runs out, so the delivery goes
 * again with the same delivery id (at least once, never lost).
 */
export class OutgoingWebhookWorker extends LeasedQueueWorker<ClaimedWebhookDelivery> {
  constructor(
    queue: OutgoingWebhookQueue,
    deliver: { execute(delivery: ClaimedWebhookDelivery, owner: string): Promise<boolean> },
    options: OutgoingWebhookWorkerOptions,
    reportFailure: (error: unknown) => void,
    now: () => Date = () => new Date(),
  ) {
    super(queue, (delivery, owner) => deliver.execute(delivery, owner), options, reportFailure, now);
  }
}
