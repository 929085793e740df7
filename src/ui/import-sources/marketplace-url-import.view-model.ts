import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../../application/http/api-error';
import { type ContractClient } from '../../application/http/contract-client.port';
import { TOKENS } from '../../application/tokens';
import { importMarketplaceUrl, type MarketplaceImportAnswer } from '../../contracts/import-sources.contract';
import { marketplaceOfUrl } from '../../domain/import/marketplace-import';
import { MarketplaceImportForm } from './marketplace-import-form';

/**
 * /import/aliexpress_amazon_import: the merchant pastes a product page's address; our server reads
 * its reviews and imports what the options keep (docs/product/import-marketplaces.md#url-import).
 */
@injectable()
export class MarketplaceUrlImportViewModel {
  readonly form = new MarketplaceImportForm();
  url = '';
  /** Shown once the merchant tried to import an address that is not a marketplace's. */
  urlInvalid = false;
  importing = false;
  started: MarketplaceImportAnswer | null = null;
  /** The server's refusal (it names what happened: a captcha, a login wall), or '' without one. */
  failure: string | null = null;

  constructor(@inject(TOKENS.ContractClient) private readonly client: ContractClient) {
    makeAutoObservable<this, 'client'>(this, { client: false, form: false }, { autoBind: true });
  }

  setUrl(url: string): void {
    this.url = url;
    this.urlInvalid = false;
  }

  get marketplace() {
    return marketplaceOfUrl(this.url.trim());
  }

  async start(): Promise<void> {
    this.urlInvalid = this.marketplace === null;
    const request = this.form.request();
    if (this.urlInvalid || !request || this.importing) return;
    this.importing = true;
    this.failure = null;
    this.started = null;
    try {
      const started = await this.client.call(importMarketplaceUrl, { ...request, url: this.url.trim() });
      runInAction(() => {
        this.started = started;
      });
    } catch (error) {
      runInAction(() => {
        this.failure = error instanceof ApiError && error.kind === 'envelope' ? error.message : '';
      });
    } finally {
      runInAction(() => {
        this.importing = false;
      });
    }
  }
}
