import {
  type PickerCatalog,
  type PickerListParams,
  PickerNetworkError,
  type PickerResourceType,
  type StoreResponse,
} from '../../application/picker/picker-catalog.port';

export interface HttpPickerCatalogOptions {
  readonly fetch: typeof fetch;
  /** Base URL of the store API ('' for the admin's own origin). */
  readonly baseUrl: string;
  /** The admin's own Bearer token (the one its API calls carry), for app_info. */
  readonly adminToken: () => Promise<string | null>;
}

const LIST_PATHS: Readonly<Record<PickerResourceType, string>> = {
  product: '/store/v1/products',
  collection: '/store/v1/collections',
};

/** The store API over fetch. Error answers (401 with reasonCode) resolve with their envelope. */
export class HttpPickerCatalog implements PickerCatalog {
  constructor(private readonly options: HttpPickerCatalogOptions) {}

  async appInfo(appId: string, adminToken?: string): Promise<StoreResponse> {
    const token = adminToken ?? (await this.options.adminToken());
    return this.get('/store/v1/shop/app_info', { app_id: appId }, token ? `Bearer ${token}` : null);
  }

  list(type: PickerResourceType, params: PickerListParams, accessToken: string): Promise<StoreResponse> {
    return this.get(LIST_PATHS[type], { ...params }, accessToken);
  }

  private async get(path: string, query: Record<string, string>, authorization: string | null): Promise<StoreResponse> {
    const headers: Record<string, string> = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
    if (authorization) headers.Authorization = authorization;
    let response: Response;
    try {
      response = await this.options.fetch(`${this.options.baseUrl}${path}?${new URLSearchParams(query).toString()}`, { headers });
    } catch (error) {
      throw new PickerNetworkError(error instanceof Error ? error.message : String(error));
    }
    const body: unknown = await response.json().catch(() => null);
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body;
    // No envelope (a proxy's error page, an empty body): a failed call like any other non-zero code.
    return { code: response.ok ? 0 : response.status, message: `HTTP ${response.status}`, data: response.ok ? body : null };
  }
}
