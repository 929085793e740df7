import { type FeedProduct } from '../../../src/domain/google-shopping/product-ratings-feed';
import { type FeedProductCatalog } from '../../application/google-shopping/feed-product-catalog.port';
import { chunksOf } from '../../application/shared/chunks-of';
import { type AuthenticatedShop } from '../../application/shared/authenticated-shop';
import { FEED_PRODUCTS_QUERY, feedProductsData } from './admin-graphql-documents';
import { type HttpShopifyGateway } from './http-shopify-gateway';

/** At most this many ids per `nodes` query, to stay well inside the Admin API's query cost. */
export const FEED_PRODUCTS_PER_QUERY = 50;

/** Shopify mode: the page's products read from the Admin API; a deleted product is simply absent. */
export class ShopifyFeedProductCatalog implements FeedProductCatalog {
  constructor(private readonly adminApi: Pick<HttpShopifyGateway, 'query'>) {}

  async products(shop: AuthenticatedShop, productIds: readonly string[]): Promise<Map<string, FeedProduct>> {
    const found = new Map<string, FeedProduct>();
    for (const ids of chunksOf([...new Set(productIds)], FEED_PRODUCTS_PER_QUERY)) {
      const data = await this.adminApi.query(shop, FEED_PRODUCTS_QUERY, { ids }, feedProductsData);
      for (const node of data.nodes) {
        if (node === null || !('id' in node)) continue;
        found.set(node.id, {
          title: node.title,
          handle: node.handle,
          // UNLISTED has no storefront page either: it reads as not active, like DRAFT.
          status: node.status === 'UNLISTED' ? 'DRAFT' : node.status,
          vendor: node.vendor,
          skus: node.variants.nodes.map((variant) => variant.sku ?? ''),
          barcodes: node.variants.nodes.map((variant) => variant.barcode ?? ''),
        });
      }
    }
    return found;
  }
}
