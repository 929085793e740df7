import { compareCalendarDates, formatIsoDate, type CalendarDate } from './calendar-date';

/** Date range choice codes sent as date_range (docs/product/spec-map.md §3). */
export const DATE_RANGE_ALL_TIME = 0;
export const DATE_RANGE_TODAY = 1;
export const DATE_RANGE_LAST_7_DAYS = 2;
export const DATE_RANGE_LAST_30_DAYS = 3;
export const DATE_RANGE_LAST_90_DAYS = 4;
export const DATE_RANGE_LAST_12_MONTHS = 5;

/** Every preset code, in the order the choices are listed to the user. */
export const PRESET_DATE_RANGE_CODES = [
  DATE_RANGE_TODAY,
  DATE_RANGE_LAST_7_DAYS,
  DATE_RANGE_LAST_30_DAYS,
  DATE_RANGE_LAST_90_DAYS,
  DATE_RANGE_LAST_12_MONTHS,
  DATE_RANGE_ALL_TIME,
] as const;

export type PresetDateRangeCode = (typeof PRESET_DATE_RANGE_CODES)[number];

/** Query parameter names (docs/product/spec-map.md §5, §7): custom ranges send start_date and end_date, else date_range. */
export const DATE_RANGE_PARAM = 'date_range';
export const START_DATE_PARAM = 'start_date';
export const END_DATE_PARAM = 'end_date';

export interface PresetDateRange {
  readonly kind: 'preset';
  readonly code: PresetDateRangeCode;
}

/** Inclusive local dates, start on or before end (see customDateRange). */
export interface CustomDateRange {
  readonly kind: 'custom';
  readonly start: CalendarDate;
  readonly end: CalendarDate;
}

export type DateRangeChoice = PresetDateRange | CustomDateRange;

export const ALL_TIME_RANGE: PresetDateRange = { kind: 'preset', code: DATE_RANGE_ALL_TIME };

export function presetDateRange(code: PresetDateRangeCode): PresetDateRange {
  return { kind: 'preset', code };
}

/** A custom range, or null when start is after end. */
export function customDateRange(start: CalendarDate, end: CalendarDate): CustomDateRange | null {
  return compareCalendarDates(start, end) > 0 ? null : { kind: 'custom', start, end };
}

export function isPresetDateRangeCode(value: unknown): value is PresetDateRangeCode {
  return PRESET_DATE_RANGE_CODES.some((code) => code === value);
}

/** The request form of a choice: { date_range } for presets, { start_date, end_date } (YYYY-MM-DD) for custom. */
export type DateRangeQuery =
  | { readonly date_range: PresetDateRangeCode }
  | { readonly start_date: string; readonly end_date: string };

export function toDateRangeQuery(choice: DateRangeChoice): DateRangeQuery {
  return choice.kind === 'preset'
    ? { date_range: choice.code }
    : { start_date: formatIsoDate(choice.start), end_date: formatIsoDate(choice.end) };
}

