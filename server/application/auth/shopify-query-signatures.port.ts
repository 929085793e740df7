/** A query string as it arrived: repeated keys keep every value. */
export type RequestQuery = Readonly<Record<string, string | readonly string[]>>;

/** Shopify's signature on the query of a redirect it sends (OAuth callback, install link). */
export interface ShopifyQuerySignatures {
  /** True when the query's `hmac` is Shopify's HMAC of the other parameters. */
  isAuthentic(query: RequestQuery): boolean;
}
