import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type ContractClient } from '../../application/http/contract-client.port';
import { type Toaster } from '../../application/platform/toaster.port';
import { TOKENS } from '../../application/tokens';
import { getUserInfo } from '../../contracts/shop.contract';
import { maskReviewsApiKey } from '../../domain/shop/reviews-api-key';
import { type ClipboardWrite, copyWithToast, type CopyWords } from '../kit/clipboard';

/**
 * Where the public reviews API's reference will be served. The public API is not built yet
 * (docs/product/settings.md#api-access): the page links here so the address merchants keep stays
 * the same when it arrives.
 */
export const PUBLIC_API_REFERENCE_PATH = '/api/public/v1/openapi.json';

/** /settings/api: the shop's reviews API key, masked, to copy (docs/product/settings.md#api-access). */
@injectable()
export class ApiSettingsViewModel {
  key: string | null = null;
  status: 'loading' | 'ready' | 'failed' = 'loading';

  constructor(
    @inject(TOKENS.ContractClient) private readonly client: ContractClient,
    @inject(TOKENS.Toaster) private readonly toaster: Toaster,
  ) {
    makeAutoObservable<this, 'client' | 'toaster'>(this, { client: false, toaster: false }, { autoBind: true });
  }

  /** The key as the page shows it: only its last characters. */
  get maskedKey(): string | null {
    return this.key === null ? null : maskReviewsApiKey(this.key);
  }

  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const info = await this.client.call(getUserInfo, {});
      runInAction(() => {
        this.key = info.reviews_api_key;
        this.status = 'ready';
      });
    } catch {
      runInAction(() => (this.status = 'failed'));
    }
  }

  /** Puts the whole key on the clipboard and says so. */
  async copy(write: ClipboardWrite | undefined, words: CopyWords): Promise<void> {
    if (this.key !== null) await copyWithToast(this.toaster, this.key, write, words);
  }
}
