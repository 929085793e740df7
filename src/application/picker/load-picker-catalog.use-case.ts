import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import {
  type PickerCatalog,
  type PickerListParams,
  type PickerRequest,
  type PickerResourceType,
  type StoreResponse,
} from './picker-catalog.port';
import { type PickerEvents } from './picker-events.port';
import { GetPickerAccessTokenUseCase, type PickerAccessRequest } from './get-picker-access-token.use-case';
import { PickerLoadError, type PickerPage, readPickerPage } from './picker-store-response';

export interface PickerCatalogQuery extends PickerAccessRequest {
  readonly type: PickerResourceType;
  readonly keyword: string;
  readonly status?: string;
  /** Replaces the product and collection calls (docs/product/api.md). */
  readonly request?: PickerRequest;
}

/**
 * One page of products or collections, with the errors of docs/product/errors.md: an expired access token is
 * told to the host window, then a fresh token is fetched and the call retried once.
 */
@injectable()
export class LoadPickerCatalogUseCase {
  constructor(
    @inject(TOKENS.PickerCatalog) private readonly catalog: PickerCatalog,
    @inject(TOKENS.PickerEvents) private readonly events: PickerEvents,
    @inject(GetPickerAccessTokenUseCase) private readonly accessTokens: GetPickerAccessTokenUseCase,
  ) {}

  /** Rejects with a {@link PickerLoadError}. */
  async execute(query: PickerCatalogQuery): Promise<PickerPage> {
    try {
      return readPickerPage(query.type, await this.call(query));
    } catch (error) {
      if (!(error instanceof PickerLoadError) || error.kind !== 'tokenExpired') throw error;
      this.events.post('token-expired', { appId: query.appId });
      this.accessTokens.invalidate(query);
      return readPickerPage(query.type, await this.call(query));
    }
  }

  private async call(query: PickerCatalogQuery): Promise<StoreResponse> {
    const params: PickerListParams = {
      app_id: query.appId,
      keyword: query.keyword,
      ...(query.status ? { status: query.status } : {}),
    };
    try {
      if (query.request) return await query.request(query.type, params);
      const token = (await this.accessTokens.execute(query)) ?? '';
      return await this.catalog.list(query.type, params, token);
    } catch {
      // The fetch failed, or a custom request method rejected: either way no answer came.
      throw new PickerLoadError('network');
    }
  }
}
