/**
 * The storefront sync's queue, as far as an area that changes what the shop's metafields carry
 * needs it (words, review form questions): the storefront's StorefrontSyncQueue implements it.
 */
export interface ShopSyncQueue {
  /** Queues the shop's own metafields for the next sync. */
  queueShop(shopId: number): Promise<void>;
}
