import {
  type PickerCatalog,
  type PickerListParams,
  PickerNetworkError,
  type PickerResourceType,
  type StoreResponse,
} from '../../application/picker/picker-catalog.port';
import { type Contract } from '../../contracts/contract';
import {
  getPickerAppAccess,
  listPickerCollections,
  listPickerProducts,
  type PickerCatalogQuery,
} from '../../contracts/picker-store.contract';

export interface HttpPickerCatalogOptions {
  readonly fetch: typeof fetch;
  /** Base URL of the store API ('' for the admin's own origin). */
  readonly baseUrl: string;
  /** The admin's own Bearer token (the one its API calls carry), for app_info. */
  readonly adminToken: () => Promise<string | null>;
}

const LISTS = { product: listPickerProducts, collection: listPickerCollections } as const satisfies Record<PickerResourceType, Contract>;

/**
 * The store API over fetch, by its contracts (it has its own credentials and envelope, so not
 * through the admin's API client). Error answers (401 with reasonCode) resolve with their envelope.
 */
export class HttpPickerCatalog implements PickerCatalog {
  constructor(private readonly options: HttpPickerCatalogOptions) {}

  async appInfo(appId: string, adminToken?: string): Promise<StoreResponse> {
    const token = adminToken ?? (await this.options.adminToken());
    return this.get(getPickerAppAccess, { app_id: appId }, token ? `Bearer ${token}` : null);
  }

  list(type: PickerResourceType, params: PickerListParams, accessToken: string): Promise<StoreResponse> {
    return this.get(LISTS[type], params, accessToken);
  }

  /**
   * The answer as the store API sent it. Left for the picker to read leniently: a custom request
   * method answers in the same shape, and nothing vouches for that one.
   */
  private async get(contract: Contract<'GET'>, query: PickerCatalogQuery, authorization: string | null): Promise<StoreResponse> {
    const headers: Record<string, string> = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
    if (authorization) headers.Authorization = authorization;
    const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined));
    let response: Response;
    try {
      response = await this.options.fetch(`${this.options.baseUrl}${contract.path}?${search.toString()}`, { headers });
    } catch (error) {
      throw new PickerNetworkError(error instanceof Error ? error.message : String(error));
    }
    const body: unknown = await response.json().catch(() => null);
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body;
    // No envelope (a proxy's error page, an empty body): a failed call like any other non-zero code.
    return { code: response.ok ? 0 : response.status, message: `HTTP ${response.status}`, data: response.ok ? body : null };
  }
}
