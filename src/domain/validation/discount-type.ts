/** How a review discount is expressed: a percentage off, or a fixed amount of the shop currency. */
export const DISCOUNT_TYPE_PERCENT = 1;
export const DISCOUNT_TYPE_FIXED = 2;

export type DiscountType = typeof DISCOUNT_TYPE_PERCENT | typeof DISCOUNT_TYPE_FIXED;

/** A discount type from server or form data (1, 2, '1' or '2'); anything else is undefined. */
export function parseDiscountType(value: unknown): DiscountType | undefined {
  const code = typeof value === 'string' ? value.trim() : value;
  if (code === DISCOUNT_TYPE_PERCENT || code === String(DISCOUNT_TYPE_PERCENT)) return DISCOUNT_TYPE_PERCENT;
  if (code === DISCOUNT_TYPE_FIXED || code === String(DISCOUNT_TYPE_FIXED)) return DISCOUNT_TYPE_FIXED;
  return undefined;
}
