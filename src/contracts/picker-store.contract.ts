import { answer, type Contract, get, NO_PARAMS, type RequestOf, type ResponseOf, schemasOf } from './contract';

const schema = schemasOf(() => import('./picker-store.schema'));

/**
 * The resource picker's store API under /store/v1 (docs/product/picker.md). It has its own
 * credential (a short-lived picker token, except app_info, which takes the admin's app token)
 * and its own envelope: the admin's plus `reasonCode`, and `currency_format` beside products.
 */

/** The provider's apps whose picker may use the store API. */
export const PICKER_APP_IDS = { reviews: 'starling-reviews', qa: 'starling-qa' } as const;

/** `reasonCode`: 0 on success; on an expired token the picker asks its host for a fresh one. */
export const PICKER_REASON_CODES = {
  ok: 0,
  missingToken: 1_100_001,
  invalidToken: 1_100_002,
  expiredToken: 1_100_003,
} as const;

/** Every store API answer. */
export interface PickerStoreEnvelope<T> {
  readonly code: number;
  readonly reasonCode: number;
  readonly message: string;
  readonly data: T;
  /** The products answer only: the shop's price template, e.g. '${{amount}}'. */
  readonly currency_format?: string;
}

/** The store API's answer to a contract. */
export type PickerStoreAnswer<C extends Contract> = PickerStoreEnvelope<ResponseOf<C>>;

export interface PickerAppAccess {
  readonly access_token: string;
  readonly expires_in: number;
  /** The icon is an inline SVG data URL, so the picker needs no other host. */
  readonly app: { readonly id: string; readonly name: string; readonly icon: string };
}

export interface PickerStoreProduct {
  readonly id: string;
  readonly title: string;
  readonly featured_media: { readonly preview: { readonly image: { readonly src: string; readonly altText: string } } } | null;
  /** At most ten; `total_variants` is the real count. */
  readonly variants: readonly { readonly id: string; readonly title: string; readonly price: string; readonly inventory_quantity: number }[];
  readonly total_variants: number;
  readonly has_only_default_variant: boolean;
}

export interface PickerStoreCollection {
  readonly id: string;
  readonly title: string;
  readonly image: { readonly url: string; readonly altText: string } | null;
  readonly products_count: number;
}

export interface PickerStoreShop {
  readonly name: string;
  readonly domain: string;
  readonly currency: string;
  readonly money_format: string;
}

/**
 * A products or collections query as the picker sends it: text as its page configuration (or the
 * integrator) gives it; the server reads it with the contract's schema.
 */
export type PickerCatalogQuery = { readonly [K in keyof RequestOf<typeof listPickerProducts>]?: string };

/** GET /store/v1/shop/app_info with the admin's app token: a picker token for one app. */
export const getPickerAppAccess = get(
  '/store/v1/shop/app_info',
  schema('getPickerAppAccessRequest'),
  answer<PickerAppAccess>(),
);

/** GET /store/v1/products with a picker token: the shop's products matching `keyword` (and `status`). */
export const listPickerProducts = get(
  '/store/v1/products',
  schema('listPickerProductsRequest'),
  answer<{ readonly products: readonly PickerStoreProduct[] }>(),
);

/** GET /store/v1/collections with a picker token. */
export const listPickerCollections = get(
  '/store/v1/collections',
  schema('listPickerCollectionsRequest'),
  answer<{ readonly collections: readonly PickerStoreCollection[] }>(),
);

/** GET /store/v1/shop/shopify with a picker token: the shop's name, currency and money format. */
export const getPickerShop = get('/store/v1/shop/shopify', NO_PARAMS, answer<PickerStoreShop>());
