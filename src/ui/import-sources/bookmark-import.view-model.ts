import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../../application/http/api-error';
import { type ContractClient } from '../../application/http/contract-client.port';
import { TOKENS } from '../../application/tokens';
import { AMAZON_BOOKMARK_IMPORT_PAGE_PATH, BOOKMARK_IMPORT_PAGE_PATH, type BookmarkToken, createBookmarkToken } from '../../contracts/import-sources.contract';
import { MarketplaceImportForm } from './marketplace-import-form';

/**
 * /import/bookmark_import: the merchant picks the product and options and gets a bookmarklet made
 * for them, a one-time token that lasts 30 minutes (docs/product/import-marketplaces.md#bookmarklet).
 */
@injectable()
export class BookmarkImportViewModel {
  readonly form = new MarketplaceImportForm();
  token: BookmarkToken | null = null;
  creating = false;
  /** The server's refusal (naming the field), or '' for a failure without one. */
  failure: string | null = null;

  constructor(@inject(TOKENS.ContractClient) private readonly client: ContractClient) {
    makeAutoObservable<this, 'client'>(this, { client: false, form: false }, { autoBind: true });
  }

  async create(): Promise<void> {
    const request = this.form.request();
    if (!request || this.creating) return;
    this.creating = true;
    this.failure = null;
    try {
      const token = await this.client.call(createBookmarkToken, request);
      runInAction(() => {
        this.token = token;
      });
    } catch (error) {
      runInAction(() => {
        this.failure = error instanceof ApiError && error.kind === 'envelope' ? error.message : '';
      });
    } finally {
      runInAction(() => {
        this.creating = false;
      });
    }
  }

  /** The public install pages for the token, AliExpress's and Amazon's. */
  get installPaths(): { readonly aliexpress: string; readonly amazon: string } | null {
    if (!this.token) return null;
    const query = `?token=${encodeURIComponent(this.token.token)}`;
    return { aliexpress: `${BOOKMARK_IMPORT_PAGE_PATH}${query}`, amazon: `${AMAZON_BOOKMARK_IMPORT_PAGE_PATH}${query}` };
  }
}
