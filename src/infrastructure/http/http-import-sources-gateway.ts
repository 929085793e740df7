import { type ImportSourcesGateway } from '../../application/import-sources/import-sources-gateway.port';
import { type ContractClient } from '../../application/http/contract-client.port';
import { type RequestOf } from '../../contracts/contract';
import { type BookmarkToken, createBookmarkToken, importMarketplaceUrl, type MarketplaceImportAnswer } from '../../contracts/import-sources.contract';

/** create_bookmark_token and import_marketplace_url through their contracts. */
export class HttpImportSourcesGateway implements ImportSourcesGateway {
  constructor(private readonly client: ContractClient) {}

  createBookmarkToken(request: RequestOf<typeof createBookmarkToken>): Promise<BookmarkToken> {
    return this.client.call(createBookmarkToken, request);
  }

  importFromUrl(request: RequestOf<typeof importMarketplaceUrl>): Promise<MarketplaceImportAnswer> {
    return this.client.call(importMarketplaceUrl, request);
  }
}
