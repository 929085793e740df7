/**
 * Which products get review requests (/collect/review_request_product, docs/product/collect-auto.md#products):
 * every product, or every product but the ones the merchant chose (products and collections),
 * and optionally not the products that cost less than a price.
 */

export const REQUEST_PRODUCT_SCOPES = ['all', 'all_except'] as const;
export type RequestProductScope = (typeof REQUEST_PRODUCT_SCOPES)[number];

/** At most this many chosen products, and as many collections. */
export const REQUEST_PRODUCT_EXCLUSIONS_MAX = 250;
/** The highest "skip products under" price the merchant may set. */
export const REQUEST_PRODUCT_MIN_PRICE_MAX = 1_000_000;

export interface ReviewRequestProductSettings {
  readonly scope: RequestProductScope;
  /** Product ids (gid://shopify/Product/…) asked for no reviews while the scope is `all_except`. */
  readonly excluded_product_ids: readonly string[];
  /** Collection ids; each of their products is asked for none while the scope is `all_except`. */
  readonly excluded_collection_ids: readonly string[];
  /** A product whose every variant costs less than this is asked for no review; 0: no price limit. */
  readonly min_price: number;
}

/** The settings as get/save_review_request_products answer them: with the chosen items' titles from the catalog. */
export interface ReviewRequestProductsView extends ReviewRequestProductSettings {
  /** Product or collection id -> its title; an id the catalog no longer knows is absent. */
  readonly titles: Readonly<Record<string, string>>;
}

export const DEFAULT_REVIEW_REQUEST_PRODUCT_SETTINGS: ReviewRequestProductSettings = {
  scope: 'all',
  excluded_product_ids: [],
  excluded_collection_ids: [],
  min_price: 0,
};

export type MinPriceProblem = 'negative' | 'tooHigh' | 'decimals' | 'notANumber';

/** Why a "skip products under" price cannot be saved, or null: 0 to 1,000,000 with at most two decimals. */
export function minPriceProblem(price: number): MinPriceProblem | null {
  if (!Number.isFinite(price)) return 'notANumber';
  if (price < 0) return 'negative';
  if (price > REQUEST_PRODUCT_MIN_PRICE_MAX) return 'tooHigh';
  if (Math.abs(Math.round(price * 100) - price * 100) > 1e-6) return 'decimals';
  return null;
}

/** The chosen products and collections that count: none while every product is asked. */
export function activeExclusions(settings: ReviewRequestProductSettings): { readonly productIds: readonly string[]; readonly collectionIds: readonly string[] } {
  return settings.scope === 'all_except'
    ? { productIds: settings.excluded_product_ids, collectionIds: settings.excluded_collection_ids }
    : { productIds: [], collectionIds: [] };
}

/** What a product is, as far as the rule needs it. */
export interface RequestProductFacts {
  readonly productId: string;
  readonly collectionIds: readonly string[];
  /** Its variants' prices; empty when the catalog does not know the product. */
  readonly prices: readonly number[];
}

/**
 * Is this product asked for no review: chosen (itself or one of its collections) while the scope is
 * `all_except`, or every one of its known prices under `min_price`. A product the catalog does not
 * know is never skipped for its price: the customer bought it, so it is asked.
 */
export function isProductExcluded(settings: ReviewRequestProductSettings, product: RequestProductFacts): boolean {
  const { productIds, collectionIds } = activeExclusions(settings);
  if (productIds.includes(product.productId)) return true;
  if (product.collectionIds.some((id) => collectionIds.includes(id))) return true;
  return settings.min_price > 0 && product.prices.length > 0 && product.prices.every((price) => price < settings.min_price);
}
