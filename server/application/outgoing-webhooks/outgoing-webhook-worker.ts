import { LeasedQueueWorker, type LeasedQueueWorkerOptions } from '../shared/leased-queue-worker';
import { type ClaimedWebhookDelivery, type OutgoingWebhookQueue } from './outgoing-webhook-repository.port';

export type OutgoingWebhookWorkerOptions = LeasedQueueWorkerOptions;

export const DEFAULT_OUTGOING_WEBHOOK_WORKER_OPTIONS: Omit<OutgoingWebhookWorkerOptions, 'owner'> = {
  batchSize: 200,
  concurrency: 16,
  leaseMs: 60_000,
  pollMs: 1_000,
};

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
