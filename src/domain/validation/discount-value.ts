import { DISCOUNT_TYPE_PERCENT, type DiscountType } from './discount-type';
import { parseNumericInput, type NumericInput } from './numeric-input';
import { VALID, invalid, type ValidationResult } from './validation-result';

/** Both discount types need a value strictly above this. */
export const DISCOUNT_VALUE_EXCLUSIVE_MIN = 0;
/** A percent discount may be at most this (inclusive). */
export const DISCOUNT_PERCENT_MAX = 100;
/** A fixed-amount discount may have at most this many decimals (cents). */
export const FIXED_DISCOUNT_MAX_DECIMALS = 2;

/**
 * Message keys of the discount value rule (English text for the locale files):
 * - 'discountValueLimit': "Enter a discount greater than 0 and no more than 100%."
 * - 'enterIntegerThanZero': "Enter a number greater than zero."
 * - 'onlyTwoDecimal': "Only two decimal places are allowed."
 */
export type DiscountValueErrorKey = 'discountValueLimit' | 'enterIntegerThanZero' | 'onlyTwoDecimal';

/**
 * Percent (1): greater than 0 and at most 100, any decimals. Fixed (2): greater than 0 with at
 * most two significant decimals ("1.50" is fine). Blank or unreadable input fails with the type's
 * range key, since the fix is the same: type a number in range. Negative zero counts as zero.
 */
export function validateDiscountValue(type: DiscountType, input: NumericInput): ValidationResult<DiscountValueErrorKey> {
  const parsed = parseNumericInput(input);
  if (type === DISCOUNT_TYPE_PERCENT) {
    if (!parsed.ok || parsed.value <= DISCOUNT_VALUE_EXCLUSIVE_MIN || parsed.value > DISCOUNT_PERCENT_MAX) {
      return invalid('discountValueLimit');
    }
    return VALID;
  }
  if (!parsed.ok || parsed.value <= DISCOUNT_VALUE_EXCLUSIVE_MIN) return invalid('enterIntegerThanZero');
  if (parsed.decimalPlaces > FIXED_DISCOUNT_MAX_DECIMALS) return invalid('onlyTwoDecimal');
  return VALID;
}
