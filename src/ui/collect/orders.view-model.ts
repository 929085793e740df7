import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { normalizeStates, toOrderListQuery } from '../../application/collect/order-list-state';
import { type ContractClient } from '../../application/http/contract-client.port';
import { ErrorBanner } from '../../application/shell/error-banner';
import { TOKENS } from '../../application/tokens';
import { getOrders, placeDemoOrder, sendReviewRequestsNow, skipReviewRequests } from '../../contracts/collect-orders.contract';
import { type OrderRequestState } from '../../domain/collect/request-queue';
import { type ListViewModel } from '../kit/list-view-model';
import { ListViewModelFactory } from '../kit/list-view-model-factory';
import { ORDER_LIST, type OrderList } from './order-list.definition';

/** /collect/orders: the orders and their review requests on the list kit; "Send now", "Skip" and the demo order. */
@injectable()
export class OrdersViewModel {
  readonly list: ListViewModel<OrderList>;
  /** The server runs in development store mode: "Place demo order" is offered. */
  developmentStore = false;
  placing = false;
  /** The order just placed, marked in the table until the next one. */
  placedOrderId: string | null = null;

  constructor(
    @inject(ListViewModelFactory) lists: ListViewModelFactory,
    @inject(TOKENS.ContractClient) private readonly client: ContractClient,
    @inject(ErrorBanner) private readonly errorBanner: ErrorBanner,
  ) {
    this.list = lists.create(ORDER_LIST, {
      load: async ({ filter, page }) => {
        const answer = await client.call(getOrders, toOrderListQuery(filter, page));
        runInAction(() => {
          this.developmentStore = answer.development_store;
        });
        return { items: answer.list, total: { count: answer.total, exact: true }, facets: null };
      },
    });
    makeAutoObservable<this, 'client' | 'errorBanner'>(this, { list: false, client: false, errorBanner: false }, { autoBind: true });
  }

  start(): Promise<void> {
    return this.list.start();
  }

  setStates(states: readonly OrderRequestState[]): void {
    this.list.setFilter({ ...this.list.filter, states: normalizeStates(states) });
  }

  get busy(): boolean {
    return this.list.bulk.running || this.placing;
  }

  async sendNow(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    const changed = await this.list.change(() => this.client.call(sendReviewRequestsNow, { order_ids: [...ids] }), (error) => this.errorBanner.showError(error));
    if (changed !== undefined) this.list.notify('collect-orders:toast.sentNow', { count: changed.count });
  }

  async skip(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    const changed = await this.list.change(() => this.client.call(skipReviewRequests, { order_ids: [...ids] }), (error) => this.errorBanner.showError(error));
    if (changed !== undefined) this.list.notify('collect-orders:toast.skipped', { count: changed.count });
  }

  /** Places a demo order and shows it at the top of the unfiltered first page, with a toast naming it. */
  async placeDemoOrder(): Promise<void> {
    if (this.placing) return;
    this.placing = true;
    try {
      const { order } = await this.client.call(placeDemoOrder, {});
      runInAction(() => {
        this.placedOrderId = order.id;
      });
      this.list.notify('collect-orders:toast.demoPlaced', { name: order.name });
      if (this.list.filterSearch !== '' || this.list.page !== 1) this.list.clearFilters();
      else await this.list.refresh();
    } catch (error) {
      this.errorBanner.showError(error);
    } finally {
      runInAction(() => {
        this.placing = false;
      });
    }
  }

  dispose(): void {
    this.list.dispose();
  }
}
