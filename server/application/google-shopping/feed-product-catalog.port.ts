import { type FeedProduct } from '../../../src/domain/google-shopping/product-ratings-feed';
import { type AuthenticatedShop } from '../shared/authenticated-shop';

/**
 * Where the feed reads a page's products (docs/product/google-shopping.md#where-the-products-come-from):
 * Shopify's Admin API in Shopify mode, the seeded catalog in development store mode.
 * Asked once per page of reviews; a product it does not return is left out as product_missing.
 */
export interface FeedProductCatalog {
  products(shop: AuthenticatedShop, productIds: readonly string[]): Promise<ReadonlyMap<string, FeedProduct>>;
}
