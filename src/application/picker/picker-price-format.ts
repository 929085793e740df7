/** docs/product/plans-and-limits.md: the picker's price format is a template with a price placeholder; without one, '$'. */
export const DEFAULT_PRICE_FORMAT = '$';

const PLACEHOLDER = /\{\{\s*(amount\w*)\s*\}\}/;

/**
 * A variant price in the shop's format, e.g. '£{{amount}}' and '24.50' → '£24.50'. Shopify's
 * amount placeholders are honoured; a template without one is put before the price.
 */
export function formatPickerPrice(template: string | null | undefined, price: string): string {
  const format = template?.trim() ? template : DEFAULT_PRICE_FORMAT;
  const match = PLACEHOLDER.exec(format);
  if (!match) return `${format}${price}`;
  return format.replace(PLACEHOLDER, amountText(match[1] ?? 'amount', price));
}

function amountText(placeholder: string, price: string): string {
  const value = Number(price);
  if (price.trim() === '' || !Number.isFinite(value)) return price;
  const noDecimals = placeholder.includes('no_decimals');
  const text = noDecimals ? Math.round(value).toString() : value.toFixed(2);
  return placeholder.includes('comma_separator') ? text.replace('.', ',') : text;
}
