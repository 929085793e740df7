import { type Marketplace } from '../../../src/domain/import/marketplace-import';
import { type MarketplacePageReading } from '../../../src/domain/import/marketplace-pages';
import { type AuthenticatedShop } from '../shared/authenticated-shop';

/**
 * Reads a marketplace's review page from our server (docs/product/import-marketplaces.md#url-import),
 * within per-shop and per-marketplace rate limits. Fails with an AppError naming `url` and what
 * happened when the marketplace refuses (a captcha, a login wall, a refusal status, no answer in time).
 */
export interface MarketplacePageFetcher {
  readReviews(shop: AuthenticatedShop, marketplace: Marketplace, url: string): Promise<MarketplacePageReading>;
}
