import { LeasedQueueWorker, type LeasedQueueWorkerOptions } from '../shared/leased-queue-worker';
import { type ClaimedKlaviyoEvent, type KlaviyoEventQueue } from './klaviyo-event-queue.port';

export type KlaviyoEventWorkerOptions = LeasedQueueWorkerOptions;

/** A batch is a few requests of at most the gateway's timeout each, well inside the lease. */
export const DEFAULT_KLAVIYO_EVENT_WORKER_OPTIONS: Omit<KlaviyoEventWorkerOptions, 'owner'> = {
  batchSize: 16,
  concurrency: 4,
  leaseMs: 120_000,
  pollMs: 1_000,
};

/**
 * Sends the due Klaviyo events (docs/product/klaviyo.md#delivery) on the shared leased-queue
 * worker: a process killed mid-send leaves a lease that runs out and the event goes again, with
 * the same unique_id, which Klaviyo drops as a repeat.
 */
export class KlaviyoEventWorker extends LeasedQueueWorker<ClaimedKlaviyoEvent> {
  constructor(
    queue: KlaviyoEventQueue,
    send: { execute(event: ClaimedKlaviyoEvent, owner: string): Promise<boolean> },
    options: KlaviyoEventWorkerOptions,
    reportFailure: (error: unknown) => void,
    now: () => Date = () => new Date(),
  ) {
    super(queue, (event, owner) => send.execute(event, owner), options, reportFailure, now);
  }
}
