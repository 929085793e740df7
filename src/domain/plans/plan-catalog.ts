import { toCents } from '../shared/money';
import { toFiniteNumber } from '../shared/server-values';

export const PLAN_ID_LEGACY_USER = 1;
export const PLAN_ID_FREE = 2;
export const PLAN_ID_STARTER_MONTHLY = 3;
export const PLAN_ID_IMPORT_MONTHLY = 4;
export const PLAN_ID_GROWTH_MONTHLY = 5;
export const PLAN_ID_ENTERPRISE_MONTHLY = 6;
export const PLAN_ID_STARTER_YEARLY = 7;
export const PLAN_ID_IMPORT_YEARLY = 8;
export const PLAN_ID_GROWTH_YEARLY = 9;
export const PLAN_ID_ENTERPRISE_YEARLY = 10;

export type PlanId =
  | typeof PLAN_ID_LEGACY_USER
  | typeof PLAN_ID_FREE
  | typeof PLAN_ID_STARTER_MONTHLY
  | typeof PLAN_ID_IMPORT_MONTHLY
  | typeof PLAN_ID_GROWTH_MONTHLY
  | typeof PLAN_ID_ENTERPRISE_MONTHLY
  | typeof PLAN_ID_STARTER_YEARLY
  | typeof PLAN_ID_IMPORT_YEARLY
  | typeof PLAN_ID_GROWTH_YEARLY
  | typeof PLAN_ID_ENTERPRISE_YEARLY;

/** Plan names as the server sends them in plan_name (product names, shown untranslated). */
export const PLAN_NAME_LEGACY_USER = 'Legacy user';
export const PLAN_NAME_FREE = 'Free';
export const PLAN_NAME_STARTER = 'Starter';
export const PLAN_NAME_IMPORT = 'Import';
export const PLAN_NAME_GROWTH = 'Growth';
export const PLAN_NAME_ENTERPRISE = 'Enterprise';

export type PlanName =
  | typeof PLAN_NAME_LEGACY_USER
  | typeof PLAN_NAME_FREE
  | typeof PLAN_NAME_STARTER
  | typeof PLAN_NAME_IMPORT
  | typeof PLAN_NAME_GROWTH
  | typeof PLAN_NAME_ENTERPRISE;

export type PlanTier = 'legacyUser' | 'free' | 'starter' | 'import' | 'growth' | 'enterprise';

export type BillingInterval = 'monthly' | 'yearly';

export const MONTHS_PER_YEAR = 12;

/** Per-month prices in currency units with two decimals. */
export interface PlanPrices {
  /** Price a new user pays per month. */
  readonly newUser: number;
  /** Undiscounted monthly price, shown struck through. */
  readonly original: number;
}

export interface PlanDefinition {
  readonly id: PlanId;
  readonly name: PlanName;
  readonly tier: PlanTier;
  readonly interval: BillingInterval;
  /** `null`: no fixed price (docs/product/plans-and-limits.md); the price comes from the server's pricing-plan response. */
  readonly pricePerMonth: PlanPrices | null;
}

export const FREE_PLAN_PRICES: PlanPrices = { newUser: 0, original: 0 };
export const STARTER_MONTHLY_PRICES: PlanPrices = { newUser: 8.99, original: 11.99 };
export const GROWTH_MONTHLY_PRICES: PlanPrices = { newUser: 19.99, original: 29.99 };
export const ENTERPRISE_MONTHLY_PRICES: PlanPrices = { newUser: 69.99, original: 99.99 };
export const STARTER_YEARLY_PRICES: PlanPrices = { newUser: 6.99, original: 11.99 };
export const GROWTH_YEARLY_PRICES: PlanPrices = { newUser: 14.99, original: 29.99 };
export const ENTERPRISE_YEARLY_PRICES: PlanPrices = { newUser: 49.99, original: 99.99 };

export const PLAN_CATALOG: readonly PlanDefinition[] = [
  { id: PLAN_ID_LEGACY_USER, name: PLAN_NAME_LEGACY_USER, tier: 'legacyUser', interval: 'monthly', pricePerMonth: null },
  { id: PLAN_ID_FREE, name: PLAN_NAME_FREE, tier: 'free', interval: 'monthly', pricePerMonth: FREE_PLAN_PRICES },
  { id: PLAN_ID_STARTER_MONTHLY, name: PLAN_NAME_STARTER, tier: 'starter', interval: 'monthly', pricePerMonth: STARTER_MONTHLY_PRICES },
  { id: PLAN_ID_IMPORT_MONTHLY, name: PLAN_NAME_IMPORT, tier: 'import', interval: 'monthly', pricePerMonth: null },
  { id: PLAN_ID_GROWTH_MONTHLY, name: PLAN_NAME_GROWTH, tier: 'growth', interval: 'monthly', pricePerMonth: GROWTH_MONTHLY_PRICES },
  {
    id: PLAN_ID_ENTERPRISE_MONTHLY,
    name: PLAN_NAME_ENTERPRISE,
    tier: 'enterprise',
    interval: 'monthly',
    pricePerMonth: ENTERPRISE_MONTHLY_PRICES,
  },
  { id: PLAN_ID_STARTER_YEARLY, name: PLAN_NAME_STARTER, tier: 'starter', interval: 'yearly', pricePerMonth: STARTER_YEARLY_PRICES },
  { id: PLAN_ID_IMPORT_YEARLY, name: PLAN_NAME_IMPORT, tier: 'import', interval: 'yearly', pricePerMonth: null },
  { id: PLAN_ID_GROWTH_YEARLY, name: PLAN_NAME_GROWTH, tier: 'growth', interval: 'yearly', pricePerMonth: GROWTH_YEARLY_PRICES },
  {
    id: PLAN_ID_ENTERPRISE_YEARLY,
    name: PLAN_NAME_ENTERPRISE,
    tier: 'enterprise',
    interval: 'yearly',
    pricePerMonth: ENTERPRISE_YEARLY_PRICES,
  },
];

/**
 * Accepts a plan id as the server may send it (number or numeric string, e.g. pricing_plan_id)
 * and returns it when it names a catalogued plan.
 */
export function toPlanId(value: unknown): PlanId | undefined {
  const numeric = toFiniteNumber(value);
  return PLAN_CATALOG.find((plan) => plan.id === numeric)?.id;
}

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'number' && toPlanId(value) !== undefined;
}

/** The catalogued plan for an id (number or numeric string); `undefined` for an unknown id. */
export function findPlan(id: unknown): PlanDefinition | undefined {
  const planId = toPlanId(id);
  return PLAN_CATALOG.find((plan) => plan.id === planId);
}

export function findPlanByTier(tier: PlanTier, interval: BillingInterval): PlanDefinition | undefined {
  return PLAN_CATALOG.find((plan) => plan.tier === tier && plan.interval === interval);
}

/**
 * The same tier on the other billing interval (Starter monthly ↔ Starter yearly);
 * `undefined` for Free and legacy-user, which have no yearly plan.
 */
export function counterpartPlan(id: unknown): PlanDefinition | undefined {
  const plan = findPlan(id);
  if (plan === undefined) return undefined;
  const otherInterval: BillingInterval = plan.interval === 'monthly' ? 'yearly' : 'monthly';
  return findPlanByTier(plan.tier, otherInterval);
}

/**
 * Whole percent saved by the new-user per-month price against the original monthly price,
 * rounded down so a saving is never overstated (Starter yearly 6.99 vs 11.99 → 41).
 * `null` when the plan has no known price or costs nothing.
 */
export function planSavingPercent(id: unknown): number | null {
  const prices = findPlan(id)?.pricePerMonth;
  if (prices === undefined || prices === null) return null;
  const originalCents = toCents(prices.original);
  if (originalCents <= 0) return null;
  const savedCents = originalCents - toCents(prices.newUser);
  return Math.floor((savedCents * 100) / originalCents);
}

