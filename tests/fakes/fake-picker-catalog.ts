import {
  type PickerCatalog,
  type PickerListParams,
  type PickerResourceType,
  type StoreResponse,
} from '../../src/application/picker/picker-catalog.port';

export interface FakeStoreProduct {
  readonly id: string;
  readonly title: string;
  readonly variants: readonly { readonly id: string; readonly title: string; readonly price: string }[];
  readonly has_only_default_variant?: boolean;
  readonly featured_media?: { readonly preview: { readonly image: { readonly src: string; readonly altText: string } } } | null;
}

export interface FakeStoreCollection {
  readonly id: string;
  readonly title: string;
  readonly products_count: number;
}

type Answer = StoreResponse | Error;

/** A variant row as the store API sends it. */
export function fakeProduct(id: string, title: string, variantTitles: readonly string[] = [], price = '10.00'): FakeStoreProduct {
  const titles = variantTitles.length > 0 ? variantTitles : ['Default Title'];
  return {
    id,
    title,
    variants: titles.map((variantTitle, index) => ({ id: `${id}-v${index + 1}`, title: variantTitle, price })),
    has_only_default_variant: variantTitles.length === 0,
  };
}

/**
 * The store API in memory: app_info issues `token-1`, `token-2`, … valid for `expiresIn`
 * seconds; lists filter by keyword like the server. Queue answers to make a call fail.
 */
export class FakePickerCatalog implements PickerCatalog {
  products: FakeStoreProduct[] = [];
  collections: FakeStoreCollection[] = [];
  currencyFormat = '${{amount}}';
  expiresIn = 300;
  readonly appInfoCalls: { appId: string; adminToken: string | undefined }[] = [];
  readonly listCalls: { type: PickerResourceType; params: PickerListParams; accessToken: string }[] = [];
  /** Answers used (first in, first out) before the normal ones. */
  readonly appInfoAnswers: Answer[] = [];
  readonly listAnswers: Answer[] = [];
  private issued = 0;
  private heldAppInfo: Promise<void> | null = null;

  /** app_info answers wait until the returned function is called. */
  holdAppInfo(): () => void {
    let release = () => {};
    this.heldAppInfo = new Promise((resolve) => (release = resolve));
    return () => {
      this.heldAppInfo = null;
      release();
    };
  }

  async appInfo(appId: string, adminToken?: string): Promise<StoreResponse> {
    this.appInfoCalls.push({ appId, adminToken });
    if (this.heldAppInfo) await this.heldAppInfo;
    const queued = this.appInfoAnswers.shift();
    if (queued) return answer(queued);
    this.issued += 1;
    return { code: 0, reasonCode: 0, data: { access_token: `token-${this.issued}`, expires_in: this.expiresIn, app: { icon: 'data:icon' } } };
  }

  list(type: PickerResourceType, params: PickerListParams, accessToken: string): Promise<StoreResponse> {
    this.listCalls.push({ type, params, accessToken });
    const queued = this.listAnswers.shift();
    if (queued) return Promise.resolve(answer(queued));
    const matches = (item: { title: string }) => item.title.toLowerCase().includes(params.keyword.toLowerCase());
    return Promise.resolve(
      type === 'product'
        ? { code: 0, reasonCode: 0, data: { products: this.products.filter(matches) }, currency_format: this.currencyFormat }
        : { code: 0, reasonCode: 0, data: { collections: this.collections.filter(matches) } },
    );
  }
}

function answer(queued: Answer): StoreResponse {
  if (queued instanceof Error) throw queued;
  return queued;
}
