import { type PlanId } from '../../domain/plans/plan-catalog';
import { type ContractClient } from '../../application/http/contract-client.port';
import { type PlansGateway } from '../../application/plans/plans-gateway.port';
import { type RequestOf } from '../../contracts/contract';
import {
  addPricingPlan,
  type AddPricingPlanAnswer,
  checkPricingPlan,
  deletePricingPlan,
  getPricingPlans,
  getShopPricingPlan,
  getSpendingLimit,
  type PlanChanged,
  type PlanDiscountCodeView,
  type PricingPlans,
  redeemPricingPlanDiscountCode,
  setSpendingLimit,
  type ShopPricingPlan,
  type SpendingLimit,
} from '../../contracts/plans.contract';

/** The plan page's endpoints through their contracts. */
export class HttpPlansGateway implements PlansGateway {
  constructor(private readonly client: ContractClient) {}

  pricingPlans(signal?: AbortSignal): Promise<PricingPlans> {
    return this.client.call(getPricingPlans, {}, signal ? { signal } : {});
  }

  shopPlan(signal?: AbortSignal): Promise<ShopPricingPlan> {
    return this.client.call(getShopPricingPlan, {}, signal ? { signal } : {});
  }

  choosePlan(planId: PlanId): Promise<AddPricingPlanAnswer> {
    return this.client.call(addPricingPlan, { plan_id: planId });
  }

  confirmCharge(chargeId: string): Promise<PlanChanged> {
    return this.client.call(checkPricingPlan, { charge_id: chargeId });
  }

  cancelPlan(): Promise<PlanChanged> {
    return this.client.call(deletePricingPlan, {});
  }

  redeemCode(code: string): Promise<{ readonly discount_code: PlanDiscountCodeView }> {
    return this.client.call(redeemPricingPlanDiscountCode, { code });
  }

  spendingLimit(): Promise<SpendingLimit> {
    return this.client.call(getSpendingLimit, {});
  }

  saveSpendingLimit(request: RequestOf<typeof setSpendingLimit>): Promise<SpendingLimit> {
    return this.client.call(setSpendingLimit, request);
  }
}
