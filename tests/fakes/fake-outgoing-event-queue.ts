import { type FlowTrigger } from '../../src/domain/outgoing-webhooks/flow-triggers';
import { type OutgoingWebhookEvent } from '../../src/domain/outgoing-webhooks/outgoing-webhooks';
import { type AuthenticatedShop } from '../../server/application/shared/authenticated-shop';
import { type OutgoingEventQueue } from '../../server/application/shared/outgoing-events.port';

/** Records the webhook events and the Shopify Flow triggers a write queued, in order. */
export class FakeOutgoingEventQueue implements OutgoingEventQueue {
  readonly queued: { readonly shopId: number; readonly event: OutgoingWebhookEvent; readonly ids: readonly number[] }[] = [];
  readonly flowTriggers: { readonly shopId: number; readonly trigger: FlowTrigger; readonly ids: readonly number[]; readonly unpublishedOnly: boolean }[] = [];

  queueReviewEvent(shop: AuthenticatedShop, event: OutgoingWebhookEvent, reviewIds: readonly number[]): Promise<void> {
    this.queued.push({ shopId: shop.id, event, ids: [...reviewIds] });
    return Promise.resolve();
  }

  queueQuestionEvent(shop: AuthenticatedShop, event: OutgoingWebhookEvent, questionIds: readonly number[]): Promise<void> {
    this.queued.push({ shopId: shop.id, event, ids: [...questionIds] });
    return Promise.resolve();
  }

  queueFlowTrigger(shop: AuthenticatedShop, trigger: FlowTrigger, reviewIds: readonly number[], _at: Date, options: { readonly unpublishedOnly?: boolean } = {}): Promise<void> {
    this.flowTriggers.push({ shopId: shop.id, trigger, ids: [...reviewIds], unpublishedOnly: options.unpublishedOnly ?? false });
    return Promise.resolve();
  }
}
