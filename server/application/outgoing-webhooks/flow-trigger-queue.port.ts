import { type FlowTriggerRecord } from '../../../src/contracts/outgoing-webhooks.contract';
import { type FlowPayload, type FlowReview } from '../../../src/domain/outgoing-webhooks/flow-triggers';
import { type AuthenticatedShop } from '../shared/authenticated-shop';

/** A Shopify Flow trigger the worker holds the lease of (docs/product/shopify-flow.md#sending). */
export interface ClaimedFlowTrigger {
  readonly shopId: number;
  readonly id: number;
  readonly shopDomain: string;
  /** The shop was uninstalled: nothing goes to it. */
  readonly shopUninstalled: boolean;
  /** The extension's handle as stored; the worker skips one it does not know. */
  readonly handle: string;
  readonly reviewId: number;
  /** Including the one now being made. */
  readonly attempts: number;
  readonly createdAt: Date;
}

/** The worker's queue of Flow triggers (SKIP LOCKED and leases: two processes never send the same trigger at once). */
export interface FlowTriggerQueue {
  /** Leases up to `limit` due triggers, oldest first. */
  claimDue(owner: string, now: Date, limit: number, leaseMs: number): Promise<readonly ClaimedFlowTrigger[]>;
  /** The trigger's review as it is now; null when it is gone. */
  review(trigger: ClaimedFlowTrigger): Promise<FlowReview | null>;
  /** Sent, with the payload that went. Only while `owner` still holds the lease. */
  sent(trigger: ClaimedFlowTrigger, owner: string, payload: FlowPayload, at: Date): Promise<void>;
  /** Failed: pending again, due `retryAt`, or given up when null. */
  failed(trigger: ClaimedFlowTrigger, owner: string, attempt: { readonly payload: FlowPayload; readonly error: string; readonly retryAt: Date | null }): Promise<void>;
  /** Not sent, and never will be: the shop or the review is gone. */
  skipped(trigger: ClaimedFlowTrigger, owner: string, reason: string): Promise<void>;
}

/** The admin's log of the shop's Flow triggers. */
export interface FlowTriggerLog {
  /** The newest `limit` triggers of the shop. */
  recent(shop: AuthenticatedShop, limit: number): Promise<readonly FlowTriggerRecord[]>;
}
