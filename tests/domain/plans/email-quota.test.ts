import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  EMAIL_QUOTA_PERIOD_DAYS,
  emailSendQuotaForPlan,
  nextEmailQuotaReset,
  UNLIMITED_EMAIL_QUOTA,
} from '../../../src/domain/plans/email-quota';
import {
  PLAN_CATALOG,
  PLAN_ID_ENTERPRISE_YEARLY,
  PLAN_ID_FREE,
  PLAN_ID_GROWTH_MONTHLY,
  PLAN_ID_IMPORT_MONTHLY,
  PLAN_ID_LEGACY_USER,
  PLAN_ID_STARTER_YEARLY,
} from '../../../src/domain/plans/plan-catalog';
import { MS_PER_DAY } from '../../../src/domain/shared/time';

describe('emailSendQuotaForPlan', () => {
  it.each([
    [PLAN_ID_FREE, 50],
    [PLAN_ID_STARTER_YEARLY, 200],
    [PLAN_ID_GROWTH_MONTHLY, 500],
    [PLAN_ID_ENTERPRISE_YEARLY, UNLIMITED_EMAIL_QUOTA],
    [PLAN_ID_IMPORT_MONTHLY, UNLIMITED_EMAIL_QUOTA],
    [PLAN_ID_LEGACY_USER, UNLIMITED_EMAIL_QUOTA],
  ])('gives plan %i a quota of %i', (planId, quota) => {
    expect(emailSendQuotaForPlan(planId)).toBe(quota);
  });

  it('is a whole number on every plan, -1 meaning unlimited', () => {
    expect(UNLIMITED_EMAIL_QUOTA).toBe(-1);
    for (const plan of PLAN_CATALOG) expect(Number.isInteger(emailSendQuotaForPlan(plan.id))).toBe(true);
  });
});

describe('nextEmailQuotaReset', () => {
  const installedAt = new Date('2024-01-01T10:00:00.000Z');
  const period = EMAIL_QUOTA_PERIOD_DAYS * MS_PER_DAY;

  it('resets every 30 days from install', () => {
    expect(EMAIL_QUOTA_PERIOD_DAYS).toBe(30);
    expect(nextEmailQuotaReset(installedAt, installedAt).toISOString()).toBe('2024-01-31T10:00:00.000Z');
    expect(nextEmailQuotaReset(installedAt, new Date('2024-01-31T09:59:59.999Z')).toISOString()).toBe('2024-01-31T10:00:00.000Z');
    expect(nextEmailQuotaReset(installedAt, new Date('2024-01-31T10:00:00.000Z')).toISOString()).toBe('2024-03-01T10:00:00.000Z');
  });

  it('is always the first period boundary after now', () => {
    fc.assert(
      fc.property(fc.integer({ min: -period, max: 100 * period }), (elapsed) => {
        const now = new Date(installedAt.getTime() + elapsed);
        const reset = nextEmailQuotaReset(installedAt, now).getTime();
        expect(reset).toBeGreaterThan(now.getTime());
        expect(reset - period).toBeLessThanOrEqual(now.getTime());
        expect((reset - installedAt.getTime()) % period).toBe(0);
      }),
    );
  });
});
