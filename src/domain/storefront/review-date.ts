import { type ReviewDateFormat } from './review-widget-settings';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * A review's date as the widget's date format writes it, on the calendar of the shop's time zone
 * (the server formats it once, so the Liquid page and the script's next pages agree).
 */
export function formatReviewDate(instant: Date, format: ReviewDateFormat, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const [year, month, day] = [part('year'), part('month'), part('day')];
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
