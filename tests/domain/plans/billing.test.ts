import { describe, expect, it } from 'vitest';
import {
  billedAmount,
  isPurchasablePlan,
  isTestBillingShop,
  MAX_SPENDING_LIMIT,
  monthsPerPeriod,
  normalizeDiscountCode,
  planChange,
  priceAfterPercentOff,
  soldPlans,
  spendingLimitProblem,
} from '../../../src/domain/plans/billing';
import {
  PLAN_ID_ENTERPRISE_MONTHLY,
  PLAN_ID_FREE,
  PLAN_ID_GROWTH_MONTHLY,
  PLAN_ID_GROWTH_YEARLY,
  PLAN_ID_IMPORT_MONTHLY,
  PLAN_ID_LEGACY_USER,
  PLAN_ID_STARTER_MONTHLY,
  PLAN_ID_STARTER_YEARLY,
} from '../../../src/domain/plans/plan-catalog';
import { emailSendQuotaForPlan } from '../../../src/domain/plans/email-quota';

describe('plan changes', () => {
  it.each([
    [PLAN_ID_FREE, PLAN_ID_FREE, 'current'],
    [PLAN_ID_FREE, PLAN_ID_STARTER_MONTHLY, 'upgrade'],
    [PLAN_ID_GROWTH_MONTHLY, PLAN_ID_STARTER_MONTHLY, 'downgrade'],
    [PLAN_ID_GROWTH_MONTHLY, PLAN_ID_FREE, 'downgrade'],
    [PLAN_ID_GROWTH_MONTHLY, PLAN_ID_GROWTH_YEARLY, 'upgrade'],
    [PLAN_ID_GROWTH_YEARLY, PLAN_ID_GROWTH_MONTHLY, 'downgrade'],
    [PLAN_ID_IMPORT_MONTHLY, PLAN_ID_GROWTH_MONTHLY, 'upgrade'],
    [PLAN_ID_IMPORT_MONTHLY, PLAN_ID_FREE, 'downgrade'],
    [PLAN_ID_LEGACY_USER, PLAN_ID_FREE, 'downgrade'],
    ['junk', PLAN_ID_ENTERPRISE_MONTHLY, 'upgrade'],
  ] as const)('from %s to %s is %s', (from, to, change) => {
    expect(planChange(from, to)).toBe(change);
  });

  it('sells Free, Starter, Growth and Enterprise, Free leading both intervals', () => {
    expect(soldPlans('monthly').map((plan) => plan.id)).toEqual([2, 3, 5, 6]);
    expect(soldPlans('yearly').map((plan) => plan.id)).toEqual([2, 7, 9, 10]);
  });

  it('buys only plans with a price', () => {
    expect(isPurchasablePlan(PLAN_ID_STARTER_YEARLY)).toBe(true);
    expect(isPurchasablePlan(PLAN_ID_FREE)).toBe(false);
    expect(isPurchasablePlan(PLAN_ID_IMPORT_MONTHLY)).toBe(false);
    expect(isPurchasablePlan(99)).toBe(false);
  });

  it('counts the request quota from the feature matrix (-1 unlimited)', () => {
    expect(emailSendQuotaForPlan(PLAN_ID_FREE)).toBe(50);
    expect(emailSendQuotaForPlan(PLAN_ID_GROWTH_MONTHLY)).toBe(500);
    expect(emailSendQuotaForPlan(PLAN_ID_ENTERPRISE_MONTHLY)).toBe(-1);
  });
});

describe('prices', () => {
  it('takes a percent off in whole cents, half up, within 0-100', () => {
    expect(priceAfterPercentOff(19.99, 20)).toBe(15.99);
    expect(priceAfterPercentOff(8.99, 50)).toBe(4.5);
    expect(priceAfterPercentOff(8.99, 0)).toBe(8.99);
    expect(priceAfterPercentOff(8.99, 150)).toBe(0);
    expect(priceAfterPercentOff(8.99, -5)).toBe(8.99);
  });

  it('bills twelve months for a yearly plan', () => {
    expect(monthsPerPeriod('monthly')).toBe(1);
    expect(billedAmount(14.99, 'yearly')).toBe(179.88);
    expect(billedAmount(19.99, 'monthly')).toBe(19.99);
  });
});

describe('the spending limit', () => {
  it.each([
    [50, null],
    ['120.5', null],
    [MAX_SPENDING_LIMIT, null],
    [0.01, null],
    [0, 'notPositive'],
    [-3, 'notPositive'],
    [10.555, 'tooManyDecimals'],
    [MAX_SPENDING_LIMIT + 0.01, 'aboveMaximum'],
    ['ten', 'notANumber'],
    [null, 'notANumber'],
  ] as const)('%s: %s', (value, problem) => {
    expect(spendingLimitProblem(value)).toBe(problem);
  });
});

describe('codes and test charges', () => {
  it('compares codes trimmed and upper-cased', () => {
    expect(normalizeDiscountCode('  starling20 ')).toBe('STARLING20');
  });

  it.each([
    ['partner_test', true],
    ['Development', true],
    ['affiliate', true],
    ['plus_sandbox', true],
    ['Basic', false],
    ['Advanced', false],
  ])('a %s store is billed in test mode: %s', (plan, test) => {
    expect(isTestBillingShop(plan)).toBe(test);
  });
});
