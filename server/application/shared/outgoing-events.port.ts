import { type FlowTrigger } from '../../../src/domain/outgoing-webhooks/flow-triggers';
import { type QuestionWebhookEvent, type ReviewWebhookEvent } from '../../../src/domain/outgoing-webhooks/outgoing-webhooks';
import { type AuthenticatedShop } from './authenticated-shop';

/**
 * Queues outgoing webhook deliveries (docs/product/webhooks.md) as rows, bound to the writing
 * transaction: the write and its deliveries land together or not at all
 * (docs/decisions/0062-outgoing-webhooks-queued-in-the-write.md). One delivery per enabled endpoint
 * of the shop that takes the event, per subject; its body is the subject as it is at this point
 * of the transaction, so a deletion queues before it deletes. The shop's Shopify Flow triggers
 * (docs/product/shopify-flow.md) are queued the same way.
 */
export interface OutgoingEventQueue {
  queueReviewEvent(shop: AuthenticatedShop, event: ReviewWebhookEvent, reviewIds: readonly number[], at: Date): Promise<void>;
  queueQuestionEvent(shop: AuthenticatedShop, event: QuestionWebhookEvent, questionIds: readonly number[], at: Date): Promise<void>;
  /**
   * One Shopify Flow trigger per review of the shop among `reviewIds`, sent by the Flow worker with
   * the review as it is then. `unpublishedOnly`: only those not published yet, so that a change
   * publishing them sends "Review published" for the reviews it publishes, not for those that
   * already were (called before the change).
   */
  queueFlowTrigger(shop: AuthenticatedShop, trigger: FlowTrigger, reviewIds: readonly number[], at: Date, options?: { readonly unpublishedOnly?: boolean }): Promise<void>;
}
