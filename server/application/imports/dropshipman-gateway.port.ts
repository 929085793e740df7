/**
 * Dropshipman, the dropshipping app that links a shop's Shopify products to AliExpress products
 * and hands over those products' AliExpress reviews (docs/product/import-apps.md#dropshipman).
 * Every call takes the API key the merchant pasted. A refused key fails with
 * invalidInput('api_key', …); Dropshipman being down or unreachable with AppError('upstreamFailure', …).
 */
export interface DropshipmanGateway {
  /** One page (from 1) of the shop's linked products. */
  linkedProducts(apiKey: string, page: number): Promise<DropshipmanPage<DropshipmanLinkedProduct>>;
  /** One page (from 1) of a linked product's AliExpress reviews, by its supplier product id. */
  reviews(apiKey: string, supplierProductId: string, page: number): Promise<DropshipmanPage<DropshipmanReview>>;
}

export interface DropshipmanPage<T> {
  readonly items: readonly T[];
  /** The next page's number; null on the last page. */
  readonly nextPage: number | null;
}

export interface DropshipmanLinkedProduct {
  readonly shopifyProductId: string;
  readonly supplierProductId: string;
  readonly supplierTitle: string;
  readonly reviewCount: number;
}

/** An AliExpress review as Dropshipman gives it. */
export interface DropshipmanReview {
  readonly id: string;
  /** 1 to 5. */
  readonly rating: number;
  readonly body: string;
  readonly authorName: string;
  /** ISO 3166 alpha-2 or ''. */
  readonly country: string;
  /** ISO 8601. */
  readonly commentedAt: string;
  readonly photoUrls: readonly string[];
  readonly videoUrls: readonly string[];
}
