import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type ContractClient } from '../../application/http/contract-client.port';
import { normalizeReasons, normalizeStates, toReferralListQuery } from '../../application/referrals/referral-list-state';
import { TOKENS } from '../../application/tokens';
import { getReferrals } from '../../contracts/referral-list.contract';
import { type ReferralState, type ReferralSummary } from '../../domain/referrals/referral-list';
import { type ReferralRefusalReason } from '../../domain/referrals/referral-rules';
import { type ListViewModel } from '../kit/list-view-model';
import { ListViewModelFactory } from '../kit/list-view-model-factory';
import { REFERRAL_LIST, type ReferralList } from './referral-list.definition';

/** The referrals list on the list kit, with the programme's figures of its days (docs/product/referrals-list.md). */
@injectable()
export class ReferralListViewModel {
  readonly list: ListViewModel<ReferralList>;
  /** The figures of the last answer; null until the first. */
  summary: ReferralSummary | null = null;

  constructor(@inject(ListViewModelFactory) lists: ListViewModelFactory, @inject(TOKENS.ContractClient) client: ContractClient) {
    this.list = lists.create(REFERRAL_LIST, {
      load: async ({ filter, page }) => {
        const answer = await client.call(getReferrals, toReferralListQuery(filter, page));
        runInAction(() => {
          this.summary = answer.summary;
        });
        return { items: answer.list, total: { count: answer.total, exact: true }, facets: null };
      },
    });
    makeAutoObservable(this, { list: false }, { autoBind: true });
  }

  start(): Promise<void> {
    return this.list.start();
  }

  setStates(states: readonly ReferralState[]): void {
    this.list.setFilter({ ...this.list.filter, states: normalizeStates(states) });
  }

  setReasons(reasons: readonly ReferralRefusalReason[]): void {
    this.list.setFilter({ ...this.list.filter, reasons: normalizeReasons(reasons) });
  }

  dispose(): void {
    this.list.dispose();
  }
}
