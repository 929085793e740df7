import { parseNumericInput, type NumericInput } from './numeric-input';
import { VALID, invalid, type ValidationResult } from './validation-result';

/** An offer's discount is a price multiplier (e.g. 0.8) within this closed range. */
export const DISCOUNT_FRACTION_MIN = 0;
export const DISCOUNT_FRACTION_MAX = 1;

/**
 * Message key of the discount fraction rule (English text for the locale files):
 * - 'invalidInput': "Invalid input"
 */
export type DiscountFractionErrorKey = 'invalidInput';

/**
 * Rejects a multiplier outside 0-1, or blank or unreadable input. Both ends are valid:
 * the rule (docs/product/settings.md) rejects only values "outside" the range, and 1 (no reduction) and 0 (free)
 * are both meaningful multipliers.
 */
export function validateDiscountFraction(input: NumericInput): ValidationResult<DiscountFractionErrorKey> {
  const parsed = parseNumericInput(input);
  if (!parsed.ok || parsed.value < DISCOUNT_FRACTION_MIN || parsed.value > DISCOUNT_FRACTION_MAX) {
    return invalid('invalidInput');
  }
  return VALID;
}
