import { parseNumericInput, type NumericInput } from './numeric-input';
import { VALID, invalid, type ValidationResult } from './validation-result';

/** A review-request email is sent strictly more than this many days after its trigger... */
export const EMAIL_TRIGGER_EXCLUSIVE_MIN_DAYS = 0;
/** ...and strictly fewer than this many days after it. */
export const EMAIL_TRIGGER_MAX_DAYS = 90;

/**
 * Message key of the trigger time rule (English text for the locale files):
 * - 'emailTriggerTimeError': "Enter a whole number of days greater than 0 and less than {{max}}."
 */
export type EmailTriggerTimeErrorKey = 'emailTriggerTimeError';

/**
 * The delay is a whole number of days (the limit is stated in days and names no hour
 * unit), so 1 through 89 pass; fractions, blank and unreadable input fail.
 */
export function validateEmailTriggerTime(days: NumericInput): ValidationResult<EmailTriggerTimeErrorKey> {
  const parsed = parseNumericInput(days);
  if (
    !parsed.ok ||
    !Number.isInteger(parsed.value) ||
    parsed.value <= EMAIL_TRIGGER_EXCLUSIVE_MIN_DAYS ||
    parsed.value >= EMAIL_TRIGGER_MAX_DAYS
  ) {
    return invalid('emailTriggerTimeError', { max: EMAIL_TRIGGER_MAX_DAYS });
  }
  return VALID;
}
