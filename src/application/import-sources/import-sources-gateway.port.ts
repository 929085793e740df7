import { type RequestOf } from '../../contracts/contract';
import { type BookmarkToken, type createBookmarkToken, type importMarketplaceUrl, type MarketplaceImportAnswer } from '../../contracts/import-sources.contract';

/** The admin's marketplace imports (docs/product/import-marketplaces.md). Failures reject with an ApiError. */
export interface ImportSourcesGateway {
  createBookmarkToken(request: RequestOf<typeof createBookmarkToken>): Promise<BookmarkToken>;
  importFromUrl(request: RequestOf<typeof importMarketplaceUrl>): Promise<MarketplaceImportAnswer>;
}

/** The built bookmarklet's code (served with the admin's static files), for the install pages to make a bookmark of. */
export interface BookmarkletCodeSource {
  code(): Promise<string>;
}
