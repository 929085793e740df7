import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type ContractClient } from '../../application/http/contract-client.port';
import { TOKENS } from '../../application/tokens';
import { getSyncPastOrdersStatus, syncPastOrders } from '../../contracts/collect-orders.contract';
import { DEFAULT_SYNC_PERIOD_DAYS, IDLE_SYNC_STATE, type SyncPastOrdersState, type SyncPeriodDays, syncPercent } from '../../domain/collect/collect-orders';
import { errorMessage } from '../kit/list-notifier';

/** How often the screen asks how far a running sync has got. */
export const SYNC_POLL_MS = 1000;

/** /collect/sync_past_orders: choose a period, start, watch the progress (docs/product/collect-orders.md#past-orders). */
@injectable()
export class SyncPastOrdersViewModel {
  period: SyncPeriodDays = DEFAULT_SYNC_PERIOD_DAYS;
  state: SyncPastOrdersState = IDLE_SYNC_STATE;
  loaded = false;
  starting = false;
  error = '';
  private timer: ReturnType<typeof setTimeout> | undefined;
  private disposed = false;

  constructor(@inject(TOKENS.ContractClient) private readonly client: ContractClient) {
    makeAutoObservable<this, 'client' | 'timer' | 'disposed'>(this, { client: false, timer: false, disposed: false }, { autoBind: true });
  }

  get running(): boolean {
    return this.state.status === 'running';
  }

  get percent(): number {
    return syncPercent(this.state);
  }

  setPeriod(period: SyncPeriodDays): void {
    this.period = period;
  }

  async load(): Promise<void> {
    try {
      const state = await this.client.call(getSyncPastOrdersStatus, {});
      this.show(state);
    } catch (error) {
      runInAction(() => {
        this.error = errorMessage(error);
        this.loaded = true;
      });
    }
  }

  async start(): Promise<void> {
    if (this.starting || this.running) return;
    this.starting = true;
    this.error = '';
    try {
      const state = await this.client.call(syncPastOrders, { period_days: this.period });
      this.show(state);
    } catch (error) {
      runInAction(() => {
        this.error = errorMessage(error);
      });
    } finally {
      runInAction(() => {
        this.starting = false;
      });
    }
  }

  private show(state: SyncPastOrdersState): void {
    runInAction(() => {
      this.state = state;
      this.loaded = true;
      if (state.period_days !== null && state.status === 'running') this.period = state.period_days;
    });
    clearTimeout(this.timer);
    if (state.status === 'running' && !this.disposed) this.timer = setTimeout(() => void this.load(), SYNC_POLL_MS);
  }

  dispose(): void {
    this.disposed = true;
    clearTimeout(this.timer);
  }
}
