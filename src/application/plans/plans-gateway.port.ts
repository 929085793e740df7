import { type PlanId } from '../../domain/plans/plan-catalog';
import { type RequestOf } from '../../contracts/contract';
import {
  type AddPricingPlanAnswer,
  type PlanChanged,
  type PlanDiscountCodeView,
  type PricingPlans,
  type ShopPricingPlan,
  type SpendingLimit,
  type setSpendingLimit,
} from '../../contracts/plans.contract';

/** The plan page's calls (docs/product/plans-and-limits.md#billing). Failures reject with an ApiError. */
export interface PlansGateway {
  pricingPlans(signal?: AbortSignal): Promise<PricingPlans>;
  shopPlan(signal?: AbortSignal): Promise<ShopPricingPlan>;
  choosePlan(planId: PlanId): Promise<AddPricingPlanAnswer>;
  confirmCharge(chargeId: string): Promise<PlanChanged>;
  cancelPlan(): Promise<PlanChanged>;
  redeemCode(code: string): Promise<{ readonly discount_code: PlanDiscountCodeView }>;
  spendingLimit(): Promise<SpendingLimit>;
  saveSpendingLimit(request: RequestOf<typeof setSpendingLimit>): Promise<SpendingLimit>;
}
