import { fromCents, toCents } from '../shared/money';
import { toFiniteNumber } from '../shared/server-values';
import {
  type BillingInterval,
  findPlan,
  findPlanByTier,
  MONTHS_PER_YEAR,
  type PlanDefinition,
  type PlanTier,
  PLAN_ID_FREE,
} from './plan-catalog';

/**
 * What the plan page sells and how a price is billed (docs/product/plans-and-limits.md#plan-cards):
 * the cards, their order, the recommended tier, trial days, upgrade or downgrade, the spending
 * limit of usage charges and the blocks of e-mails those charges buy.
 */

/** Days of free trial on a shop's first paid subscription. */
export const PLAN_TRIAL_DAYS = 7;

/** The tier the plan page marks "Recommended". */
export const RECOMMENDED_TIER: PlanTier = 'growth';

/** Tiers sold on the plan page, cheapest first; Import and legacy-user are kept by shops that have them, never sold. */
export const SOLD_TIERS: readonly PlanTier[] = ['free', 'starter', 'growth', 'enterprise'];

/** Rank of each tier: a higher rank is an upgrade. Import sits with Starter (a paid plan for migrating shops). */
const TIER_RANK: Readonly<Record<PlanTier, number>> = { legacyUser: 0, free: 0, starter: 1, import: 1, growth: 2, enterprise: 3 };

export type PlanChange = 'current' | 'upgrade' | 'downgrade';

/** What choosing `target` means for a shop on `current`: same plan, a higher tier (or longer interval), or a lower one. */
export function planChange(current: unknown, target: unknown): PlanChange {
  const from = findPlan(current);
  const to = findPlan(target);
  if (from?.id === to?.id) return 'current';
  const fromRank = from ? TIER_RANK[from.tier] : 0;
  const toRank = to ? TIER_RANK[to.tier] : 0;
  if (toRank !== fromRank) return toRank > fromRank ? 'upgrade' : 'downgrade';
  return to?.interval === 'yearly' ? 'upgrade' : 'downgrade';
}

/** The plans sold for one billing interval, in card order; Free has no yearly plan, so it leads both lists. */
export function soldPlans(interval: BillingInterval): readonly PlanDefinition[] {
  return SOLD_TIERS.map((tier) => (tier === 'free' ? findPlan(PLAN_ID_FREE) : findPlanByTier(tier, interval))).filter(
    (plan): plan is PlanDefinition => plan !== undefined,
  );
}

/** A paid plan can be bought (it has a price above zero); Free is reached by cancelling. */
export function isPurchasablePlan(planId: unknown): boolean {
  const prices = findPlan(planId)?.pricePerMonth;
  return prices !== undefined && prices !== null && prices.newUser > 0;
}

/** Months one billing period covers: 1, or 12 for a yearly plan. */
export function monthsPerPeriod(interval: BillingInterval): number {
  return interval === 'yearly' ? MONTHS_PER_YEAR : 1;
}

/** A per-month price with `percentOff` taken off, in whole cents rounded half-up (19.99 at 20 → 15.99). */
export function priceAfterPercentOff(pricePerMonth: number, percentOff: number): number {
  const percent = Math.min(100, Math.max(0, percentOff));
  return fromCents(Math.round((toCents(pricePerMonth) * (100 - percent)) / 100));
}

/** What one billing period of a plan costs at a per-month price (yearly: twelve months). */
export function billedAmount(pricePerMonth: number, interval: BillingInterval): number {
  return fromCents(toCents(pricePerMonth) * monthsPerPeriod(interval));
}

/** Highest spending limit (USD per 30 days) a shop may set on usage charges. */
export const MAX_SPENDING_LIMIT = 1000;
/** The spending limit a shop has before it sets one. */
export const DEFAULT_SPENDING_LIMIT = 50;

/**
 * English reasons (the contract names the field): a spending limit is a positive amount with at
 * most two decimals, no higher than {@link MAX_SPENDING_LIMIT}.
 */
export type SpendingLimitProblem = 'notANumber' | 'notPositive' | 'tooManyDecimals' | 'aboveMaximum';

export function spendingLimitProblem(value: unknown): SpendingLimitProblem | null {
  const amount = toFiniteNumber(value);
  if (amount === undefined) return 'notANumber';
  if (amount <= 0) return 'notPositive';
  if (Math.abs(toCents(amount) - amount * 100) > 1e-6) return 'tooManyDecimals';
  if (amount > MAX_SPENDING_LIMIT) return 'aboveMaximum';
  return null;
}

/** A plan discount code: `percentOff` off the plan's price for the first `months` billing periods. */
export interface PlanDiscountCode {
  readonly code: string;
  readonly percentOff: number;
  readonly months: number;
}

/** Codes are typed in any case and with spaces around them; they compare upper-cased. */
export function normalizeDiscountCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Shopify plans of stores that are never billed (development, partner and staff stores): their charges are test charges. */
const UNBILLED_SHOPIFY_PLANS = /develop|partner|affiliate|staff|plus_sandbox/i;

export function isTestBillingShop(shopifyPlan: string): boolean {
  return UNBILLED_SHOPIFY_PLANS.test(shopifyPlan);
}
