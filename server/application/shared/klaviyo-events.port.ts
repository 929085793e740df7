import { type KlaviyoEvent, type KlaviyoEventKind } from '../../../src/domain/klaviyo/klaviyo-events';
import { type AuthenticatedShop } from './authenticated-shop';

/**
 * Queues Klaviyo events (docs/product/klaviyo.md) as rows, bound to the writing transaction: a
 * review and its "Review Submitted", or a sent request and its "Review Request Sent", land
 * together or not at all. The Klaviyo worker sends them.
 */
export interface KlaviyoEventWrites {
  /** The kinds the shop's connected account takes; none when Klaviyo is not connected. */
  enabledKinds(shop: AuthenticatedShop): Promise<readonly KlaviyoEventKind[]>;
  /** Due at `at`; an event whose unique id the shop already queued is left out, so a repeated write never sends twice. */
  queue(shop: AuthenticatedShop, events: readonly KlaviyoEvent[], at: Date): Promise<void>;
}

/** Builds the events from the shop's switches and queues them: `build` gets the kinds switched on. */
export async function queueKlaviyoEvents(
  writes: KlaviyoEventWrites,
  shop: AuthenticatedShop,
  at: Date,
  build: (enabled: readonly KlaviyoEventKind[]) => readonly KlaviyoEvent[],
): Promise<void> {
  const enabled = await writes.enabledKinds(shop);
  if (enabled.length === 0) return;
  await writes.queue(shop, build(enabled), at);
}
