import { STOREFRONT_SETTINGS_DOCUMENTS } from '../../../src/domain/storefront/widget-registry';
import { type ShopSyncQueue } from './shop-sync-queue.port';

/**
 * A change of what a shop's storefront shows, as the write that made it names it
 * (docs/decisions/0059-storefront-syncs-queued-in-code.md):
 * - `settings`: shop_documents saved, by kind; the shop is queued when the storefront draws any of
 *   them (the widget registry's documents), and with `productPages` every reviewed product too.
 * - `plan`: the plan decides the branding line and how many reviews a first page shows.
 * - `words`: the merchant's own storefront words.
 * - `reviewForm`: the questions the review form asks (review attributes).
 * - `productGroup`: a product group created, changed or deleted; `products` are those it added,
 *   removed and kept, whose reviews and rating change (docs/product/product-groups.md#storefront).
 * - `instagram`: Instagram posts imported, tagged, hidden or removed (the buyers' show, docs/product/instagram.md).
 * A review's or a question's own rows are queued by their products' triggers (migrations 0006, 0008).
 */
export type StorefrontChange =
  | { readonly kind: 'settings'; readonly documents: readonly string[]; readonly productPages?: boolean | undefined }
  | { readonly kind: 'plan' }
  | { readonly kind: 'words' }
  | { readonly kind: 'reviewForm' }
  | { readonly kind: 'productGroup'; readonly products: readonly string[] }
  | { readonly kind: 'instagram' };

/**
 * The one place a write queues its shop's storefront sync. Call it with the queue of the write's
 * own transaction, so the change and its sync land together or not at all.
 */
export async function queueStorefrontChange(queue: ShopSyncQueue, shopId: number, change: StorefrontChange): Promise<void> {
  if (change.kind === 'settings' && !change.documents.some((kind) => STOREFRONT_SETTINGS_DOCUMENTS.has(kind))) return;
  await queue.storefrontChanged(shopId);
  switch (change.kind) {
    case 'settings': {
      await queue.queueShop(shopId);
      if (change.productPages) await queue.queueReviewedProducts(shopId);
      return;
    }
    case 'plan':
      await queue.queueShop(shopId);
      await queue.queueReviewedProducts(shopId);
      return;
    case 'productGroup':
      await queue.queueProducts(shopId, change.products);
      return;
    case 'words':
    case 'reviewForm':
    case 'instagram':
      await queue.queueShop(shopId);
      return;
  }
}
