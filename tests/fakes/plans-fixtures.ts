import { type UpgradeDiscountOffer } from '../../src/contracts/discount.contract';
import { type PlanCard, type ShopPricingPlan } from '../../src/contracts/plans.contract';

/** get_upgrade_discount for a Free shop with no offer running that may still start its one offer. */
export const NO_OFFER: UpgradeDiscountOffer = { is_get_discount: 0, discount_remaining: 0, discount_value: 0.8, original_price: 9.99, trigger_mode: 0, tag: '', is_triggerable: 1 };

/** activate_upgrade_discount's answer: the 24-hour offer started by `triggerMode`, none left to start. */
export function startedOffer(triggerMode: number): UpgradeDiscountOffer {
  return { ...NO_OFFER, is_get_discount: 1, discount_remaining: 86_400, trigger_mode: triggerMode, is_triggerable: 0 };
}

/** get_shop_pricing_plan for a Free shop, with the fields a test cares about replaced. */
export function testShopPricingPlan(overrides: Partial<ShopPricingPlan> = {}): ShopPricingPlan {
  return {
    email_quota_info: { email_send_quota_count: 50, email_send_quota_used_count: 12, next_email_quota_reset_time: '2026-12-01T00:00:00.000Z', is_enabled_usage_charge: 0, usage_charge_add_email_quota: 0 },
    review_quota_info: { max_product_review_count: 5, free_display_quota: 20, free_hidden_review_count: 0, free_hidden_product_count: 0 },
    order_requests: 0,
    pricing_plan_id: 2,
    plan_name: 'Free',
    amount: 0,
    actual_amount: 0,
    discount_value: 0,
    duration_limit_in_intervals: 0,
    interval: 'EVERY_30_DAYS',
    permissions: '{}',
    ...overrides,
  };
}

/** A plan card as get_pricing_plans answers it: Growth recommended, Free with its 50 requests and no trial. */
export function testPlanCard(
  planId: number,
  name: string,
  action: PlanCard['action'],
  options: { readonly type?: PlanCard['type']; readonly cur?: number; readonly origin?: number } = {},
): PlanCard {
  const cur = options.cur ?? 19.99;
  return {
    planId,
    type: options.type ?? 'monthly',
    name,
    tierLevel: 1,
    recommend: name === 'Growth' ? 1 : 0,
    newUserPrice: cur,
    originPrice: options.origin ?? 29.99,
    curPrice: cur,
    discountValue: 0,
    paidMonthsNumber: 0,
    billedAmount: cur,
    requestQuota: name === 'Free' ? 50 : 500,
    trialDays: name === 'Free' ? 0 : 7,
    isActive: action === 'current' ? 1 : 0,
    action,
  };
}

