import { type BucketSize } from '../../../domain/analytics/analytics-period';
import { type FigureChange } from '../../../domain/analytics/figure-change';

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
