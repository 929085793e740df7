/** How a figure reads: an average rating, a count, or money. */
export type FigureFormat = 'rating' | 'count' | 'money';

/** What a figure without a value, or a change without a previous period, reads as. */
export const NO_VALUE = '—';
/** Average ratings show up to this many decimals (4.25), counts none, money the currency's own. */
const RATING_DECIMALS = 2;

/** A figure in the admin's language: 4.25, 1,234, €1,234.50 (docs/product/analytics.md#tiles). */
export function formatFigure(value: number | null, format: FigureFormat, language: string, currency: string): string {
  if (value === null) return NO_VALUE;
  if (format === 'money' && currency !== '') return new Intl.NumberFormat(language, { style: 'currency', currency }).format(value);
  return new Intl.NumberFormat(language, { maximumFractionDigits: format === 'rating' ? RATING_DECIMALS : 0 }).format(value);
}
