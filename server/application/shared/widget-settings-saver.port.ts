import { type AuthenticatedShop } from './authenticated-shop';

/** The shop_documents kind and the fields sent for it. */
export type DocumentChanges = readonly (readonly [kind: string, fields: Readonly<Record<string, unknown>>])[];

/** `productPages`: the documents are drawn into every reviewed product's first page too, so the save redraws them. */
export interface SaveOptions {
  readonly productPages?: boolean;
}

/**
 * Saves settings documents the storefront draws with: the fields sent are merged in, the storefront
 * sync they call for is queued (queueStorefrontChange), and a change switching on more widgets than
 * the plan allows is refused, all in one transaction. Areas that own such settings (questions,
 * collect) save through it; the storefront implements it (TransactionalWidgetSettingsSaver).
 */
export interface WidgetSettingsSaver {
  save(shop: AuthenticatedShop, documents: DocumentChanges, options?: SaveOptions): Promise<void>;
}
