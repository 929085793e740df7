import { z } from 'zod';
import { MAX_SPENDING_LIMIT, spendingLimitProblem, type SpendingLimitProblem } from '../domain/plans/billing';
import { PLAN_CATALOG } from '../domain/plans/plan-catalog';
import { TRIGGER_MODES } from '../domain/discount/discount-offer';
import { flag, numericCode, text } from './fields';

/** The request schemas of plans.contract.ts (docs/product/plans-and-limits.md). */

export const MAX_DISCOUNT_CODE_LENGTH = 40;
export const MAX_CHARGE_ID_LENGTH = 100;

export const addPricingPlanRequest = z.strictObject({
  plan_id: numericCode(
    PLAN_CATALOG.map((plan) => plan.id),
    '2 (Free), 3/7 (Starter), 5/9 (Growth), 6/10 (Enterprise)',
  ),
});

export const checkPricingPlanRequest = z.strictObject({
  charge_id: text({ min: 1, max: MAX_CHARGE_ID_LENGTH }).refine((value) => /^[A-Za-z0-9_-]+$/.test(value), 'must be letters, digits, dashes and underscores'),
});

export const redeemDiscountCodeRequest = z.strictObject({
  code: text({ min: 1, max: MAX_DISCOUNT_CODE_LENGTH }),
});

const SPENDING_LIMIT_MESSAGES: Readonly<Record<SpendingLimitProblem, string>> = {
  notANumber: 'must be an amount',
  notPositive: 'must be more than 0',
  tooManyDecimals: 'must have at most 2 decimals',
  aboveMaximum: `must be at most ${MAX_SPENDING_LIMIT}`,
};

const spendingLimit = z.unknown().transform((raw, context): number => {
  const problem = raw === undefined ? null : spendingLimitProblem(raw);
  if (raw !== undefined && problem === null) return Number(raw);
  context.addIssue({ code: 'custom', message: problem === null ? 'is required' : SPENDING_LIMIT_MESSAGES[problem] });
  return z.NEVER;
});

export const setSpendingLimitRequest = z.strictObject({
  max_spending_limit: spendingLimit,
  is_enabled_usage_charge: flag.optional(),
});

export const activateUpgradeDiscountRequest = z.strictObject({
  trigger_mode: numericCode(TRIGGER_MODES),
});
