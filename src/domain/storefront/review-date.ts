import { formatIsoDate } from '../dates/calendar-date';
import { calendarDateInZone } from '../dates/zoned-calendar';
import { type ReviewDateFormat } from './review-widget-settings';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * A review's date as the widget's date format writes it, on the calendar of the shop's time zone
 * (the server formats it once, so the Liquid page and the script's next pages agree).
 */
export function formatReviewDate(instant: Date, format: ReviewDateFormat, timeZone: string): string {
  // The zone's formatter is built once and kept: building one per date was the costliest step of a
  // storefront page. A zone Intl does not know (none is saved, but old rows may hold one) reads as UTC.
  const date = calendarDateInZone(instant, timeZone) ?? calendarDateInZone(instant, 'UTC');
  if (date === null) throw new RangeError(`not a date: ${String(instant)}`);
  const [year, month, day] = formatIsoDate(date).split('-') as [string, string, string];
  switch (format) {
    case 1:
      return `${month}/${day}/${year}`;
    case 2:
      return `${day}/${month}/${year}`;
    case 3:
      return `${year}-${month}-${day}`;
    case 4:
      return `${MONTHS[Number(month) - 1]} ${Number(day)}, ${year}`;
  }
}
