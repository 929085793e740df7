/**
 * Usage charges for review-request e-mails past the plan's quota
 * (docs/product/plans-and-limits.md#spending-limit-and-usage-charges).
 */

/** E-mails past the quota are bought in blocks of this many. */
export const USAGE_EMAIL_BLOCK = 100;

/** What one block costs, in US cents. */
export const USAGE_EMAIL_BLOCK_PRICE_CENTS = 100;

export interface UsageAllowance {
  /** The shop switched "Keep sending when the quota is used up" on. */
  readonly enabled: boolean;
  /** The plan's quota this period. */
  readonly quota: number;
  /** E-mails already counted this period. */
  readonly used: number;
  /** E-mails bought in blocks this period. */
  readonly extra: number;
  /** The spending limit, US cents per quota period. */
  readonly limitCents: number;
}

/** The e-mails bought in the current period: none once the period they were bought in ended. */
export function emailsBoughtThisPeriod(extra: number, quotaResetAt: Date | null, now: Date): number {
  return quotaResetAt && quotaResetAt > now ? extra : 0;
}

/** What the blocks bought this period cost, in cents. */
export function usageSpentCents(extra: number): number {
  return Math.ceil(extra / USAGE_EMAIL_BLOCK) * USAGE_EMAIL_BLOCK_PRICE_CENTS;
}

/**
 * How many blocks to buy so that `wanted` more e-mails can go: none while the quota and the
 * blocks already bought cover them or the switch is off; never so many that the period's
 * charges would pass the spending limit.
 */
export function usageBlocksToBuy(wanted: number, allowance: UsageAllowance): number {
  if (!allowance.enabled) return 0;
  const short = wanted - Math.max(0, allowance.quota + allowance.extra - allowance.used);
  if (short <= 0) return 0;
  const needed = Math.ceil(short / USAGE_EMAIL_BLOCK);
  const affordable = Math.floor((allowance.limitCents - usageSpentCents(allowance.extra)) / USAGE_EMAIL_BLOCK_PRICE_CENTS);
  return Math.max(0, Math.min(needed, affordable));
}
