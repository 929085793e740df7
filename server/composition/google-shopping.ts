import { GoogleShoppingFeedUseCases } from '../application/google-shopping/google-shopping-feed.use-cases';
import { DrizzleFeedProductCatalog } from '../infrastructure/db/drizzle-feed-product-catalog';
import { DrizzleGoogleShoppingFeedRepository } from '../infrastructure/db/drizzle-google-shopping-feed-repository';
import { ShopifyFeedProductCatalog } from '../infrastructure/shopify/shopify-feed-product-catalog';
import { type FeedCoverageSource } from '../application/compliance/compliance-ports.port';
import { readFeedCoverage } from '../application/google-shopping/read-feed-coverage';
import { type IntegrationStatusSource } from '../application/integrations/integration-status-source.port';
import { type AreaRoutes } from '../infrastructure/http/app';
import { googleShoppingAdminRoutes, googleShoppingFeedRoutes } from '../infrastructure/http/routes/google-shopping.routes';
import { type Platform } from './platform';

/** The Google Product Ratings feed and its screen (docs/product/google-shopping.md). */
export function composeGoogleShopping({ db, now, origins, shopifyAuth }: Platform): {
  readonly routes: AreaRoutes;
  readonly status: IntegrationStatusSource;
  readonly coverage: FeedCoverageSource;
} {
  // Shopify mode reads the products from the Admin API; development store mode from the seeded catalog.
  const catalog = shopifyAuth ? new ShopifyFeedProductCatalog(shopifyAuth.gateway) : new DrizzleFeedProductCatalog(db);
  const repository = new DrizzleGoogleShoppingFeedRepository(db, catalog);
  const feeds = new GoogleShoppingFeedUseCases(repository, repository, origins.mailLinks, now);
  return {
    routes: { admin: [googleShoppingAdminRoutes(feeds)], public: [{ base: '/', routes: googleShoppingFeedRoutes(feeds) }] },
    status: { state: async (shop) => ((await repository.find(shop))?.enabled ? 'connected' : 'not_connected') },
    coverage: { coverage: (shop) => readFeedCoverage(repository, shop) },
  };
}
