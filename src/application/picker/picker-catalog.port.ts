import { type PickerCatalogQuery } from '../../contracts/picker-store.contract';

/** What the picker lists (docs/product/spec-map.md §3 picker product / collection). */
export type PickerResourceType = 'product' | 'collection';

/**
 * A store API answer as the server sends it (docs/product/api.md resource picker calls): `code` 0 is ok,
 * `reasonCode` tells token problems apart, `currency_format` comes with products.
 */
export interface StoreResponse {
  readonly code?: unknown;
  readonly reasonCode?: unknown;
  readonly message?: unknown;
  readonly data?: unknown;
  readonly currency_format?: unknown;
}

/**
 * Query of the store API's products and collections, in its names and as text: a custom request
 * method (below) receives it as it is.
 */
export interface PickerListParams extends PickerCatalogQuery {
  readonly app_id: string;
  readonly keyword: string;
}

/**
 * A caller's replacement for the product and collection calls (docs/product/api.md: "A custom request
 * method can replace product and collection calls"). It answers like the store API.
 */
export type PickerRequest = (type: PickerResourceType, params: PickerListParams) => Promise<StoreResponse>;

/** The fetch failed (no answer at all). */
export class PickerNetworkError extends Error {
  override readonly name = 'PickerNetworkError';
}

/** The resource picker's store API (`/store/v1/*`). Non-2xx answers with an envelope resolve. */
export interface PickerCatalog {
  /** GET /store/v1/shop/app_info with the admin's app token (`adminToken` overrides the stored one). */
  appInfo(appId: string, adminToken?: string): Promise<StoreResponse>;
  /** GET /store/v1/products or /store/v1/collections with the picker's access token. */
  list(type: PickerResourceType, params: PickerListParams, accessToken: string): Promise<StoreResponse>;
}
