import { DISCOUNT_TYPE_PERCENT, type DiscountType } from './discount-type';
import { FIXED_DISCOUNT_MAX_DECIMALS } from './discount-value';
import { parseNumericInput, type NumericInput } from './numeric-input';

export const DISCOUNT_AMOUNT_PLACEHOLDER = '{{Discount_amount}}';
export const CURRENCY_PLACEHOLDER = '{{currency}}';
/** Appended to a percent amount: the blank currency of a percent discount leaves the unit to the amount. */
export const PERCENT_SIGN = '%';

export interface DiscountTemplateValues {
  readonly type: DiscountType;
  /** The discount value; unreadable input renders as nothing rather than as a raw placeholder. */
  readonly amount: NumericInput;
  /** The shop's currency symbol, e.g. "$"; used for the fixed type only. */
  readonly currencySymbol: string;
}

/**
 * Replaces every {{Discount_amount}} and {{currency}} (exact spelling and case); other
 * placeholders stay as they are. One template serves both types ("{{currency}}{{Discount_amount}} off"),
 * so a percent discount renders "10% off" (blank currency, '%' on the amount) and a fixed one
 * "$10 off" or "$10.50 off" (cents shown only when present). The result is plain text:
 * nothing here interprets or escapes HTML; escaping is the renderer's job.
 */
export function fillDiscountTemplate(template: string, values: DiscountTemplateValues): string {
  const { amount, currency } = discountTemplateValues(values);
  // Replacer functions keep '$&'-like sequences in the currency or amount literal.
  return template.replaceAll(DISCOUNT_AMOUNT_PLACEHOLDER, () => amount).replaceAll(CURRENCY_PLACEHOLDER, () => currency);
}

/** What {{Discount_amount}} and {{currency}} stand for: the currency is blank for a percent discount. */
export function discountTemplateValues(values: DiscountTemplateValues): { readonly amount: string; readonly currency: string } {
  return {
    amount: formatDiscountAmount(values.type, values.amount),
    currency: values.type === DISCOUNT_TYPE_PERCENT ? '' : values.currencySymbol,
  };
}

/**
 * "10%" / "12.5%" for percent; "10" / "10.50" for fixed; '' for unreadable input.
 * No digit grouping: the text goes into emails and widgets whose locale is not known here.
 */
export function formatDiscountAmount(type: DiscountType, amount: NumericInput): string {
  const parsed = parseNumericInput(amount);
  if (!parsed.ok) return '';
  const value = parsed.value;
  if (type === DISCOUNT_TYPE_PERCENT) return `${String(value)}${PERCENT_SIGN}`;
  return Number.isInteger(value) ? String(value) : value.toFixed(FIXED_DISCOUNT_MAX_DECIMALS);
}
