import { describe, expect, it } from 'vitest';
import { type z } from 'zod';
import { activateUpgradeDiscountRequest, addPricingPlanRequest, checkPricingPlanRequest, setSpendingLimitRequest } from '../../src/contracts/plans.schema';

function problem(schema: z.ZodType, input: unknown): string {
  const result = schema.safeParse(input);
  if (result.success) return 'accepted';
  const issue = result.error.issues[0]!;
  return `${issue.path.join('.')}: ${issue.message}`;
}

describe('the plans request schemas', () => {
  it('take a catalogued plan id, as a number or its text', () => {
    expect(addPricingPlanRequest.parse({ plan_id: 5 })).toEqual({ plan_id: 5 });
    expect(addPricingPlanRequest.parse({ plan_id: '9' })).toEqual({ plan_id: 9 });
  });

  it.each([
    [{ plan_id: 11 }, 'plan_id: 11 is not one of 2 (Free), 3/7 (Starter), 5/9 (Growth), 6/10 (Enterprise)'],
    [{ plan_id: 'growth' }, 'plan_id: "growth" is not one of 2 (Free), 3/7 (Starter), 5/9 (Growth), 6/10 (Enterprise)'],
    [{}, 'plan_id: is required'],
  ])('refuse the plan %j, naming the field', (input, message) => {
    expect(problem(addPricingPlanRequest, input)).toBe(message);
  });

  it.each([
    [{ max_spending_limit: 0 }, 'max_spending_limit: must be more than 0'],
    [{ max_spending_limit: 1.234 }, 'max_spending_limit: must have at most 2 decimals'],
    [{ max_spending_limit: 5000 }, 'max_spending_limit: must be at most 1000'],
    [{ max_spending_limit: 'lots' }, 'max_spending_limit: must be an amount'],
    [{}, 'max_spending_limit: is required'],
    [{ max_spending_limit: 20, is_enabled_usage_charge: 'yes' }, 'is_enabled_usage_charge: must be true or false'],
  ])('refuse the spending limit %j, naming the field', (input, message) => {
    expect(problem(setSpendingLimitRequest, input)).toBe(message);
  });

  it('take a spending limit with cents and the usage switch', () => {
    expect(setSpendingLimitRequest.parse({ max_spending_limit: '99.90', is_enabled_usage_charge: true })).toEqual({ max_spending_limit: 99.9, is_enabled_usage_charge: true });
  });

  it('refuse a charge id with characters Shopify never uses, and a trigger mode the admin may not start', () => {
    expect(problem(checkPricingPlanRequest, { charge_id: '12/../3' })).toBe('charge_id: must be letters, digits, dashes and underscores');
    expect(problem(activateUpgradeDiscountRequest, { trigger_mode: 1 })).toBe('trigger_mode: 1 is not one of 2, 3, 4');
  });
});
