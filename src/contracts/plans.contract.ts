import { type UpgradeDiscountOffer } from './discount.contract';
import { answer, EMPTY_BODY, get, NO_PARAMS, post, schemasOf } from './contract';
import { type EmailQuotaInfo } from './shop.contract';

const schema = schemasOf(() => import('./plans.schema'));

/** Plans and billing (docs/product/plans-and-limits.md). */
const ADMIN = '/api/v1/admin';

export type PlanInterval = 'monthly' | 'yearly';

/** One card of the plan page (§3 "Plan card", the fields the page shows). */
export interface PlanCard {
  readonly planId: number;
  readonly type: PlanInterval;
  /** The product name (Free, Starter, Growth, Enterprise), shown untranslated. */
  readonly name: string;
  readonly tierLevel: number;
  /** 1 on the recommended tier. */
  readonly recommend: 0 | 1;
  /** Per-month prices, USD. */
  readonly newUserPrice: number;
  readonly originPrice: number;
  /** What the shop would pay per month now: the new-user price less a running offer or a redeemed code. */
  readonly curPrice: number;
  /** Percent taken off the new-user price by an offer or a code; 0 without one. */
  readonly discountValue: number;
  /** Billing periods the discount lasts; 0 without one. */
  readonly paidMonthsNumber: number;
  /** What one billing period costs at curPrice (yearly: twelve months). */
  readonly billedAmount: number;
  /** -1: unlimited review-request e-mails. */
  readonly requestQuota: number;
  readonly trialDays: number;
  /** 1 on the shop's current plan. */
  readonly isActive: 0 | 1;
  /** What the card's button does for this shop. */
  readonly action: 'current' | 'upgrade' | 'downgrade';
}

export interface PricingPlans {
  readonly current_plan_id: number;
  readonly current_plan_name: string;
  readonly monthly: readonly PlanCard[];
  readonly yearly: readonly PlanCard[];
  /** The running upgrade offer's percent off and seconds left; null without one. */
  readonly offer: { readonly percent_off: number; readonly remaining_seconds: number } | null;
  /** The redeemed code; null without one. */
  readonly discount_code: PlanDiscountCodeView | null;
}

/** The §3 "Pricing plan response" of the shop's current plan. */
export interface ShopPricingPlan {
  readonly email_quota_info: EmailQuotaInfo;
  /**
   * The busiest product's published reviews, the reviews Free shows per product, and what Free's
   * limit hides (or would hide, on a paid plan): reviews over it and the products that have them.
   */
  readonly review_quota_info: {
    readonly max_product_review_count: number;
    readonly free_display_quota: number;
    readonly free_hidden_review_count: number;
    readonly free_hidden_product_count: number;
  };
  readonly order_requests: number;
  readonly pricing_plan_id: number;
  readonly plan_name: string;
  readonly amount: number;
  readonly actual_amount: number;
  readonly discount_value: number;
  readonly duration_limit_in_intervals: number;
  readonly interval: 'EVERY_30_DAYS' | 'ANNUAL';
  /** JSON text of the plan's permissions. */
  readonly permissions: string;
}

export interface PlanDiscountCodeView {
  readonly code: string;
  readonly percent_off: number;
  readonly months: number;
}

export interface AddPricingPlanAnswer {
  readonly plan_id: number;
  /** Where the merchant approves the charge; null when the choice needed none (Free). */
  readonly confirmation_url: string | null;
}

export interface PlanChanged {
  readonly pricing_plan_id: number;
  readonly plan_name: string;
}

export interface SpendingLimit {
  /** USD per 30 days the usage charges may reach. */
  readonly max_spending_limit: number;
  readonly maximum: number;
  /** 1: past the monthly quota, e-mails are bought as usage charges within the limit. */
  readonly is_enabled_usage_charge: 0 | 1;
}

/** GET get_pricing_plans: the cards, monthly and yearly, with the shop's current plan and any offer or code applied. */
export const getPricingPlans = get(`${ADMIN}/get_pricing_plans`, NO_PARAMS, answer<PricingPlans>());

/** GET get_shop_pricing_plan: the shop's current plan, its quotas and permissions. */
export const getShopPricingPlan = get(`${ADMIN}/get_shop_pricing_plan`, NO_PARAMS, answer<ShopPricingPlan>());

/** POST add_pricing_plan: a paid plan answers the charge's confirmation URL; Free cancels the subscription at once. */
export const addPricingPlan = post(`${ADMIN}/add_pricing_plan`, schema('addPricingPlanRequest'), answer<AddPricingPlanAnswer>());

/** POST check_pricing_plan: after the merchant approved a charge, makes its plan the shop's (idempotent). */
export const checkPricingPlan = post(`${ADMIN}/check_pricing_plan`, schema('checkPricingPlanRequest'), answer<PlanChanged>());

/** POST delete_pricing_plan: cancels the subscription; the shop is on Free. */
export const deletePricingPlan = post(`${ADMIN}/delete_pricing_plan`, EMPTY_BODY, answer<PlanChanged>());

/** POST redeem_pricing_plan_discount_code: a known code applies to the next paid plan chosen. */
export const redeemPricingPlanDiscountCode = post(
  `${ADMIN}/redeem_pricing_plan_discount_code`,
  schema('redeemDiscountCodeRequest'),
  answer<{ readonly discount_code: PlanDiscountCodeView }>(),
);

/** GET get_spending_limit. */
export const getSpendingLimit = get(`${ADMIN}/get_spending_limit`, NO_PARAMS, answer<SpendingLimit>());

/** POST set_spending_limit: the cap of usage charges and whether they buy e-mails past the quota. */
export const setSpendingLimit = post(`${ADMIN}/set_spending_limit`, schema('setSpendingLimitRequest'), answer<SpendingLimit>());

/** POST activate_upgrade_discount: starts an offer for a shop that may still get one (trigger_mode says what started it). */
export const activateUpgradeDiscount = post(`${ADMIN}/activate_upgrade_discount`, schema('activateUpgradeDiscountRequest'), answer<UpgradeDiscountOffer>());
