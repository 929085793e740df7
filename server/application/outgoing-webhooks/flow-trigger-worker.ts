import { LeasedQueueWorker, type LeasedQueueWorkerOptions } from '../shared/leased-queue-worker';
import { type ClaimedFlowTrigger, type FlowTriggerQueue } from './flow-trigger-queue.port';

export type FlowTriggerWorkerOptions = LeasedQueueWorkerOptions;

/**
 * A trigger is one Admin API call: a few at a time keeps a shop under Shopify's rate limit. A batch
 * is one round of them, claimed while the batch before may still have a call in flight, so it ends
 * within two calls' worst case (the gateway's retries and throttle waits, under a minute each)
 * inside the lease: Flow takes no key to drop a trigger sent twice.
 */
export const DEFAULT_FLOW_TRIGGER_WORKER_OPTIONS: Omit<FlowTriggerWorkerOptions, 'owner'> = {
  batchSize: 4,
  concurrency: 4,
  leaseMs: 150_000,
  pollMs: 1_000,
};

/**
 * Sends the due Shopify Flow triggers (docs/product/shopify-flow.md#sending) on the shared
 * leased-queue worker: a process killed mid-send leaves a lease that runs out, and the trigger goes
 * again (at least once; Flow takes no key to drop a repeat).
 */
export class FlowTriggerWorker extends LeasedQueueWorker<ClaimedFlowTrigger> {
  constructor(
    queue: FlowTriggerQueue,
    send: { execute(trigger: ClaimedFlowTrigger, owner: string): Promise<boolean> },
    options: FlowTriggerWorkerOptions,
    reportFailure: (error: unknown) => void,
    now: () => Date = () => new Date(),
  ) {
    super(queue, (trigger, owner) => send.execute(trigger, owner), options, reportFailure, now);
  }
}
