import { type AddPricingPlanAnswer, type PlanChanged, type PlanDiscountCodeView, type SpendingLimit } from '../../../src/contracts/plans.contract';
import {
  billedAmount,
  isPurchasablePlan,
  isTestBillingShop,
  MAX_SPENDING_LIMIT,
  PLAN_TRIAL_DAYS,
} from '../../../src/domain/plans/billing';
import { findPlan, PLAN_ID_FREE, PLAN_NAME_FREE } from '../../../src/domain/plans/plan-catalog';
import { toCents } from '../../../src/domain/shared/money';
import { AppError, invalidInput, notFound } from '../shared/app-error';
import { type AuthenticatedShop } from '../shared/authenticated-shop';
import { type Transactions } from '../shared/transactions.port';
import { type SettingsRepository } from '../settings/settings-repository.port';
import { type ShopRepository } from '../shops/shop-repository.port';
import { type BillingChargeRepository, type BillingWrites } from './billing-charge-repository.port';
import { type BillingGateway } from './billing-gateway.port';
import { BILLING_DOCUMENT, readBillingPreferences } from './billing-preferences';
import { findPlanDiscountCode } from './plan-discount-codes';
import { type PlanDiscounts } from './plan-discounts.port';
import { queueStorefrontChange } from '../shared/storefront-changes';

export interface BillingDependencies {
  readonly gateway: BillingGateway;
  readonly charges: BillingChargeRepository;
  readonly writes: Transactions<BillingWrites>;
  readonly settings: SettingsRepository;
  readonly shops: ShopRepository;
  /** The pricing plans, which decide the discount a new charge carries. */
  readonly discounts: PlanDiscounts;
  /** The admin's /auth, where Shopify returns the merchant with `charge_id`. */
  readonly returnUrl: (shop: AuthenticatedShop) => string;
  readonly now: () => Date;
}

/**
 * Choosing, confirming and cancelling a plan, discount codes and the spending limit of usage
 * charges (docs/product/plans-and-limits.md#billing).
 */
export class BillingUseCases {
  constructor(private readonly deps: BillingDependencies) {}

  /** POST add_pricing_plan: a paid plan becomes a pending charge the merchant approves; Free cancels at once. */
  async addPlan(shop: AuthenticatedShop, request: { readonly plan_id: number }): Promise<AddPricingPlanAnswer> {
    if (request.plan_id === PLAN_ID_FREE) {
      await this.cancel(shop);
      return { plan_id: PLAN_ID_FREE, confirmation_url: null };
    }
    const plan = findPlan(request.plan_id);
    if (!plan || !isPurchasablePlan(plan.id) || !plan.pricePerMonth) throw invalidInput('plan_id', 'this plan cannot be bought');
    const record = await this.deps.shops.get(shop);
    if (!record) throw notFound('shop');
    if (record.pricingPlanId === plan.id) throw new AppError('conflict', 'plan_id: the shop is already on this plan');
    const [discount, preferences, subscribedBefore] = await Promise.all([
      this.deps.discounts.discountFor(shop, record),
      readBillingPreferences(this.deps.settings, shop),
      this.deps.charges.hasEverBeenActive(shop),
    ]);
    const trialDays = subscribedBefore ? 0 : PLAN_TRIAL_DAYS;
    const price = billedAmount(plan.pricePerMonth.newUser, plan.interval);
    const created = await this.deps.gateway.createSubscription(shop, {
      name: plan.name,
      planId: plan.id,
      price,
      interval: plan.interval === 'yearly' ? 'ANNUAL' : 'EVERY_30_DAYS',
      trialDays,
      discountPercent: discount.percentOff,
      discountIntervals: discount.intervals,
      cappedAmount: preferences.spendingLimit,
      returnUrl: this.deps.returnUrl(shop),
      test: isTestBillingShop(record.shopifyPlan),
    });
    await this.deps.charges.insertPending(shop, {
      id: created.chargeId,
      planId: plan.id,
      priceCents: toCents(price),
      discountPercent: discount.percentOff,
      discountIntervals: discount.intervals,
      trialDays,
      cappedAmountCents: toCents(preferences.spendingLimit),
      usageLineItemId: created.usageLineItemId,
    });
    return { plan_id: plan.id, confirmation_url: created.confirmationUrl };
  }

  /**
   * POST check_pricing_plan: the merchant is back from approving (the return is not signed, so
   * the platform is asked). Active → the shop is on the charge's plan; asking again changes nothing.
   */
  async checkPlan(shop: AuthenticatedShop, request: { readonly charge_id: string }): Promise<PlanChanged> {
    const charge = await this.deps.charges.find(shop, request.charge_id);
    if (!charge) throw invalidInput('charge_id', 'no such charge for this shop');
    if (charge.status === 'active') return this.planChanged(charge.planId);
    const state = await this.deps.gateway.chargeState(shop, charge.id);
    if (state.status === 'declined') {
      await this.deps.charges.setStatus(shop, charge.id, 'declined', this.deps.now());
      throw new AppError('conflict', 'charge_id: the charge was declined; the plan did not change');
    }
    if (state.status !== 'active') throw new AppError('conflict', `charge_id: the charge is ${state.status}, not approved`);
    const previous = await this.deps.charges.active(shop);
    await this.deps.writes.run(async ({ charges, storefront }) => {
      await charges.setStatus(shop, charge.id, 'active', this.deps.now(), state.usageLineItemId || charge.usageLineItemId);
      await charges.cancelOthers(shop, charge.id);
      await switchPlan(charges, storefront, shop, charge.planId);
    });
    // Shopify replaces the old subscription itself when the new one is approved; the simulated one does the same.
    if (previous && previous.id !== charge.id) await this.deps.gateway.cancelSubscription(shop, previous.id).catch(() => undefined);
    await this.deps.settings.mergeDocument(shop, BILLING_DOCUMENT, { discount_code: '' });
    return this.planChanged(charge.planId);
  }

  /** POST delete_pricing_plan (and add_pricing_plan with Free): cancels the subscription at once; the shop is on Free. */
  async cancel(shop: AuthenticatedShop): Promise<PlanChanged> {
    const active = await this.deps.charges.active(shop);
    if (active) await this.deps.gateway.cancelSubscription(shop, active.id);
    await this.deps.writes.run(async ({ charges, storefront }) => {
      await charges.cancelOthers(shop, null);
      await switchPlan(charges, storefront, shop, PLAN_ID_FREE);
    });
    return this.planChanged(PLAN_ID_FREE);
  }

  /** POST redeem_pricing_plan_discount_code: a known code waits for the next paid plan chosen. */
  async redeemCode(shop: AuthenticatedShop, request: { readonly code: string }): Promise<{ readonly discount_code: PlanDiscountCodeView }> {
    const code = findPlanDiscountCode(request.code);
    if (!code) throw invalidInput('code', 'this code is not valid');
    await this.deps.settings.mergeDocument(shop, BILLING_DOCUMENT, { discount_code: code.code });
    return { discount_code: { code: code.code, percent_off: code.percentOff, months: code.months } };
  }

  async spendingLimit(shop: AuthenticatedShop): Promise<SpendingLimit> {
    const preferences = await readBillingPreferences(this.deps.settings, shop);
    return {
      max_spending_limit: preferences.spendingLimit,
      maximum: MAX_SPENDING_LIMIT,
      is_enabled_usage_charge: preferences.usageChargeEnabled ? 1 : 0,
    };
  }

  /** POST set_spending_limit: the cap of the next subscription's usage line and the usage-charge switch. */
  async setSpendingLimit(shop: AuthenticatedShop, request: { readonly max_spending_limit: number; readonly is_enabled_usage_charge?: boolean | undefined }): Promise<SpendingLimit> {
    await this.deps.settings.mergeDocument(shop, BILLING_DOCUMENT, {
      max_spending_limit: request.max_spending_limit,
      ...(request.is_enabled_usage_charge === undefined ? {} : { is_enabled_usage_charge: request.is_enabled_usage_charge ? 1 : 0 }),
    });
    return this.spendingLimit(shop);
  }

  private planChanged(planId: number): PlanChanged {
    return { pricing_plan_id: planId, plan_name: findPlan(planId)?.name ?? PLAN_NAME_FREE };
  }
}

/**
 * The shop's plan, and with it what its storefront shows: the branding line and the reviews each
 * product's first page may show follow the plan, so the shop and its reviewed products are queued
 * for the storefront in the same transaction (docs/product/plans-and-limits.md#billing).
 */
async function switchPlan(charges: BillingWrites['charges'], storefront: BillingWrites['storefront'], shop: AuthenticatedShop, planId: number): Promise<void> {
  await charges.switchPlan(shop, planId);
  await queueStorefrontChange(storefront, shop.id, { kind: 'plan' });
}
