import { type PlanId } from '../../domain/plans/plan-catalog';
import { inject, injectable } from 'inversify';
import { type PlanChanged } from '../../contracts/plans.contract';
import { type UserInfo } from '../../contracts/shop.contract';
import { type RequestCache } from '../cache/request-cache.port';
import { PRICING_PLANS_QUERY_KEY, UpgradeDiscount } from '../discount/upgrade-discount';
import { type BrowserEnvironment } from '../navigation/browser-environment.port';
import { LoadSessionUseCase } from '../session/load-session.use-case';
import { TOKENS } from '../tokens';
import { type PlansGateway } from './plans-gateway.port';

/** What choosing a paid plan led to: the merchant left for the confirmation page, or the plan changed at once (Free). */
export type PlanChoice = { readonly kind: 'confirming' } | { readonly kind: 'changed'; readonly planName: string };

/**
 * Changing the shop's plan (docs/product/plans-and-limits.md#billing): a paid plan sends the
 * merchant to the charge's confirmation page (out of the Shopify admin's frame); Free, a
 * cancellation or an approved charge changes the plan here, and then the session is read again
 * (user info, the plan-permissions cookie), the plan list refetched and the offer asked again.
 */
@injectable()
export class PlanChanges {
  constructor(
    @inject(TOKENS.PlansGateway) private readonly plans: PlansGateway,
    @inject(TOKENS.BrowserEnvironment) private readonly browser: BrowserEnvironment,
    @inject(TOKENS.RequestCache) private readonly cache: RequestCache,
    @inject(LoadSessionUseCase) private readonly session: LoadSessionUseCase,
    @inject(UpgradeDiscount) private readonly discount: UpgradeDiscount,
  ) {}

  async choose(planId: PlanId): Promise<PlanChoice> {
    const answer = await this.plans.choosePlan(planId);
    if (answer.confirmation_url !== null) {
      this.browser.assign(answer.confirmation_url, { top: true });
      return { kind: 'confirming' };
    }
    const info = await this.refresh();
    return { kind: 'changed', planName: info.plan_name };
  }

  async cancel(): Promise<PlanChanged> {
    const changed = await this.plans.cancelPlan();
    await this.refresh();
    return changed;
  }

  /** Back from the confirmation page with `charge_id`: the server checks the charge, then the session follows. */
  async confirmReturn(chargeId: string): Promise<PlanChanged> {
    const changed = await this.plans.confirmCharge(chargeId);
    await this.refresh();
    return changed;
  }

  private async refresh(): Promise<UserInfo> {
    const info = await this.session.execute();
    void this.cache.invalidate(PRICING_PLANS_QUERY_KEY);
    void this.discount.load();
    return info;
  }
}
