import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { getUpgradeDiscount } from '../../contracts/discount.contract';
import { activateUpgradeDiscount } from '../../contracts/plans.contract';
import {
  applyDiscountFetchFailure,
  canStartOffer,
  type DiscountInfo,
  emptyDiscountInfo,
  expireDiscountIfDue,
  mapDiscountResponse,
} from '../../domain/discount/discount-offer';
import { type RequestCache } from '../cache/request-cache.port';
import { ApiError, isCanceled } from '../http/api-error';
import { type ContractClient } from '../http/contract-client.port';
import { type Clock } from '../shell/clock.port';
import { TOKENS } from '../tokens';

/** Query-key prefix of the plan list, whose prices carry the discount: refreshed when the offer ends. */
export const PRICING_PLANS_QUERY_KEY = ['pricing-plans'] as const;

/**
 * The upgrade offer the whole admin shares (docs/product/spec-map.md §4 "Discount"): loaded at start and again on
 * every `load()` (the getDiscount event, e.g. after the plan page changes something); at
 * countdown zero it is cleared, fetched again and the plan list refreshed.
 */
@injectable()
export class UpgradeDiscount {
  offer: DiscountInfo;

  constructor(
    @inject(TOKENS.ContractClient) private readonly client: ContractClient,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(TOKENS.RequestCache) private readonly cache: RequestCache,
  ) {
    this.offer = emptyDiscountInfo(clock.now());
    makeAutoObservable<this, 'client' | 'clock' | 'cache' | 'follow'>(this, { client: false, clock: false, cache: false, follow: false }, { autoBind: true });
  }

  /** The getDiscount event: fetch the offer again (at start, after a plan change, at countdown zero). */
  load(): Promise<void> {
    return this.follow(this.client.call(getUpgradeDiscount, {}));
  }

  /**
   * Starts the shop's one offer with its trigger_mode (the plan page's upgrade card); a refusal
   * means none can be started any more, so the trigger flag goes off unless the server says otherwise.
   */
  /** A button may start the shop's one offer (the plan page's upgrade card, the overage and e-mail quota banners). */
  get canStart(): boolean {
    return canStartOffer(this.offer);
  }

  async activate(triggerMode: number): Promise<void> {
    if (!this.canStart) return;
    await this.follow(this.client.call(activateUpgradeDiscount, { trigger_mode: triggerMode }), { is_triggerable: 0 });
  }

  private async follow(call: Promise<unknown>, failureDefaults: Readonly<Record<string, unknown>> = {}): Promise<void> {
    try {
      const data = await call;
      runInAction(() => {
        this.offer = mapDiscountResponse(data, this.clock.now());
      });
    } catch (error) {
      if (isCanceled(error)) return;
      const errorData = error instanceof ApiError && typeof error.data === 'object' && error.data !== null ? { ...failureDefaults, ...error.data } : failureDefaults;
      runInAction(() => {
        this.offer = applyDiscountFetchFailure(this.offer, errorData);
      });
    }
  }

  /** Call as the countdown ticks: at zero the offer is cleared, refetched and the plans refreshed. */
  expireIfDue(nowMs: number): void {
    const expiry = expireDiscountIfDue(this.offer, nowMs);
    if (!expiry.expired) return;
    this.offer = expiry.offer;
    void this.load();
    void this.cache.invalidate(PRICING_PLANS_QUERY_KEY);
  }
}
