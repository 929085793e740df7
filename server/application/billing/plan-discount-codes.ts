import { normalizeDiscountCode, type PlanDiscountCode } from '../../../src/domain/plans/billing';

/**
 * The plan discount codes the product hands out (docs/product/plans-and-limits.md#discount-codes):
 * a fixed list in the code, the same in Shopify and development store mode, so a code in a
 * campaign e-mail works everywhere. Adding one is a change here and in that document.
 */
export const PLAN_DISCOUNT_CODES: readonly PlanDiscountCode[] = [
  { code: 'STARLING20', percentOff: 20, months: 3 },
  { code: 'WELCOME50', percentOff: 50, months: 1 },
];

export function findPlanDiscountCode(code: string): PlanDiscountCode | undefined {
  const wanted = normalizeDiscountCode(code);
  return PLAN_DISCOUNT_CODES.find((candidate) => candidate.code === wanted);
}
