import { compareCalendarDates, formatIsoDate, parseIsoDate, ISO_DATE_FORMAT, type CalendarDate } from './calendar-date';
import { type MessageDescriptor } from '../shared/message';

/** A complete custom date is exactly YYYY-MM-DD, so longer input can never become valid. */
export const CUSTOM_DATE_MAX_LENGTH = ISO_DATE_FORMAT.length;

const ALLOWED_WHILE_TYPING = /^[0-9-]*$/;
const DISALLOWED_CHARACTERS = /[^0-9-]/g;

/**
 * Message keys of the custom date fields (English text for the locale files):
 * - 'dateFormatError': "Enter a valid date in the format {{format}}."
 * - 'dateRangeOrderError': "The start date {{startDate}} must be on or before the end date {{endDate}}."
 */
export type CustomDateMessageKey = 'dateFormatError' | 'dateRangeOrderError';

export type CustomDateMessage = MessageDescriptor<CustomDateMessageKey>;

export type CustomDateResult =
  | { readonly ok: true; readonly date: CalendarDate }
  | { readonly ok: false; readonly message: CustomDateMessage };

export type CustomDateRangeResult =
  | { readonly ok: true; readonly start: CalendarDate; readonly end: CalendarDate }
  | {
      readonly ok: false;
      /** Format error of the start field, or null when that field is valid. */
      readonly startMessage: CustomDateMessage | null;
      readonly endMessage: CustomDateMessage | null;
      /** Set only when both fields are valid but in the wrong order. */
      readonly rangeMessage: CustomDateMessage | null;
    };

/** "Enter a valid date in the format YYYY-MM-DD." */
export const DATE_FORMAT_MESSAGE: CustomDateMessage = { key: 'dateFormatError', values: { format: ISO_DATE_FORMAT } };

/**
 * Whether the field may hold this text while the user types or pastes: digits and hyphens
 * only, at most YYYY-MM-DD long. The empty text is allowed (the user cleared the field).
 */
export function isAllowedCustomDateInput(text: string): boolean {
  return text.length <= CUSTOM_DATE_MAX_LENGTH && ALLOWED_WHILE_TYPING.test(text);
}

/** Pasted text reduced to what the field accepts: other characters removed, then cut to length. */
export function sanitizeCustomDateInput(text: string): string {
  return text.replace(DISALLOWED_CHARACTERS, '').slice(0, CUSTOM_DATE_MAX_LENGTH);
}

/**
 * Validation when the date popover closes: YYYY-MM-DD, month 01-12, day 01-31 and a real
 * calendar date (leap years included). Blank counts as invalid: a custom range needs both dates.
 */
export function validateCustomDate(text: string): CustomDateResult {
  const date = parseIsoDate(text);
  return date === null ? { ok: false, message: DATE_FORMAT_MESSAGE } : { ok: true, date };
}

/** Both fields valid and start on or before end (a one-day range has start equal to end). */
export function validateCustomDateRange(startText: string, endText: string): CustomDateRangeResult {
  const start = validateCustomDate(startText);
  const end = validateCustomDate(endText);
  if (!start.ok || !end.ok) {
    return {
      ok: false,
      startMessage: start.ok ? null : start.message,
      endMessage: end.ok ? null : end.message,
      rangeMessage: null,
    };
  }
  if (compareCalendarDates(start.date, end.date) > 0) {
    return {
      ok: false,
      startMessage: null,
      endMessage: null,
      rangeMessage: {
        key: 'dateRangeOrderError',
        values: { startDate: formatIsoDate(start.date), endDate: formatIsoDate(end.date) },
      },
    };
  }
  return { ok: true, start: start.date, end: end.date };
}
