import { type BucketSize } from '../../../domain/analytics/analytics-period';
import { type FigureChange } from '../../../domain/analytics/figure-change';
import { type TileFormat } from './analytics.view-model';

/** What a figure without a value, or a change without a previous period, reads as. */
export const NO_VALUE = '—';
/** Average ratings show up to this many decimals (4.25), counts none, money the currency's own. */
const RATING_DECIMALS = 2;

/** A tile's value in the admin's language: 4.25, 1,234, €1,234.50 (docs/product/analytics.md#tiles). */
export function formatFigure(value: number | null, format: TileFormat, language: string, currency: string): string {
  if (value === null) return NO_VALUE;
  if (format === 'money' && currency !== '') return new Intl.NumberFormat(language, { style: 'currency', currency }).format(value);
  return new Intl.NumberFormat(language, { maximumFractionDigits: format === 'rating' ? RATING_DECIMALS : 0 }).format(value);
}

/** The change as a signed percentage (+25 %, −10 %, 0 %), or null when there is none to show as a number. */
export function formatPercentChange(change: FigureChange, language: string): string | null {
  if (change.kind !== 'percent') return null;
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(change.ratio);
}

/** A bucket's name on a chart axis or a table row: a day or a week's Monday as "Mar 5", a month as "Mar 2025". */
export function formatBucket(isoDay: string, bucketSize: BucketSize, language: string): string {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  const options: Intl.DateTimeFormatOptions =
    bucketSize === 'month' ? { year: 'numeric', month: 'short', timeZone: 'UTC' } : { month: 'short', day: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(language, options).format(new Date(Date.UTC(year, month - 1, day)));
}
