import { type ImportJobView } from '../domain/import/import-views';
import { type Marketplace } from '../domain/import/marketplace-import';
import { answer, post, schemasOf } from './contract';

const schema = schemasOf(() => import('./import-sources.schema'));

/**
 * Reviews from Amazon and AliExpress (docs/product/import-marketplaces.md): the merchant's
 * bookmarklet, which posts the page's reviews with a one-time token, and the import by product URL.
 */

/** The public pages that explain the bookmarklet and, with `?token=`, offer it to drag. */
export const BOOKMARK_IMPORT_PAGE_PATH = '/bookmark_import';
export const AMAZON_BOOKMARK_IMPORT_PAGE_PATH = '/amazon_bookmark_import';

export interface BookmarkToken {
  /** Signed, for one send within its life. */
  readonly token: string;
  /** ISO 8601 instant it stops working. */
  readonly expires_at: string;
  /** The options it carries, as the bookmarklet applies them. */
  readonly max_reviews: number;
}

/** What an import of marketplace reviews started. */
export interface MarketplaceImportAnswer {
  readonly marketplace: Marketplace;
  /** Reviews the page (or the bookmarklet) gave. */
  readonly found: number;
  /** Reviews the options kept and handed to the import. */
  readonly kept: number;
  readonly job: ImportJobView;
}

/** POST create_bookmark_token: a one-time, 30-minute token bound to the shop, the picked product and the options. */
export const createBookmarkToken = post('/api/v1/admin/import/create_bookmark_token', schema('createBookmarkTokenRequest'), answer<BookmarkToken>());

/**
 * POST public bookmark_import: the bookmarklet's send from the marketplace page (any origin, no
 * cookies). The token names the shop, the product and the options; it works once.
 */
export const bookmarkImport = post('/api/v1/public/bookmark_import', schema('bookmarkImportRequest'), answer<MarketplaceImportAnswer>());

/** POST import_marketplace_url: our server reads the product page's reviews (refused with a clear message when the marketplace refuses). */
export const importMarketplaceUrl = post('/api/v1/admin/import/import_marketplace_url', schema('importMarketplaceUrlRequest'), answer<MarketplaceImportAnswer>());
