import { type SettingsRepository } from '../settings/settings-repository.port';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type Transactions } from '../shared/transactions.port';
import { type StorefrontSyncQueue } from './storefront-sync-queue.port';

/** What a widget settings save writes in its transaction. */
export interface WidgetSettingsWrites {
  readonly settings: SettingsRepository;
  readonly queue: StorefrontSyncQueue;
}

/** The shop_documents kind and the fields sent for it. */
export type DocumentChanges = readonly (readonly [kind: string, fields: Readonly<Record<string, unknown>>])[];

/**
 * What a save queues (docs/product/storefront.md#sync). `shop`: the shop's settings metafields;
 * the shop_documents trigger of migration 0008 queues them only for the kinds it names, so the
 * newer widgets queue the shop themselves. `reviewedProducts`: every reviewed product's first page,
 * for settings the products' metafields are drawn with.
 */
export interface SyncScope {
  readonly shop: boolean;
  readonly reviewedProducts?: boolean;
}

const SHOP_ONLY: SyncScope = { shop: true };

/** Merges the fields sent into each document and queues what they change, all in the caller's transaction. */
export async function mergeAndQueue(writes: WidgetSettingsWrites, shop: AuthenticatedShop, documents: DocumentChanges, scope: SyncScope = SHOP_ONLY): Promise<void> {
  for (const [kind, fields] of documents) await writes.settings.mergeDocument(shop, kind, fields);
  if (scope.shop) await writes.queue.queueShop(shop.id);
  if (scope.reviewedProducts) await writes.queue.queueReviewedProducts(shop.id);
}

/** Saves one settings document and queues it in one transaction, then answers the whole settings object as read back. */
export async function saveSettingsDocument<T>(
  transactions: Transactions<WidgetSettingsWrites>,
  shop: AuthenticatedShop,
  change: readonly [kind: string, fields: Readonly<Record<string, unknown>>],
  readBack: (shop: AuthenticatedShop) => Promise<T>,
  scope: SyncScope = SHOP_ONLY,
): Promise<T> {
  await transactions.run((writes) => mergeAndQueue(writes, shop, [change], scope));
  return readBack(shop);
}
