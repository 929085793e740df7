import { emailsBoughtThisPeriod } from '../../../src/domain/plans/email-usage-charges';
import { type PlanCard, type PricingPlans, type ShopPricingPlan } from '../../../src/contracts/plans.contract';
import {
  billedAmount,
  PLAN_TRIAL_DAYS,
  planChange,
  priceAfterPercentOff,
  RECOMMENDED_TIER,
  soldPlans,
} from '../../../src/domain/plans/billing';
import { emailSendQuotaForPlan, nextEmailQuotaReset } from '../../../src/domain/plans/email-quota';
import { reviewDisplayLimitForPlan } from '../../../src/domain/plans/feature-matrix';
import { type BillingInterval, findPlan, type PlanDefinition, PLAN_ID_FREE, PLAN_NAME_FREE } from '../../../src/domain/plans/plan-catalog';
import { permissionsForPlan, serializePlanPermissions } from '../../../src/domain/plans/plan-permissions';
import { fromCents } from '../../../src/domain/shared/money';
import { type BillingChargeRepository } from '../billing/billing-charge-repository.port';
import { type PlanDiscount, type PlanDiscounts } from '../billing/plan-discounts.port';
import { readBillingPreferences } from '../billing/billing-preferences';
import { readTriggeredOffer, upgradeOfferState } from '../discount/upgrade-offer';
import { notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { type ShopRecord, type ShopRepository } from '../shops/shop-repository.port';
import { reviewsHiddenByPlan } from '../shops/reviews-hidden-by-plan';

const TIER_LEVEL: Readonly<Record<string, number>> = { free: 1, starter: 2, growth: 3, enterprise: 4 };

/** get_pricing_plans and get_shop_pricing_plan (docs/product/plans-and-limits.md#plan-cards). */
export class PricingPlansUseCases implements PlanDiscounts {
  constructor(
    private readonly shops: ShopRepository,
    private readonly settings: SettingsRepository,
    private readonly charges: BillingChargeRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async plans(shop: AuthenticatedShop): Promise<PricingPlans> {
    const record = await this.shopRecord(shop);
    const [discount, offer, preferences, subscribedBefore] = await Promise.all([
      this.discountFor(shop, record),
      this.offerOf(shop, record),
      readBillingPreferences(this.settings, shop),
      this.charges.hasEverBeenActive(shop),
    ]);
    const cards = (interval: BillingInterval) => soldPlans(interval).map((plan) => this.card(plan, record.pricingPlanId, discount, subscribedBefore));
    const code = preferences.discountCode;
    return {
      current_plan_id: record.pricingPlanId,
      current_plan_name: findPlan(record.pricingPlanId)?.name ?? PLAN_NAME_FREE,
      monthly: cards('monthly'),
      yearly: cards('yearly'),
      offer: offer ? { percent_off: offer.percentOff, remaining_seconds: offer.remainingSeconds } : null,
      discount_code: code ? { code: code.code, percent_off: code.percentOff, months: code.months } : null,
    };
  }

  async shopPlan(shop: AuthenticatedShop): Promise<ShopPricingPlan> {
    const record = await this.shopRecord(shop);
    const [activity, active, preferences, hiddenOnFree] = await Promise.all([
      this.shops.activity(shop),
      this.charges.active(shop),
      readBillingPreferences(this.settings, shop),
      reviewsHiddenByPlan(this.shops, shop, PLAN_ID_FREE),
    ]);
    const plan = findPlan(record.pricingPlanId);
    const original = plan?.pricePerMonth?.original ?? 0;
    const charged = active && active.planId === record.pricingPlanId ? active : null;
    return {
      email_quota_info: {
        email_send_quota_count: emailSendQuotaForPlan(record.pricingPlanId),
        email_send_quota_used_count: record.emailQuotaUsed,
        next_email_quota_reset_time: nextEmailQuotaReset(record.installedAt, this.now()).toISOString(),
        is_enabled_usage_charge: preferences.usageChargeEnabled ? 1 : 0,
        usage_charge_add_email_quota: emailsBoughtThisPeriod(record.emailQuotaExtra, record.emailQuotaResetAt, this.now()),
      },
      review_quota_info: {
        max_product_review_count: activity.maxReviewsOnOneProduct,
        free_display_quota: reviewDisplayLimitForPlan(PLAN_ID_FREE) ?? 0,
        free_hidden_review_count: hiddenOnFree.hiddenReviews,
        free_hidden_product_count: hiddenOnFree.products,
      },
      order_requests: activity.orderRequests,
      pricing_plan_id: record.pricingPlanId,
      plan_name: plan?.name ?? PLAN_NAME_FREE,
      amount: original,
      actual_amount: charged ? fromCents(charged.priceCents) : (plan?.pricePerMonth?.newUser ?? 0),
      discount_value: charged?.discountPercent ?? 0,
      duration_limit_in_intervals: charged?.discountIntervals ?? 0,
      interval: plan?.interval === 'yearly' ? 'ANNUAL' : 'EVERY_30_DAYS',
      permissions: serializePlanPermissions(permissionsForPlan(record.pricingPlanId)),
    };
  }

  /** What a paid plan chosen now is discounted by. */
  async discountFor(shop: AuthenticatedShop, record: ShopRecord): Promise<PlanDiscount> {
    const [offer, preferences] = await Promise.all([this.offerOf(shop, record), readBillingPreferences(this.settings, shop)]);
    const fromOffer: PlanDiscount = offer ? { percentOff: offer.percentOff, intervals: 1 } : { percentOff: 0, intervals: 0 };
    const code = preferences.discountCode;
    const fromCode: PlanDiscount = code ? { percentOff: code.percentOff, intervals: code.months } : { percentOff: 0, intervals: 0 };
    return fromCode.percentOff > fromOffer.percentOff ? fromCode : fromOffer;
  }

  private async shopRecord(shop: AuthenticatedShop): Promise<ShopRecord> {
    const record = await this.shops.get(shop);
    if (!record) throw notFound('shop');
    return record;
  }

  private async offerOf(shop: AuthenticatedShop, record: ShopRecord) {
    return upgradeOfferState(record, await readTriggeredOffer(this.settings, shop), this.now()).running;
  }

  private card(plan: PlanDefinition, currentPlanId: number, discount: PlanDiscount, subscribedBefore: boolean): PlanCard {
    const prices = plan.pricePerMonth ?? { newUser: 0, original: 0 };
    const paid = prices.newUser > 0;
    const percentOff = paid ? discount.percentOff : 0;
    const curPrice = priceAfterPercentOff(prices.newUser, percentOff);
    const change = planChange(currentPlanId, plan.id);
    return {
      planId: plan.id,
      type: plan.interval,
      name: plan.name,
      tierLevel: TIER_LEVEL[plan.tier] ?? 0,
      recommend: plan.tier === RECOMMENDED_TIER ? 1 : 0,
      newUserPrice: prices.newUser,
      originPrice: prices.original,
      curPrice,
      discountValue: percentOff,
      paidMonthsNumber: percentOff > 0 ? discount.intervals : 0,
      billedAmount: billedAmount(curPrice, plan.interval),
      requestQuota: emailSendQuotaForPlan(plan.id),
      trialDays: paid && !subscribedBefore ? PLAN_TRIAL_DAYS : 0,
      isActive: change === 'current' ? 1 : 0,
      action: change,
    };
  }
}
