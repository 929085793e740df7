import { type AuthenticatedShop } from './authenticated-shop';

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

/**
 * Saves settings documents the storefront draws with: the fields sent are merged in, what they
 * change is queued for the storefront sync, and a change switching on more widgets than the plan
 * allows is refused, all in one transaction. Areas that own such settings (questions, collect)
 * save through it; the storefront implements it (TransactionalWidgetSettingsSaver).
 */
export interface WidgetSettingsSaver {
  save(shop: AuthenticatedShop, documents: DocumentChanges, scope?: SyncScope): Promise<void>;
}
