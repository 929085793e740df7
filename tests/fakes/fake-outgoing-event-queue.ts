import { type OutgoingWebhookEvent } from '../../src/domain/outgoing-webhooks/outgoing-webhooks';
import { type AuthenticatedShop } from '../../server/application/shared/authenticated-shop';
import { type OutgoingEventQueue } from '../../server/application/shared/outgoing-events.port';

/** Records the webhook events a write queued, in order. */
export class FakeOutgoingEventQueue implements OutgoingEventQueue {
  readonly queued: { readonly shopId: number; readonly event: OutgoingWebhookEvent; readonly ids: readonly number[] }[] = [];

  queueReviewEvent(shop: AuthenticatedShop, event: OutgoingWebhookEvent, reviewIds: readonly number[]): Promise<void> {
    this.queued.push({ shopId: shop.id, event, ids: [...reviewIds] });
    return Promise.resolve();
  }

  queueQuestionEvent(shop: AuthenticatedShop, event: OutgoingWebhookEvent, questionIds: readonly number[]): Promise<void> {
    this.queued.push({ shopId: shop.id, event, ids: [...questionIds] });
    return Promise.resolve();
  }
}
