/**
 * The storefront sync's queue as far as a write that changes what the storefront shows needs it
 * (settings, words, review form questions, plans): the storefront's StorefrontSyncQueue implements
 * it. Writes queue through queueStorefrontChange (storefront-changes.ts), never on their own.
 */
export interface ShopSyncQueue {
  /** Counts a change of the shop's storefront, so no process goes on using what it remembered of it (the shop's storefront version, decision 0085). */
  storefrontChanged(shopId: number): Promise<void>;
  /** Queues the shop's own storefront data (settings, words) for the next sync. */
  queueShop(shopId: number): Promise<void>;
  /** Queues every product of the shop that has a review (a settings change redraws their first pages). */
  queueReviewedProducts(shopId: number): Promise<void>;
  /** Queues the named products of the shop (a product group's change redraws exactly its products). */
  queueProducts(shopId: number, productIds: readonly string[]): Promise<void>;
}
