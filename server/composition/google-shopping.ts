import { GoogleShoppingFeedUseCases } from '../application/google-shopping/google-shopping-feed.use-cases';
import { DrizzleGoogleShoppingFeedRepository } from '../infrastructure/db/drizzle-google-shopping-feed-repository';
import { type AreaRoutes } from '../infrastructure/http/app';
import { googleShoppingAdminRoutes, googleShoppingFeedRoutes } from '../infrastructure/http/routes/google-shopping.routes';
import { type Platform } from './platform';

/** The Google Product Ratings feed and its screen (docs/product/google-shopping.md). */
export function composeGoogleShopping({ db, now, origins }: Platform): AreaRoutes {
  const repository = new DrizzleGoogleShoppingFeedRepository(db);
  const feeds = new GoogleShoppingFeedUseCases(repository, repository, origins.mailLinks, now);
  return { admin: [googleShoppingAdminRoutes(feeds)], public: [{ base: '/', routes: googleShoppingFeedRoutes(feeds) }] };
}
