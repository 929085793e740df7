import { PICKER_REASON_CODES } from '../../contracts/picker-store.contract';
import { type PickerResourceType, type StoreResponse } from './picker-catalog.port';

export const PICKER_ERROR_MESSAGES = {
  fetchFailed: 'Fetch data error',
  missingData: 'Invalid response format: missing data',
  network: 'Network error. Please try again later.',
} as const;

/** docs/product/errors.md picker rows: which way a list call failed. */
export type PickerLoadErrorKind = 'tokenExpired' | keyof typeof PICKER_ERROR_MESSAGES;

export class PickerLoadError extends Error {
  override readonly name = 'PickerLoadError';

  constructor(
    readonly kind: PickerLoadErrorKind,
    message: string = kind === 'tokenExpired' ? 'Access token expired' : PICKER_ERROR_MESSAGES[kind],
  ) {
    super(message);
  }
}

export interface PickerImage {
  readonly src: string;
  readonly altText: string;
}

export interface PickerVariant {
  readonly id: string;
  readonly title: string;
  readonly price: string;
}

export interface PickerProduct {
  readonly kind: 'product';
  readonly id: string;
  readonly title: string;
  readonly image: PickerImage | null;
  readonly variants: readonly PickerVariant[];
  /** The real number of variants; the list carries at most ten of them. */
  readonly totalVariants: number;
  readonly hasOnlyDefaultVariant: boolean;
}

export interface PickerCollection {
  readonly kind: 'collection';
  readonly id: string;
  readonly title: string;
  readonly image: PickerImage | null;
  readonly productsCount: number;
}

export type PickerListItem = PickerProduct | PickerCollection;

export interface PickerPage {
  readonly items: readonly PickerListItem[];
  /** The shop's price template (products only); null when the answer has none. */
  readonly currencyFormat: string | null;
}

export interface PickerAppInfo {
  readonly accessToken: string;
  readonly expiresInSeconds: number;
  readonly icon: string | null;
}

/** A products or collections answer, or the docs/product/errors.md error for it. */
export function readPickerPage(type: PickerResourceType, response: unknown): PickerPage {
  const envelope = asRecord(response);
  if (envelope === null) throw new PickerLoadError('missingData');
  const code = Number(envelope.code ?? 0);
  if (code !== 0) {
    if (Number(envelope.reasonCode) === PICKER_REASON_CODES.expiredToken) throw new PickerLoadError('tokenExpired');
    throw new PickerLoadError('fetchFailed', typeof envelope.message === 'string' ? envelope.message : undefined);
  }
  const list = asRecord(envelope.data)?.[type === 'product' ? 'products' : 'collections'];
  if (!Array.isArray(list)) throw new PickerLoadError('missingData');
  const items = list.map(asRecord).filter((item): item is Record<string, unknown> => item !== null && isId(item.id));
  return {
    items: items.map((item): PickerListItem => (type === 'product' ? readProduct(item) : readCollection(item))),
    currencyFormat: typeof envelope.currency_format === 'string' ? envelope.currency_format : null,
  };
}

/** The app_info answer, or null when it carries no usable token. */
export function readAppInfo(response: StoreResponse): PickerAppInfo | null {
  const data = asRecord(response.data);
  if (Number(response.code ?? 0) !== 0 || typeof data?.access_token !== 'string' || data.access_token === '') return null;
  const icon = asRecord(data.app)?.icon;
  return { accessToken: data.access_token, expiresInSeconds: Number(data.expires_in), icon: typeof icon === 'string' ? icon : null };
}

function readProduct(product: Record<string, unknown>): PickerProduct {
  const variants = (Array.isArray(product.variants) ? product.variants : [])
    .map(asRecord)
    .filter((variant): variant is Record<string, unknown> => variant !== null && isId(variant.id))
    .map((variant) => ({ id: String(variant.id), title: text(variant.title), price: text(variant.price) }));
  const preview = asRecord(asRecord(asRecord(product.featured_media)?.preview)?.image);
  const totalVariants = Number(product.total_variants ?? product.totalVariants);
  return {
    kind: 'product',
    id: String(product.id),
    title: text(product.title ?? product.name),
    image: imageOf(preview?.src, preview?.altText),
    variants,
    totalVariants: Number.isFinite(totalVariants) ? totalVariants : variants.length,
    hasOnlyDefaultVariant: product.has_only_default_variant === true || variants.length === 0,
  };
}

function readCollection(collection: Record<string, unknown>): PickerCollection {
  const image = asRecord(collection.image);
  const productsCount = Number(collection.products_count);
  return {
    kind: 'collection',
    id: String(collection.id),
    title: text(collection.title ?? collection.name),
    image: imageOf(image?.url, image?.altText),
    productsCount: Number.isFinite(productsCount) ? productsCount : 0,
  };
}

function imageOf(src: unknown, altText: unknown): PickerImage | null {
  return typeof src === 'string' && src !== '' ? { src, altText: typeof altText === 'string' ? altText : '' } : null;
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function isId(value: unknown): boolean {
  return (typeof value === 'string' && value !== '') || typeof value === 'number';
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}
