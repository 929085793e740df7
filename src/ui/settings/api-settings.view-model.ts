import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type ContractClient } from '../../application/http/contract-client.port';
import { type Toaster } from '../../application/platform/toaster.port';
import { TOKENS } from '../../application/tokens';
import { PUBLIC_API_OPENAPI_PATH } from '../../contracts/public-api.constants';
import { rotateReviewsApiKey } from '../../contracts/reviews-api-key.contract';
import { getUserInfo } from '../../contracts/shop.contract';
import { maskReviewsApiKey } from '../../domain/shop/reviews-api-key';
import { type ClipboardWrite, copyWithToast, type CopyWords } from '../kit/clipboard';
import { DialogAction } from '../kit/dialog-action';

/** The public API's reference, its OpenAPI document (docs/api/public-api.md#reference). */
export const PUBLIC_API_REFERENCE_PATH = PUBLIC_API_OPENAPI_PATH;

/** /settings/api: the shop's reviews API key, masked, to copy and to rotate (docs/product/settings.md#api-access). */
@injectable()
export class ApiSettingsViewModel {
  key: string | null = null;
  status: 'loading' | 'ready' | 'failed' = 'loading';
  /** The rotation's confirmation: open while it asks, running while the server rotates, its refusal shown inside it. */
  readonly rotation = new DialogAction<'rotate'>();

  constructor(
    @inject(TOKENS.ContractClient) private readonly client: ContractClient,
    @inject(TOKENS.Toaster) private readonly toaster: Toaster,
  ) {
    makeAutoObservable<this, 'client' | 'toaster'>(this, { client: false, toaster: false, rotation: false }, { autoBind: true });
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

  get confirmingRotation(): boolean {
    return this.rotation.subject !== null;
  }

  /** Rotate key: asks first, since the old key stops at once. */
  askToRotate(): void {
    this.rotation.open('rotate');
  }

  cancelRotation(): void {
    this.rotation.close();
  }

  /** Yes: the server replaces the key, the page shows the new one's end and says `done`; a refusal stays in the dialog, and the old key still works. */
  confirmRotation(done: string): Promise<void> {
    return this.rotation.confirm(async () => {
      const rotated = await this.client.call(rotateReviewsApiKey, {});
      runInAction(() => (this.key = rotated.reviews_api_key));
      this.toaster.show({ content: done });
    });
  }

  /** Puts the whole key on the clipboard and says so. */
  async copy(write: ClipboardWrite | undefined, words: CopyWords): Promise<void> {
    if (this.key !== null) await copyWithToast(this.toaster, this.key, write, words);
  }
}
