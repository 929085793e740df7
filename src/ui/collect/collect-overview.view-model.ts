import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type ContractClient } from '../../application/http/contract-client.port';
import { TOKENS } from '../../application/tokens';
import { getCollectOverview } from '../../contracts/collect-orders.contract';
import { type CollectOrdersOverview } from '../../domain/collect/collect-orders';
import { errorMessage } from '../kit/list-notifier';

/** /collect: every collect channel with its state and numbers (docs/product/collect-orders.md#overview). */
@injectable()
export class CollectOverviewViewModel {
  overview: CollectOrdersOverview | null = null;
  status: 'loading' | 'ready' | 'error' = 'loading';
  error = '';

  constructor(@inject(TOKENS.ContractClient) private readonly client: ContractClient) {
    makeAutoObservable<this, 'client'>(this, { client: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const overview = await this.client.call(getCollectOverview, {});
      runInAction(() => {
        this.overview = overview;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'error';
        this.error = errorMessage(error);
      });
    }
  }

  /** Opened e-mails per hundred sent, whole; null before any went. */
  get openRate(): number | null {
    const request = this.overview?.request;
    return request && request.sent > 0 ? Math.round((request.opened / request.sent) * 100) : null;
  }
}
