import {
  addPricingPlan,
  checkPricingPlan,
  deletePricingPlan,
  getPricingPlans,
  getShopPricingPlan,
  getSpendingLimit,
  redeemPricingPlanDiscountCode,
  setSpendingLimit,
} from '../../../../src/contracts/plans.contract';
import { type BillingUseCases } from '../../../application/billing/billing-use-cases';
import { type PricingPlansUseCases } from '../../../application/plans/pricing-plans.use-case';
import { ContractRoutes } from '../contract-routes';

export interface PlansEndpoints {
  readonly plans: PricingPlansUseCases;
  readonly billing: BillingUseCases;
}

/** The plan page's endpoints (docs/product/plans-and-limits.md#billing); mount after authentication. */
export function plansRoutes({ plans, billing }: PlansEndpoints) {
  return new ContractRoutes('/api/v1/admin')
    .serve(getPricingPlans, (_request, c) => plans.plans(c.get('shop')))
    .serve(getShopPricingPlan, (_request, c) => plans.shopPlan(c.get('shop')))
    .serve(addPricingPlan, (request, c) => billing.addPlan(c.get('shop'), request))
    .serve(checkPricingPlan, (request, c) => billing.checkPlan(c.get('shop'), request))
    .serve(deletePricingPlan, (_request, c) => billing.cancel(c.get('shop')))
    .serve(redeemPricingPlanDiscountCode, (request, c) => billing.redeemCode(c.get('shop'), request))
    .serve(getSpendingLimit, (_request, c) => billing.spendingLimit(c.get('shop')))
    .serve(setSpendingLimit, (request, c) => billing.setSpendingLimit(c.get('shop'), request)).router;
}
